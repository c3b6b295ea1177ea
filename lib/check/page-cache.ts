/** Where `npm run check` and the build keep page-check results between runs (one file per content folder). */
import path from 'node:path';
import type { PageCache } from './site-check';
import { readCacheJson, writeCacheJson } from '../cache/json';
import { sha1 } from '../cache/stamp';
import type { ContentPaths } from '../source/content-paths';

function cacheFile(paths: ContentPaths): string {
  const key = sha1(path.resolve(paths.contentDir) + (paths.extraContentDir ?? '')).slice(0, 12);
  const rootDir = paths.rootDir;
  return path.join(rootDir, '.docs-cache', `check-pages-${key}.json`);
}

export function loadPageCache(paths: ContentPaths): PageCache {
  return readCacheJson<PageCache>(cacheFile(paths)) ?? {};
}

export function savePageCache(paths: ContentPaths, cache: PageCache): void {
  writeCacheJson(cacheFile(paths), cache);
}
