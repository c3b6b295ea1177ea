/**
 * What the generated registry (../site-components/registry-code.ts) tells the theme layer of the site.
 * The theme layer is compiled by Next, not with the site's components, so the constants their bundler
 * defines (`__DOCS_SITE__`, `__DOCS_DOCUSAURUS_VERSION__`) are not there: the registry, which the
 * server loads before any page renders, keeps these on globalThis. The browser does not load the
 * registry: the layer's server components read them (../components/HeadSettleHost.tsx,
 * ../components/PageRouteContextProvider.tsx) and hand the browser what they decide.
 */
export interface SiteFacts {
  /** The installed @docusaurus/core's version; null where none is installed. */
  docusaurusVersion: string | null;
  /** The site searches with Algolia's theme (its themeConfig.algolia), whose route the search page is. */
  algoliaSearch: boolean;
}

export const SITE_FACTS_KEY = 'docs-engine.docusaurus-site-facts';

/** The registry's statement that keeps them. */
export const siteFactsStatement = (facts: SiteFacts): string =>
  `(globalThis as Record<symbol, unknown>)[Symbol.for(${JSON.stringify(SITE_FACTS_KEY)})] = ${JSON.stringify(facts)};`;

/** As the registry left them; undefined outside a site's pages (a test). */
export const siteFacts = (): SiteFacts | undefined => (globalThis as Record<symbol, SiteFacts | undefined>)[Symbol.for(SITE_FACTS_KEY)];

/** From the release on (a site whose release is not known: the newest). */
export function fromRelease(version: string | null | undefined, major: number): boolean {
  return !version || Number.parseInt(version, 10) >= major;
}
