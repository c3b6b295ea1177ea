import type { ReactNode } from 'react';
import { siteComponents } from 'docs-site-components';
import type { DocsClientData } from '@/lib/content/docs-client-data';
import { DocsContextProvider } from '@/components/docusaurus/docs-context';

/**
 * The page's docs plugin for the site's components (@docusaurus/plugin-content-docs/client). Only a
 * site with components of its own reads it, so other sites' pages do not carry its data.
 */
export function DocsContext({ data, children }: { data: () => DocsClientData; children: ReactNode }) {
  return Object.keys(siteComponents).length ? <DocsContextProvider data={data()}>{children}</DocsContextProvider> : children;
}
