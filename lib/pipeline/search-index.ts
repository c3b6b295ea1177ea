/**
 * Writes the local search index from the exported HTML: one index per doc set version
 * (out/docs/search-index/<set>-<version>/: the site's EnginePaths.searchIndexBase), so a query
 * downloads its own version's files only.
 * Pages mark their searchable body with data-search-body (components/doc/SearchMeta).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pageHtmlFile, writeOutputFile } from './output-file';
import { readCacheJson, writeCacheJson } from '../cache/json';
import type { ContentIndex, DocRecord, SetRecord, VersionRecord } from '../content/types';
import { scopeKey } from '../search/scope';
import { buildScopeIndex, EXTRACT_VERSION, extractPage, type ExtractedPage } from '../output/search-index-builder';
import { manifestUrl, pageUrl, referenceRuns, shardUrl } from '../search/local-format';
import { titleWordCount } from '../search/page-kind';
import type { SearchRecordRule } from '../plugins/types';
import { isPublished, publishedUrlsOf } from '../content/published';
import { sitePagesSearch } from '../content/site-pages-search';

export interface IndexReport {
  scope: string;
  pages: number;
  shards: number;
  bytes: number;
}

/** Files left from an earlier build that this one did not write (an incremental build starts from them). */
function removeOthers(dir: string, keep: Set<string>): void {
  if (!fs.existsSync(dir)) return;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      removeOthers(p, keep);
      if (!fs.readdirSync(p).length) fs.rmdirSync(p);
    } else if (!keep.has(p)) fs.rmSync(p);
  }
}

/** The URLs of a version's published reference pages (`isReference`: the site's plugins' word, lib/plugins/engine.ts referencePages), which its index's manifest lists. */
export function referenceUrls(
  docs: readonly Pick<DocRecord, 'relPath' | 'url' | 'draft' | 'unlisted'>[],
  isReference: (relPath: string) => boolean,
): Set<string> {
  return new Set(docs.filter((d) => isPublished(d) && isReference(d.relPath)).map((d) => d.url));
}

/**
 * The files of one scope's index (URL path → JSON value): shards, page fragments and the manifest.
 * `reference`: the URLs of the scope's reference pages (referenceUrls), which the manifest lists
 * with their titles' word counts (a caller that passes none gets an index without the field).
 */
export function scopeIndexFiles(
  base: string,
  scope: string,
  label: string,
  pages: ExtractedPage[],
  reference: ReadonlySet<string> = new Set(),
): { files: Map<string, unknown>; shards: number } {
  const files = new Map<string, unknown>();
  const { manifest, shards, fragments } = buildScopeIndex(pages);
  for (const [key, shard] of shards) files.set(shardUrl(base, scope, manifest.build, key), shard);
  fragments.forEach((f, i) => files.set(pageUrl(base, scope, manifest.build, i), f));
  const runs = referenceRuns(pages.flatMap((p, i): [number, number][] => (reference.has(p.url) ? [[i, titleWordCount(p.title)]] : [])));
  files.set(manifestUrl(base, scope), { ...manifest, label, ...(runs.length ? { reference: runs } : {}) });
  return { files, shards: shards.size };
}

/** The label a scope's manifest carries. */
export function scopeLabel(set: SetRecord, version: VersionRecord): string {
  return set.versioned ? `${set.label} ${version.label}` : set.label;
}

/**
 * Pages extracted by earlier builds, by URL with the hash of the HTML they came from: a page whose
 * HTML is unchanged is not parsed again (most of an unchanged site's indexing time).
 */
export type ExtractCache = Map<string, ExtractEntry>;
/** A page's records and the hash of the HTML they came from ('page pass': the page pass gave them). */
export interface ExtractEntry {
  hash: string;
  page: ExtractedPage | null;
}

export function loadExtractCache(file: string): ExtractCache {
  return new Map(Object.entries(readCacheJson<Record<string, ExtractEntry>>(file) ?? {}));
}

