/**
 * Development only: the URLs of the last site that loaded. With `output: 'export'`, `next dev`
 * answers only the URLs generateStaticParams lists (a 500 with no way back otherwise), so while the
 * content has an error the pages keep the routes they had and show the error in their layout.
 * Kept in .docs-cache as well, for Next's static-paths worker and a restarted server.
 */
import path from 'node:path';
import { readCacheJson, writeCacheJson } from '../cache-json';
import { contentPaths } from './store';

type Remembered = { contentDir: string; urls: string[] };

const file = () => path.join(process.cwd(), '.docs-cache', 'dev-urls.json');
let remembered: Remembered | undefined;

export function rememberDevUrls(urls: string[]): void {
  const contentDir = contentPaths().contentDir;
  if (remembered?.contentDir === contentDir && remembered.urls.join('\n') === urls.join('\n')) return;
  remembered = { contentDir, urls };
  writeCacheJson(file(), remembered);
}

export function lastGoodDevUrls(): string[] {
  const contentDir = contentPaths().contentDir;
  remembered ??= readCacheJson<Remembered>(file());
  return remembered?.contentDir === contentDir ? remembered.urls : [];
}
