/**
 * The blog's feeds, as Docusaurus writes them (plugin-content-blog feed.ts, with the same `feed`
 * package): rss.xml, atom.xml and feed.json under the blog's URL, per `feedOptions` (type, title,
 * description, copyright, language, limit), listed posts only, each with its article's HTML and
 * its links made absolute.
 */
import { Feed } from 'feed';
import type { SiteConfig } from '../config/site-config';
import type { BlogIndex } from '../content/types';

const FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

/** Site-relative links and images of an article made absolute (feed readers have no base URL). */
const absolute = (html: string, siteUrl: string) => html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${siteUrl.replace(/\/+$/, '')}/`);

/** Feed file URL path → its text, for every feed type the config asks for (none for a blog without listed posts). */
export function blogFeeds(
  blog: BlogIndex,
  config: Pick<SiteConfig, 'title' | 'url' | 'favicons'>,
  articleHtml: (url: string) => string | undefined,
): Map<string, string> {
  const out = new Map<string, string>();
  const { feed: opts } = blog.config;
  const posts = blog.posts.filter((p) => !p.unlisted && !p.draft);
  if (!posts.length || !opts.types.length) return out;
  const site = config.url.replace(/\/+$/, '');
  const chosen = opts.limit === null ? posts : posts.slice(0, opts.limit);
  const feed = new Feed({
    id: site + blog.url,
    title: opts.title ?? `${config.title} Blog`,
    updated: new Date(chosen[0].date),
    language: opts.language,
    link: site + blog.url,
    description: opts.description ?? `${config.title} Blog`,
    favicon: config.favicons?.[0] ? new URL(config.favicons[0].href, site + '/').href : undefined,
    copyright: opts.copyright,
  });
  for (const post of chosen) {
    const html = articleHtml(post.url);
    feed.addItem({
      title: post.title,
      id: site + post.url,
      link: site + post.url,
      date: new Date(post.date),
      description: post.description,
      category: post.tags.map((t) => ({ name: t.label, term: t.label })),
      ...(html === undefined ? {} : { content: absolute(html, site) }),
      ...(post.authors.length ? { author: post.authors.map((a) => ({ name: a.name, link: a.url, email: a.email })) } : {}),
    });
  }
  for (const type of opts.types) out.set(blog.url + FILES[type], type === 'rss' ? feed.rss2() : type === 'atom' ? feed.atom1() : feed.json1());
  return out;
}
