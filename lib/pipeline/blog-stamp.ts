/**
 * The incremental build's stamp of a blog page (lib/pipeline/incremental.ts): what it shows (its
 * page data, the blog's config) and the articles it is made from: a post's own, and on a list page
 * the excerpts of its posts, so a post's edit renders the lists that show it again.
 */
import type { LoadedSite } from '../content/store';
import type { ArticleShellData } from '../content/prerendered-articles';
import { siteIndex } from '../content/site-index';
import { blogPageData } from '../blog/blog-page';
import { sha1 } from '../cache/stamp';

/** The stamp of the blog page at `url`, or undefined when the URL is not the blog's. */
export function blogPageStamp(site: LoadedSite, url: string, articles: Map<string, { shell: ArticleShellData }>): string | undefined {
  const entry = siteIndex(site.index).byUrl(url);
  if (entry?.kind !== 'blog') return undefined;
  const page = blogPageData(entry.blog, url, entry.route);
  const shells = [url, ...page.posts.map((p) => p.url)].map((u) => JSON.stringify(articles.get(u)?.shell ?? null));
  return sha1(`${JSON.stringify(page)}\0${JSON.stringify(entry.blog.config)}\0${JSON.stringify(site.config.navbar)}\0${shells.join('\0')}`);
}
