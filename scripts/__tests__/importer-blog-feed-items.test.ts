/**
 * A blog's `feedOptions.createFeedItems` (a function of the site's config) decides its feeds' items,
 * as under `docusaurus build`: after the build, the site's own plugin-content-blog writes the feeds
 * with it (its postBuild), reading each post's body from the build folder. Docusaurus' side is its
 * own core (3.10.2 from the registry) running the blog's postBuild over a build folder of the same pages.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { runPluginsPostBuild, runsPostBuild } from '../../plugins/docusaurus/importer/post-build';
import { classicSiteWith, docusaurusPostBuild } from '../../test/docusaurus-install';
import { tempDir } from '../../test/temp-dir';

const FILES: Record<string, string> = {
  'package.json': '{ "name": "blog-feed-items", "private": true }\n',
  'docusaurus.config.js': `module.exports = {
  title: 'Feed items',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', {
    docs: false,
    pages: false,
    blog: {
      feedOptions: {
        type: 'all',
        // Internal posts stay out of the feeds; each title gets a prefix (a module of the site's own).
        createFeedItems: async ({ blogPosts, defaultCreateFeedItems, ...rest }) => {
          const items = await defaultCreateFeedItems({ blogPosts: blogPosts.filter((p) => !p.metadata.tags.some((t) => t.label === 'internal')), ...rest });
          return items.map((item) => ({ ...item, title: require('./feed-title').prefix + item.title }));
        },
      },
    },
  }]],
};
`,
  'feed-title.js': "module.exports = { prefix: '[News] ' };\n",
  'blog/2024-01-01-first.md': '---\ntitle: First\nslug: first\ntags: [news]\n---\n\nThe first post.\n',
  'blog/2024-02-01-second.md': '---\ntitle: Second\nslug: second\n---\n\nThe second post.\n',
  'blog/2024-03-01-internal.md': '---\ntitle: Internal\nslug: internal\ntags: [internal]\n---\n\nFor us only.\n',
};

/** A build folder whose post pages hold their bodies where theme-classic's BlogPostItem/Content puts them. */
function builtPosts(): string {
  const out = tempDir('blog-feed-items-out');
  for (const [slug, body] of [
    ['first', 'The first post, <a href="/blog/second/">then the second</a>.'],
    ['second', 'The second post.'],
    ['internal', 'For us only.'],
  ]) {
    fs.mkdirSync(path.join(out, 'blog', slug), { recursive: true });
    fs.writeFileSync(
      path.join(out, 'blog', slug, 'index.html'),
      `<html><body><div id="__blog-post-container" class="markdown"><p>${body}</p></div></body></html>`,
    );
  }
  return out;
}

const FEEDS = ['rss.xml', 'atom.xml', 'feed.json'];

/** The feeds of a build folder, their dates of writing left out. */
const feedsOf = (out: string) =>
  FEEDS.map((f) =>
    fs
      .readFileSync(path.join(out, 'blog', f), 'utf8')
      .replace(/<lastBuildDate>[^<]*<\/lastBuildDate>/, '')
      .replace(/<updated>[^<]*<\/updated>/, ''),
  );

test("a blog's createFeedItems makes its feeds' items, as docusaurus build makes them", { timeout: 600_000 }, async () => {
  const site = classicSiteWith('blog-feed-items-site', FILES);
  const theirs = builtPosts();
  await docusaurusPostBuild(site, 'docusaurus-plugin-content-blog', theirs);
  const [rss] = feedsOf(theirs);
  // So that the comparison cannot pass on the engine's own feeds: the internal post left out, each title prefixed, a body read from the page.
  assert.match(rss, /<title><!\[CDATA\[\[News\] First\]\]><\/title>/);
  assert.doesNotMatch(rss, /Internal/);
  assert.match(rss, /then the second/);

  const to = tempDir('blog-feed-items-imported');
  const report = await importDocusaurus(site, to, undefined, undefined, { inPlace: true });
  assert.deepEqual(report.failed, []);
  assert.ok(!JSON.stringify(report).includes('createFeedItems'), 'no report line names the option');
  assert.deepEqual(report.blogFeedItems, [{ list: 'presets', index: 0, key: 'blog' }]);
  // (The report where \`pagewright build\` writes it.)
  fs.writeFileSync(path.join(to, 'import-report.json'), JSON.stringify(report));
  assert.equal(runsPostBuild(to), true);

  const ours = builtPosts();
  // (The engine's own feed, written by the build, is replaced.)
  fs.writeFileSync(path.join(ours, 'blog/rss.xml'), 'the engine’s feed');
  assert.deepEqual(await runPluginsPostBuild(site, to, ours), ['@docusaurus/plugin-content-blog']);
  assert.deepEqual(feedsOf(ours), feedsOf(theirs));
});

test('a createFeedItems that throws fails the build with the blog plugin and what it threw, as it fails docusaurus build', { timeout: 600_000 }, async () => {
  const site = classicSiteWith('blog-feed-items-throws', {
    ...FILES,
    'feed-title.js': "module.exports = { get prefix() { throw new Error('no prefix known'); } };\n",
  });
  const to = tempDir('blog-feed-items-throws-imported');
  const report = await importDocusaurus(site, to, undefined, undefined, { inPlace: true });
  assert.deepEqual([report.failed, report.blogFeedItems?.length], [[], 1]);
  fs.writeFileSync(path.join(to, 'import-report.json'), JSON.stringify(report));
  await assert.rejects(runPluginsPostBuild(site, to, builtPosts()), /@docusaurus\/plugin-content-blog: postBuild failed: .*no prefix known/);
});
