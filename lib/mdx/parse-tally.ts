/**
 * The texts this thread parsed into trees (pages, partials, the snippets the import stage parses),
 * one digest per parse, so that a build can say how often it parsed each distinct text
 * (lib/pipeline/phases.ts prints it; `npm run bench:tool` reports it). A text parsed twice is work
 * done twice: the page pass keeps one tree per text and copies it instead (./parser.ts, ./remark-imports.ts).
 */
import { createHash } from 'node:crypto';

/** Off until a thread's first take: a process that never asks (the live preview's) keeps no tally. */
let parsed: string[] | undefined;

/** Notes one parse of `text`, once this thread keeps a tally. */
export function tallyParse(text: string): void {
  parsed?.push(createHash('sha1').update(text).digest('base64'));
}

/** The digests noted since the last take, in order; the tally starts (again) from here. */
export function takeParseTally(): string[] {
  const out = parsed ?? [];
  parsed = [];
  return out;
}

/** How many parses a list of digests counts, of how many distinct texts. */
export interface ParseCount {
  parses: number;
  texts: number;
}

export function countParses(digests: Iterable<string>): ParseCount {
  let parses = 0;
  const texts = new Set<string>();
  for (const d of digests) {
    parses++;
    texts.add(d);
  }
  return { parses, texts: texts.size };
}
