/** Picks the search backend: Algolia when configured, else the local index. */
import type { SearchClient, SearchConfig } from './types';

declare global {
  interface Window {
    /** Optional runtime override of the Algolia settings (e.g. to preview against another index). */
    __DOCS_SEARCH_CONFIG__?: Partial<SearchConfig>;
  }
}

export function effectiveConfig(config: SearchConfig): SearchConfig {
  const override = typeof window !== 'undefined' ? window.__DOCS_SEARCH_CONFIG__ : undefined;
  return override ? { ...config, ...override } : config;
}

export async function createSearchClient(config: SearchConfig): Promise<SearchClient> {
  if (config.algolia) {
    const { createAlgoliaClient } = await import('./algolia-client');
    return createAlgoliaClient(config.algolia, config.siteUrl);
  }
  const { createLocalClient } = await import('./local-client');
  return createLocalClient();
}
