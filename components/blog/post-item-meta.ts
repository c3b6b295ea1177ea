import type { BlogPageParts, BlogPostItemMeta } from '@/lib/api/plugins';
import type { BlogIndex, BlogPost } from '@/lib/content/types';

/** The blog a site's own post parts belong to (BlogPageParts). */
export const blogFacts = (blog: BlogIndex): BlogPageParts['blog'] => ({
  id: blog.config.id,
  url: blog.url,
  title: blog.config.blogTitle,
  description: blog.config.blogDescription,
  authorsUrl: blog.authorsUrl,
  tagsUrl: blog.tagsUrl,
});

/** A post's facts as a site's own post item reads them (BlogPostItemParts). `toc`: its page's TOC, none in a list, each entry's label markup kept. */
export function postItemMeta(post: BlogPost, toc: BlogPostItemMeta['toc'] = []): BlogPostItemMeta {
  return {
    url: post.url,
    title: post.title,
    description: post.description,
    date: post.date,
    authors: post.authors,
    tags: post.tags.map((t) => ({ label: t.label, href: t.url, ...(t.description ? { description: t.description } : {}) })),
    ...(post.readingTime !== undefined ? { readingTime: post.readingTime } : {}),
    hasTruncateMarker: post.hasTruncateMarker,
    unlisted: post.unlisted,
    ...(post.editUrl ? { editUrl: post.editUrl } : {}),
    ...(post.lastUpdated ? { lastUpdated: post.lastUpdated } : {}),
    ...(post.lastUpdateAuthor ? { lastUpdateAuthor: post.lastUpdateAuthor } : {}),
    ...(post.image ? { image: post.image } : {}),
    frontMatter: post.doc.frontmatter as Record<string, unknown>,
    toc: toc.map(({ id, text, level, html }) => ({ id, text, level, ...(html !== undefined ? { html } : {}) })),
    ...(post.prev ? { previous: { label: post.prev.title, href: post.prev.url } } : {}),
    ...(post.next ? { next: { label: post.next.title, href: post.next.url } } : {}),
    ...(post.doc.pluginFacts ? { pluginFacts: post.doc.pluginFacts } : {}),
  };
}
