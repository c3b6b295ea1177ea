/**
 * The importer on a Docusaurus site with a blog (test/fixtures/docusaurus-blog): the blog options
 * mapped into site.config.json, what cannot be applied reported, posts/authors/tags counted, and
 * the engine's blog URLs equal to the ones Docusaurus' rules give (plugins/docusaurus/importer/docusaurus-blog-routes.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { docusaurusRoutes } from '../../plugins/docusaurus/importer/docusaurus-routes';
import { mapBlogOptions } from '../../plugins/docusaurus/importer/blog';
import { buildSite } from '../../lib/content/store';
import { contentPaths } from '../../lib/source/content-paths';
import { contentAssets } from '../../lib/output/engine-files';
import { tempDir } from '../../test/temp-dir';
import { plugins } from '../../plugins/index';

const fixture = 'test/fixtures/docusaurus-blog';

test('the blog comes across: options, posts with the MDX conversion, report counts, Docusaurus URLs', async () => {
  const to = tempDir('imported-blog');
  const report = await importDocusaurus(fixture, to);
  assert.deepEqual(report.blog, { path: 'blog', posts: 5, authors: 2, tags: 1 });
  const config = JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8'));
  // (No search theme: the classic theme's SearchBar is a Noop, so the site's search is its layer's alone, none here.)
  assert.equal(config.search.layerOnly, true);
  assert.deepEqual(config.blog, {
    blogTitle: 'Fixture news',
    postsPerPage: 2,
    blogSidebarCount: 'ALL',
    blogSidebarTitle: 'All posts',
    showReadingTime: false,
    showLastUpdateTime: true,
    showLastUpdateAuthor: true,
    // xslt: true is plugin-content-blog's own stylesheets, read from the site's installed package when it builds.
    feedOptions: {
      type: 'all',
      copyright: 'Fixture',
      xslt: { rss: '@docusaurus/plugin-content-blog/assets/rss.xsl', atom: '@docusaurus/plugin-content-blog/assets/atom.xsl' },
    },
    editUrl: 'https://github.com/example/site/edit/main/website/blog/{blogPath}',
  });
  // The blog's remark plugins run (plugins/docusaurus/importer/markdown-plugins.ts); one written in the config itself cannot be carried over.
  assert.ok(
    report.unmappedConfig?.includes(
      'blog.remarkPlugins: a plugin written in the config itself (the engine renders pages without it; move it to a file of the site)',
    ),
  );
  assert.ok(!report.unmappedConfig?.some((line) => line.includes('xslt')));
  assert.ok(fs.existsSync(path.join(to, 'blog/2023/04/01/april.mdx')) && fs.existsSync(path.join(to, 'blog/authors.yml')));
  // The navbar's `to: 'blog'` reaches the blog's front page.
  assert.ok(config.navbar.items.some((i: { href?: string }) => i.href === '/blog'));

  const site = buildSite(
    { rootDir: process.cwd(), contentDir: to, configFile: path.join(to, 'site.config.json'), versionsFile: path.join(to, 'versions.json') },
    { gitDates: false, plugins },
  );
  const ours = Object.keys(site.index.blog!.routes)
    .map((u) => decodeURI(u).replace(/(.)\/$/, '$1'))
    .sort();
  const theirs = (await docusaurusRoutes(fixture)).filter((u) => u.startsWith('/blog')).sort();
  assert.deepEqual(ours, theirs);
  assert.ok(
    theirs.includes('/blog/page/2') &&
      theirs.includes('/blog/authors/mira') &&
      theirs.includes('/blog/tags/notes-and-news') &&
      theirs.includes('/blog/may-update'),
  );
  assert.ok(!theirs.some((u) => u.includes('draft')));
  // The editUrl function, called with placeholders, gives each post the link Docusaurus gives it.
  const april = site.index.blog!.posts.find((p) => p.doc.relPath === '2023/04/01/april.mdx')!;
  assert.equal(april.editUrl, 'https://github.com/example/site/edit/main/website/blog/2023/04/01/april.mdx');
});

test('read where it lies (pagewright build and start): no copy of a post or its files, the same blog as the copy', async () => {
  const copied = tempDir('imported-blog-copy');
  const read = tempDir('imported-blog-in-place');
  await importDocusaurus(fixture, copied);
  const report = await importDocusaurus(fixture, read, undefined, undefined, { inPlace: true });
  assert.deepEqual(report.blog, { path: 'blog', posts: 5, authors: 2, tags: 1 });
  assert.ok(!fs.existsSync(path.join(read, 'blog')), 'nothing of the blog is written');
  const config = JSON.parse(fs.readFileSync(path.join(read, 'site.config.json'), 'utf8'));
  assert.equal(path.resolve(read, config.blog.dir), path.resolve(fixture, 'blog'));
  const load = (to: string) => {
    const paths = contentPaths(process.cwd(), { contentDir: to });
    return { paths, site: buildSite(paths, { gitDates: false, plugins }) };
  };
  const [a, b] = [load(copied), load(read)];
  assert.deepEqual(Object.keys(b.site.index.blog!.routes).sort(), Object.keys(a.site.index.blog!.routes).sort());
  const posts = (s: typeof a.site) => s.index.blog!.posts.map((p) => [p.url, p.doc.relPath, p.title, p.authors.map((x) => x.name).join()]);
  assert.deepEqual(posts(b.site), posts(a.site));
  // Each post is read from the site's folder, and a file of it is published where the copy's was.
  assert.ok(b.site.index.blog!.posts.every((p) => path.resolve(p.doc.source).startsWith(path.resolve(fixture, 'blog') + path.sep)));
  assert.equal(contentAssets(b.paths, b.site.config).get('blog/authors.yml'), path.resolve(fixture, 'blog/authors.yml'));
  assert.deepEqual([...contentAssets(b.paths, b.site.config).keys()].sort(), [...contentAssets(a.paths, a.site.config).keys()].sort());
});

test('blog options: mapped by name, the rest reported', () => {
  const { config, unmapped } = mapBlogOptions({
    path: './news/',
    routeBasePath: '/news',
    editUrl: 'https://x',
    blogListComponent: '@theme/X',
    processBlogPosts: () => undefined,
    postsLayout: 'grid',
  });
  assert.deepEqual(config, { path: 'news', routeBasePath: 'news', editUrl: 'https://x' });
  // (processBlogPosts runs in the site's own blog plugin: ../../plugins/docusaurus/importer/blog-plugin-posts.ts;
  // the list's pages are drawn by the blog's own component: ../../plugins/docusaurus/site-components/blog-places.ts.)
  // An option no version of the blog plugin has is reported.
  assert.deepEqual(unmapped, ["blog.postsLayout: not applied by the engine's blog"]);
  // A function that gives no URL for a post path is reported.
  assert.deepEqual(mapBlogOptions({ editUrl: () => 'https://x/edit' }).unmapped, [
    'blog.editUrl: the function does not give a URL for a post path — posts have no edit link',
  ]);
});

test("feedOptions.xslt as plugin-content-blog normalizes it: true is its own stylesheet, a string the site's file, false or null none", () => {
  const own = (type: string) => `@docusaurus/plugin-content-blog/assets/${type}.xsl`;
  const xslt = (value: unknown) => (mapBlogOptions({ feedOptions: { xslt: value } }).config.feedOptions as { xslt?: unknown }).xslt;
  assert.deepEqual(xslt(true), { rss: own('rss'), atom: own('atom') });
  assert.deepEqual(xslt({ rss: true, atom: 'styles/atom.xsl' }), { rss: own('rss'), atom: 'styles/atom.xsl' });
  assert.deepEqual(xslt({ atom: true, rss: null }), { atom: own('atom') });
  assert.equal(xslt(false), undefined);
  assert.equal(xslt(null), undefined);
  assert.deepEqual(mapBlogOptions({ feedOptions: { xslt: true } }).unmapped, []);
});

test('a local plugin that extends the blog plugin (Docusaurus\' "extending the blog" pattern) is read as the blog, with its options', async () => {
  const site = tempDir('blog-local-plugin');
  fs.cpSync(fixture, site, { recursive: true });
  fs.mkdirSync(path.join(site, 'plugins'));
  fs.writeFileSync(
    path.join(site, 'plugins/news.js'),
    [
      "const blogPlugin = require('@docusaurus/plugin-content-blog');",
      'module.exports = async function news(context, options) {',
      '  const instance = await blogPlugin.default(context, options);',
      '  return { ...instance, name: "news" };',
      '};',
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(site, 'docusaurus.config.js'),
    `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { path: 'docs' }, blog: false }]],
  plugins: [['./plugins/news', { blogTitle: 'News', postsPerPage: 2, showReadingTime: false }]] };\n`,
  );
  const to = tempDir('blog-local-plugin-out');
  const report = await importDocusaurus(site, to);
  assert.deepEqual(report.pluginsReadAsContent, [{ name: './plugins/news', as: '@docusaurus/plugin-content-blog' }]);
  assert.equal(report.blog?.posts, 5);
  const config = JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8'));
  assert.equal(config.blog.blogTitle, 'News');
  const built = buildSite(
    { rootDir: process.cwd(), contentDir: to, configFile: path.join(to, 'site.config.json'), versionsFile: path.join(to, 'versions.json') },
    { gitDates: false, plugins },
  );
  const ours = Object.keys(built.index.blog!.routes)
    .map((u) => decodeURI(u).replace(/(.)\/$/, '$1'))
    .sort();
  assert.deepEqual(ours, (await docusaurusRoutes(site)).filter((u) => u.startsWith('/blog')).sort());
});

test('several blog plugin instances: each its own blog, with its folder, routes, tags, archive and translations', async () => {
  const site = tempDir('blog-instances');
  fs.cpSync(fixture, site, { recursive: true });
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
    fs.writeFileSync(path.join(site, rel), text);
  };
  write('changelog/2024-02-03-v1.md', '---\ntitle: Version 1\ntags: [release]\n---\n\nThe first version.\n');
  write('changelog/2024-03-04-v1.1.md', '---\ntitle: Version 1.1\ntags: [release, fix]\n---\n\nFixes.\n');
  write('plugins/remark-noop.js', 'module.exports = function remarkNoop() { return () => {}; };\n');
  write('meetups/spring.md', '---\ntitle: Spring meetup\ndate: 2024-04-05\n---\n\nSee [the release](/changes/2024/02/03/v1).\n');
  // (A translation keeps the post's own keys: its date and authors, as the default locale's post does.)
  write(
    'i18n/de/docusaurus-plugin-content-blog-changelog/2024-02-03-v1.md',
    '---\ntitle: Version 1 (de)\ndate: 2024-02-05\nauthors: [{ name: Ada }]\ntags: [release]\n---\n\nDie erste.\n',
  );
  write(
    'docusaurus.config.js',
    `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'de'] },
  presets: [['classic', { docs: { path: 'docs' }, blog: { postsPerPage: 2 } }]],
  plugins: [
    ['@docusaurus/plugin-content-blog', { id: 'changelog', path: './changelog', routeBasePath: 'changes', postsPerPage: 'ALL', blogTitle: 'Changes',
      remarkPlugins: [require('./plugins/remark-noop.js')] }],
    ['@docusaurus/plugin-content-blog', { id: 'meetups', path: 'meetups', routeBasePath: '/meetups/', archiveBasePath: null }],
    ['@docusaurus/plugin-content-blog', { id: 'empty', path: 'no-such-folder', routeBasePath: 'empty' }],
  ] };\n`,
  );
  write('i18n/en/docusaurus-plugin-content-blog-changelog/2024-02-03-v1.md', '---\ntitle: Version one\n---\n\nThe first.\n');
  const to = tempDir('blog-instances-out');
  const report = await importDocusaurus(site, to);
  assert.deepEqual(report.blog, { path: 'blog', posts: 5, authors: 2, tags: 1 });
  // The instance without a folder publishes nothing in Docusaurus: it is left out.
  assert.deepEqual(report.otherBlogs, [
    { id: 'changelog', path: 'changelog', posts: 2, authors: 0, tags: 0 },
    { id: 'meetups', path: 'meetups', posts: 1, authors: 0, tags: 0 },
  ]);
  const config = JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8'));
  assert.deepEqual(
    (config.blog as { id?: string; routeBasePath?: string }[]).map((b) => [b.id, b.routeBasePath]),
    [
      [undefined, undefined],
      ['changelog', 'changes'],
      ['meetups', 'meetups'],
    ],
  );
  // The default locale's own translations, which Docusaurus reads first, are applied and said in the report.
  assert.ok(report.locales?.some((l) => l.locale === 'en' && l.note?.startsWith('default locale en: its translations applied')));
  // Its remark plugins run on its own posts only.
  assert.deepEqual(config.markdownPlugins, [{ kind: 'remark', stage: 'default', module: './plugins/remark-noop.js', appliesTo: ['blog:changelog'] }]);
  // The instance's translations folder is its own (docusaurus-plugin-content-blog-<id>).
  assert.ok(fs.existsSync(path.join(to, 'i18n/de/changelog/2024-02-03-v1.md')));

  const built = buildSite(
    { rootDir: process.cwd(), contentDir: to, configFile: path.join(to, 'site.config.json'), versionsFile: path.join(to, 'versions.json') },
    { gitDates: false, plugins },
  );
  const blogs = [built.index.blog!, ...(built.index.otherBlogs ?? [])];
  assert.deepEqual(
    blogs.map((b) => [b.config.id, b.url, b.posts.length]),
    [
      ['default', '/blog/', 4],
      ['changelog', '/changes/', 2],
      ['meetups', '/meetups/', 1],
    ],
  );
  assert.deepEqual(
    blogs.map((b) => b.posts[0].doc.set),
    ['blog', 'blog:changelog', 'blog:meetups'],
  );
  const ours = blogs
    .flatMap((b) => Object.keys(b.routes))
    .map((u) => decodeURI(u).replace(/(.)\/$/, '$1'))
    .sort();
  const theirs = (await docusaurusRoutes(site)).filter((u) => !u.startsWith('/docs') && !/^\/(src|$)/.test(u)).sort();
  assert.deepEqual(ours, theirs);
  assert.ok(
    theirs.includes('/changes/tags/fix') && theirs.includes('/changes/archive') && !theirs.includes('/meetups/archive') && !theirs.includes('/changes/page/2'),
  );
  // Each blog in the other locale too, from its translation or the default locale's file.
  const de = built.index.localeBlogs!.map((b) => b.url);
  assert.deepEqual(de.sort(), ['/de/blog/', '/de/changes/', '/de/meetups/']);
  const translated = built.index.localeBlogs!.find((b) => b.url === '/de/changes/')!.posts.find((p) => p.url === '/de/changes/2024/02/03/v1/');
  assert.equal(translated?.title, 'Version 1 (de)');
  assert.equal(translated?.date.slice(0, 10), '2024-02-05');
  assert.deepEqual(
    translated?.authors.map((a) => a.name),
    ['Ada'],
  );
});

test('a blog with no folder or no post publishes its list page, empty, from Docusaurus 3.10 on (routes.ts paginates to at least one page), and nothing before', async () => {
  for (const [core, listed] of [
    ['3.10.1', true],
    ['3.9.2', false],
    ['^3.7.0', true],
  ] as const) {
    const site = tempDir('blog-no-folder');
    fs.mkdirSync(path.join(site, 'docs'));
    fs.writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n');
    fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': core } }));
    // (A folder with no post in it is no different: a `_` file is not one.)
    if (core === '3.9.2') fs.mkdirSync(path.join(site, 'blog'));
    if (core === '3.9.2') fs.writeFileSync(path.join(site, 'blog/_shared.md'), 'Shared text.\n');
    fs.writeFileSync(
      path.join(site, 'docusaurus.config.js'),
      "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { path: 'docs' } }]] };\n",
    );
    const to = tempDir('blog-no-folder-out');
    await importDocusaurus(site, to);
    const built = buildSite(
      { rootDir: process.cwd(), contentDir: to, configFile: path.join(to, 'site.config.json'), versionsFile: path.join(to, 'versions.json') },
      { gitDates: false, plugins },
    );
    const ours = Object.keys(built.index.blog?.routes ?? {}).map((u) => u.replace(/(.)\/$/, '$1'));
    assert.deepEqual(ours, listed ? ['/blog'] : [], core);
    assert.deepEqual(
      (await docusaurusRoutes(site)).filter((u) => u.startsWith('/blog')),
      listed ? ['/blog'] : [],
      core,
    );
  }
});

test("Docusaurus before 3.5 publishes no authors list or author pages: authors.yml only names a post's authors", async () => {
  for (const [core, expected] of [
    ['2.4.1', ['/blog', '/blog/2024/01/02/hello', '/blog/archive']],
    ['3.5.0', ['/blog', '/blog/2024/01/02/hello', '/blog/archive', '/blog/authors', '/blog/authors/ada']],
  ] as const) {
    const site = tempDir('blog-authors');
    fs.mkdirSync(path.join(site, 'blog'), { recursive: true });
    fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': core } }));
    fs.writeFileSync(path.join(site, 'blog/authors.yml'), 'ada:\n  name: Ada\n  page: true\n');
    fs.writeFileSync(path.join(site, 'blog/2024-01-02-hello.md'), '---\ntitle: Hello\nauthors: [ada]\n---\n\nHi.\n');
    fs.writeFileSync(
      path.join(site, 'docusaurus.config.js'),
      "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: false }]] };\n",
    );
    assert.deepEqual((await docusaurusRoutes(site)).filter((u) => u.startsWith('/blog')).sort(), expected, core);
  }
});
