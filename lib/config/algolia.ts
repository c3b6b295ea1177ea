/**
 * site.config.json `search.algolia`: the Algolia (DocSearch) index the search dialog and page query
 * in place of the local index, with DocSearch's query options.
 */
export interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Another host than Algolia's (a test's loopback server). */
  host?: string;
  /** Hits whose URL matches open as external links (DocSearch's externalUrlRegex). */
  externalUrlRegex?: string;
  /**
   * Whether each query is filtered to the reader's language and to the doc set versions searched
   * (the index's tag facet, search.tagFacet), as DocSearch's contextual search does; on when absent.
   */
  contextualSearch?: boolean;
  /**
   * Algolia search parameters every query carries (`facetFilters`, `attributesToSnippet`…): its
   * facetFilters after the contextual ones, the others over the dialog's own but for the query,
   * its page and the highlight markers the results are read by.
   */
  searchParameters?: Record<string, unknown>;
  /** A rewrite of a hit's path (and hash) on the site: every match of the regular expression `from` becomes `to`. */
  replaceSearchResultPathname?: { from: string; to: string };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is wrong with `search.algolia`'s query options, one message each. */
export function algoliaConfigProblems(raw: unknown): string[] {
  if (!isObj(raw)) return [];
  const out: string[] = [];
  if (raw.contextualSearch !== undefined && typeof raw.contextualSearch !== 'boolean')
    out.push(`"search.algolia.contextualSearch" must be true or false (got ${JSON.stringify(raw.contextualSearch)})`);
  if (raw.searchParameters !== undefined && !isObj(raw.searchParameters))
    out.push(`"search.algolia.searchParameters" must be an object of Algolia search parameters (got ${JSON.stringify(raw.searchParameters)})`);
  const replace = raw.replaceSearchResultPathname;
  if (replace !== undefined && !(isObj(replace) && typeof replace.from === 'string' && typeof replace.to === 'string'))
    out.push(`"search.algolia.replaceSearchResultPathname" must be { "from": "<regular expression>", "to": "<text>" } (got ${JSON.stringify(replace)})`);
  else if (replace !== undefined) {
    try {
      new RegExp(String((replace as { from: string }).from), 'g');
    } catch (err) {
      out.push(`"search.algolia.replaceSearchResultPathname.from" is not a regular expression: ${(err as Error).message}`);
    }
  }
  return out;
}
