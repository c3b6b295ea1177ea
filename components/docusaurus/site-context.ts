/** What `@docusaurus/useDocusaurusContext` and `useBaseUrl` know of the site; filled in by the site-components bundler. */
declare const __DOCS_SITE__: { title: string; tagline: string; url: string; baseUrl: string };

export const siteContext = __DOCS_SITE__;
