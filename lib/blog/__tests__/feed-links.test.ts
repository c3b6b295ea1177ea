import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blogFeedLinks } from '../feed-links';
import type { ContentIndex } from '../../content/types';

/** A blog at /blog/ with one post, and the feed types given. */
const index = (types: string[]) =>
  ({ blog: { url: '/blog/', posts: [{}], config: { feed: { types } } }, otherBlogs: [] }) as unknown as Pick<ContentIndex, 'blog' | 'otherBlogs'>;

test("a blog's feeds are linked once: each type titled with the site's title, less those the site's head tags already link", () => {
  assert.deepEqual(blogFeedLinks(index(['rss', 'atom']), { title: 'Kite' }), [
    { type: 'application/rss+xml', href: '/blog/rss.xml', title: 'Kite RSS Feed' },
    { type: 'application/atom+xml', href: '/blog/atom.xml', title: 'Kite Atom Feed' },
  ]);
  // (A blog plugin of the site's own linked its RSS feed through injectHtmlTags: that link is the page's.)
  const head = { tags: [{ tagName: 'link', attributes: { rel: 'alternate', type: 'application/rss+xml', href: '/blog/rss.xml', title: 'Kite RSS' } }] };
  assert.deepEqual(
    blogFeedLinks(index(['rss', 'atom']), { title: 'Kite', head }).map((f) => f.href),
    ['/blog/atom.xml'],
  );
});

test("a locale's page links its copies of the blogs' feeds, less those the locale's own head tags link", () => {
  const fr = { url: '/fr/blog/', posts: [{}], config: { feed: { types: ['rss', 'atom'] } } } as unknown as NonNullable<ContentIndex['blog']>;
  assert.deepEqual(
    blogFeedLinks(index(['rss']), { title: 'Kite' }, { name: 'fr', blogs: [fr] }).map((f) => f.href),
    ['/fr/blog/rss.xml', '/fr/blog/atom.xml'],
  );
  // (The locale's run of the site's blog plugin linked its RSS feed; the site's own link, of the default locale's feed, is not the locale's.)
  const link = (href: string) => ({ tagName: 'link', attributes: { rel: 'alternate', type: 'application/rss+xml', href } });
  const head = { tags: [link('/blog/rss.xml')], locales: { fr: { tags: [link('/fr/blog/rss.xml')] } } };
  assert.deepEqual(
    blogFeedLinks(index(['rss']), { title: 'Kite', head }, { name: 'fr', blogs: [fr] }).map((f) => f.href),
    ['/fr/blog/atom.xml'],
  );
});