export function saveExtractCache(file: string, cache: ExtractCache): void {
  writeCacheJson(file, Object.fromEntries(cache));
}

function extractCached(
  html: string,
  url: string,
  rules: readonly SearchRecordRule[],
  cache: ExtractCache | undefined,
  seen: Set<string>,
): ExtractedPage | null {
  seen.add(url);
  if (!cache) return extractPage(html, url, rules);
  // The extractor's version and the plugins' rules too: a page extracted otherwise is extracted again.
  const hash = crypto.createHash('sha1').update(EXTRACT_VERSION).update(JSON.stringify(rules)).update(html).digest('hex');
  const hit = cache.get(url);
  if (hit?.hash === hash) return hit.page;
  const page = extractPage(html, url, rules);
  cache.set(url, { hash, page });
  return page;
}

/** Every file below a folder (to keep a scope's index as it is). */
function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).map((rel) => path.join(dir, rel)).filter((f) => fs.statSync(f).isFile());
}

/** A scope whose index is built: its key, label and published pages, in order. */
export interface ScopeJob {
  scope: string;
  label: string;
  urls: string[];
  /** Those of its pages that are reference pages (referenceUrls). */
  reference?: string[];
}

/** What building a scope reads besides its pages: the export, the index's folder, the plugins' rules. */
export interface ScopeInputs {
  out: string;
  base: string;
  rules: readonly SearchRecordRule[];
}

/** One scope's index as built: its files' text by path, and its pages' entries for the extract cache. */
export interface BuiltScope {
  report: IndexReport;
  files: [string, string][];
  extracted: [string, ExtractEntry][];
  seen: string[];
}

/**
 * One scope's index from its pages: a page's records from the page pass (`records`) or read from
 * its exported HTML, through `cache` (not changed here: the entries come back in `extracted`).
 */
export function buildScope(job: ScopeJob, inputs: ScopeInputs, records?: ReadonlyMap<string, ExtractedPage | null>, cache?: ExtractCache): BuiltScope {
  const seen = new Set<string>();
  const extracted: BuiltScope['extracted'] = [];
  const view: ExtractCache | undefined = cache && new Map();
  const pages: ExtractedPage[] = [];
  for (const url of job.urls) {
    // The page pass took the records from the article it rendered; other pages are read here.
    const known = records?.get(url);
    if (known !== undefined) {
      seen.add(url);
      if (cache) extracted.push([url, { hash: 'page pass', page: known }]);
      if (known) pages.push(known);
      continue;
    }
    const file = pageHtmlFile(inputs.out, url);
    if (!fs.existsSync(file)) continue;
    if (view && cache!.has(url)) view.set(url, cache!.get(url)!);
    const page = extractCached(fs.readFileSync(file, 'utf8'), url, inputs.rules, view, seen);
    if (view) extracted.push([url, view.get(url)!]);
    if (page) pages.push(page);
  }
  const { files, shards } = scopeIndexFiles(inputs.base, job.scope, job.label, pages, new Set(job.reference));
  const texts: [string, string][] = [...files].map(([url, data]) => [path.join(inputs.out, url), JSON.stringify(data)]);
  const bytes = texts.reduce((n, [, text]) => n + Buffer.byteLength(text), 0);
  return { report: { scope: job.scope, pages: pages.length, shards, bytes }, files: texts, extracted, seen: [...seen] };
}

/**
 * The scopes an index is written for, in order: every set version's, then the blog's posts and MDX
 * pages' (lib/content/site-pages-search.ts). `changed`: for an incremental build, the URLs whose page
 * changed, was added or was removed; a scope none of them belongs to may keep the index the last
 * build wrote (`dirty` false).
 */
