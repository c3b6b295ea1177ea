/**
 * Development only: the URLs of the last site that loaded. With `output: 'export'`, `next dev`
 * answers only the URLs generateStaticParams lists (a 500 with no way back otherwise), so while the
 * content has an error the pages keep the routes they had and show the error in their layout.
 * Kept in .docs-cache as well, for Next's static-paths worker and a restarted server.
 * The pages the browser asked for (recorded by scripts/dev.ts) count too: a server that starts with
 * a content error has no last good routes, and a page added since has none either; each then shows
 * the error instead of a 500.
 */
import path from 'node:path';
import { readCacheJson, writeCacheJson } from '../cache/json';
import { contentPaths } from './store';

type Remembered = { contentDir: string; urls: string[] };

const file = () => path.join(process.cwd(), '.docs-cache', 'dev-urls.json');
const requestedFile = () => path.join(process.cwd(), '.docs-cache', 'dev-requested-urls.json');
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
  const requested = readCacheJson<Remembered>(requestedFile());
  const urls = [remembered, requested].flatMap((r) => (r?.contentDir === contentDir ? r.urls : []));
  return [...new Set(urls)];
}

/** The dev server's record of the page URLs requested so far (see lastGoodDevUrls). */
export function devUrlRequests(contentDir: string): (urlPath: string) => void {
  const urls = new Set<string>();
  return (urlPath) => {
    // A page's URL (the site's trailing slash), not a file or an asset.
    if (!urlPath.endsWith('/') || urlPath.startsWith('/_next/') || urls.has(urlPath)) return;
    urls.add(urlPath);
    writeCacheJson(requestedFile(), { contentDir, urls: [...urls] } satisfies Remembered);
  };
}
