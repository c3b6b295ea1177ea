/**
 * Writes the local search index from the exported HTML: one index per doc set version
 * (out/docs/search-index/<set>-<version>/), so a query downloads its own version's files only.
 * Pages mark their searchable body with data-search-body (components/doc/SearchMeta).
 */
import fs from 'node:fs';
import path from 'node:path';
import { dirSize } from './fs-size';
import type { ContentIndex, SetRecord, VersionRecord } from '../../lib/content/types';
import { scopeKey } from '../../lib/search/scope';
import { buildScopeIndex, extractPage, type ExtractedPage } from '../../lib/output/search-index-builder';
import { SEARCH_INDEX_BASE, manifestUrl, pageUrl, shardUrl } from '../../lib/search/local-format';
import { publishedUrlsOf } from '../../lib/content/published';

export interface IndexReport {
  scope: string;
  pages: number;
  shards: number;
  bytes: number;
}

function write(out: string, url: string, data: unknown) {
  const file = path.join(out, url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(data));
}

/** The files of one scope's index (URL path → JSON value): shards, page fragments and the manifest. */
export function scopeIndexFiles(scope: string, label: string, pages: ExtractedPage[]): { files: Map<string, unknown>; shards: number } {
  const files = new Map<string, unknown>();
  const { manifest, shards, fragments } = buildScopeIndex(pages);
  for (const [key, shard] of shards) files.set(shardUrl(scope, manifest.build, key), shard);
  fragments.forEach((f, i) => files.set(pageUrl(scope, manifest.build, i), f));
  files.set(manifestUrl(scope), { ...manifest, label });
  return { files, shards: shards.size };
}

/** The label a scope's manifest carries. */
export function scopeLabel(set: SetRecord, version: VersionRecord): string {
  return set.versioned ? `${set.label} ${version.label}` : set.label;
}

export function buildSearchIndexes(out: string, index: ContentIndex): IndexReport[] {
  const reports: IndexReport[] = [];
  fs.rmSync(path.join(out, SEARCH_INDEX_BASE), { recursive: true, force: true });
  for (const set of index.sets)
    for (const version of set.versions) {
      const scope = scopeKey(set.id, version.name);
      const pages: ExtractedPage[] = [];
      for (const url of publishedUrlsOf(version)) {
        const file = path.join(out, decodeURIComponent(url), 'index.html');
        if (!fs.existsSync(file)) continue;
        const page = extractPage(fs.readFileSync(file, 'utf8'), url);
        if (page) pages.push(page);
      }
      const { files, shards } = scopeIndexFiles(scope, scopeLabel(set, version), pages);
      for (const [url, data] of files) write(out, url, data);
      reports.push({ scope, pages: pages.length, shards, bytes: dirSize(path.join(out, SEARCH_INDEX_BASE, scope)) });
    }
  return reports;
}
