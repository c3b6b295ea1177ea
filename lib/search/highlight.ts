/**
 * Highlighted text as plain segments. Snippets from any backend are split on the highlight markers
 * and rendered as React text, so neither the query nor indexed content can inject HTML.
 */
import { decodeHTML } from 'entities/decode';
import { HL_POST, HL_PRE } from './types';

/**
 * Undoes InstantSearch's one escape of a highlight or snippet (useHits' escapeHTML), in one pass:
 * `&amp;lt;` (text that reads "&lt;") becomes "&lt;", never "<".
 */
export function decodeEntities(s: string): string {
  return decodeHTML(s);
}

export interface Segment {
  text: string;
  highlighted: boolean;
}

/** Splits on InstantSearch markers, <mark> and <em> (Algolia's default) tags. */
export function segments(value: string): Segment[] {
  const normalised = value.replace(/<mark>|<em>/g, HL_PRE).replace(/<\/mark>|<\/em>/g, HL_POST);
  const out: Segment[] = [];
  let rest = normalised;
  while (rest) {
    const start = rest.indexOf(HL_PRE);
    if (start === -1) {
      out.push({ text: decodeEntities(rest), highlighted: false });
      break;
    }
    if (start > 0) out.push({ text: decodeEntities(rest.slice(0, start)), highlighted: false });
    const end = rest.indexOf(HL_POST, start);
    const inner = rest.slice(start + HL_PRE.length, end === -1 ? undefined : end);
    out.push({ text: decodeEntities(inner), highlighted: true });
    rest = end === -1 ? '' : rest.slice(end + HL_POST.length);
  }
  return out.filter((s) => s.text);
}

/**
 * Hits whose URL matches the site's `externalUrlRegex` (Docusaurus' algolia option: pages of another
 * site in the same index, say old versions) open there, in a new tab.
 */
export function isExternalHit(url: string, externalUrlRegex: string | undefined): boolean {
  if (!externalUrlRegex) return false;
  try {
    return new RegExp(externalUrlRegex).test(url);
  } catch {
    return false;
  }
}
