import type { ReactNode } from 'react';
import { siteComponents, themeLayer } from 'docs-site-components';
import type { DocsClientData } from '@/lib/content/docs-client-data';

/**
 * The page's docs plugin for the site's components (@docusaurus/plugin-content-docs/client). Only a
 * site with components of its own reads it, so other sites' pages carry neither its data nor its
 * code (the registry's themeLayer: plugins/docusaurus/components/theme-layer.ts).
 */
export function DocsContext({ data, children }: { data: () => DocsClientData; children: ReactNode }) {
  const { DocsContextProvider } = themeLayer;
  return DocsContextProvider && Object.keys(siteComponents).length ? <DocsContextProvider data={data()}>{children}</DocsContextProvider> : children;
}
