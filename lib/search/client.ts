/** Picks the search backend: Algolia when configured, else the local index. */
import type { SearchClient, SearchConfig } from './types';

declare global {
  interface Window {
    /** Test builds only (NEXT_PUBLIC_DOCS_TEST_HOOKS, lib/content/test-fixtures.ts): the e2e tests point search at a mock Algolia. */
    __DOCS_SEARCH_CONFIG__?: Partial<SearchConfig>;
  }
}

export function effectiveConfig(config: SearchConfig): SearchConfig {
  // Inlined at build time (next.config.ts): in every build but the test build this is `'0' !== '1'`,
  // and the minifier drops the override with it.
  if (process.env.NEXT_PUBLIC_DOCS_TEST_HOOKS !== '1') return config;
  const override = typeof window !== 'undefined' ? window.__DOCS_SEARCH_CONFIG__ : undefined;
  return override ? { ...config, ...override } : config;
}

export async function createSearchClient(config: SearchConfig): Promise<SearchClient> {
  if (config.algolia) {
    const { createAlgoliaClient } = await import('./algolia-client');
    return createAlgoliaClient(config.algolia, config.siteUrl, config.externalUrlRegex);
  }
  const { createLocalClient } = await import('./local-client');
  return createLocalClient();
}
