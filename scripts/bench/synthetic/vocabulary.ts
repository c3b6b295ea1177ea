/**
 * Filler prose for the synthetic site: made-up words built from syllables, drawn with a Zipf
 * distribution as natural text is, so the search index gets a realistic spread of common and rare
 * terms. The text is never published; it only has to cost what real prose costs to build.
 */
import { Rng } from './random';

const ONSETS = ['b', 'c', 'd', 'f', 'g', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'br', 'cl', 'dr', 'pl', 'st', 'tr', 'sp', 'ch', 'sh'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ou'];
const CODAS = ['', '', '', 'n', 'r', 's', 'l', 'x', 'nd', 'st'];
/** Names that mean something to the engine as file or folder names, or that set ids use. */
const RESERVED = new Set(['index', 'readme', 'category', 'docs', 'alpha', 'beta', 'next', 'current', 'static', 'search', 'sidebars']);
const SIZE = 4000;

function buildWords(): string[] {
  const rng = new Rng(7);
  const words = new Set<string>();
  while (words.size < SIZE) {
    const syllables = rng.weighted({ 1: 3, 2: 5, 3: 2 } as Record<string, number>);
    let w = '';
    for (let i = 0; i < Number(syllables); i++) w += rng.pick(ONSETS) + rng.pick(VOWELS) + rng.pick(CODAS);
    if (w.length >= 3 && !RESERVED.has(w)) words.add(w);
  }
  return [...words];
}

const WORDS = buildWords();
/** Cumulative Zipf weights (rank r has weight 1/r). */
const CUMULATIVE = (() => {
  const c = new Float64Array(WORDS.length);
  let sum = 0;
  for (let i = 0; i < WORDS.length; i++) c[i] = sum += 1 / (i + 1);
  return c;
})();

export function word(rng: Rng): string {
  const r = rng.next() * CUMULATIVE[CUMULATIVE.length - 1];
  let lo = 0;
  let hi = CUMULATIVE.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (CUMULATIVE[mid] < r) lo = mid + 1;
    else hi = mid;
  }
  return WORDS[lo];
}

/** A less common word (ranks 50 and beyond): names of files, folders and identifiers. */
export function rareWord(rng: Rng): string {
  return WORDS[rng.int(50, WORDS.length - 1)];
}

export function words(rng: Rng, n: number): string[] {
  return Array.from({ length: n }, () => word(rng));
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Two to five words, the first capitalised: page titles, headings, table headers. */
export function title(rng: Rng, min = 2, max = 5): string {
  return capitalise(words(rng, rng.int(min, max)).join(' '));
}

/** A file-name-like identifier: "brasto-kel". */
export function identifier(rng: Rng, parts = rng.int(1, 2)): string {
  return Array.from({ length: parts }, () => rareWord(rng)).join('-');
}

/** A sentence of 6–20 words, sometimes with inline code or bold text as real pages have. */
export function sentence(rng: Rng): string {
  const parts = words(rng, rng.int(5, 18));
  if (rng.chance(0.1)) parts.splice(rng.int(1, parts.length - 1), 0, `\`${identifier(rng)}\``);
  if (rng.chance(0.04)) parts.splice(rng.int(1, parts.length - 1), 0, `**${word(rng)} ${word(rng)}**`);
  return `${capitalise(parts.join(' '))}.`;
}
