/**
 * The feeds' XSLT stylesheets (lib/blog/feed-stylesheet.ts), as plugin-content-blog's feed.ts writes
 * them: the .xsl and its .css beside the feed, the feed naming the .xsl; found in the blog's folder or
 * in an installed package; a missing file or a missing .css is the build's error.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { styledFeeds } from '../feed-stylesheet';
import { tempFiles } from '../../../test/temp-dir';

const DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
const feeds = new Map([
  ['/news/rss.xml', `${DECLARATION}\n<rss/>`],
  ['/news/atom.xml', `${DECLARATION}\n<feed/>`],
  ['/news/feed.json', '{}'],
]);

test("a stylesheet of the blog's folder and one of an installed package: copied beside the feed, which names it", () => {
  const content = tempFiles('feed-xslt', {
    'news/look/plain.xsl': '<xsl/>',
    'news/look/plain.css': 'a{}',
    'node_modules/@acme/feeds/assets/atom.xsl': '<xsl/>',
    'node_modules/@acme/feeds/assets/atom.css': 'b{}',
    'node_modules/@acme/feeds/package.json': '{}',
  });
  const blog = { id: 'default', url: '/news/', xslt: { rss: 'look/plain.xsl', atom: '@acme/feeds/assets/atom.xsl' } };
  const styled = styledFeeds(feeds, blog, content, [path.join(content, 'news')]);
  assert.deepEqual(styled.problems, []);
  assert.equal(styled.feeds.get('/news/rss.xml'), `${DECLARATION}<?xml-stylesheet type="text/xsl" href="plain.xsl"?>\n<rss/>`);
  assert.equal(styled.feeds.get('/news/atom.xml'), `${DECLARATION}<?xml-stylesheet type="text/xsl" href="atom.xsl"?>\n<feed/>`);
  assert.equal(styled.feeds.get('/news/feed.json'), '{}');
  assert.deepEqual(Object.fromEntries(styled.files), {
    '/news/plain.xsl': path.join(content, 'news/look/plain.xsl'),
    '/news/plain.css': path.join(content, 'news/look/plain.css'),
    '/news/atom.xsl': path.join(content, 'node_modules/@acme/feeds/assets/atom.xsl'),
    '/news/atom.css': path.join(content, 'node_modules/@acme/feeds/assets/atom.css'),
  });
});

test('a stylesheet that is not found, or has no .css beside it, is a problem; a feed the config does not write gets none', () => {
  const content = tempFiles('feed-xslt-missing', { 'news/alone.xsl': '<xsl/>' });
  const blog = { id: 'default', url: '/news/', xslt: { rss: './nowhere.xsl', atom: 'alone.xsl' } };
  const styled = styledFeeds(feeds, blog, content, [path.join(content, 'news')]);
  assert.deepEqual(
    styled.problems.map((p) => p.message.split(' — ')[0]),
    [
      `"blog.feedOptions.xslt.rss": no stylesheet at "./nowhere.xsl" (looked in ${path.join(content, 'news')} and the site's packages)`,
      '"blog.feedOptions.xslt.atom": alone.xsl has no alone.css beside it',
    ],
  );
  assert.equal(styled.files.size, 0);
  // A package's stylesheet, the package not installed (a site imported without its packages): the feed is written as it is.
  const uninstalled = styledFeeds(feeds, { ...blog, xslt: { rss: '@acme/feeds/assets/rss.xsl' } }, content, [path.join(content, 'news')]);
  assert.deepEqual(uninstalled.problems, []);
  assert.deepEqual(uninstalled.warnings, [
    '"blog.feedOptions.xslt.rss": @acme/feeds is not installed for the site, so the feed is written without its stylesheet @acme/feeds/assets/rss.xsl — install the site\'s packages to publish it',
  ]);
  assert.equal(uninstalled.feeds.get('/news/rss.xml'), feeds.get('/news/rss.xml'));
  const rssOnly = styledFeeds(new Map([['/news/rss.xml', DECLARATION]]), blog, content, [path.join(content, 'news')]);
  assert.equal(rssOnly.problems.length, 1);
});
