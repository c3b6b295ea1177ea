/**
 * Query side of the local index, without I/O: which index words a query matches, how pages and
 * their sections rank, and highlighted snippets. local-client feeds it the shards it downloads.
 */
import { HL_POST, HL_PRE } from './types';
import { indexable, stem, STOP_WORDS, WORD, words } from './tokens';
import type { Shard } from './local-format';

/** One word of the query: complete, or a prefix still being typed (the last word). */
export interface QueryTerm {
  word: string;
  prefix: boolean;
}

/**
 * The words to look up. Stop words drop out unless they are still being typed (a prefix of
 * "tohost", say); a lone one-letter word is not searched (it would need every shard of its letter).
 */
export function parseQuery(query: string): QueryTerm[] {
  const list = words(query);
  const typing = !/\s$/.test(query);
  const terms: QueryTerm[] = [];
  list.forEach((word, i) => {
    const prefix = typing && i === list.length - 1;
    if (word.length < 2 || (!prefix && STOP_WORDS.has(word))) return;
    if (!terms.some((t) => t.word === word)) terms.push({ word, prefix });
  });
  return terms.slice(0, 30); // rank() keeps a bit per term; 64 characters never hold more
}

/**
 * Index words a query term matches, each with a factor: the word itself 1; the same stem
 * ("nodes" for "node") 0.9; completions of a prefix the less the more they add ("sleep" for
 * "slee" 0.6, "createrbac" for "create" 0.3), so an exact word outranks a rare completion.
 */
export function expand(term: QueryTerm, shard: Shard): Map<string, number> {
  const matches = new Map<string, number>();
  const s = stem(term.word);
  for (const w of Object.keys(shard)) {
    if (w === term.word) matches.set(w, 1);
    else {
      const completion = term.prefix && w.startsWith(term.word) ? 0.9 * (term.word.length / w.length) ** 2 : 0;
      const sameStem = w[0] === term.word[0] && stem(w) === s ? 0.9 : 0;
      if (completion || sameStem) matches.set(w, Math.max(completion, sameStem));
    }
  }
  // Typo tolerance, as Algolia's: a word of four letters or more with no match takes the words
  // one edit away (the shard holds them: typos after the first two letters stay in it).
  if (!matches.size && term.word.length >= 4)
    for (const w of Object.keys(shard))
      if (oneEditApart(term.word, w) || (term.prefix && w.length > term.word.length && oneEditApart(term.word, w.slice(0, term.word.length))))
        matches.set(w, 0.5);
  return matches;
}

/** Levenshtein distance of at most one (one letter inserted, removed or replaced; or two swapped). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export interface RankedPage {
  page: number;
  score: number;
  /** Sections with a match, best first. */
  sections: { section: number; score: number }[];
  /** How many of the query's words the page's title holds (the intro's title-or-heading bit: the intro has no heading). */
  titleWords?: number;
}

/** A record whose title or heading holds every word of the query counts this much more. */
const NAMED_BONUS = 0.5;

/**
 * Pages matching every term (in any of their sections, as DocSearch matches every word of a
 * record's hierarchy and content), best first. A page scores by its best section (sections
 * matching more terms score higher; more still when its title or heading has them all) plus half
 * of each term's best score anywhere on the page.
 */
export function rank(groups: MatchGroup[]): RankedPage[] {
  if (!groups.length) return [];
  // Per section: each term's best weight, and a bit per term found in its title or heading.
  const pages = new Map<number, { best: number[]; sections: Map<number, { w: number[]; named: number }>; title: number }>();
  groups.forEach(({ shard, matches }, g) => {
    for (const [word, factor] of matches) {
      const flat = shard[word];
      let page = 0;
      for (let i = 0; i < flat.length; i += 3) {
        page += flat[i];
        // Only pages that matched every earlier term can still match them all.
        let entry = pages.get(page);
        if (!entry) {
          if (g > 0) continue;
          pages.set(page, (entry = { best: new Array<number>(groups.length).fill(0), sections: new Map(), title: 0 }));
        }
        const w = (flat[i + 2] >> 1) * factor;
        let sec = entry.sections.get(flat[i + 1]);
        if (!sec) entry.sections.set(flat[i + 1], (sec = { w: new Array<number>(groups.length).fill(0), named: 0 }));
        if (flat[i + 2] & 1) {
          sec.named |= 1 << g;
          if (flat[i + 1] === 0) entry.title |= 1 << g;
        }
        if (w > sec.w[g]) sec.w[g] = w;
        if (w > entry.best[g]) entry.best[g] = w;
      }
    }
    if (g > 0) for (const [page, entry] of pages) if (!entry.best[g]) pages.delete(page);
  });
  const ranked: RankedPage[] = [];
  const all = (1 << groups.length) - 1;
  for (const [page, entry] of pages) {
    const sections = [...entry.sections]
      .map(([section, s]) => ({ section, score: s.w.reduce((a, b) => a + b, 0) * (s.named === all ? 1 + NAMED_BONUS : 1) }))
      .sort((a, b) => b.score - a.score || a.section - b.section);
    ranked.push({ page, sections, score: sections[0].score + 0.5 * entry.best.reduce((a, b) => a + b, 0), titleWords: bitCount(entry.title) });
  }
  return ranked.sort((a, b) => b.score - a.score || a.page - b.page);
}

