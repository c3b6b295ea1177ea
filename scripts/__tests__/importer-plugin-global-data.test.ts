/**
 * A site's own plugin that loads content and hands it to its components as global data
 * (`contentLoaded({ content, actions: { setGlobalData } })`, read with `usePluginData(name)`): the
 * import runs its lifecycle once per locale, as Docusaurus builds each locale, and the components'
 * bundle answers `@docusaurus/useGlobalData` with what it set. A plugin that makes a content plugin's
 * instance only to read its posts is run so, not read as that content plugin.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { localeContexts, runLocalPlugins } from '../../plugins/docusaurus/importer/local-plugins';
import { onlyReadsContent, unwrapLocalContentPlugins } from '../../plugins/docusaurus/importer/presets';
import { packageRanges } from '../../plugins/docusaurus/importer/workspace-packages';
import { GLOBAL_DATA_FILE } from '../../plugins/docusaurus/site-components/global-data';
import type { DocusaurusSiteConfig } from '../../plugins/docusaurus/site-components/site-config-view';
import { LocaleMessagesProvider } from '../../components/layout/locale-messages';
import { tempDir } from '../../test/temp-dir';
import { docuHash } from '../../plugins/docusaurus/importer/docu-hash';
import { bundleSiteModule } from '../../test/site-bundle';

const BLOG = '@docusaurus/plugin-content-blog';

test('a module that only reads a content plugin instance is its own plugin; one that spreads or returns it extends it', () => {
  const reads = [
    `const blog = require('${BLOG}');`,
    'module.exports = async function recent(context, options) {',
    "  const inner = await blog.default(context, { ...options, id: 'inner' });",
    "  return { name: 'recent', async loadContent() { return inner.loadContent(); }, contentLoaded({ content, actions }) { actions.setGlobalData(content); } };",
    '};',
  ].join('\n');
  assert.equal(onlyReadsContent(reads, BLOG), true);
  assert.equal(onlyReadsContent(reads.replace("return { name: 'recent',", "return { ...inner, name: 'recent',"), BLOG), false);
  assert.equal(onlyReadsContent(reads.replace('actions.setGlobalData(content);', 'await inner.contentLoaded({ content, actions });'), BLOG), false);
  assert.equal(onlyReadsContent(`import blog from '${BLOG}';\nexport default async (ctx, o) => { const b = await blog(ctx, o); return b; };`, BLOG), false);

  const site = tempDir('reads-content');
  fs.mkdirSync(path.join(site, 'plugins'));
  fs.writeFileSync(path.join(site, 'plugins/recent.js'), reads);
  const entry = ['./plugins/recent', {}];
  assert.deepEqual(unwrapLocalContentPlugins([entry], site), { plugins: [entry], wrapped: [] });

  // One that extends the blog with routes of its own is read as the blog, and its module is run too, for those routes.
  fs.writeFileSync(
    path.join(site, 'plugins/categories.js'),
    [
      `const blog = require('${BLOG}');`,
      'module.exports = async function categories(context, options) {',
      '  const inner = await blog.default(context, options);',
      "  return { ...inner, async contentLoaded(data) { data.actions.addRoute({ path: '/blog/category/a', component: '@site/src/Category' }); return inner.contentLoaded(data); } };",
      '};',
    ].join('\n'),
  );
  assert.deepEqual(unwrapLocalContentPlugins([['./plugins/categories', { postsPerPage: 4 }]], site), {
    plugins: [[BLOG, { postsPerPage: 4 }]],
    wrapped: [
      {
        name: './plugins/categories',
        as: BLOG,
        module: './plugins/categories.js',
        position: 0,
        options: { postsPerPage: 4 },
        addsRoutes: true,
        writesData: false,
      },
    ],
  });
});

test("the site's plugin runs loadContent and contentLoaded for each locale; what it sets is global data by locale, name and id", async () => {
  const site = tempDir('global-data-site');
  const to = tempDir('global-data-imported');
  const plugin = [
    "const fs = require('node:fs');",
    "const path = require('node:path');",
    'function jobs(context, options) {',
    '  const locale = context.i18n.currentLocale;',
    "  const dir = locale === context.i18n.defaultLocale ? path.join(context.siteDir, 'jobs') : path.join(context.localizationDir, 'jobs');",
    '  return {',
    "    name: 'jobs-data',",
    '    async loadContent() {',
    "      return fs.readdirSync(dir).sort().map((f) => ({ title: fs.readFileSync(path.join(dir, f), 'utf8').trim(), perPage: options.perPage, at: context.baseUrl }));",
    '    },',
    '    async contentLoaded({ content, actions }) {',
    "      const file = await actions.createData('jobs.json', JSON.stringify(content));",
    // A page of the site's component with its data module as a prop; one with a post's Markdown (and the metadata its content plugin wrote for it); one with code, which is not data.
    "      actions.addRoute({ path: context.baseUrl + 'jobs-list', component: '@site/src/Jobs', modules: { listing: { jobs: file } }, exact: true });",
    "      actions.addRoute({ path: context.baseUrl + 'jobs-post', component: '@site/src/Jobs', modules: { content: { __import: true, path: '@site/blog/a.md', query: { truncated: true } } } });",
    `      await actions.createData('${docuHash('@site/blog/a.md')}.json', { permalink: context.baseUrl + 'blog/a' });`,
    "      actions.addRoute({ path: context.baseUrl + 'jobs-code', component: '@site/src/Jobs', modules: { code: '@site/src/Jobs.js' } });",
    '      actions.setGlobalData({ jobs: content, dataFile: path.basename(file) });',
    '    },',
    '  };',
    '}',
    // Docusaurus normalizes the options with the module's validateOptions first.
    'jobs.validateOptions = ({ validate, options }) => validate({ validate: (v) => ({ value: { perPage: 10, ...v } }) }, options);',
    'module.exports = jobs;',
  ].join('\n');
  for (const dir of [site, to]) fs.mkdirSync(path.join(dir, 'plugins'), { recursive: true });
  fs.writeFileSync(path.join(site, 'plugins/jobs.js'), plugin);
  fs.writeFileSync(path.join(to, 'plugins/jobs.js'), plugin);
  fs.mkdirSync(path.join(site, 'jobs'));
  fs.writeFileSync(path.join(site, 'jobs/a.txt'), 'Writer');
  fs.writeFileSync(path.join(site, 'jobs/b.txt'), 'Editor');
  fs.mkdirSync(path.join(site, 'i18n/fr/jobs'), { recursive: true });
  fs.writeFileSync(path.join(site, 'i18n/fr/jobs/a.txt'), 'Rédacteur');
  fs.mkdirSync(path.join(site, 'src'));
  fs.writeFileSync(path.join(site, 'src/Jobs.js'), "import './jobs.css';\nexport default function Jobs({ listing }) { return listing.jobs.length; }\n");
  fs.writeFileSync(path.join(site, 'src/jobs.css'), '.jobs { color: teal; }\n');
  fs.writeFileSync(path.join(to, 'site.config.json'), '{}');
  const raw = { baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };
  const plugins = [{ module: './plugins/jobs.js' }];
  fs.mkdirSync(path.join(site, 'blog'));
  fs.writeFileSync(path.join(site, 'blog/a.md'), '# A\n\nA post.\n');
  const warnings = await runLocalPlugins(site, to, plugins, localeContexts(raw, site, undefined));
  assert.deepEqual(warnings, [
    {
      file: './plugins/jobs.js',
      message:
        'its contentLoaded adds 2 route(s) (/jobs-code, /fr/jobs-code) the engine does not publish: its module @site/src/Jobs.js is code, not JSON data or Markdown',
    },
  ]);
  const en = [
    { title: 'Writer', perPage: 10, at: '/' },
    { title: 'Editor', perPage: 10, at: '/' },
  ];
  const fr = [{ title: 'Rédacteur', perPage: 10, at: '/fr/' }];
  const jobsRoute = { plugin: { name: 'jobs-data', id: 'default' } };
  assert.deepEqual(plugins[0], {
    module: './plugins/jobs.js',
    wrote: [],
    lifecycle: ['loadContent', 'contentLoaded'],
    // (Its name and id, and its routes' components as it named them, are what postBuild's routes say: post-build-props.ts.)
    name: 'jobs-data',
    id: 'default',
    routes: ['/jobs-list', '/jobs-post', '/jobs-code', '/fr/jobs-list', '/fr/jobs-post', '/fr/jobs-code'],
    routeComponents: Object.fromEntries(
      ['/jobs-list', '/jobs-post', '/jobs-code', '/fr/jobs-list', '/fr/jobs-post', '/fr/jobs-code'].map((p) => [p, '@site/src/Jobs']),
    ),
    // (Each with its route context: the plugin's name and id, core server/plugins/actions.ts.)
    pages: [
      { url: '/jobs-list', component: 'src/Jobs.js', props: { listing: { jobs: en } }, context: jobsRoute },
      {
        url: '/jobs-post',
        component: 'src/Jobs.js',
        props: { content: { __markdown: 'blog/a.md', truncated: true, metadata: { permalink: '/blog/a' } } },
        context: jobsRoute,
      },
      { url: '/fr/jobs-list', component: 'src/Jobs.js', props: { listing: { jobs: fr } }, context: jobsRoute },
      {
        url: '/fr/jobs-post',
        component: 'src/Jobs.js',
        props: { content: { __markdown: 'blog/a.md', truncated: true, metadata: { permalink: '/fr/blog/a' } } },
        context: jobsRoute,
      },
    ],
    unpublished: [
      { url: '/jobs-code', why: 'its module @site/src/Jobs.js is code, not JSON data or Markdown' },
      { url: '/fr/jobs-code', why: 'its module @site/src/Jobs.js is code, not JSON data or Markdown' },
    ],
    globalData: ['en', 'fr'],
  });
  // Published as pages of the site: listed in its config with their props' files, their component copied with what it imports.
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8')).pluginPages, [
    { url: '/jobs-list', component: 'src/Jobs.js', props: 'plugin-pages/0.json', plugin: './plugins/jobs.js', context: jobsRoute },
    { url: '/jobs-post', component: 'src/Jobs.js', props: 'plugin-pages/1.json', plugin: './plugins/jobs.js', context: jobsRoute },
    { url: '/fr/jobs-list', component: 'src/Jobs.js', props: 'plugin-pages/2.json', plugin: './plugins/jobs.js', context: jobsRoute },
    { url: '/fr/jobs-post', component: 'src/Jobs.js', props: 'plugin-pages/3.json', plugin: './plugins/jobs.js', context: jobsRoute },
  ]);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, 'plugin-pages/2.json'), 'utf8')), { listing: { jobs: fr } });
  assert.ok(fs.existsSync(path.join(to, 'src/Jobs.js')) && fs.existsSync(path.join(to, 'src/jobs.css')));
  const data = JSON.parse(fs.readFileSync(path.join(to, GLOBAL_DATA_FILE), 'utf8'));
  assert.deepEqual(data, {
    en: {
      'jobs-data': {
        default: {
          jobs: [
            { title: 'Writer', perPage: 10, at: '/' },
            { title: 'Editor', perPage: 10, at: '/' },
          ],
          dataFile: 'jobs.json',
        },
      },
    },
    fr: { 'jobs-data': { default: { jobs: [{ title: 'Rédacteur', perPage: 10, at: '/fr/' }], dataFile: 'jobs.json' } } },
  });
  // createData wrote where Docusaurus writes: <generatedFilesDir>/<name>/<id>/.
  assert.ok(fs.existsSync(path.join(site, '.docusaurus/jobs-data/default/jobs.json')));
});

test("usePluginData and useGlobalData answer a component with its page's locale's global data", async () => {
  const site = tempDir('global-data-bundle');
  fs.mkdirSync(path.join(site, 'src'));
  fs.writeFileSync(
    path.join(site, 'src/Jobs.js'),
    [
      "import useGlobalData, { usePluginData } from '@docusaurus/useGlobalData';",
      "import useDocusaurusContext from '@docusaurus/useDocusaurusContext';",
      'export default function Jobs() {',
      "  const { jobs } = usePluginData('jobs-data');",
      "  const ids = Object.keys(useGlobalData()['jobs-data']).join();",
      "  const same = useDocusaurusContext().globalData['jobs-data'].default.jobs === jobs;",
      "  return jobs.map((j) => j.title).join(', ') + ' ' + ids + ' ' + same;",
      '}',
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(site, GLOBAL_DATA_FILE),
    JSON.stringify({ en: { 'jobs-data': { default: { jobs: [{ title: 'Writer' }] } } }, fr: { 'jobs-data': { default: { jobs: [{ title: 'Rédacteur' }] } } } }),
  );
  const i18n = { defaultLocale: 'en', locales: ['en', 'fr'], path: 'i18n', localeConfigs: {} } as unknown as DocusaurusSiteConfig['i18n'];
  const bundle = await bundleSiteModule(site, 'src/Jobs.js', { i18n });
  const { default: Jobs } = await bundle.load<{ default: () => string }>();
  assert.equal(renderToStaticMarkup(createElement(Jobs)), 'Writer default true');
  const fr = createElement(LocaleMessagesProvider, { locale: { name: 'fr', path: 'fr', messages: {} }, children: createElement(Jobs) });
  assert.equal(renderToStaticMarkup(fr), 'Rédacteur default true');
});

test('a package the site has only through another one is found at the version its yarn.lock installed (Node finds it hoisted)', () => {
  const site = tempDir('yarn-lock');
  fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/preset-classic': '2.4.1' } }));
  fs.writeFileSync(
    path.join(site, 'yarn.lock'),
    [
      '# yarn lockfile v1',
      '',
      '"@docusaurus/plugin-content-blog@2.4.1":',
      '  version "2.4.1"',
      '  dependencies:',
      '    tslib "^2.4.0"',
      '',
      'tslib@^1.9.0:',
      '  version "1.14.1"',
      '',
      'tslib@^2.0.0, tslib@^2.4.0:',
      '  version "2.6.0"',
      '',
    ].join('\n'),
  );
  const { ranges } = packageRanges(site);
  assert.equal(ranges['@docusaurus/plugin-content-blog'], '2.4.1');
  assert.equal(ranges.tslib, '2.6.0');
  assert.equal(ranges['@docusaurus/preset-classic'], '2.4.1');
  // Berry's format.
  fs.writeFileSync(path.join(site, 'yarn.lock'), '__metadata:\n  version: 6\n\n"clsx@npm:^1.2.1":\n  version: 1.2.1\n  resolution: "clsx@npm:1.2.1"\n');
  assert.equal(packageRanges(site).ranges.clsx, '1.2.1');
});

test("a module that extends a content plugin publishes the routes it adds itself; the content plugin's own (its theme's components) are the engine's", async () => {
  const site = tempDir('extends-site');
  const to = tempDir('extends-imported');
  const plugin = [
    'module.exports = function ext() {',
    '  return {',
    "    name: 'docusaurus-plugin-content-blog',",
    '    async contentLoaded({ actions }) {',
    "      actions.addRoute({ path: '/blog/category/a', component: '@site/src/Jobs' });",
    "      actions.addRoute({ path: '/blog', component: '@theme/BlogListPage', modules: { sidebar: '~blog/default/blog-post-list-prop-default.json' } });",
    '    },',
    '  };',
    '};',
  ].join('\n');
  for (const dir of [site, to]) {
    fs.mkdirSync(path.join(dir, 'plugins'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'plugins/ext.js'), plugin);
  }
  fs.mkdirSync(path.join(site, 'src'));
  fs.writeFileSync(path.join(site, 'src/Jobs.js'), 'export default function Jobs() { return null; }\n');
  fs.writeFileSync(path.join(to, 'site.config.json'), '{}');
  const plugins = [{ module: './plugins/ext.js', extends: BLOG }];
  assert.deepEqual(await runLocalPlugins(site, to, plugins, localeContexts({ baseUrl: '/' }, site, undefined)), []);
  const listed = () => JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8')).pluginPages as { url: string; replaces?: true }[];
  assert.deepEqual(
    listed().map((p) => p.url),
    ['/blog/category/a'],
  );
  // It ran the content plugin's own routes too: its own page is one more route, which stands in for none of the content's.
  assert.equal(listed()[0].replaces, undefined);
  // A module whose contentLoaded adds only its own routes replaced the plugin's: they stand in for the content's pages at their URLs
  // (answer-website's blog: its post pages are its own component's), which the engine's index serves without a duplicate warning.
  for (const dir of [site, to]) fs.writeFileSync(path.join(dir, 'plugins/ext.js'), plugin.replace(/\n.*@theme\/BlogListPage.*/, ''));
  fs.writeFileSync(path.join(to, 'site.config.json'), '{}');
  const own = [{ module: './plugins/ext.js', extends: BLOG }];
  assert.deepEqual(await runLocalPlugins(site, to, own, localeContexts({ baseUrl: '/' }, site, undefined)), []);
  assert.deepEqual(
    listed().map((p) => [p.url, p.replaces]),
    [['/blog/category/a', true]],
  );
});
