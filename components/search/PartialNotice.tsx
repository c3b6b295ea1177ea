import type { SearchResult } from '@/lib/search/types';

/**
 * "No page has every word; showing results for …": the words the results are for. Named after
 * `scopeLabel` when that set's results are not the first ones shown (another set holds every word).
 */
export function PartialNotice({ result, scopeLabel }: { result: unknown; scopeLabel?: string }) {
  const words = (result as Partial<SearchResult> | undefined)?.partialQuery;
  return words ? (
    <p className="search-partial" role="status">
      No page {scopeLabel ? `in ${scopeLabel} ` : ''}has every word; {scopeLabel ? 'its results are' : 'showing results'} for “<strong>{words}</strong>”
    </p>
  ) : null;
}