const bitCount = (n: number) => {
  let c = 0;
  for (; n; n &= n - 1) c++;
  return c;
};

/** A reference page the query does not name scores this share of its score (see referencePrior). */
export const REFERENCE_FACTOR = 0.5;

/**
 * A prior for the kind of page: a reference page (generated one per command or API resource, as
 * the site's plugins say: DocsPlugin.referencePage; `reference`: page → its title's word count,
 * local-format referencePages) scores REFERENCE_FACTOR of its score unless the query names it, every word of its
 * title among the query's. A guide is about a topic and a reference page about an interface; on word
 * counts alone the reference page wins, its short body repeating the word of its command or
 * resource: "backup" found seven rows of `vcluster platform backup` before the Backup and restore
 * guide. A query that names the page ("vcluster platform backup", "delete vcluster") still finds
 * it first; it outscores the guides on its title as before.
 */
export function referencePrior<T extends RankedPage>(pages: T[], reference: ReadonlyMap<number, number>): T[] {
  if (!reference.size) return pages;
  return pages
    .map((p) => {
      const words = reference.get(p.page);
      return words !== undefined && (p.titleWords ?? 0) < words ? { ...p, score: p.score * REFERENCE_FACTOR } : p;
    })
    .sort((a, b) => b.score - a.score || a.page - b.page);
}

/** One query word's shard and the index words it matches (see expand). */
export interface MatchGroup {
  shard: Shard;
  matches: Map<string, number>;
}

/** Pages holding any index word a query word matches. */
export function pagesOf({ shard, matches }: MatchGroup): Set<number> {
  const pages = new Set<number>();
  for (const word of matches.keys()) {
    const flat = shard[word];
    let page = 0;
    for (let i = 0; i < flat.length; i += 3) pages.add((page += flat[i]));
  }
  return pages;
}

/** Beyond this many words, only the last ones are dropped (the subsets would be too many). */
const MAX_WORDS_FOR_SUBSETS = 8;

/** The k-word subsets of n words (index lists, ascending), in lexicographic order. */
function subsets(n: number, k: number): number[][] {
  if (n > MAX_WORDS_FOR_SUBSETS) return [Array.from({ length: k }, (_, i) => i)];
  const out: number[][] = [];
  const pick = (from: number, acc: number[]) => {
    if (acc.length === k) out.push(acc);
    else for (let i = from; i <= n - (k - acc.length); i++) pick(i + 1, [...acc, i]);
  };
  pick(0, []);
  return out;
}

const intersectionSize = (sets: Set<number>[]) => {
  const [smallest, ...rest] = [...sets].sort((a, b) => a.size - b.size);
  let n = 0;
  for (const page of smallest) if (rest.every((s) => s.has(page))) n++;
  return n;
};

/**
 * When no page holds every word of a query: the words to search for instead (their indexes), as
 * Algolia's removeWordsIfNoResults does, or null when no word matches anything. As few words as
 * possible are dropped; among the subsets that match, the one dropping the least selective words
 * (those on the most pages) wins, then the one matching most pages, then the one dropping later
 * words. "okta single sign-on" keeps "okta sign on" (the Okta page) rather than "single sign on",
 * which matches more pages but drops the one word that names what the reader wants.
 * `pagesPerScope[s][w]`: the pages word w matches in scope s (several scopes are searched as one).
 */
export function wordsToKeep(pagesPerScope: Set<number>[][]): number[] | null {
  const n = pagesPerScope[0]?.length ?? 0;
  const df = Array.from({ length: n }, (_, w) => pagesPerScope.reduce((sum, scope) => sum + scope[w].size, 0));
  for (let k = n - 1; k >= 1; k--) {
    let best: { kept: number[]; dropped: number; matches: number } | null = null;
    for (const kept of subsets(n, k)) {
      const matches = pagesPerScope.reduce((sum, scope) => sum + intersectionSize(kept.map((w) => scope[w])), 0);
      if (!matches) continue;
      const dropped = df.reduce((sum, d, w) => (kept.includes(w) ? sum : sum + d), 0);
      // Subsets come in lexicographic order, so on a tie the earlier one (keeping earlier words) stays.
      if (!best || dropped > best.dropped || (dropped === best.dropped && matches > best.matches)) best = { kept, dropped, matches };
    }
    if (best) return best.kept;
  }
  return null;
}

/** Near matches are looked for when fewer pages than this hold every word of the query. */
export const FEW_RESULTS = 10;
/** A page missing one word of the query scores this share of what it scores on the others. */
export const NEAR_MATCH_FACTOR = 0.5;

/** A page that holds every word of the query but one (`missing`, an index into the query words). */
export interface NearMatch extends RankedPage {
  missing: number;
}

