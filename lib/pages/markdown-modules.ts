/**
 * The Markdown modules a plugin page's props name (MarkdownModuleRef: a post's content, as a blog
 * extension's list route imports it), found in the content index: the post or doc that file is, so
 * that the page renders what the engine compiled of it. Docusaurus' mdx-loader module of the file is
 * then given from that record (components/pages/markdown-module.tsx).
 */
import path from 'node:path';
import type { BlogIndex, BlogPost, ContentIndex, DocRecord, VersionRecord } from '../content/types';
import { isMarkdownModuleRef, type MarkdownModuleRef } from '../config/plugin-pages';
import { pageUrl } from './page-route';

/** The record a Markdown module is: a blog post (with its blog), or a doc of a version. */
export type MarkdownModuleSource = { doc: DocRecord; container: VersionRecord; post?: BlogPost; blog?: BlogIndex };

const blogsOf = (index: ContentIndex): BlogIndex[] => [...(index.blog ? [index.blog] : []), ...(index.otherBlogs ?? []), ...(index.localeBlogs ?? [])];

/**
 * The post or doc a module names. The permalink of the metadata the plugin wrote decides first: a
 * locale's post whose translation is missing has the default locale's file, in both locales' blogs.
 */
export function markdownModuleSource(index: ContentIndex, ref: MarkdownModuleRef, contentDir: string, rootDir: string): MarkdownModuleSource | undefined {
  const source = path.relative(rootDir, path.join(contentDir, ref.__markdown)).split(path.sep).join('/');
  const permalink = (ref.metadata as { permalink?: unknown } | undefined)?.permalink;
  const url = typeof permalink === 'string' ? pageUrl(permalink) : undefined;
  const blogs = blogsOf(index);
  for (const match of [(p: BlogPost) => url !== undefined && p.url === url, (p: BlogPost) => p.doc.source === source])
    for (const blog of blogs) {
      const post = blog.posts.find(match);
      if (post) return { doc: post.doc, container: blog.container, post, blog };
    }
  for (const set of index.sets)
    for (const version of set.versions) {
      const doc = version.docs.find((d) => d.source === source);
      if (doc) return { doc, container: version };
    }
  return undefined;
}

/** Each Markdown module in a page's props, once. */
export function markdownModuleRefs(props: unknown): MarkdownModuleRef[] {
  const found: MarkdownModuleRef[] = [];
  const walk = (v: unknown) => {
    if (isMarkdownModuleRef(v)) found.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(props);
  return found;
}
