/**
 * Words as the local search index sees them, shared by the index builder and the browser client
 * so both split text the same way.
 */
import { stemmer } from 'stemmer';

/** A word: a run of letters and digits. */
export const WORD = /[\p{L}\p{N}]+/gu;

/** Too common to help ranking; left out of the index (a query made only of them finds nothing). */
export const STOP_WORDS = new Set(
  'a an and are as at be but by for from has have if in into is it its of on or so than that the their then there these they this to was were will with you your'.split(
    ' ',
  ),
);

/** Lower-cased runs of letters and digits ("kube-apiserver" → kube, apiserver; "k8s" stays). */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/**
 * Words of indexed text: as `words`, plus the parts of camelCase names, so "sync to host" finds
 * `sync.toHost` while a query for "toHost" still matches the whole name.
 */
export function textWords(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.match(WORD) ?? []) {
    const word = raw.toLowerCase();
    out.push(word);
    if (word !== raw && /\p{Ll}\p{Lu}/u.test(raw)) for (const part of raw.split(/(?<=\p{Ll})(?=\p{Lu})/u)) out.push(part.toLowerCase());
  }
  return out;
}

/** Words worth indexing: two characters or more, not a stop word. */
export function indexable(word: string): boolean {
  return word.length > 1 && !STOP_WORDS.has(word);
}

/**
 * The shard a word's postings live in: its first two characters, file-name safe. A query word
 * of two characters or more needs exactly one shard, prefix matches included.
 */
export function shardKey(word: string): string {
  return [...word]
    .slice(0, 2)
    .map((c) => (/[a-z0-9]/.test(c) ? c : `_${c.codePointAt(0)!.toString(16)}`))
    .join('');
}

const stems = new Map<string, string>();
/** Porter stem ("nodes" → "node"), memoised: the same words come up again and again. */
export function stem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) stems.set(word, (s = stemmer(word)));
  return s;
}
