/** The doc and version-like record the page pass compiles a route's MDX as: a doc's own, or an MDX page's in the pages' container. */
import type { RouteEntry } from '../content/site-index';
import type { DocRecord, VersionRecord } from '../content/types';
import { blogPostOf } from '../blog/blog-page';

export function docEntry(entry: RouteEntry | undefined): { doc: DocRecord; version: VersionRecord } | undefined {
  if (entry?.kind === 'doc') return entry;
  if (entry?.kind === 'page' && entry.page.type === 'mdx') return { doc: entry.page.doc, version: entry.pages.container };
  return undefined;
}

/** The same for any compiled route: a blog post is compiled as a doc of its blog's version-like container (lib/blog/types.ts). */
export function compiledEntry(entry: RouteEntry | undefined): { doc: DocRecord; version: VersionRecord } | undefined {
  if (entry?.kind !== 'blog') return docEntry(entry);
  const post = blogPostOf(entry.blog, entry.route);
  return post ? { doc: post.doc, version: entry.blog.container } : undefined;
}
