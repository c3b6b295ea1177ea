/** The registry of the site's own compiled components, aliased in next.config.ts. */
declare module 'docs-site-components' {
  import type { ComponentType } from 'react';
  export const siteComponents: Record<string, ComponentType<Record<string, unknown>>>;
}
