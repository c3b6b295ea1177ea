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
import { localeContexts, localPluginsOf, runLocalPlugins } from '../../plugins/docusaurus/importer/local-plugins';
import { unmappedConfig } from '../../plugins/docusaurus/importer/unmapped-config';
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
  ],
});
`;

test("the config's own plugin functions run from the config, with their own options; their data and tags reach the site", async () => {
  const site = tempDir('config-functions-site');
  const to = tempDir('config-functions-imported');
  fs.writeFileSync(path.join(site, 'docusaurus.config.js'), CONFIG);
  fs.writeFileSync(path.join(to, 'site.config.json'), '{}');
  const { raw } = await readDocusaurusSite(site);
  assert.ok(raw);
  const plugins = localPluginsOf(raw, site, configFileOf(site));
  assert.deepEqual(
    plugins.map((p) => [p.module, p.inConfig, p.position]),
    [
      ['./docusaurus.config.js', { list: 'plugins', index: 0 }, 0],
      ['./docusaurus.config.js', { list: 'plugins', index: 1 }, 1],
    ],
  );
  const warnings = await runLocalPlugins(site, to, plugins, localeContexts(raw, site, configFileOf(site)));
  assert.deepEqual(warnings, []);
  for (const p of plugins) assert.equal(p.error, undefined);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, GLOBAL_DATA_FILE), 'utf8')), {
    en: { banner: { default: { loaded: true } }, painter: { default: { color: 'teal', picks: 'x!' } } },
  });
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8')).head, {
    bodyStart: [{ tagName: 'div', attributes: { id: 'banner' }, innerHTML: 'Read the new guide' }],
  });
  assert.deepEqual(
    unmappedConfig(raw).map((l) => l.replace(/: the site's own plugin, run at import .*/, ': the site’s own plugin …')),
    [
      'plugins: "banner (a plugin function in the config)": the site’s own plugin …',
      'plugins: "painter (a plugin function in the config)": the site’s own plugin …',
    ],
  );
});
