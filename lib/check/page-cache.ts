/** Where `npm run check` and the build keep page-check results between runs (one file per content folder). */
import path from 'node:path';
import type { PageCache } from './site-check';
import { extraContentDir } from '../content/store';
import { readCacheJson, writeCacheJson } from '../cache/json';
import { sha1 } from '../cache/stamp';

function cacheFile(rootDir: string, contentDir: string): string {
  const key = sha1(path.resolve(contentDir) + (extraContentDir() ?? '')).slice(0, 12);
  return path.join(rootDir, '.docs-cache', `check-pages-${key}.json`);
}

export function loadPageCache(rootDir: string, contentDir: string): PageCache {
  return readCacheJson<PageCache>(cacheFile(rootDir, contentDir)) ?? {};
}

export function savePageCache(rootDir: string, contentDir: string, cache: PageCache): void {
  writeCacheJson(cacheFile(rootDir, contentDir), cache);
}
