/**
 * The feeds' `<link rel="alternate">` tags, on every page of the site: Docusaurus' blog plugin adds
 * them through injectHtmlTags, which reaches every page, not only the blog's (plugin-content-blog
 * index.ts: one per feed type, titled with feedOptions.title or the site's title, for a blog with
 * posts and a feed).
 */
import type { ContentIndex } from '../content/types';
import { siteBlogs } from '../i18n/all-locales';

export interface FeedLink {
  type: string;
  href: string;
  title: string;
}

const FEEDS = {
  rss: { type: 'application/rss+xml', file: 'rss.xml', name: 'RSS Feed' },
  atom: { type: 'application/atom+xml', file: 'atom.xml', name: 'Atom Feed' },
  json: { type: 'application/json', file: 'feed.json', name: 'JSON Feed' },
} as const;

export function blogFeedLinks(index: Pick<ContentIndex, 'blog' | 'otherBlogs'>, siteTitle: string): FeedLink[] {
  return siteBlogs(index).flatMap((blog) =>
    blog.posts.length
      ? blog.config.feed.types.map((t) => ({
          type: FEEDS[t].type,
          href: `${blog.url}${FEEDS[t].file}`,
          title: `${blog.config.feed.title ?? siteTitle} ${FEEDS[t].name}`,
        }))
      : [],
  );
}
