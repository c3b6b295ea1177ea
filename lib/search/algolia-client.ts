/**
 * The Algolia backend (when site.config.json or the environment configures it): algoliasearch's
 * lite client sending the multi-queries POST, with DocSearch's filters added to every query:
 * the reader's language and, when the index tags pages (site.config search.tagFacet), the tag of
 * the set version being searched (unless contextual search is off), then the site's own search
 * parameters.
 */
import { liteClient } from 'algoliasearch/lite';
import type { SearchClient, SearchRequest, SearchResult } from './types';
import type { AlgoliaConfig } from '../config/algolia';
import { isExternalHit } from './highlight';
import { scopeTag } from './scope';

/** DocSearch's contextual filters: the reader's language and, where the index tags pages (site.config search.tagFacet), the searched set versions' tags. */
export function algoliaFilters(scope: string, tagFacet?: string, language = 'en'): string[][] {
  if (!tagFacet) return [[`language:${language}`]];
  // A scope "<set>-<version>" (several joined with "+") → the tags docs-<set>-<version>; the blog's and pages' → default.
  const tags = scope.split('+').map((s) => `${tagFacet}:${scopeTag(s)}`);
  return [[`language:${language}`], tags];
}

/** What the query options leave to the dialog: the query, its page and the highlight markers its results are read by. */
const DIALOG_PARAMS = ['query', 'page', 'highlightPreTag', 'highlightPostTag'];

/**
 * One query's parameters, as DocSearch merges them: the site's search parameters over the dialog's
 * own (but for DIALOG_PARAMS), and its facet filters after the contextual ones, which contextual
 * search off leaves out (theme-search-algolia's SearchBar: mergeFacetFilters).
 */
export function queryParams(config: AlgoliaConfig, params: Record<string, unknown>, contextual: string[][]): Record<string, unknown> {
  const { facetFilters: own, ...site } = config.searchParameters ?? {};
  const kept = Object.fromEntries(Object.entries(site).filter(([k]) => !DIALOG_PARAMS.includes(k)));
  const ownFilters = own === undefined ? [] : typeof own === 'string' ? [own] : (own as unknown[]);
  const facetFilters = [...(config.contextualSearch === false ? [] : contextual), ...ownFilters];
  return { ...params, ...kept, ...(facetFilters.length ? { facetFilters } : {}) };
}

/** Hits on the site's own origin become site paths, so they open with client-side navigation; `replace` rewrites such a path and hash. */
export function localise(url: string, siteUrl: string, externalUrlRegex?: string, replace?: AlgoliaConfig['replaceSearchResultPathname']): string {
  const origin = siteUrl.replace(/\/$/, '');
  if (!url.startsWith(`${origin}/`) || isExternalHit(url, externalUrlRegex)) return url;
  const local = url.slice(origin.length);
  return replace ? local.replaceAll(new RegExp(replace.from, 'g'), replace.to) : local;
}

/** The answer to a request that is not sent. */
const noHits = (r: SearchRequest): SearchResult => ({
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
});

export function createAlgoliaClient(config: AlgoliaConfig, siteUrl: string, externalUrlRegex?: string, tagFacet?: string, language?: string): SearchClient {
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
  const search: SearchClient['search'] = async (requests) => {
    // Like DocSearch, an empty query costs no request.
    if (requests.every((r) => !r.params?.query)) return { results: requests.map(noHits) };
    // Without contextual search every scope's query is the same one, unfiltered: the first answers it, the others have nothing more.
    if (config.contextualSearch === false && requests.length > 1) {
      const [first] = (await search([requests[0]])).results;
      return { results: [first, ...requests.slice(1).map(noHits)] };
    }
    // The UI names indexes by scope; Algolia has one index, filtered by scope.
    const response = (await client.search({
      requests: requests.map((r) => ({
        indexName: config.indexName,
        ...queryParams(config, { ...r.params }, algoliaFilters(r.indexName, tagFacet, language)),
      })),
    })) as unknown as { results: SearchResult[] };
    for (const result of response.results)
      for (const hit of result.hits ?? []) hit.url = localise(hit.url, siteUrl, externalUrlRegex, config.replaceSearchResultPathname);
    return response;
  };
  return { search };
}
