import { segments } from '@/lib/search/highlight';
import type { SearchHit } from '@/lib/search/types';

/** Highlighted snippet or title, rendered as text only (never as HTML). */
export function Highlighted({ value }: { value: string }) {
  return <>{segments(value).map((s, i) => (s.highlighted ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}</>;
}

/** A hit's page title, highlighted when the backend marked it (escaped by useHits), else its raw title as it is. */
export function HitTitle({ hit }: { hit: SearchHit }) {
  const highlighted = hit._highlightResult?.hierarchy?.lvl1?.value;
  return highlighted === undefined ? <>{hit.hierarchy.lvl1 ?? ''}</> : <Highlighted value={highlighted} />;
}

/** A hit's content snippet, if it has one, in a span (dialog) or a paragraph (search page). */
export function HitSnippet({ hit, as: Tag = 'span' }: { hit: SearchHit; as?: 'span' | 'p' }) {
  const value = hit._snippetResult?.content?.value;
  return value ? (
    <Tag className="search-hit-snippet">
      <Highlighted value={value} />
    </Tag>
  ) : null;
}

/** "Missing: single" under a page that lacks a word of the query (a near match). */
export function MissingWords({ hit }: { hit: SearchHit }) {
  return hit.missingWords?.length ? (
    <span className="search-hit-missing">
      Missing:{' '}
      {hit.missingWords.map((w, i) => (
        <s key={w}>{i ? ` ${w}` : w}</s>
      ))}
    </span>
  ) : null;
}
