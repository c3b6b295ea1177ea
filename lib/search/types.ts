/** The Algolia (DocSearch) shapes every search backend returns, so one UI serves them all. */
import type { AlgoliaConfig } from '../config/algolia';

export interface SearchHit {
  objectID: string;
  /** Where the hit leads: a site path (with #anchor) or, for legacy hits, an absolute URL. */
  url: string;
  hierarchy: { lvl0: string | null; lvl1: string | null; lvl2?: string | null; lvl3?: string | null; lvl4?: string | null };
  content?: string | null;
  type?: string;
  _highlightResult?: { hierarchy?: Partial<Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4', { value: string }>> };
  _snippetResult?: { content?: { value: string } };
  /** The set and version the hit belongs to ("vCluster v0.27 Stable"), when the backend knows it. */
  scopeLabel?: string;
  /** Words of the query the page lacks (it matches the others well; "Missing: single"). */
  missingWords?: string[];
  /** Local backend: the best matching sections of the page. */
  sections?: { title: string; url: string; snippet: string }[];
}

export interface SearchRequest {
  indexName: string;
  params?: { query?: string; page?: number; hitsPerPage?: number; facetFilters?: unknown; [key: string]: unknown };
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: boolean;
  /**
   * Set when no page holds every word of the query: the query without the words that were
   * dropped, which the hits are for (Algolia's removeWordsIfNoResults, made visible).
   */
  partialQuery?: string;
}

export interface SearchClient {
  search(requests: SearchRequest[]): Promise<{ results: SearchResult[] }>;
  /** Shorter queries are not searched (the local index needs two characters); default 1. */
  minQueryLength?: number;
}

/** Runtime search configuration (site.config.json "search", exposed to the browser by the shell). */
export interface SearchConfig {
  hitsPerPage: number;
  algolia: AlgoliaConfig | null;
  /** The reader's language (the page's locale), which the Algolia backend's contextual search filters by. */
  language?: string;
  /** Repository, for the "Let us know." link of the no-results state. */
  issuesUrl: string;
  /** The site's own origin: hits on it become site paths (client-side navigation). */
  siteUrl: string;
  /** Queries offered when the dialog opens empty (site.config search.suggestions). */
  suggestions: string[];
  /** The facet the Algolia backend filters a set version's queries by (site.config search.tagFacet). */
  tagFacet?: string;
  /** Hits whose URL matches open as external links (Docusaurus' algolia.externalUrlRegex). */
  externalUrlRegex?: string;
  /** The site's mount (lib/shared/site-paths.ts siteMount), when it has one: where the index and the search page are. */
  mount?: string;
  /** The site's own search page, where the search page is not the engine's (lib/content/site-search-pages.ts ownSearchPage). */
  page?: string;
}

/** Highlight markers InstantSearch asks backends to use. */
export const HL_PRE = '__ais-highlight__';
export const HL_POST = '__/ais-highlight__';
