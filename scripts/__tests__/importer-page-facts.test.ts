/**
 * A module that extends a content plugin and writes into its pages' metadata (Docusaurus' blog
 * plugin writes each post's metadata with createData; zenstack's module writes it again with
 * `relatedPosts`, which its BlogPostPage reads): the import runs the module, keeps the keys it adds
 * by the post's file, and the site's components get them in the post's metadata.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { localeContexts, runLocalPlugins } from '../../plugins/docusaurus/importer/local-plugins';
import { unwrapLocalContentPlugins } from '../../plugins/docusaurus/importer/presets';
import { metadataFacts, PAGE_FACTS_FILE } from '../../plugins/docusaurus/importer/page-facts';
import { docuHash } from '../../plugins/docusaurus/importer/docu-hash';
import { docusaurusPlugin } from '../../plugins/docusaurus/plugin';
import { postItemMeta } from '../../components/blog/post-item-meta';
import { attachPluginFacts } from '../../lib/content/plugin-facts';
import type { BlogPost, DocRecord } from '../../lib/content/types';
import { tempDir } from '../../test/temp-dir';

const BLOG = '@docusaurus/plugin-content-blog';

test('the keys a later write adds to or changes in a content plugin’s metadata of a site file are kept, by that file', () => {
  const name = `${docuHash('@site/blog/a.md')}.json`;
  const own = { source: '@site/blog/a.md', title: 'A', date: new Date('2024-01-02T00:00:00Z') };
  const writes = new Map<string, unknown[]>([
    [name, [own, JSON.stringify({ ...own, title: 'A!', relatedPosts: [{ title: 'B' }] })]],
    // Written once (the plugin's own data), or not a site file's metadata: nothing to keep.
    ['b.json', [{ source: '@site/blog/b.md' }]],
    ['list.json', [{ items: [] }, { items: [1] }]],
    ['same.json', [{ source: '@site/blog/c.md', n: 1 }, '{"source":"@site/blog/c.md","n":1}']],
  ]);
  assert.deepEqual(metadataFacts(writes, '/site'), { [path.join('/site', 'blog/a.md')]: { title: 'A!', relatedPosts: [{ title: 'B' }] } });
});

test('a module that extends the blog and writes into its posts’ metadata is run; the keys it adds reach the post’s metadata', async () => {
  const site = tempDir('facts-site');
  const to = tempDir('facts-imported');
  const plugin = [
    `const blog = require('${BLOG}');`,
    'module.exports = async function extended(context, options) {',
    '  return {',
    "    name: 'docusaurus-plugin-content-blog',",
    "    async loadContent() { return { posts: ['a.md', 'b.md'] }; },",
    '    async contentLoaded({ content, actions }) {',
    // What the blog plugin's own contentLoaded writes for each post (routes.ts), then the module's own write of the same name.
    '      for (const f of content.posts) await actions.createData(`${hash(f)}.json`, { source: `@site/blog/${f}`, title: f });',
    '      for (const f of content.posts) await actions.createData(`${hash(f)}.json`, JSON.stringify({ source: `@site/blog/${f}`, title: f, relatedPosts: content.posts.filter((p) => p !== f) }));',
    '    },',
    '  };',
    '};',
    `const hashes = ${JSON.stringify({ 'a.md': docuHash('@site/blog/a.md'), 'b.md': docuHash('@site/blog/b.md') })};`,
    'const hash = (f) => hashes[f];',
  ].join('\n');
  for (const dir of [site, to]) {
    fs.mkdirSync(path.join(dir, 'plugins'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'plugins/blog-plugin.js'), plugin);
  }
  fs.mkdirSync(path.join(to, `node_modules/${BLOG}`), { recursive: true });
  fs.writeFileSync(path.join(to, `node_modules/${BLOG}/index.js`), 'module.exports = { default: () => ({}) };');
  fs.writeFileSync(path.join(to, 'site.config.json'), '{}');

  // Read as the blog, and run too: it writes data.
  const { wrapped } = unwrapLocalContentPlugins([['./plugins/blog-plugin.js', { showReadingTime: true }]], site);
  assert.deepEqual(
    wrapped.map((w) => [w.as, w.addsRoutes, w.writesData]),
    [[BLOG, false, true]],
  );

  const plugins = [{ module: './plugins/blog-plugin.js', extends: BLOG }];
  assert.deepEqual(await runLocalPlugins(site, to, plugins, localeContexts({ baseUrl: '/' }, site, undefined)), []);
  const facts = docusaurusPlugin.pageFacts!(to);
  assert.deepEqual(Object.fromEntries(facts), {
    [path.join(site, 'blog/a.md')]: { relatedPosts: ['b.md'] },
    [path.join(site, 'blog/b.md')]: { relatedPosts: ['a.md'] },
  });

  // The index gives the post's record its facts; its parts hand them to the site's components in the metadata.
  const root = path.dirname(site);
  const doc = { source: path.relative(root, path.join(site, 'blog/a.md')), frontmatter: {} } as DocRecord;
  const other = { source: path.relative(root, path.join(site, 'blog/c.md')), frontmatter: {} } as DocRecord;
  attachPluginFacts([doc, other], [docusaurusPlugin], root, to);
  assert.deepEqual(doc.pluginFacts, { relatedPosts: ['b.md'] });
  assert.equal(other.pluginFacts, undefined);
  const post = {
    url: '/blog/a/',
    title: 'a',
    description: '',
    date: '2024-01-02T00:00:00.000Z',
    authors: [],
    tags: [],
    hasTruncateMarker: false,
    unlisted: false,
    doc,
  } as unknown as BlogPost;
  // (The room's components read the site's config the components' bundle defines.)
  Object.assign(globalThis, { __DOCS_SITE__: { siteConfig: {} } });
  const { blogPostMetadata } = await import('../../plugins/docusaurus/components/blog/post-content');
  const metadata = blogPostMetadata(postItemMeta(post), 'en');
  assert.deepEqual((metadata as { relatedPosts?: unknown }).relatedPosts, ['b.md']);
  assert.equal(metadata.permalink, '/blog/a/');

  // A run with no plugin writing facts leaves none behind.
  fs.writeFileSync(path.join(to, 'plugins/none.js'), "module.exports = () => ({ name: 'none' });");
  await runLocalPlugins(site, to, [{ module: './plugins/none.js' }], localeContexts({ baseUrl: '/' }, site, undefined));
  assert.equal(fs.existsSync(path.join(to, PAGE_FACTS_FILE)), false);
});
