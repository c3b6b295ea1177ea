/**
 * Plugin functions the config writes itself (`plugins: [function tailwind() { … }]`, or with options
 * that are not data) run as Docusaurus runs them: from the config, loaded where it lies as its
 * loadSiteConfig loads it (an async config function awaited), each entry's function called with
 * its own options; their global data and tags reach the site like a plugin file's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { readDocusaurusSite, configFileOf } from '../../plugins/docusaurus/importer/config';
import { packagePluginsOf } from '../../plugins/docusaurus/importer/package-plugins';
import { localeContexts, localPluginsOf, runLocalPlugins, type LocalPlugin } from '../../plugins/docusaurus/importer/local-plugins';
import { unmappedConfig, withoutPluginsThatRan } from '../../plugins/docusaurus/importer/unmapped-config';
import { GLOBAL_DATA_FILE } from '../../plugins/docusaurus/site-components/global-data';
import { tempDir } from '../../test/temp-dir';

const CONFIG = `const path = require('node:path');
module.exports = async () => ({
  title: 'T',
  url: 'https://x.dev',
  baseUrl: '/',
  plugins: [
    function banner(context) {
      return {
        name: 'banner',
        loadContent: () => path.basename(context.siteDir).length > 0,
        contentLoaded({ content, actions }) { actions.setGlobalData({ loaded: content }); },
        injectHtmlTags: () => ({ preBodyTags: '<div id="banner">Read the new guide</div>' }),
      };
    },
    [function painter(context, options) { return { name: 'painter', contentLoaded({ actions }) { actions.setGlobalData({ color: options.color, picks: options.pick('x') }); } }; }, { color: 'teal', pick: (x) => x + '!' }],
    // A package plugin whose options hold a function (a rehype plugin, say).
    ['echo', { transform: (s) => s.toUpperCase() }],
  ],
});
`;

test("the config's own plugin functions, and a package plugin's options that hold functions, come from the config; their data and tags reach the site", async () => {
  const site = tempDir('config-functions-site');
  const to = tempDir('config-functions-imported');
  fs.writeFileSync(path.join(site, 'docusaurus.config.js'), CONFIG);
  fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ dependencies: { 'docusaurus-plugin-echo': '1.0.0' } }));
  const echo = path.join(to, 'node_modules/docusaurus-plugin-echo');
  fs.mkdirSync(echo, { recursive: true });
  fs.writeFileSync(path.join(echo, 'package.json'), JSON.stringify({ name: 'docusaurus-plugin-echo', main: 'index.js' }));
  fs.writeFileSync(
    path.join(echo, 'index.js'),
    "module.exports = (context, options) => ({ name: 'echo', contentLoaded({ actions }) { actions.setGlobalData({ said: options.transform('hi') }); } });\n",
  );
  fs.writeFileSync(path.join(to, 'site.config.json'), '{}');
  const { raw } = await readDocusaurusSite(site);
  assert.ok(raw);
  const plugins: LocalPlugin[] = [...localPluginsOf(raw, site, configFileOf(site)), ...packagePluginsOf(raw, site).plugins];
  assert.deepEqual(
    plugins.map((p) => [p.module, p.inConfig, p.position, p.options]),
    [
      ['./docusaurus.config.js', { list: 'plugins', index: 0 }, 0, undefined],
      ['./docusaurus.config.js', { list: 'plugins', index: 1 }, 1, undefined],
      ['docusaurus-plugin-echo', { list: 'plugins', index: 2 }, 2, undefined],
    ],
  );
  const warnings = await runLocalPlugins(site, to, plugins, localeContexts(raw, site, configFileOf(site)));
  assert.deepEqual(warnings, []);
  for (const p of plugins) assert.equal(p.error, undefined);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, GLOBAL_DATA_FILE), 'utf8')), {
    en: { banner: { default: { loaded: true } }, painter: { default: { color: 'teal', picks: 'x!' } }, echo: { default: { said: 'HI' } } },
  });
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8')).head, {
    bodyStart: [{ tagName: 'div', attributes: { id: 'banner' }, innerHTML: 'Read the new guide' }],
  });
  assert.deepEqual(
    unmappedConfig(raw).map((l) => l.replace(/: the site's own plugin, run at import .*/, ': the site’s own plugin …')),
    [
      'plugins: "banner (a plugin function in the config)": the site’s own plugin …',
      'plugins: "painter (a plugin function in the config)": the site’s own plugin …',
      'plugins: "docusaurus-plugin-echo": a plugin run at import (loadContent, contentLoaded and the pages its routes add, getClientModules, getThemePath, injectHtmlTags), after the build (postBuild) and in the live preview on an edit of what its getPathsToWatch names when the site declares its package (options: transform)',
    ],
  );
  // Each ran whole, so none is left among what the import did not carry over; one that failed stays.
  assert.deepEqual(withoutPluginsThatRan(unmappedConfig(raw), plugins), []);
  const failed = plugins.map((p, i) => (i === 1 ? { ...p, error: 'Error: no' } : p));
  assert.deepEqual(
    withoutPluginsThatRan(unmappedConfig(raw), failed).map((l) => l.slice(0, l.indexOf(': ', 10))),
    ['plugins: "painter (a plugin function in the config)"'],
  );
  // One that ran with no lifecycle method for a build (docusaurus-plugin-openapi-docs gives only a CLI command) ran too; one that never ran did not.
  const bare = plugins.map((p, i) => (i === 2 ? { ...p, lifecycle: undefined } : p));
  assert.deepEqual(withoutPluginsThatRan(unmappedConfig(raw), bare), []);
  const never = plugins.map((p, i) => (i === 2 ? { ...p, lifecycle: undefined, name: undefined } : p));
  assert.deepEqual(
    withoutPluginsThatRan(unmappedConfig(raw), never).map((l) => l.slice(0, l.indexOf(': ', 10))),
    ['plugins: "docusaurus-plugin-echo"'],
  );
});
