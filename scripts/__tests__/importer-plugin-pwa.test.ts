/**
 * @docusaurus/plugin-pwa runs from the site's install as `docusaurus build` runs it: its
 * configureWebpack's EnvironmentPlugin defines what its client module reads (the service worker's
 * URL under the baseUrl, the activation strategies), its client module and reload popup are the
 * site's, its pwaHead tags are in every page, and its postBuild compiles the service worker with the
 * site's own bundler and injects the build folder's precache manifest into build/sw.js.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { packagePluginsOf } from '../../plugins/docusaurus/importer/package-plugins';
import { localeContexts, runLocalPlugins, type LocalPlugin } from '../../plugins/docusaurus/importer/local-plugins';
import { configFileOf } from '../../plugins/docusaurus/importer/config-file';
import { runPluginsPostBuild } from '../../plugins/docusaurus/importer/post-build';
import { unmappedConfig } from '../../plugins/docusaurus/importer/unmapped-config';
import type { SiteHead } from '../../lib/api/config';
import { CLASSIC_SITE, docusaurusInstall } from '../../test/docusaurus-install';
import { tempDir } from '../../test/temp-dir';

const VERSION = '3.10.2';

test('plugin-pwa runs whole: its defines, client module, theme, head tags, and a service worker holding the build folder', { timeout: 900_000 }, async () => {
  const install = docusaurusInstall(VERSION, CLASSIC_SITE);
  const site = tempDir('pwa-site');
  const to = tempDir('pwa-imported');
  for (const dir of [site, to]) fs.symlinkSync(path.join(install, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const raw = {
    title: 'Offline',
    url: 'https://example.com',
    baseUrl: '/docs/',
    plugins: [
      ['@docusaurus/plugin-pwa', { offlineModeActivationStrategies: ['queryString'], pwaHead: [{ tagName: 'link', rel: 'manifest', href: 'manifest.json' }] }],
    ],
  };
  fs.writeFileSync(path.join(site, 'docusaurus.config.js'), `module.exports = ${JSON.stringify(raw)};\n`);
  const dependencies = { '@docusaurus/core': VERSION, '@docusaurus/preset-classic': VERSION, '@docusaurus/plugin-pwa': VERSION };
  fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ name: 'site', private: true, dependencies }));
  fs.writeFileSync(path.join(to, 'site.config.json'), JSON.stringify({}));
  // (The load context the import gives a plugin, as Docusaurus' loadContext makes it.)
  const context = localeContexts(raw, site, configFileOf(site));
  assert.deepEqual(
    unmappedConfig(raw).filter((line) => /pwa/i.test(line)),
    [],
  );
  const plugins: LocalPlugin[] = packagePluginsOf(raw, site).plugins;
  await runLocalPlugins(site, to, plugins, context);
  const pwa = plugins.find((p) => /plugin-pwa/.test(p.module));
  assert.equal(pwa?.error, undefined, pwa?.error);
  assert.deepEqual(pwa?.lifecycle, [
    'configureWebpack',
    'getClientModules',
    'getThemePath',
    'getDefaultCodeTranslationMessages',
    'injectHtmlTags',
    'postBuild',
  ]);
  // What its client module reads, as webpack's EnvironmentPlugin gives it: the worker under the baseUrl.
  const defines = Object.fromEntries((pwa?.webpackRules?.defines ?? []).filter((d) => d.side === 'client').map((d) => [d.key, d.value]));
  assert.deepEqual(defines, {
    'process.env.PWA_DEBUG': 'false',
    'process.env.PWA_SERVICE_WORKER_URL': '"/docs/sw.js"',
    'process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES': '["queryString"]',
  });
  assert.match(pwa?.clientModules?.[0] ?? '', /plugin-pwa\/lib\/registerSw\.js$/);
  assert.ok(fs.existsSync(path.join(pwa?.themePath ?? '', 'PwaReloadPopup')));
  // Its pwaHead, the path under the baseUrl, in every page's head.
  const head = (JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8')) as { head?: SiteHead }).head;
  assert.ok(
    head?.tags?.some((t) => t.tagName === 'link' && t.attributes?.rel === 'manifest' && t.attributes.href === '/docs/manifest.json'),
    JSON.stringify(head),
  );

  // After the build: the service worker, compiled by the site's bundler, precaching the build folder's files.
  fs.writeFileSync(path.join(to, 'import-report.json'), JSON.stringify({ packagePlugins: plugins, localPlugins: [] }));
  const out = tempDir('pwa-build');
  fs.mkdirSync(path.join(out, 'intro'));
  fs.writeFileSync(path.join(out, 'index.html'), '<html><head></head><body>home</body></html>');
  fs.writeFileSync(path.join(out, 'intro/index.html'), '<html><head></head><body>intro</body></html>');
  fs.writeFileSync(path.join(out, 'app.js'), 'console.log(1);\n');
  assert.deepEqual(await runPluginsPostBuild(site, to, out), ['@docusaurus/plugin-pwa']);
  const worker = fs.readFileSync(path.join(out, 'sw.js'), 'utf8');
  const precached = [...worker.matchAll(/"?url"?:"([^"]+)"/g)].map((m) => m[1]).sort();
  assert.deepEqual(precached, ['app.js', 'index.html', 'intro/index.html']);
});
