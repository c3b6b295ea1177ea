import { segments } from '@/lib/search/highlight';

/** Highlighted snippet or title, rendered as text only (never as HTML). */
export function Highlighted({ value }: { value: string }) {
  return (
    <>
      {segments(value).map((s, i) => (s.highlighted ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
    </>
  );
}
