/**
 * The files of the local search index, one set per scope (doc set version), under the engine's
 * search index base (lib/shared/site-paths.ts EnginePaths.searchIndexBase):
 *   <base><scope>/manifest.json          which shards exist and the build they belong to
 *   <base><scope>/<build>/t/<key>.json   postings of every word starting with <key> (tokens.shardKey)
 *   <base><scope>/<build>/p/<page>.json  a page's title, category and section texts (for snippets)
 * A query downloads the manifest, one shard per word and the pages it shows, nothing else.
 * The build id in the path keeps a cached shard from pointing into another build's pages.
 */
export interface Manifest {
  build: string;
  /** Shard keys that exist: a word whose key is missing has no postings (no request needed). */
  shards: string[];
  pages: number;
  /** The set and version as readers know them ("vCluster v0.27 Stable"), for group titles. */
  label?: string;
  /**
   * The scope's reference pages (the site's plugins say which: DocsPlugin.referencePage), which a query ranks below the guides
   * unless it names them: runs of consecutive pages, each [first page, then the number of distinct
   * words (tokens.indexable) in the title of each page of the run]. [[0, 3, 4], [45, 1]]: pages
   * 0 and 1 (titles of 3 and 4 words) and page 45 (1 word). Absent in an index built before.
   */
  reference?: number[][];
}

/** Runs (Manifest.reference) of the reference pages in `pages`, given by page number with their titles' word counts, in page order. */
export function referenceRuns(pages: Iterable<[page: number, titleWords: number]>): number[][] {
  const runs: number[][] = [];
  let next = -1;
  for (const [page, words] of [...pages].sort((a, b) => a[0] - b[0])) {
    if (page === next) runs[runs.length - 1].push(words);
    else runs.push([page, words]);
    next = page + 1;
  }
  return runs;
}

const decoded = new WeakMap<number[][], Map<number, number>>();
/** A manifest's reference pages: page number → the number of words of its title (empty for an index without them). */
export function referencePages(manifest: Pick<Manifest, 'reference'>): Map<number, number> {
  const runs = manifest.reference;
  if (!runs) return new Map();
  let pages = decoded.get(runs);
  if (!pages) {
    pages = new Map();
    for (const [first, ...words] of runs) words.forEach((n, i) => pages!.set(first + i, n));
    decoded.set(runs, pages);
  }
  return pages;
}

/**
 * word → postings, flat triples [page delta, section, weight]: pages ascending, the page number
 * stored as the difference to the previous triple's page (small numbers compress well). Weights
 * are BM25 scores with title and heading boosts, precomputed at build time and scaled to integers;
 * stored doubled, the lowest bit set when the word is in the record's title or heading.
 */
export type Shard = Record<string, number[]>;

/** Section tuple: [anchor id ('' for the page intro), heading ('' for the intro), text]. */
export type SectionTuple = [string, string, string];

export interface PageFragment {
  /** Page URL (sections add #id). */
  u: string;
  /** Page title (DocSearch lvl1). */
  t: string;
  /** Top category or doc set (lvl0). */
  l: string;
  s: SectionTuple[];
}

export function manifestUrl(base: string, scope: string): string {
  return `${base}${scope}/manifest.json`;
}

export function shardUrl(base: string, scope: string, build: string, key: string): string {
  return `${base}${scope}/${build}/t/${key}.json`;
}

export function pageUrl(base: string, scope: string, build: string, page: number): string {
  return `${base}${scope}/${build}/p/${page}.json`;
}
