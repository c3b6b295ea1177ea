/**
 * The incremental build's stamp of a page of the site's pages folder (lib/pipeline/incremental.ts):
 * its record, the navbar around it and, for an MDX page, its article. (A React page's module is a
 * content file outside the pages the check stamps one by one, so editing it renders everything.)
 */
import type { LoadedSite } from '../content/store';
import type { ArticleShellData } from '../content/prerendered-articles';
import { siteIndex } from '../content/site-index';
import { navContext } from '../content/nav-context';
import { sha1 } from '../cache/stamp';

/** The stamp of the page at `url`, or undefined when the URL is not one of the pages folder's. */
export function sitePageStamp(site: LoadedSite, url: string, articles: Map<string, { shell: ArticleShellData }>): string | undefined {
  const entry = siteIndex(site.index).byUrl(url);
  if (entry?.kind !== 'page') return undefined;
  const nav = navContext(site.index, site.config);
  return sha1(`${JSON.stringify(entry.page)}\0${JSON.stringify(nav)}\0${JSON.stringify(articles.get(url)?.shell ?? null)}`);
}
