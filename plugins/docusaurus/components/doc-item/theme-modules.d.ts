/**
 * The theme modules the engine's doc item imports by Docusaurus' names (`@theme/DocItem/Layout`,
 * `@theme/DocBreadcrumbs`, …), which the bundle resolves (../../site-components/shim-plugin.ts): each a
 * component, some of which take children.
 */
declare module '@theme/Doc*' {
  import type { ComponentType, ReactNode } from 'react';
  const Component: ComponentType<{ children?: ReactNode }>;
  export default Component;
}

declare module '@theme/PaginatorNavLink' {
  import type { ComponentType, ReactNode } from 'react';
  const PaginatorNavLink: ComponentType<{ permalink: string; title: ReactNode; subLabel?: ReactNode; isNext?: boolean }>;
  export default PaginatorNavLink;
}

declare module '@theme/DocPaginator' {
  import type { ComponentType } from 'react';
  type Side = { title: string; permalink: string };
  const DocPaginator: ComponentType<{ className?: string; previous?: Side; next?: Side }>;
  export default DocPaginator;
}
