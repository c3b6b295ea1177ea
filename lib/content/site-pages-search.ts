/**
 * Blog posts and the pages folder's MDX pages in search: one scope beside the doc sets' versions
 * (lib/search/scope.ts SITE_PAGES_SCOPE), which every search outside a set searches and every doc
 * page searches as an other set, as Docusaurus' contextual search always adds its `default` tag.
 */
import type { ContentIndex, DocRecord } from './types';
import { isPublished } from './published';
import { SITE_PAGES_SCOPE } from '../search/scope';
import { siteBlogs } from '../i18n/all-locales';

export interface SitePagesSearch {
  scope: string;
  /** What the dialog calls it ("In Kite blog"). */
  label: string;
  /** Published posts, then published MDX pages. */
  urls: string[];
}

/** The scope of the site's posts and MDX pages, or undefined when it has neither a blog nor an MDX page. */
export function sitePagesSearch(index: ContentIndex): SitePagesSearch | undefined {
  const blog = index.blog;
  const pages = (index.pages?.container.docs ?? []).filter(isPublished);
  if (!blog && !pages.length) return undefined;
  const label = !blog ? 'Pages' : pages.length ? `${blog.config.blogTitle} and pages` : blog.config.blogTitle;
  // Every blog's posts (a site's other blogs are searched with its first).
  const posts = siteBlogs(index)
    .flatMap((b) => b.posts)
    .filter((p) => isPublished(p.doc));
  return { scope: SITE_PAGES_SCOPE, label, urls: [...posts.map((p) => p.url), ...pages.map((d) => d.url)] };
}

/** What a post's or MDX page's search records carry besides its text: its title, the blog (or the site) as their section, its description. */
export function sitePageSearchFacts(
  index: ContentIndex,
  siteTitle: string,
  doc: Pick<DocRecord, 'url' | 'title' | 'description'>,
): { title: string; lvl0: string; description: string } {
  for (const blog of siteBlogs(index)) {
    const post = blog.posts.find((p) => p.url === doc.url);
    if (post) return { title: post.title, lvl0: blog.config.blogTitle, description: post.description };
  }
  return { title: doc.title || siteTitle, lvl0: siteTitle, description: doc.description };
}
