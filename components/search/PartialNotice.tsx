import type { SearchResult } from '@/lib/search/types';

/** "No page has every word; showing results for …": the words the results are for. */
export function PartialNotice({ result }: { result: unknown }) {
  const words = (result as Partial<SearchResult> | undefined)?.partialQuery;
  return words ? (
    <p className="search-partial" role="status">
      No page has every word; showing results for “<strong>{words}</strong>”
    </p>
  ) : null;
}
