/**
 * The config's package plugins (docusaurus-plugin-typedoc writing API pages into docs/) run at import
 * as Docusaurus loads them: named as Docusaurus resolves a plugin name, installed when the site
 * declares them, and run from the imported folder's install with the site folder as working directory.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { packageEntry, packagePluginsOf, pluginNamePatterns } from '../../plugins/docusaurus/importer/package-plugins';
import { runError, runLocalPlugins, type LocalPlugin } from '../../plugins/docusaurus/importer/local-plugins';
import { withPresetPlugins } from '../../plugins/docusaurus/importer/preset-plugins';
import { GLOBAL_DATA_FILE } from '../../plugins/docusaurus/site-components/global-data';
import { tempDir } from '../../test/temp-dir';

test('a plugin name stands for the packages Docusaurus tries, in its order', () => {
  assert.deepEqual(pluginNamePatterns('typedoc'), ['typedoc', '@docusaurus/plugin-typedoc', 'docusaurus-plugin-typedoc']);
  assert.deepEqual(pluginNamePatterns('@acme/api'), ['@acme/api', '@acme/docusaurus-plugin-api']);
  assert.deepEqual(pluginNamePatterns('@acme'), ['@acme/docusaurus-plugin']);
});

test('the package plugins and themes the site declares are run, with the packages their options name, in the config’s order; the rest are left to the report', () => {
  const site = tempDir('package-plugins-site');
  fs.writeFileSync(
    path.join(site, 'package.json'),
    JSON.stringify({
      dependencies: {
        'docusaurus-plugin-api-gen': '^1.2.0',
        '@acme/docusaurus-plugin-notes': '2.0.0',
        'api-gen-extra': '^0.3.0',
        'docusaurus-plugin-sass': '^0.2.5',
        'docusaurus-theme-shout': '1.0.0',
      },
    }),
  );
  const { plugins, packages } = packagePluginsOf(
    {
      plugins: [
        ['api-gen', { out: 'docs/api', plugin: ['api-gen-extra'], entryPoints: ['../src/index.ts'] }],
        '@acme/notes',
        // Docusaurus' own, applied by the engine, the site's file, not declared, and options that are not data (read from the config).
        '@docusaurus/plugin-google-gtag',
        'docusaurus-plugin-sass',
        './plugins/local',
        'not-declared',
        ['@acme/notes', { render: () => 'x' }],
      ],
      // A theme is a plugin too; its shorthand names a theme package.
      themes: ['shout'],
    },
    site,
  );
  assert.deepEqual(plugins, [
    {
      module: 'docusaurus-plugin-api-gen',
      package: 'docusaurus-plugin-api-gen',
      position: 0,
      options: { out: 'docs/api', plugin: ['api-gen-extra'], entryPoints: ['../src/index.ts'] },
    },
    { module: '@acme/docusaurus-plugin-notes', package: '@acme/docusaurus-plugin-notes', position: 1 },
    // (Options that are not data are read from the config where the plugin runs.)
    { module: '@acme/docusaurus-plugin-notes', package: '@acme/docusaurus-plugin-notes', position: 6, inConfig: { list: 'plugins', index: 6 } },
    { module: 'docusaurus-theme-shout', package: 'docusaurus-theme-shout', position: 7 },
  ]);
  assert.deepEqual(packages, ['docusaurus-plugin-api-gen', 'api-gen-extra', '@acme/docusaurus-plugin-notes', 'docusaurus-theme-shout']);
});

test('a package plugin runs from the install in the site folder: the pages it writes are named, its global data kept', async () => {
  const site = tempDir('package-plugins-run');
  const to = tempDir('package-plugins-imported');
  fs.mkdirSync(path.join(site, 'docs'));
  // An ES-only package (its exports answer `import` only), as docusaurus-plugin-typedoc 1.x is.
  const dir = path.join(to, 'node_modules/docusaurus-plugin-api-gen');
  fs.mkdirSync(path.join(dir, 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'docusaurus-plugin-api-gen', type: 'module', exports: { '.': { import: './dist/index.js' } } }),
  );
  fs.writeFileSync(
    path.join(dir, 'dist/index.js'),
    "import fs from 'node:fs';\nimport path from 'node:path';\n" +
      'export default async function plugin(context, options) {\n' +
      '  fs.mkdirSync(path.join(context.siteDir, options.out), { recursive: true });\n' +
      "  fs.writeFileSync(path.join(context.siteDir, options.out, 'index.md'), '# API');\n" +
      "  return { name: 'api-gen', contentLoaded: ({ actions }) => actions.setGlobalData({ out: options.out, id: options.id }) };\n" +
      '}\n',
  );
  assert.equal(packageEntry(to, 'docusaurus-plugin-api-gen'), path.join(dir, 'dist/index.js'));
  const plugins: LocalPlugin[] = [
    { module: 'docusaurus-plugin-api-gen', package: 'docusaurus-plugin-api-gen', options: { out: 'docs/api' } },
    { module: 'docusaurus-plugin-missing', package: 'docusaurus-plugin-missing' },
  ];
  const notes = await runLocalPlugins(site, to, plugins, { siteDir: site, i18n: { currentLocale: 'en' } });
  assert.deepEqual(notes, [
    {
      file: 'docusaurus-plugin-api-gen',
      message: 'wrote 1 Markdown file(s) (docs/api/index.md) as Docusaurus loads it: the import reads them with the other pages',
    },
  ]);
  assert.deepEqual(plugins[0].wrote, ['docs/api/index.md']);
  assert.deepEqual(plugins[0].lifecycle, ['contentLoaded']);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, GLOBAL_DATA_FILE), 'utf8')), {
    en: { 'api-gen': { default: { out: 'docs/api', id: 'default' } } },
  });
  // One the install left out is named, not run.
  assert.match(plugins[1].error ?? '', /^docusaurus-plugin-missing is not installed in the imported folder/);
});

test("a preset the site declares runs as Docusaurus' loadPresets runs it: what it gives runs before the config's plugins, its plugins then its themes", async () => {
  const site = tempDir('preset-site');
  const to = tempDir('preset-imported');
  fs.writeFileSync(path.join(site, 'docusaurus.config.js'), 'module.exports = {};\n');
  fs.writeFileSync(
    path.join(site, 'package.json'),
    JSON.stringify({ dependencies: { 'docusaurus-preset-specs': '^2.0.0', 'classic-wrapper': '1.0.0', '@docusaurus/preset-classic': '3.9.2' } }),
  );
  // A wrapper of the classic preset is read as it; `specs` is the preset's shorthand.
  const wrapper = path.join(site, 'node_modules/classic-wrapper');
  fs.mkdirSync(wrapper, { recursive: true });
  fs.writeFileSync(path.join(wrapper, 'package.json'), JSON.stringify({ name: 'classic-wrapper', dependencies: { '@docusaurus/preset-classic': '*' } }));
  const { plugins } = packagePluginsOf(
    {
      presets: [['specs', { specs: [{ id: 'public-api', spec: 'api.json' }] }], ['classic-wrapper', { docs: {} }], 'classic'],
    },
    site,
  );
  // (The classic preset runs for what it gives that runs from the install: the sitemap by default. A wrapper of it
  // runs itself, with its options where the config writes them: what it adds of its own runs too.)
  assert.deepEqual(plugins, [
    {
      module: 'docusaurus-preset-specs',
      package: 'docusaurus-preset-specs',
      position: -1,
      preset: true,
      presetAt: 0,
      options: { specs: [{ id: 'public-api', spec: 'api.json' }] },
    },
    {
      module: 'classic-wrapper',
      package: 'classic-wrapper',
      position: -1,
      preset: true,
      presetAt: 1,
      wrapsClassic: true,
      inConfig: { list: 'presets', index: 1 },
    },
    { module: '@docusaurus/preset-classic', package: '@docusaurus/preset-classic', position: -1, preset: true, presetAt: 2 },
  ]);
  plugins.splice(1);

  // The preset names its plugin and theme by path (require.resolve), one of Docusaurus' own and one it cannot resolve by name;
  // those in the imported folder's install are named from it, as the import's staging folder takes its place.
  const preset = path.join(to, 'node_modules/docusaurus-preset-specs');
  fs.mkdirSync(path.join(preset, 'plugin'), { recursive: true });
  fs.mkdirSync(path.join(preset, 'theme/theme'), { recursive: true });
  fs.writeFileSync(path.join(preset, 'package.json'), JSON.stringify({ name: 'docusaurus-preset-specs', main: 'index.js' }));
  fs.writeFileSync(
    path.join(preset, 'index.js'),
    "module.exports = (context, opts) => ({\n  themes: [[require.resolve('./theme'), { id: 'theme-specs' }]],\n  plugins: [\n" +
      "    ...opts.specs.map((s) => [require.resolve('./plugin'), { ...s, site: context.siteConfig.title }]),\n" +
      "    false,\n    ['@docusaurus/plugin-debug', {}],\n    'nowhere-to-be-found',\n  ],\n});\n",
  );
  fs.writeFileSync(
    path.join(preset, 'plugin/index.js'),
    "module.exports = (context, options) => ({ name: 'specs-plugin', contentLoaded: ({ actions }) => actions.setGlobalData({ spec: options.spec, site: options.site }) });\n",
  );
  fs.writeFileSync(
    path.join(preset, 'theme/index.js'),
    "const path = require('path');\nmodule.exports = () => ({ name: 'specs-theme', getThemePath: () => path.join(__dirname, 'theme') });\n",
  );
  const context = { siteDir: site, siteConfigPath: path.join(site, 'docusaurus.config.js'), siteConfig: { title: 'Site' }, i18n: { currentLocale: 'en' } };
  const all = await withPresetPlugins(site, to, plugins, context);
  const real = fs.realpathSync(preset);
  assert.deepEqual(
    all.slice(1).map((p) => [p.module.replace('./node_modules/docusaurus-preset-specs', '<preset>'), p.position]),
    [
      ['<preset>/plugin/index.js', -4],
      ['@docusaurus/plugin-debug', -3],
      ['nowhere-to-be-found', -2],
      ['<preset>/theme/index.js', -1],
    ],
  );
  assert.match(all[2].error ?? '', /^Docusaurus' own @docusaurus\/plugin-debug, which the import reads only from the config itself/);
  assert.match(
    all[3].error ?? '',
    /cannot resolve the plugin "nowhere-to-be-found" either: install one of nowhere-to-be-found, @docusaurus\/plugin-nowhere-to-be-found/,
  );
  assert.deepEqual(all[0].lifecycle, ['preset']);
  await runLocalPlugins(site, to, all, context);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, GLOBAL_DATA_FILE), 'utf8')), {
    en: { 'specs-plugin': { 'public-api': { spec: 'api.json', site: 'Site' } } },
  });
  assert.equal(all[4].themePath, path.join(real, 'theme/theme'));
  assert.equal(all[4].fromPreset, 'docusaurus-preset-specs');
});

test("a wrapper of the classic preset runs what it adds of its own, with options that are code, as Docusaurus runs it; what it hands to the classic preset is the engine's", async () => {
  const site = tempDir('wrapper-site');
  const to = tempDir('wrapper-imported');
  fs.writeFileSync(
    path.join(site, 'docusaurus.config.js'),
    "module.exports = { title: 'Site', presets: [['company-preset', { docs: { path: 'guides' } }]] };\n",
  );
  fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ dependencies: { 'company-preset': '1.0.0' } }));
  const pkg = path.join(site, 'node_modules/company-preset');
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(
    path.join(pkg, 'package.json'),
    JSON.stringify({ name: 'company-preset', main: 'index.js', dependencies: { '@docusaurus/preset-classic': '*' } }),
  );
  // (It hands its docs options on to the classic preset's docs plugin, and adds a plugin of its own whose options hold a function.)
  fs.writeFileSync(
    path.join(pkg, 'index.js'),
    "module.exports = (context, opts) => ({\n  plugins: [\n    ['@docusaurus/plugin-content-docs', opts.docs],\n" +
      "    [require.resolve('./own'), { docsPath: opts.docs.path, label: (name) => `${name} for ${context.siteConfig.title}` }],\n  ],\n});\n",
  );
  fs.writeFileSync(
    path.join(pkg, 'own.js'),
    "module.exports = (context, options) => ({ name: 'company-plugin', contentLoaded: ({ actions }) => actions.setGlobalData({ docs: options.docsPath, label: options.label('Guides') }) });\n",
  );
  fs.mkdirSync(path.join(to, 'node_modules'), { recursive: true });
  fs.symlinkSync(pkg, path.join(to, 'node_modules/company-preset'));
  const raw = { title: 'Site', presets: [['company-preset', { docs: { path: 'guides' } }]] };
  const { plugins } = packagePluginsOf(raw, site);
  const context = { siteDir: site, siteConfigPath: path.join(site, 'docusaurus.config.js'), siteConfig: { title: 'Site' }, i18n: { currentLocale: 'en' } };
  const all = await withPresetPlugins(site, to, plugins, context);
  // (Only its own plugin: Docusaurus' docs plugin it gives is the engine's, as the classic preset's is.)
  assert.deepEqual(
    all.map((p) => [path.basename(p.module), p.error]),
    [
      ['company-preset', undefined],
      ['own.js', undefined],
    ],
  );
  await runLocalPlugins(site, to, all, context);
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(to, GLOBAL_DATA_FILE), 'utf8')), {
    en: { 'company-plugin': { default: { docs: 'guides', label: 'Guides for Site' } } },
  });
  // A wrapper the site does not declare (installed by another package) runs as the classic preset it wraps, as before.
  fs.writeFileSync(path.join(site, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/preset-classic': '3.10.2' } }));
  assert.deepEqual(
    packagePluginsOf(raw, site).plugins.map((p) => p.module),
    ['@docusaurus/preset-classic'],
  );
});

test("a plugin's run that failed is said by the error it threw, else its last line, never Node's version line", () => {
  const stderr = '/x/plugin.js:3\n  throw new TypeError("no spec");\n  ^\n\nTypeError: no spec\n    at plugin (/x/plugin.js:3:9)\n\nNode.js v20.20.2\n';
  assert.equal(runError({ status: 1, stderr }), 'TypeError: no spec');
  assert.equal(runError({ status: 1, stderr: 'the spec file is empty\n\nNode.js v20.20.2\n' }), 'the spec file is empty');
  assert.equal(runError({ status: 7, stderr: '' }), 'exit 7');
});
