/** Where `npm run check` and the build keep page-check results between runs (one file per content folder). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PageCache } from './site-check';
import { extraContentDir } from '../content/store';

function cacheFile(rootDir: string, contentDir: string): string {
  const key = crypto
    .createHash('sha1')
    .update(path.resolve(contentDir) + (extraContentDir() ?? ''))
    .digest('hex')
    .slice(0, 12);
  return path.join(rootDir, '.docs-cache', `check-pages-${key}.json`);
}

export function loadPageCache(rootDir: string, contentDir: string): PageCache {
  try {
    return JSON.parse(fs.readFileSync(cacheFile(rootDir, contentDir), 'utf8')) as PageCache;
  } catch {
    return {};
  }
}

/** Written to a temporary name and renamed, so an interrupted run never leaves a torn file. */
export function savePageCache(rootDir: string, contentDir: string, cache: PageCache): void {
  const file = cacheFile(rootDir, contentDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(cache));
  fs.renameSync(`${file}.${process.pid}.tmp`, file);
}
