/**
 * Module aliases a site's plugins give webpack (configureWebpack `resolve.alias`, a built-in's
 * `resolve.fallback`), as Docusaurus merges them into its client config: the import copies the files
 * they name and writes them, pointed into the imported folder, to site.config.json `resolveAlias`;
 * the engine's bundler resolves the aliased specifiers as webpack does (test/fixtures/docusaurus-webpack-alias).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { runLocalPlugins } from '../../plugins/docusaurus/importer/local-plugins';
import { matchAlias } from '../../plugins/docusaurus/site-components/resolve';
import { environmentDefinitions, readConfigureWebpack } from '../../plugins/docusaurus/importer/webpack-aliases';
import { bundleSiteModule } from '../../test/site-bundle';
import { providedNamesInject } from '../../plugins/docusaurus/site-components/webpack-rules';
import { build } from 'esbuild';
import { tempDir } from '../../test/temp-dir';

const fixture = path.resolve('test/fixtures/docusaurus-webpack-alias');
const site = path.join(fixture, 'site');

test("webpack's alias matching: the key or the key and a path; a key ending in $ only itself", () => {
  const aliases = { '@examples/widget': '/x/src', 'heavy-chart$': false as const };
  assert.deepEqual(matchAlias('@examples/widget/Widget', aliases), { target: '/x/src', rest: '/Widget' });
  assert.deepEqual(matchAlias('@examples/widget', aliases), { target: '/x/src', rest: '' });
  assert.equal(matchAlias('@examples/widgets', aliases), undefined);
  assert.deepEqual(matchAlias('heavy-chart', aliases), { target: false, rest: '' });
  assert.equal(matchAlias('heavy-chart/lite', aliases), undefined);
});

test('configureWebpack is read from what it changes and what it returns; fallbacks only for built-ins', () => {
  const plugin = {
    configureWebpack(config: { resolve: { alias: Record<string, string> } }) {
      config.resolve.alias.a = '/changed';
      return {
        resolve: { alias: [{ name: 'b', alias: ['/first', '/second'], onlyModule: true }], fallback: { path: false, 'no-builtin': false } },
        plugins: [],
      };
    },
  };
  assert.deepEqual(readConfigureWebpack(plugin), { aliases: { a: '/changed', b$: '/first', path: false }, other: [] });
  assert.equal(readConfigureWebpack({ name: 'no-webpack' }), undefined);
});

test("configureWebpack's module replacements and defines are read for each side, as Docusaurus calls it for the client and the server bundle", () => {
  // As docusaurus-theme-redoc gives them: one replacement on both sides, one on the server's alone, defines as code.
  const plugin = {
    configureWebpack(
      _config: unknown,
      isServer: boolean,
      { currentBundler }: { currentBundler: { instance: Record<string, new (...a: unknown[]) => unknown> } },
    ) {
      const bundler = currentBundler.instance;
      return {
        plugins: [
          new bundler.NormalModuleReplacementPlugin(/^tty$/, '/pkg/dist/tty.js'),
          new bundler.DefinePlugin({
            'process.platform': JSON.stringify(''),
            'process.env.DEBUG': JSON.stringify(undefined),
            flags: { on: true },
            code: 'typeof window',
          }),
          ...(isServer ? [new bundler.NormalModuleReplacementPlugin(/theme\/Redoc\/Styles/, '/pkg/dist/theme/Redoc/ServerStyles.js')] : []),
        ],
      };
    },
  };
  const read = readConfigureWebpack(plugin);
  assert.deepEqual(read?.other, []);
  assert.deepEqual(read?.rules?.replacements, [
    { side: 'client', pattern: '^tty$', flags: '', target: '/pkg/dist/tty.js' },
    { side: 'server', pattern: '^tty$', flags: '', target: '/pkg/dist/tty.js' },
    { side: 'server', pattern: 'theme\\/Redoc\\/Styles', flags: '', target: '/pkg/dist/theme/Redoc/ServerStyles.js' },
  ]);
  // (undefined defines nothing; code esbuild's define cannot take is left out.)
  assert.deepEqual(
    read?.rules?.defines.filter((d) => d.side === 'client'),
    [
      { side: 'client', key: 'process.platform', value: '""' },
      { side: 'client', key: 'flags.on', value: 'true' },
    ],
  );
  // Another webpack plugin is still named.
  const other = {
    configureWebpack: (_c: unknown, _s: boolean, u: { currentBundler: { instance: Record<string, new () => unknown> } }) => ({
      plugins: [new u.currentBundler.instance.BannerPlugin()],
    }),
  };
  assert.deepEqual(readConfigureWebpack(other)?.other, ['plugins']);
});

test("configureWebpack's EnvironmentPlugin defines process.env as webpack's does, and reads the base config's output", () => {
  // As @docusaurus/plugin-pwa gives it: values as defaults, the service worker's URL from the output's publicPath.
  const plugin = {
    configureWebpack(
      config: { output?: { publicPath?: string } },
      _isServer: boolean,
      { currentBundler }: { currentBundler: { instance: Record<string, new (...a: unknown[]) => unknown> } },
    ) {
      return {
        plugins: [
          new currentBundler.instance.EnvironmentPlugin({
            PWA_DEBUG: false,
            PWA_SERVICE_WORKER_URL: `${config.output?.publicPath ?? '/'}sw.js`,
            PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES: ['appInstalled', 'queryString'],
          }),
        ],
      };
    },
  };
  const read = readConfigureWebpack(plugin, undefined, undefined, { path: '/site/build', publicPath: '/docs/' });
  assert.deepEqual(read?.other, []);
  assert.deepEqual(
    read?.rules?.defines.filter((d) => d.side === 'client'),
    [
      { side: 'client', key: 'process.env.PWA_DEBUG', value: 'false' },
      { side: 'client', key: 'process.env.PWA_SERVICE_WORKER_URL', value: '"/docs/sw.js"' },
      { side: 'client', key: 'process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES', value: '["appInstalled","queryString"]' },
    ],
  );
  // The build's environment wins over a default; keys without one must be set, or the build fails, as webpack's compilation does.
  const env = { PW_TEST_ENV: 'from-env' };
  assert.deepEqual(environmentDefinitions([{ PW_TEST_ENV: 'default' }], env), { 'process.env.PW_TEST_ENV': '"from-env"' });
  assert.deepEqual(environmentDefinitions(['PW_TEST_ENV'], env), { 'process.env.PW_TEST_ENV': '"from-env"' });
  assert.deepEqual(environmentDefinitions([['PW_TEST_ENV']], env), { 'process.env.PW_TEST_ENV': '"from-env"' });
  assert.throws(() => environmentDefinitions(['PW_TEST_ENV'], {}), /EnvironmentPlugin - PW_TEST_ENV environment variable is undefined/);
});

test("the config's own plugin: its aliases are copied and written for the engine, and an aliased page compiles", async () => {
  const to = tempDir('webpack-alias-imported');
  const report = await importDocusaurus(site, to);
  const config = JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8'));
  assert.deepEqual(config.resolveAlias, {
    '@label': './.outside-site/__/examples/widget/src/label.js',
    '@examples/widget': './.outside-site/__/examples/widget/src',
    'heavy-chart$': false,
    'chart-lib': 'chart-lib/dist/chart.js',
  });
  // An alias into a package installs it, from where a copied module imports it.
  assert.equal(report.componentPackages?.['chart-lib'], '^2.0.0');
  // The aliased module and what it imports are in the imported folder, the page's import as written.
  // (…and the file it names with new URL(…, import.meta.url).)
  for (const file of ['Widget.js', 'label.js', 'model.txt']) assert.ok(fs.existsSync(path.join(to, '.outside-site/__/examples/widget/src', file)), file);
  assert.match(fs.readFileSync(path.join(to, 'src/pages/index.js'), 'utf8'), /from '@examples\/widget\/Widget'/);
  // Its module rule (a text asset) is applied (./importer-module-rules.test.ts): nothing is reported of it.
  assert.deepEqual(
    report.warnings.filter((w) => /configureWebpack/.test(w.message)),
    [],
  );
  const page = await bundleSiteModule(to, 'src/pages/index.js', {}, { aliases: config.resolveAlias });
  const { default: Home } = await page.load<{ default: ComponentType }>();
  const html = renderToStaticMarkup(createElement(Home));
  assert.match(html, /<p class="widget">\[aliased widget\]<\/p>/);
  assert.match(html, /chart: \{\}/);
  assert.match(html, /\[direct\]/);
});

test("a plugin of the site's own files: its aliases join the config's after it runs", async () => {
  const repo = tempDir('webpack-alias-copy');
  fs.cpSync(fixture, repo, { recursive: true });
  const copy = path.join(repo, 'site');
  const to = tempDir('webpack-alias-plugins-imported');
  const report = await importDocusaurus(copy, to);
  // (The config's own plugin function runs too, from the config: ./importer-config-plugin-functions.test.ts.)
  assert.deepEqual(
    report.localPlugins?.map((p) => p.module),
    ['./docusaurus.config.js', './plugins/browser-fallbacks/index.js'],
  );
  await runLocalPlugins(copy, to, report.localPlugins!, { siteDir: copy, siteConfigPath: path.join(copy, 'docusaurus.config.js') });
  assert.deepEqual(report.localPlugins![1].webpackAliases, { fs: false });
  const config = JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8'));
  assert.equal(config.resolveAlias.fs, false);
  assert.equal(config.resolveAlias['@examples/widget'], './.outside-site/__/examples/widget/src');
});

test("an alias to a file of a package is that file, even where the package's exports do not list it (webpack takes the absolute path)", async () => {
  const site = tempDir('alias-package-file');
  const pkg = path.join(site, 'node_modules/web-only');
  fs.mkdirSync(path.join(pkg, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'web-only', exports: { '.': './index.js' } }));
  fs.writeFileSync(path.join(pkg, 'index.js'), "export const flavour = 'node';\n");
  fs.writeFileSync(path.join(pkg, 'dist/web.js'), "export const flavour = 'web';\n");
  fs.mkdirSync(path.join(site, 'src'));
  fs.writeFileSync(path.join(site, 'src/Flavour.js'), "import { flavour } from 'web-only';\nexport default () => flavour;\n");
  const bundle = await bundleSiteModule(site, 'src/Flavour.js', {}, { aliases: { 'web-only': 'web-only/dist/web.js' } });
  assert.match(bundle.code, /"web"/);
  assert.doesNotMatch(bundle.code, /"node"/);
});

test('an alias of a package to its own copy (`react: path.resolve("node_modules/react")`) leaves the one React the engine shares', async () => {
  const site = tempDir('alias-react-itself');
  fs.mkdirSync(path.join(site, 'src'));
  fs.writeFileSync(
    path.join(site, 'src/Card.jsx'),
    "import React, { useState } from 'react';\nexport default () => { const [n] = useState(3); return <p>{n} cards</p>; };\n",
  );
  const bundle = await bundleSiteModule(site, 'src/Card.jsx', {}, { aliases: { react: 'react', 'react-dom': 'react-dom' } });
  const { default: Card } = await bundle.load<{ default: ComponentType }>();
  assert.equal(renderToStaticMarkup(createElement(Card)), '<p>3 cards</p>');
});

test("configureWebpack's ProvidePlugin: each side's names, and the bundle's free `process` and `Buffer` are the modules' values, as webpack gives them", async () => {
  // As docusaurus-theme-openapi-docs gives them, for its API explorer's code in the browser.
  const plugin = {
    configureWebpack(
      _config: unknown,
      _isServer: boolean,
      { currentBundler }: { currentBundler: { instance: Record<string, new (...a: unknown[]) => unknown> } },
    ) {
      return { plugins: [new currentBundler.instance.ProvidePlugin({ process: 'fake-process/browser', Buffer: ['fake-buffer', 'Buffer'] })] };
    },
  };
  const read = readConfigureWebpack(plugin);
  assert.deepEqual(read?.other, []);
  assert.deepEqual(read?.rules?.provides, [
    { side: 'client', name: 'process', request: 'fake-process/browser' },
    { side: 'client', name: 'Buffer', request: 'fake-buffer', property: ['Buffer'] },
    { side: 'server', name: 'process', request: 'fake-process/browser' },
    { side: 'server', name: 'Buffer', request: 'fake-buffer', property: ['Buffer'] },
  ]);
  const content = tempDir('webpack-provide');
  const install = (name: string, files: Record<string, string>) => {
    fs.mkdirSync(path.join(content, 'node_modules', name), { recursive: true });
    fs.writeFileSync(path.join(content, 'node_modules', name, 'package.json'), JSON.stringify({ name, version: '1.0.0' }));
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(content, 'node_modules', name, file), text);
  };
  install('fake-process', { 'browser.js': 'module.exports = { browser: true, env: {} };\n' });
  install('fake-buffer', { 'index.js': 'exports.Buffer = { from: (s) => `buffer of ${s}` };\n' });
  fs.writeFileSync(path.join(content, 'explorer.js'), 'const process = "shadowed";\nexport const local = process;\nexport const encoded = Buffer.from("x");\n');
  fs.writeFileSync(path.join(content, 'client.js'), 'export const browser = process.browser;\nexport { local, encoded } from "./explorer.js";\n');
  const inject = providedNamesInject(content, read!.rules!, 'client');
  assert.equal(inject.length, 1);
  // (Written once: the same names give the same file.)
  assert.deepEqual(providedNamesInject(content, read!.rules!, 'client'), inject);
  const out = await build({
    entryPoints: [path.join(content, 'client.js')],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'neutral',
    inject,
    logLevel: 'silent',
  });
  const loaded = { exports: {} as Record<string, unknown> };
  new Function('module', 'exports', out.outputFiles[0].text)(loaded, loaded.exports);
  // A name the module declares itself is its own, as under webpack.
  assert.deepEqual({ ...loaded.exports }, { browser: true, local: 'shadowed', encoded: 'buffer of x' });
});
