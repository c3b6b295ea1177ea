/**
 * The feeds' `<link rel="alternate">` tags, on every page of the site: Docusaurus' blog plugin adds
 * them through injectHtmlTags, which reaches every page, not only the blog's (plugin-content-blog
 * index.ts: one per feed type, titled with feedOptions.title or the site's title, for a blog with
 * posts and a feed).
 */
import type { ContentIndex } from '../content/types';
import { siteBlogs } from '../i18n/all-locales';
import type { SiteConfig } from '../config/site-config';
import { localeHeadLists } from '../config/site-head';

type SiteBlog = NonNullable<ContentIndex['blog']>;

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

/**
 * The feeds' links, less those the site's head tags already write: a blog plugin of the site's own,
 * whose injectHtmlTags the site's build ran, gives its feeds' links there, and a page links each once.
 * A page of a non-default locale (`locale`: its name and its copies of the blogs) links the
 * locale's feeds, as Docusaurus' build of that locale does.
 */
export function blogFeedLinks(
  index: Pick<ContentIndex, 'blog' | 'otherBlogs'>,
  config: Pick<SiteConfig, 'title' | 'head'>,
  locale?: { name: string; blogs: readonly SiteBlog[] },
): FeedLink[] {
  const linked = new Set(
    (localeHeadLists(config.head, locale?.name).tags ?? []).flatMap((t) =>
      t.tagName === 'link' && t.attributes.rel === 'alternate' ? [`${t.attributes.type}\0${t.attributes.href}`] : [],
    ),
  );
  return (locale?.blogs ?? siteBlogs(index)).flatMap((blog) =>
    blog.posts.length
      ? blog.config.feed.types.flatMap((t) => {
          const href = `${blog.url}${FEEDS[t].file}`;
          if (linked.has(`${FEEDS[t].type}\0${href}`)) return [];
          return [{ type: FEEDS[t].type, href, title: `${blog.config.feed.title ?? config.title} ${FEEDS[t].name}` }];
        })
      : [],
  );
}
