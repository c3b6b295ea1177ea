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
