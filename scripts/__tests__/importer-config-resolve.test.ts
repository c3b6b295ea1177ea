/**
 * `require.resolve` in a config helper kept in a subfolder (config/docusaurus/presets.js resolving
 * `./sidebars.docs.js` and `../../src/css/custom.css`): Node resolves from the helper's folder, so
 * the instance's sidebars file and the theme's stylesheet are the helper's neighbours, read from the
 * site's root. (They were read as if the config had named them, and not found.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { readDocusaurusSite } from '../../plugins/docusaurus/importer/config';
import { tempDir } from '../../test/temp-dir';

test('require.resolve in a helper module of a subfolder names the file beside the helper, relative to the site root', async () => {
  const root = tempDir('config-resolve-site');
  fs.mkdirSync(path.join(root, 'config', 'docusaurus'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'docusaurus.config.js'),
    "const { presets } = require('./config/docusaurus/presets');\nmodule.exports = { title: 'Site', url: 'https://example.dev', baseUrl: '/', presets, sidebar: require.resolve('./sidebars.js') };\n",
  );
  fs.writeFileSync(
    path.join(root, 'config', 'docusaurus', 'presets.js'),
    "exports.presets = [['classic', { docs: { sidebarPath: require.resolve('./sidebars.docs.js') }, theme: { customCss: require.resolve('../../src/css/custom.css') } }]];\n",
  );
  const site = await readDocusaurusSite(root);
  assert.equal(site.instances[0].sidebarPath, 'config/docusaurus/sidebars.docs.js');
  const raw = site.raw as { presets: [string, { theme: { customCss: string } }][]; sidebar: string };
  assert.equal(raw.presets[0][1].theme.customCss, './src/css/custom.css');
  // The config's own calls are answered as before.
  assert.equal(raw.sidebar, './sidebars.js');
});
