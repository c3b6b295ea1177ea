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
import { evaluateModule, readDocusaurusSite, stubPath } from '../../plugins/docusaurus/importer/config';
import { tempDir, tempFiles } from '../../test/temp-dir';
import { sidebarsOf } from '../../plugins/docusaurus/importer/docs-versions';
import type { DocsInstanceOptions } from '../../plugins/docusaurus/importer/config';

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

test('require.resolve of a sidebars module without its extension names the file jiti finds: .ts, a folder index, .js before .ts', async () => {
  const root = tempDir('config-resolve-ext');
  fs.writeFileSync(
    path.join(root, 'docusaurus.config.ts'),
    [
      "export default { title: 'Site', url: 'https://example.dev', baseUrl: '/', plugins: [",
      "  ['@docusaurus/plugin-content-docs', { id: 'guides', path: 'guides', sidebarPath: require.resolve('./sidebarsGuides') }],",
      "  ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', sidebarPath: require.resolve('./sidebars/api') }],",
      "  ['@docusaurus/plugin-content-docs', { id: 'both', path: 'both', sidebarPath: require.resolve('./sidebarsBoth') }],",
      '] };',
    ].join('\n'),
  );
  fs.mkdirSync(path.join(root, 'sidebars', 'api'), { recursive: true });
  for (const f of ['sidebarsGuides.ts', 'sidebars/api/index.ts', 'sidebarsBoth.js', 'sidebarsBoth.ts'])
    fs.writeFileSync(path.join(root, f), 'export default {};\n');
  const site = await readDocusaurusSite(root);
  const sidebarOf = (id: string) => site.instances.find((i) => i.id === id)?.sidebarPath;
  assert.equal(sidebarOf('guides'), 'sidebarsGuides.ts');
  assert.equal(sidebarOf('api'), 'sidebars/api/index.ts');
  // Node's own .js comes before jiti's other extensions.
  assert.equal(sidebarOf('both'), 'sidebarsBoth.js');
});

test("a TypeScript module's require of './x.js' loads x.ts, as jiti resolves it; a JavaScript module's does not", async () => {
  const root = tempDir('config-resolve-ts-twin');
  fs.mkdirSync(path.join(root, 'gen'), { recursive: true });
  fs.writeFileSync(path.join(root, 'gen', 'sidebar.ts'), "const sidebar = { api: ['api/intro'] };\nexport default sidebar.api;\n");
  fs.writeFileSync(path.join(root, 'sidebars.ts'), "export default { docs: [{ type: 'category', label: 'API', items: require('./gen/sidebar.js') }] };\n");
  fs.writeFileSync(path.join(root, 'sidebars.js'), "module.exports = { docs: require('./gen/sidebar.js') };\n");
  const fromTs = await evaluateModule(path.join(root, 'sidebars.ts'));
  assert.deepEqual(JSON.parse(JSON.stringify(fromTs)), { docs: [{ type: 'category', label: 'API', items: ['api/intro'] }] });
  await assert.rejects(evaluateModule(path.join(root, 'sidebars.js')), /Cannot find module '\.\/gen\/sidebar\.js'/);
});

test("a sidebars module computes with the site's installed packages, as Docusaurus' jiti requires them; a package not installed stays a stub", async () => {
  const root = tempFiles('sidebars-packages', {
    'node_modules/sidebar-helpers/package.json': '{ "name": "sidebar-helpers", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/sidebar-helpers/lib/utils.js': 'exports.crumb = (v) => `<span class="crumb">${v}</span>`;\n',
    'sidebars.ts': [
      "import { crumb } from 'sidebar-helpers/lib/utils';",
      "import missing from 'not-installed-helpers';",
      "export default { api: [{ type: 'html', value: crumb('v2.0.0') }, { type: 'doc', id: 'intro' }], other: missing.items ? ['intro'] : [] };",
    ].join('\n'),
  });
  const sidebars = await sidebarsOf(root, { id: 'default', path: 'docs', sidebarPath: 'sidebars.ts' } as DocsInstanceOptions, 'current');
  assert.deepEqual((sidebars as { api: unknown[] }).api, [
    { type: 'html', value: '<span class="crumb">v2.0.0</span>' },
    { type: 'doc', id: 'intro' },
  ]);
  assert.deepEqual((sidebars as { other: unknown }).other, ['intro']);
});

test("a config's text and keys computed from an installed package's values are the package's (`Built with Docusaurus ${DOCUSAURUS_VERSION}`); its plugins stay stubs", async () => {
  const root = tempFiles('config-package-constant', {
    'node_modules/site-utils/package.json': '{ "name": "site-utils", "version": "1.0.0", "main": "index.js" }\n',
    'node_modules/site-utils/index.js':
      "exports.VERSION = '3.10.2';\nexports.plugin = function sitePlugin() { return { name: 'p' }; };\nexports.bundledLanguages = { bash: () => {}, python: () => {} };\n",
    'docusaurus.config.ts': [
      "import { VERSION, plugin, bundledLanguages } from 'site-utils';",
      "import missing from 'not-installed';",
      "export default { title: 'Site', url: 'https://example.dev', baseUrl: '/', plugins: [plugin],",
      '  customFields: { langs: Object.keys(bundledLanguages), none: Object.keys(missing) },',
      '  themeConfig: { footer: { copyright: `Built with Docusaurus ${VERSION}.`, links: [{ label: `v${missing.version}` }] } } };',
    ].join('\n'),
  });
  const site = await readDocusaurusSite(root);
  const raw = site.raw as { themeConfig: { footer: { copyright: string; links: { label: string }[] } }; plugins: unknown[] };
  assert.equal(raw.themeConfig.footer.copyright, 'Built with Docusaurus 3.10.2.');
  assert.equal(raw.themeConfig.footer.links[0].label, 'v');
  assert.deepEqual(stubPath(raw.plugins[0]), ['site-utils', 'plugin']);
  // (Its keys too: a rehype plugin's `langs: Object.keys(bundledLanguages)`, open-webui/docs' Shiki.)
  assert.deepEqual(JSON.parse(JSON.stringify((site.raw as { customFields: unknown }).customFields)), { langs: ['bash', 'python'], none: [] });
});
