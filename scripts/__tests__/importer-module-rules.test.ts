/**
 * Module rules a site's plugins give webpack (configureWebpack `module.rules`): read at import
 * (plugins/docusaurus/importer/webpack-module-rules.ts) and applied to the components' bundle as
 * webpack applies them, the site's loaders run by webpack's loader-runner
 * (plugins/docusaurus/site-components/module-rules.ts), on test/fixtures/docusaurus-module-rules.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { runLocalPlugins } from '../../plugins/docusaurus/importer/local-plugins';
import { readConfigureWebpack } from '../../plugins/docusaurus/importer/webpack-aliases';
import { rulesFor } from '../../plugins/docusaurus/site-components/module-rules';
import { MODULE_VALUE, reviveModuleValues } from '../../plugins/docusaurus/site-components/module-values';
import { readWebpackRules } from '../../plugins/docusaurus/site-components/webpack-rules';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';
import { unpackPackage } from '../lib/create-docusaurus';

const site = path.resolve('test/fixtures/docusaurus-module-rules');
const work = tempDir('module-rules-packages');
const RESOLVER_PACKAGES = [
  ['enhanced-resolve', '5.18.1'],
  ['tapable', '2.2.1'],
  ['graceful-fs', '4.2.11'],
] as const;

test('module rules are read from what configureWebpack pushes and returns; a rule the engine cannot carry over is named', () => {
  const plugin = {
    configureWebpack(config: { module: { rules: unknown[] } }) {
      config.module.rules.push({ test: /\.txt$/, type: 'asset/source' });
      return {
        module: {
          rules: [
            { test: /\.ya?ml$/, use: 'yaml-loader' },
            { test: [/\.a$/, /\.b$/i], use: ['x-loader', 'y-loader?z=1', { loader: '/site/loaders/w.js', options: { n: 1 } }] },
            { test: /\.css$/, use: 'extra-css-loader' },
            { test: /\.q$/, oneOf: [] },
            { test: /\.r$/, use: { loader: 'r-loader', options: { f: () => 1 } } },
            { test: /\.bin$/, type: 'asset/resource' },
            { test: { and: [/\.data$/], not: /secret/ }, use: 'data-loader' },
            { test: /\.s$/, loader: 's-loader?x=1' },
            {
              test: /\.mdx?$/i,
              include: ['/site/news/'],
              use: [{}, { loader: '/site/node_modules/@docusaurus/mdx-loader/lib/index.js', options: { f: () => 1 } }],
            },
          ],
          noParse: /x/,
        },
      };
    },
  };
  const read = readConfigureWebpack(plugin, undefined, '/site')!;
  const client = read.rules!.moduleRules.filter((r) => r.side === 'client').slice(0, 3);
  assert.deepEqual(client, [
    { side: 'client', test: { regexp: '\\.txt$', flags: '' }, loaders: [], type: 'asset/source' },
    { side: 'client', test: { regexp: '\\.ya?ml$', flags: '' }, loaders: [{ loader: 'yaml-loader' }] },
    {
      side: 'client',
      test: {
        any: [
          { regexp: '\\.a$', flags: '' },
          { regexp: '\\.b$', flags: 'i' },
        ],
      },
      loaders: [{ loader: 'x-loader' }, { loader: 'y-loader?z=1' }, { site: 'loaders/w.js', options: { n: 1 } }],
    },
  ]);
  // Both sides, as Docusaurus calls it for the client bundle and the server's.
  assert.equal(read.rules!.moduleRules.filter((r) => r.side === 'server').length, 4);
  assert.deepEqual(read.other, [
    'module.noParse',
    "module.rules[3] (it takes .css files, which Docusaurus' own loaders take too)",
    'module.rules[4] (sets oneOf)',
    'module.rules[5] (its use is a function or not data)',
    'module.rules[6] (its type asset/resource publishes a file)',
    "module.rules[8] (webpack refuses a loader with ! or a query ('use', 'options' instead))",
    "module.rules[9] (Docusaurus' mdx-loader: a content plugin's Markdown)",
  ]);
  assert.deepEqual(read.rules!.moduleRules.find((r) => r.side === 'client' && 'all' in r.test!)?.test, {
    all: [{ all: [{ regexp: '\\.data$', flags: '' }] }, { not: { regexp: 'secret', flags: '' } }],
  });
});

test("a rule's issuer, its place before Docusaurus' own rules, and a module's exports among its options are read (plugin-ideal-image's rule)", () => {
  const runner = createRequire(import.meta.url)('loader-runner') as { runLoaders: unknown };
  const plugin = {
    configureWebpack() {
      return {
        mergeStrategy: { 'module.rules': 'prepend' },
        module: {
          rules: [
            {
              test: /\.(?:png|jpe?g)$/i,
              issuer: { and: [/\.jsx?$/i] },
              use: [{ loader: 'sizes-loader', options: { adapter: runner.runLoaders, width: 640 } }],
            },
          ],
        },
      };
    },
  };
  const read = readConfigureWebpack(plugin, undefined, '/site')!;
  assert.deepEqual(read.other, []);
  const [rule] = read.rules!.moduleRules.filter((r) => r.side === 'client');
  assert.equal(rule.prepended, true);
  assert.deepEqual(rule.issuer, { all: [{ all: [{ regexp: '\\.jsx?$', flags: 'i' }] }] });
  // (The adapter travels as the module it is, and is that module's export again where the loader runs.)
  const options = rule.loaders[0].options as { adapter: Record<string, unknown> };
  assert.deepEqual(options.adapter, { [MODULE_VALUE]: createRequire(import.meta.url).resolve('loader-runner'), export: 'runLoaders' });
  assert.equal((reviveModuleValues(options) as { adapter: unknown }).adapter, runner.runLoaders);
  // A stylesheet's image is not the rule's; a component's is.
  const folders = { content: '/content', own: '/site' };
  assert.equal(rulesFor([rule], '/site/src/a.png', '', folders, '/site/src/a.css').length, 0);
  assert.equal(rulesFor([rule], '/site/src/a.png', '', folders, '/site/src/Card.jsx').length, 1);
  assert.equal(rulesFor([rule], '/site/src/a.png', '', folders).length, 0);
});

test('a rule takes a file its test, include and exclude all let through, and a query its resourceQuery matches', () => {
  const folders = { content: '/content', own: '/site' };
  const rule = {
    side: 'client' as const,
    test: { regexp: '\\.terms$', flags: '' },
    include: { site: 'src' },
    exclude: { regexp: 'drafts', flags: '' },
    loaders: [{ loader: 'terms' }],
  };
  assert.equal(rulesFor([rule], '/site/src/data/a.terms', '', folders).length, 1);
  assert.equal(rulesFor([rule], '/content/src/data/a.terms', '', folders).length, 1, "the content folder's copy of a site file");
  assert.equal(rulesFor([rule], '/site/src/drafts/a.terms', '', folders).length, 0);
  assert.equal(rulesFor([rule], '/site/docs/a.terms', '', folders).length, 0);
  // (webpack's string condition is a prefix of the path, a folder's or not.)
  assert.equal(rulesFor([rule], '/site/srcx/a.terms', '', folders).length, 1);
  const raw = { ...rule, include: undefined, exclude: undefined, resourceQuery: { regexp: 'raw', flags: '' } };
  assert.equal(rulesFor([raw], '/site/a.terms', '?raw', folders).length, 1);
  assert.equal(rulesFor([raw], '/site/a.terms', '', folders).length, 0);
  const notSecret = { ...raw, resourceQuery: undefined, test: { all: [{ regexp: '\\.terms$', flags: '' }, { not: { regexp: 'secret', flags: '' } }] } };
  assert.equal(rulesFor([notSecret], '/site/a.terms', '', folders).length, 1);
  assert.equal(rulesFor([notSecret], '/site/secret/a.terms', '', folders).length, 0);
});

test("the site's loaders run on the files its rules take, chained as webpack chains them, with their options", async () => {
  const copy = tempDir('module-rules-site');
  fs.cpSync(site, copy, { recursive: true });
  const to = tempDir('module-rules-imported');
  const report = await importDocusaurus(copy, to);
  // webpack's resolver, which a Docusaurus site installs with webpack (here the imported folder's install): what a loader's getResolve runs.
  for (const [name, version] of RESOLVER_PACKAGES) fs.cpSync(unpackPackage(work, version, name), path.join(to, 'node_modules', name), { recursive: true });
  const warnings = await runLocalPlugins(copy, to, report.localPlugins!, { siteDir: copy, siteConfigPath: path.join(copy, 'docusaurus.config.js') });
  const rules = readWebpackRules(to).moduleRules.filter((r) => r.side === 'client');
  assert.deepEqual(
    rules.map((r) => r.test),
    [
      { regexp: '\\.txt$', flags: '' },
      { regexp: '\\.shout$', flags: 'i' },
      { regexp: '\\.tone$', flags: '' },
      { regexp: '\\.terms$', flags: '' },
    ],
  );
  // Only the rules the engine cannot carry over are in the report, each by its place.
  const lines = [...report.warnings, ...warnings].filter((w) => /configureWebpack/.test(w.message)).map((w) => w.message);
  assert.deepEqual(lines, [
    "its configureWebpack sets module.rules[2] (it takes .svg files, which Docusaurus' own loaders take too), module.rules[3] (its use is a function or not data), which the engine's bundler does not apply",
  ]);
  const page = await bundleSiteModule(to, 'src/pages/index.js');
  // (Loading the bundle links the engine's install in its place, with the React it shares.)
  fs.rmSync(path.join(to, 'node_modules'), { recursive: true });
  const { default: Home } = await page.load<{ default: ComponentType }>();
  const html = renderToStaticMarkup(createElement(Home));
  // (The shout loader found its file by webpack's resolver, from the site's install, as the loader's context gives it.)
  assert.match(html, /<p class="greeting">HELLO LOADERS! \[\.\/src\/data\/greeting\.shout\] \(greeting\.shout\)<\/p>/);
  assert.match(html, /<p class="note">plain text, as written<\/p>/);
  // (Docusaurus' style loaders over the tone loader's CSS: a CSS module, its class's name local to the file.)
  assert.match(html, /<span class="[\w-]*badge[\w-]*">teal<\/span>/);
  assert.deepEqual(rules.find((r) => r.css)?.loaders.length, 1);
  assert.match(html, /<dt>vcluster<\/dt><dd>a virtual cluster<\/dd><dt>syncer<\/dt><dd>the part that copies resources<\/dd>/);
});
