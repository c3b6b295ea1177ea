/**
 * The Algolia backend (when site.config.json or the environment configures it): algoliasearch's
 * lite client sending the multi-queries POST, with DocSearch's filters added to every query:
 * the current language and, when the index tags pages (site.config search.tagFacet), the tag of
 * the set version being searched.
 */
import { liteClient } from 'algoliasearch/lite';
import type { SearchClient, SearchConfig, SearchRequest, SearchResult } from './types';
import { isExternalHit } from './highlight';
import { scopeTag } from './scope';

export function algoliaFilters(scope: string, tagFacet?: string): string[][] {
  if (!tagFacet) return [['language:en']];
  // A scope "<set>-<version>" (several joined with "+") → the tags docs-<set>-<version>; the blog's and pages' → default.
  const tags = scope.split('+').map((s) => `${tagFacet}:${scopeTag(s)}`);
  return [['language:en'], tags];
}

/** Hits on the site's own origin become site paths, so they open with client-side navigation. */
export function localise(url: string, siteUrl: string, externalUrlRegex?: string): string {
  const origin = siteUrl.replace(/\/$/, '');
  return url.startsWith(`${origin}/`) && !isExternalHit(url, externalUrlRegex) ? url.slice(origin.length) : url;
}

export function createAlgoliaClient(config: NonNullable<SearchConfig['algolia']>, siteUrl: string, externalUrlRegex?: string, tagFacet?: string): SearchClient {
  const hosts = config.host
    ? [
        {
          url: config.host.replace(/^https?:\/\//, ''),
          protocol: config.host.startsWith('http://') ? ('http' as const) : ('https' as const),
          accept: 'readWrite' as const,
        },
      ]
    : undefined;
  const client = liteClient(config.appId, config.apiKey, hosts ? { hosts } : undefined);
  return {
    async search(requests: SearchRequest[]) {
      // Like DocSearch, an empty query costs no request.
      if (requests.every((r) => !r.params?.query)) {
        return {
          results: requests.map((r) => ({
            hits: [],
            nbHits: 0,
            page: 0,
            nbPages: 0,
            hitsPerPage: r.params?.hitsPerPage ?? 20,
            processingTimeMS: 0,
            query: '',
            params: '',
            index: r.indexName,
            exhaustiveNbHits: true,
          })),
        };
      }
      // The UI names indexes by scope; Algolia has one index, filtered by scope.
      const response = (await client.search({
        requests: requests.map((r) => ({ indexName: config.indexName, ...r.params, facetFilters: algoliaFilters(r.indexName, tagFacet) })),
      })) as unknown as { results: SearchResult[] };
      for (const result of response.results) for (const hit of result.hits ?? []) hit.url = localise(hit.url, siteUrl, externalUrlRegex);
      return response;
    },
  };
}
