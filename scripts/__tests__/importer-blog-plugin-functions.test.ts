/**
 * A blog's `readingTime` and `processBlogPosts` (functions of the site's config) decide what its
 * posts show and which are published, as under `docusaurus build`: the site's own
 * plugin-content-blog runs them. Docusaurus' side is its own core (3.10.2 from the registry)
 * loading the same site.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { buildSite } from '../../lib/content/store';
import { plugins } from '../../plugins/index';
import { classicSiteWith, docusaurusLoadedProps } from '../../test/docusaurus-install';
import { tempDir } from '../../test/temp-dir';

const FILES: Record<string, string> = {
  'package.json': '{ "name": "blog-functions", "private": true }\n',
  'docusaurus.config.js': `const reading = require('./reading');
module.exports = {
  title: 'Blog functions',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', {
    docs: false,
    pages: false,
    blog: {
      // A slow reader, none shown where the front matter says so (a module of the site's own).
      readingTime: ({ content, frontMatter, defaultReadingTime }) =>
        frontMatter.hide_reading_time ? undefined : defaultReadingTime({ content, options: { wordsPerMinute: reading.slow } }),
      // Internal posts are not published.
      processBlogPosts: async ({ blogPosts }) => blogPosts.filter((post) => !post.metadata.tags.some((tag) => tag.label === 'internal')),
    },
  }]],
};
`,
  'reading.js': 'module.exports = { slow: 5 };\n',
  'blog/2024-01-01-first.md': '---\ntitle: First\ntags: [news]\n---\n\nOne two three four five six seven eight nine ten.\n',
  'blog/2024-02-01-hidden-time.md': '---\ntitle: No time\nhide_reading_time: true\n---\n\nSome words here.\n',
  'blog/2024-03-01-internal.md': '---\ntitle: Internal\ntags: [internal]\n---\n\nFor us only.\n',
};

type Post = { source: string; readingTime?: number };

async function docusaurusPosts(site: string): Promise<Post[]> {
  const props = await docusaurusLoadedProps<{ plugins: { name: string; content: { blogPosts: { metadata: Post }[] } }[] }>(site);
  const blog = props.plugins.find((p) => p.name === 'docusaurus-plugin-content-blog')!;
  return blog.content.blogPosts
    .map(({ metadata: m }) => ({ source: m.source.replace(/^@site\//, ''), ...(m.readingTime !== undefined ? { readingTime: m.readingTime } : {}) }))
    .sort((a, b) => a.source.localeCompare(b.source));
}

test(
  "a blog's readingTime and processBlogPosts decide its posts' reading times and which are published, as docusaurus build decides",
  { timeout: 600_000 },
  async () => {
    const site = classicSiteWith('blog-functions-site', FILES);
    const theirs = await docusaurusPosts(site);
    // So that the comparison cannot pass on the defaults: the internal post left out, 10 words at 5 a minute, none where hidden.
    assert.deepEqual(theirs, [{ source: 'blog/2024-01-01-first.md', readingTime: 2 }, { source: 'blog/2024-02-01-hidden-time.md' }]);

    const to = tempDir('blog-functions-imported');
    const report = await importDocusaurus(site, to, undefined, undefined, { inPlace: true });
    assert.deepEqual(report.failed, []);
    assert.ok(!JSON.stringify(report).match(/readingTime|processBlogPosts/), 'no report line names the options');
    const { index } = buildSite(
      { rootDir: site, contentDir: to, configFile: path.join(to, 'site.config.json'), versionsFile: path.join(to, 'versions.json') },
      { gitDates: false, plugins },
    );
    const ours = index
      .blog!.posts.map((p) => ({ source: p.doc.source, ...(p.readingTime !== undefined ? { readingTime: p.readingTime } : {}) }))
      .sort((a, b) => a.source.localeCompare(b.source));
    assert.deepEqual(ours, theirs);
  },
);

test('a readingTime that throws fails the import with the config and what it threw, as it fails docusaurus build', { timeout: 600_000 }, async () => {
  const site = classicSiteWith('blog-functions-throws', {
    ...FILES,
    'reading.js': "module.exports = { get slow() { throw new Error('no speed known'); } };\n",
  });
  const report = await importDocusaurus(site, tempDir('blog-functions-throws-imported'), undefined, undefined, { inPlace: true });
  assert.equal(report.failed.length, 1, JSON.stringify(report.failed));
  assert.equal(report.failed[0].file, 'docusaurus.config.js');
  assert.match(report.failed[0].error, /^the blog plugin stopped loading the posts \(with the config's readingTime or processBlogPosts\): .*no speed known/);
});