function scopesOf(index: ContentIndex, isReference: (relPath: string) => boolean, changed?: Set<string>): (ScopeJob & { dirty: boolean })[] {
  const versionsByPath = index.sets
    .flatMap((set) => set.versions.map((version) => ({ set, version })))
    .sort((a, b) => b.version.path.length - a.version.path.length);
  const dirty = new Set<VersionRecord>();
  // A page outside every set (a post, a blog list, a site page; added, edited or removed) rebuilds the blog's and pages' scope.
  let outsideSets = false;
  for (const url of changed ?? []) {
    const owner = versionsByPath.find(({ version }) => url === `${version.path}/` || url.startsWith(`${version.path}/`));
    if (owner) dirty.add(owner.version);
    else outsideSets = true;
  }
  const scopes = index.sets.flatMap((set) =>
    set.versions.map((version): ScopeJob & { dirty: boolean } => ({
      scope: scopeKey(set.id, version.name),
      label: scopeLabel(set, version),
      urls: publishedUrlsOf(version),
      reference: [...referenceUrls(version.docs, isReference)],
      dirty: dirty.has(version),
    })),
  );
  const sitePages = sitePagesSearch(index);
  if (sitePages) scopes.push({ ...sitePages, dirty: outsideSets });
  return scopes;
}

/** How the scopes' indexes are built: all on this thread, or spread over threads (lib/pipeline/search-threads.ts). */
export type ScopeBuilder = (
  jobs: ScopeJob[],
  inputs: ScopeInputs,
  records?: ReadonlyMap<string, ExtractedPage | null>,
  cache?: ExtractCache,
) => Promise<BuiltScope[]>;

/** Every scope on this thread, in order. */
export const buildScopesHere: ScopeBuilder = async (jobs, inputs, records, cache) => jobs.map((job) => buildScope(job, inputs, records, cache));

/**
 * Writes every scope's index; `records`: pages whose records are known already (the page pass's);
 * `cache` (updated in place: pages gone are dropped) skips pages whose HTML is unchanged.
 * `changed`: for an incremental build, the URLs whose page changed, was added or was removed; a
 * scope none of them belongs to keeps the index the last build wrote. `rules`: the site's plugins'
 * record rules (lib/plugins/engine.ts searchRecordRules). `build`: where the scopes are built.
 */
export async function buildSearchIndexes(
  out: string,
  index: ContentIndex,
  base: string,
  rules: readonly SearchRecordRule[],
  isReference: (relPath: string) => boolean,
  cache?: ExtractCache,
  changed?: Set<string>,
  records?: ReadonlyMap<string, ExtractedPage | null>,
  build: ScopeBuilder = buildScopesHere,
): Promise<IndexReport[]> {
  const reports = new Map<string, IndexReport>();
  const seen = new Set<string>();
  const written = new Set<string>();
  const jobs: ScopeJob[] = [];
  for (const { dirty, ...job } of scopesOf(index, isReference, changed)) {
    const scopeDir = path.join(out, base, job.scope);
    if (changed && cache && !dirty && fs.existsSync(scopeDir) && job.urls.every((u) => cache.has(u))) {
      for (const url of job.urls) seen.add(url);
      const files = filesBelow(scopeDir);
      for (const f of files) written.add(f);
      const bytes = files.reduce((n, f) => n + fs.statSync(f).size, 0);
      const shards = files.filter((f) => path.basename(path.dirname(f)) === 't').length;
      reports.set(job.scope, { scope: job.scope, pages: job.urls.filter((u) => cache.get(u)?.page).length, shards, bytes });
    } else {
      // (Its place in the reports' order: the built scope's report replaces it.)
      reports.set(job.scope, { scope: job.scope, pages: 0, shards: 0, bytes: 0 });
      jobs.push(job);
    }
  }
  for (const built of await build(jobs, { out, base, rules }, records, cache)) {
    for (const [file, text] of built.files) {
      writeOutputFile(file, text);
      written.add(file);
    }
    for (const [url, entry] of built.extracted) cache?.set(url, entry);
    for (const url of built.seen) seen.add(url);
    reports.set(built.report.scope, built.report);
  }
  removeOthers(path.join(out, base), written);
  for (const url of cache?.keys() ?? []) if (!seen.has(url)) cache!.delete(url);
  return [...reports.values()];
}
