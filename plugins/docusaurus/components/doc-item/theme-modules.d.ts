/** The theme modules the engine's doc item imports by Docusaurus' names, which the bundle resolves (../../site-components/shim-plugin.ts). */
declare module '@theme/DocItem/Layout' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode }>;
  export default Component;
}
declare module '@theme/DocItem/Content' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode }>;
  export default Component;
}
declare module '@theme/DocItem/Footer' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}
declare module '@theme/DocItem/Paginator' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}
declare module '@theme/DocItem/TOC/Mobile' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}
declare module '@theme/DocItem/TOC/Desktop' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}
declare module '@theme/DocBreadcrumbs' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}
declare module '@theme/DocVersionBadge' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}
declare module '@theme/DocVersionBanner' {
  import type { ComponentType } from 'react';
  const Component: ComponentType;
  export default Component;
}