/**
 * Pages missing one word of a query of three words or more, when few pages hold them all: the
 * Okta page for "okta single sign-on" never says "single", yet it is what the reader wants, and
 * it outranks most pages that hold every word. A near match scores NEAR_MATCH_FACTOR of its score
 * on the other words and is kept only if that still beats `floor` (the weakest page holding every
 * word), so it never buries them nor floods a short list with weak pages.
 */
export function nearMatches(groups: MatchGroup[], full: RankedPage[], floor: number): NearMatch[] {
  if (groups.length < 3 || groups.length > MAX_WORDS_FOR_SUBSETS) return [];
  const seen = new Set(full.map((p) => p.page));
  const near: NearMatch[] = [];
  groups.forEach((_, missing) => {
    for (const p of rank(groups.filter((_, i) => i !== missing))) {
      const score = p.score * NEAR_MATCH_FACTOR;
      if (seen.has(p.page) || score < floor) continue;
      seen.add(p.page);
      near.push({ ...p, score, missing });
    }
  });
  return near.sort((a, b) => b.score - a.score || a.page - b.page);
}

/**
 * The query as typed without some of its words, for "showing results for …": "okta single
 * sign-on" without "single" is "okta sign-on"; punctuation left next to a dropped word goes too.
 */
export function withoutWords(query: string, dropped: ReadonlySet<string>): string {
  return query
    .split(/\s+/)
    .map((token) => token.replace(WORD, (w) => (dropped.has(w.toLowerCase()) ? '\0' : w)).replace(/[^\p{L}\p{N}]*\0[^\p{L}\p{N}]*/gu, ' '))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Text with the matched words wrapped in InstantSearch's highlight markers. The text stays raw, as
 * Algolia returns it: InstantSearch escapes every hit's highlight and snippet once (useHits'
 * escapeHTML), and lib/search/highlight.ts decodes that once; escaping here too showed readers
 * "&lt;name&gt;".
 */
export function markWords(text: string, matched: Set<string>): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    if (!matched.has(m[0].toLowerCase())) continue;
    out += text.slice(last, m.index) + HL_PRE + m[0] + HL_POST;
    last = m.index + m[0].length;
  }
  return out + text.slice(last);
}

/** About `length` words of text around the first matched word, highlighted. */
export function snippet(text: string, matched: Set<string>, length = 24): string {
  const tokens = [...text.matchAll(WORD)];
  if (tokens.length <= length) return markWords(text, matched);
  const first = tokens.findIndex((t) => matched.has(t[0].toLowerCase()));
  const start = Math.max(0, Math.min(first === -1 ? 0 : first - 6, tokens.length - length));
  const end = start + length;
  const from = start === 0 ? 0 : tokens[start].index;
  const to = end >= tokens.length ? text.length : tokens[end - 1].index + tokens[end - 1][0].length;
  return `${start ? '… ' : ''}${markWords(text.slice(from, to), matched)}${to < text.length ? ' …' : ''}`;
}

/** A page titled exactly as the query was typed, word for word and in order, counts this much more. */
export const EXACT_TITLE_FACTOR = 2;

/**
 * Whether the title is the query as typed: the same words in the same order (stop words aside, the
 * last word possibly still being typed, a word possibly in another form). "upgrade vcluster" is
 * the title "Upgrade vCluster", not "vcluster upgrade": word order tells a task from a command.
 */
export function titleIsQuery(title: string, terms: QueryTerm[]): boolean {
  const ws = words(title).filter(indexable);
  return ws.length === terms.length && ws.every((w, i) => termMatches(terms[i], w));
}

/** Whether a word of a title or heading is a query word: as typed, in another form (same stem), or completing the word being typed. */
export function termMatches(term: QueryTerm, word: string): boolean {
  return word === term.word || stem(word) === stem(term.word) || (term.prefix && word.startsWith(term.word));
}

/**
 * Reorders pages whose titles are known by how much of the title the query covers ("vcluster
 * create" before "vcluster platform create"), Algolia's "exact" criterion for titles, and a title
 * that is the query as typed before the rest.
 */
export function byTitleCoverage<T extends { score: number; title: string; matched: Set<string> }>(pages: T[], terms: QueryTerm[] = []): T[] {
  const coverage = ({ title, matched }: T) => {
    const ws = words(title).filter(indexable);
    return ws.length ? ws.filter((w) => matched.has(w)).length / ws.length : 0;
  };
  return pages
    .map((p) => ({ p, s: p.score * (1 + 0.3 * coverage(p)) * (terms.length && titleIsQuery(p.title, terms) ? EXACT_TITLE_FACTOR : 1) }))
    .sort((a, b) => b.s - a.s)
    .map((x) => x.p);
}

/** Words of the index a query matched, for highlighting. */
export function matchedWords(groups: { matches: Map<string, number> }[]): Set<string> {
  const set = new Set<string>();
  for (const g of groups) for (const w of g.matches.keys()) if (indexable(w)) set.add(w);
  return set;
}
