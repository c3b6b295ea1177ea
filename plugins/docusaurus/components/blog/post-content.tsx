import type { BlogPostItemMeta, BlogPostItemParts } from '@/lib/api/plugins';
import { tocItem } from '../docs-client';

/** Docusaurus' author (plugin-content-blog's Author): its page as `{ permalink }`, its socials by platform. */
export function authorOf(author: BlogPostItemMeta['authors'][number]) {
  const { page, socials, ...rest } = author;
  return { ...rest, page: page ? { permalink: page } : null, ...(socials ? { socials: Object.fromEntries(socials.map((s) => [s.platform, s.url])) } : {}) };
}

/**
 * A post's metadata as plugin-content-blog gives it to the theme (BlogPostMetadata): 3.x's dates and
 * 2.x's `formattedDate`, in `locale` (its plugin formats it so: day, long month, year, in UTC).
 */
export function blogPostMetadata(meta: BlogPostItemMeta, locale: string) {
  const link = (l: { label: string; href: string } | undefined) => l && { title: l.label, permalink: l.href };
  return {
    permalink: meta.url,
    source: '',
    title: meta.title,
    description: meta.description,
    date: meta.date,
    formattedDate: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(meta.date)),
    tags: meta.tags.map((t) => ({ label: t.label, permalink: t.href, ...(t.description ? { description: t.description } : {}) })),
    ...(meta.readingTime !== undefined ? { readingTime: meta.readingTime } : {}),
    hasTruncateMarker: meta.hasTruncateMarker,
    authors: meta.authors.map(authorOf),
    frontMatter: meta.frontMatter,
    unlisted: meta.unlisted,
    ...(meta.editUrl ? { editUrl: meta.editUrl } : {}),
    // (Docusaurus 3 gives milliseconds.)
    ...(meta.lastUpdated ? { lastUpdatedAt: meta.lastUpdated * 1000 } : {}),
    ...(meta.lastUpdateAuthor ? { lastUpdatedBy: meta.lastUpdateAuthor } : {}),
    ...(meta.previous ? { prevItem: link(meta.previous) } : {}),
    ...(meta.next ? { nextItem: link(meta.next) } : {}),
    // (What a module extending the blog wrote into the post's metadata: Docusaurus hands the file it wrote.)
    ...meta.pluginFacts,
  };
}

/** A post's content as Docusaurus hands it to the blog's components: a component, with the post's data on it (its route module's exports). */
export function blogPostContent(post: BlogPostItemParts, locale: string) {
  const Content = () => <>{post.body}</>;
  return Object.assign(Content, {
    metadata: blogPostMetadata(post.meta, locale),
    frontMatter: post.meta.frontMatter,
    assets: { authorsImageUrls: post.meta.authors.map(() => undefined), ...(post.meta.image ? { image: post.meta.image } : {}) },
    toc: post.meta.toc.map(tocItem),
  });
}
