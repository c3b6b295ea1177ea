/**
 * The theme modules the engine's footer and phone drawer import by Docusaurus' names (`@theme/Footer/Layout`, …),
 * which the bundle resolves (../../site-components/shim-plugin.ts), so that a site's swizzle of one
 * takes its place.
 */
declare module '@theme/Footer/*' {
  import type { ComponentType } from 'react';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Component: ComponentType<any>;
  export default Component;
}
declare module '@theme/Icon/ExternalLink' {
  import type { ComponentType } from 'react';
  const Icon: ComponentType;
  export default Icon;
}
declare module '@theme/Icon/Language' {
  import type { ComponentType } from 'react';
  const Icon: ComponentType<{ className?: string }>;
  export default Icon;
}
declare module '@theme/Navbar/MobileSidebar/*' {
  import type { ComponentType } from 'react';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Component: ComponentType<any>;
  export default Component;
}

declare module '@theme/Icon/Edit' {
  import type { ComponentType, SVGProps } from 'react';
  const IconEdit: ComponentType<SVGProps<SVGSVGElement>>;
  export default IconEdit;
}
