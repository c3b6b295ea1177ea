/** What `@docusaurus/useDocusaurusContext`, `useBaseUrl` and `@theme/Layout` know of the site; filled in by the site-components bundler. */
import type { DocusaurusSiteConfig } from '@/plugins/docusaurus/site-components/site-config-view';

declare const __DOCS_SITE__: DocusaurusSiteConfig;

export const siteContext = __DOCS_SITE__;
