/**
 * Development only: the URLs of the last site that loaded. With `output: 'export'`, `next dev`
 * answers only the URLs generateStaticParams lists (a 500 with no way back otherwise), so while the
 * content has an error the pages keep the routes they had and show the error in their layout.
 * Kept in .docs-cache as well, for Next's static-paths worker and a restarted server.
 * The pages the browser asked for (recorded by scripts/dev.ts) count too: a server that starts with
 * a content error has no last good routes, and a page added since has none either; each then shows
 * the error instead of a 500.
 * Each list is stamped with the content it was read from (lib/content/store.ts devChangesStamp):
 * `next dev` runs generateStaticParams in a new process for every request, and one that finds the
 * list of the current content needs not load the whole site to list its pages.
 */
import path from 'node:path';
import { readCacheJson, writeCacheJson } from '../cache/json';
import { buildOf, type LoadedSite } from './store';
import { requestedUrlsFile, type RecordedUrls } from './dev-requests';
import { renderedUrls } from './routes';
import { extraRoutes } from './extra-routes';

type Remembered = RecordedUrls;

const file = () => path.join(process.cwd(), '.docs-cache', 'dev-urls.json');
let remembered: Remembered | undefined;

export function rememberDevUrls(urls: string[], contentDir: string, stamp?: string): void {
  if (remembered?.contentDir === contentDir && remembered.stamp === stamp && remembered.urls.join('\n') === urls.join('\n')) return;
  remembered = { contentDir, urls, stamp };
  writeCacheJson(file(), remembered);
}

/** Every URL the site answers: its pages, its search pages and its locales' not-found pages (./extra-routes.ts). */
export function siteRouteUrls(site: LoadedSite): string[] {
  return [...renderedUrls(site.index, buildOf(site)?.renderOnly), ...extraRoutes(site.config)];
}

/**
 * The site's URLs, recorded once per content stamp (the side of devUrlsAt that loads the site):
 * scripts/dev.ts records the content it starts with, so that the first request's static-paths
 * worker does not load the whole site again (11 s of the first page on a 2,900-page site); each
 * render records the content it loaded.
 */
export function rememberDevSiteUrls(site: LoadedSite, stamp: string | undefined): void {
  if (stamp && remembered?.stamp === stamp && remembered.contentDir === site.paths.contentDir) return;
  rememberDevUrls(siteRouteUrls(site), site.paths.contentDir, stamp);
}

/** The URLs recorded for the content at `stamp`, if any (read from the file: another process wrote them). */
export function devUrlsAt(stamp: string | undefined, contentDir: string): string[] | undefined {
  if (!stamp) return undefined;
  const saved = readCacheJson<Remembered>(file());
  return saved?.stamp === stamp && saved.contentDir === contentDir ? saved.urls : undefined;
}

export function lastGoodDevUrls(contentDir: string): string[] {
  remembered ??= readCacheJson<Remembered>(file());
  const requested = readCacheJson<Remembered>(requestedUrlsFile());
  const urls = [remembered, requested].flatMap((r) => (r?.contentDir === contentDir ? r.urls : []));
  return [...new Set(urls)];
}
