/**
 * The incremental build's stamp of a page of the site's pages folder (lib/pipeline/incremental.ts):
 * its record, the navbar around it and, for an MDX page, its article; for a plugin's route, the
 * articles of the posts its Markdown modules name (lib/pages/markdown-modules.ts), so a post's edit
 * renders the lists that show it again. (A React page's module and a plugin page's props are
 * content files outside the pages the check stamps one by one, so editing one renders everything.)
 */
import type { LoadedSite } from '../content/store';
import type { ArticleShellData } from '../content/prerendered-articles';
import { siteIndex } from '../content/site-index';
import { navContext } from '../content/nav-context';
import { sha1 } from '../cache/stamp';
import type { PageRecord } from '../content/types';
import { pluginPageProps } from '../pages/plugin-pages';
import { markdownModuleRefs, markdownModuleSource } from '../pages/markdown-modules';

/** The stamp of the page at `url`, or undefined when the URL is not one of the pages folder's. */
export function sitePageStamp(site: LoadedSite, url: string, articles: Map<string, { shell: ArticleShellData }>): string | undefined {
  const entry = siteIndex(site.index).byUrl(url);
  if (entry?.kind !== 'page') return undefined;
  const nav = navContext(site.index, site.config);
  const shells = [url, ...namedArticles(site, entry.page)].map((u) => JSON.stringify(articles.get(u)?.shell ?? null));
  return sha1(`${JSON.stringify(entry.page)}\0${JSON.stringify(nav)}\0${shells.join('\0')}`);
}

/** The URLs of the docs and posts a plugin page's Markdown modules are. */
function namedArticles(site: LoadedSite, page: PageRecord): string[] {
  if (page.type !== 'react' || !page.props) return [];
  const { contentDir, rootDir } = site.paths;
  return markdownModuleRefs(pluginPageProps(contentDir, page.props)).flatMap(
    (ref) => markdownModuleSource(site.index, ref, contentDir, rootDir)?.doc.url ?? [],
  );
}
