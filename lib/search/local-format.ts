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
