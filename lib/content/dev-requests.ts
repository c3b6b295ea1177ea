/**
 * The dev server's record of the page URLs requested so far (read by ./dev-routes.ts
 * lastGoodDevUrls). Its own module, light to load: the dev server imports it without the content
 * loader.
 */
import path from 'node:path';
import { writeCacheJson } from '../cache/json';

/** A list of URLs recorded for a content folder (and the content stamp it was read at). */
export type RecordedUrls = { contentDir: string; urls: string[]; stamp?: string };

export const requestedUrlsFile = () => path.join(process.cwd(), '.docs-cache', 'dev-requested-urls.json');

export function devUrlRequests(contentDir: string): (urlPath: string) => void {
  const urls = new Set<string>();
  return (urlPath) => {
    // A page's URL (the site's trailing slash), not a file or an asset.
    if (!urlPath.endsWith('/') || urlPath.startsWith('/_next/') || urls.has(urlPath)) return;
    urls.add(urlPath);
    writeCacheJson(requestedUrlsFile(), { contentDir, urls: [...urls] } satisfies RecordedUrls);
  };
}
