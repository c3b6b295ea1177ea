/** Picks the search backend: Algolia when configured, else the local index. */
import type { SearchClient, SearchConfig } from './types';
import { enginePaths } from '../shared/site-paths';

declare global {
  interface Window {
    /** Test builds only (lib/content/test-fixtures.ts): the e2e tests point search at a mock Algolia. */
    __DOCS_SEARCH_CONFIG__?: Partial<SearchConfig>;
  }
}

/** Whether this is a test build: a constant next.config.ts defines (compiler.define). */
declare const __DOCS_TEST_HOOKS__: boolean;

export function effectiveConfig(config: SearchConfig): SearchConfig {
  // Replaced at build time (next.config.ts): in every build but the test build this is `!false`,
  // and the minifier drops the override with it.
  if (!__DOCS_TEST_HOOKS__) return config;
  const override = typeof window !== 'undefined' ? window.__DOCS_SEARCH_CONFIG__ : undefined;
  return override ? { ...config, ...override } : config;
}

export async function createSearchClient(config: SearchConfig): Promise<SearchClient> {
  if (config.algolia) {
    const { createAlgoliaClient } = await import('./algolia-client');
    return createAlgoliaClient(config.algolia, config.siteUrl, config.externalUrlRegex, config.tagFacet, config.language);
  }
  const { createLocalClient } = await import('./local-client');
  return createLocalClient(undefined, enginePaths(config.mount ?? '').searchIndexBase);
}
