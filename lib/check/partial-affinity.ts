/**
 * Pages that include the same large partial text run in one thread, in one batch. A thread parses a
 * partial's text once and copies the tree for each page after (lib/mdx/remark-imports.ts), so a
 * megabyte API reference that five pages in two versions include is parsed once, not once in each
 * thread. Which partials a page includes is read from its `import … from '….md(x)'` lines, without
 * parsing: a wrong guess costs time, never output (results go back by the jobs' indexes).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PageJob } from './page-jobs';
import { partialPath } from '../mdx/remark-imports';

/**
 * A partial of at least this many characters is worth keeping in one thread. vcluster-docs: at 8 KB,
 * 117 of 1,281 parses were of a text another thread had parsed; at 1 KB, 66 of 1,230, in the same time.
 */
const LARGE_PARTIAL = 1024;
/** A partial's pages join a group only up to this many pages: one batch that big would leave a thread idle at the end. */
const MAX_GROUP = 40;

const IMPORT_LINE = /^[ \t]*import\s[^;'"]*?\bfrom\s*['"]([^'"\n]+\.mdx?)['"]/gm;

function importSpecs(text: string): string[] {
  return [...text.matchAll(IMPORT_LINE)].map((m) => m[1]);
}

/** The texts of the large partials a page includes, directly or through other partials. */
function largePartials(job: PageJob, versionDir: string, rootDir: string, files: Map<string, string | null>): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (text: string, from: string) => {
    for (const spec of importSpecs(text)) {
      // (A package's file is not a partial the page pass reads.)
      if (!spec.startsWith('.') && !spec.startsWith('@site/')) continue;
      const file = partialPath(spec, from, versionDir, rootDir);
      if (seen.has(file)) continue;
      seen.add(file);
      if (!files.has(file)) {
        let read: string | undefined;
        try {
          read = fs.readFileSync(path.join(rootDir, file), 'utf8');
        } catch {
          // (Not a file: the compile says so.)
        }
        files.set(file, read ?? null);
      }
      const partial = files.get(file);
      if (!partial) continue;
      if (partial.length >= LARGE_PARTIAL) found.push(partial);
      walk(partial, file);
    }
  };
  walk(job.raw, job.source);
  return found;
}

/**
 * Groups of indexes: each of `always` whole, then each of `ifRoom` (most worth it first) joined as
 * far as groups stay within MAX_GROUP. Returns each index's group.
 */
function groupsOf(count: number, always: readonly number[][], ifRoom: readonly number[][]): number[] {
  const parent = Array.from({ length: count }, (_, i) => i);
  const size = new Array<number>(count).fill(1);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  const join = (a: number, b: number, limit: number) => {
    const [ra, rb] = [find(a), find(b)];
    if (ra === rb || size[ra] + size[rb] > limit) return;
    parent[rb] = ra;
    size[ra] += size[rb];
  };
  for (const members of always) for (const m of members.slice(1)) join(members[0], m, Infinity);
  for (const members of ifRoom) for (const m of members.slice(1)) join(members[0], m, MAX_GROUP);
  return parent.map((_, i) => find(i));
}

/**
 * The items with the pages of each group together (in the order given otherwise, so sameTextOrder's
 * runs stay whole), each marked `batchWithNext` when the next is of its group.
 */
export function partialAffinityOrder<T extends { job: PageJob }>(items: T[], versionDirs: readonly string[], rootDir: string): T[] {
  const files = new Map<string, string | null>();
  const byText = new Map<string, number[]>();
  items.forEach((item, i) => {
    const partials = largePartials(item.job, versionDirs[item.job.version], rootDir, files);
    item.job.weight = partials.reduce((sum, text) => sum + text.length, item.job.raw.length);
    for (const text of partials) {
      const pages = byText.get(text);
      if (pages) pages.push(i);
      else byText.set(text, [i]);
    }
  });
  // Pages of one text (sameTextNext) are one group whatever its size; the largest partials' pages first.
  const runs: number[][] = [];
  items.forEach((item, i) => (i > 0 && items[i - 1].job.sameTextNext ? runs[runs.length - 1].push(i) : runs.push([i])));
  const partials = [...byText].sort((a, b) => b[0].length - a[0].length).map(([, pages]) => pages);
  const group = groupsOf(items.length, runs, partials);
  const members = new Map<number, number[]>();
  group.forEach((g, i) => {
    if (members.has(g)) members.get(g)!.push(i);
    else members.set(g, [i]);
  });
  const ordered: T[] = [];
  for (const list of members.values())
    list.forEach((i, k) => {
      items[i].job.batchWithNext = k < list.length - 1;
      ordered.push(items[i]);
    });
  return ordered;
}
