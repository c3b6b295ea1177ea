/**
 * PostCSS plugins a site's plugins add in configurePostCss (Docusaurus runs them over every
 * stylesheet: core webpack/configure.ts applyConfigurePostCss): the import names them in
 * site.config.json `postcss` (a package by name, a file of the site's own by its path, copied),
 * installs the packages and copies Tailwind's config; the engine runs them over the compiled
 * stylesheets in the content folder (test/fixtures/docusaurus-postcss).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { readConfigurePostCss, sitePostcssConfig } from '../../plugins/docusaurus/importer/postcss-plugins';
import { classicSiteWith } from '../../test/docusaurus-install';
import { runSitePostcss, siteCssFiles } from '../../plugins/docusaurus/site-styles/postcss';
import { BuildError } from '../../lib/errors';
import { compileSiteStyles, readSiteStyles } from '../../plugins/docusaurus/site-styles/compile';
import type { SiteConfig } from '../../lib/config/site-config';
import { tempDir } from '../../test/temp-dir';

const site = path.resolve('test/fixtures/docusaurus-postcss');

test('the plugins configurePostCss adds are named: by postcssPlugin, and a creator by what it makes', () => {
  const creator = Object.assign(() => ({ postcssPlugin: 'postcss-nesting' }), { postcss: true });
  const plugin = {
    configurePostCss(options: { plugins: unknown[] }) {
      options.plugins.push(creator, { postcssPlugin: 'autoprefixer' }, () => ({}));
      return options;
    },
  };
  assert.deepEqual(readConfigurePostCss(plugin), { packages: ['postcss-nesting', 'autoprefixer'], unnamed: 1 });
  assert.equal(readConfigurePostCss({ name: 'no-postcss' }), undefined);
});

test("the config's own plugin: its PostCSS plugins are written for the engine, with Tailwind's config and package", async () => {
  const to = tempDir('postcss-imported');
  const report = await importDocusaurus(site, to);
  const config = JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8'));
  assert.deepEqual(config.postcss, ['./plugins/postcss-brand.js', 'tailwindcss']);
  assert.ok(fs.existsSync(path.join(to, 'plugins/postcss-brand.js')));
  assert.ok(fs.existsSync(path.join(to, 'tailwind.config.js')));
  assert.equal(report.componentPackages?.tailwindcss, '^3.4.0');
});

test("the engine runs them in the content folder over each of the site's stylesheets; a plugin that is not there fails with its name", async () => {
  const content = tempDir('postcss-content');
  fs.cpSync(site, content, { recursive: true });
  fs.mkdirSync(path.join(content, 'node_modules'));
  fs.writeFileSync(path.join(content, 'node_modules/ignored.css'), '.x{color:brand}');
  const custom = path.join(content, 'src/css/custom.css');
  assert.deepEqual(siteCssFiles(content), [custom]);
  const processed = runSitePostcss(siteCssFiles(content), content, ['./plugins/postcss-brand.js']);
  assert.match(processed.get(custom)!, /color: #2a6df4/);
  // The site's stylesheet is compiled from what they made of it.
  const config = { styles: ['src/css/custom.css'], colorMode: { default: 'light', switch: false }, baseUrl: '/' } as unknown as SiteConfig;
  const out = await compileSiteStyles(config, content, tempDir('postcss-styles'), processed);
  assert.match(readSiteStyles(out!), /\.hero\{color:#2a6df4\}/);
  assert.throws(
    () => runSitePostcss([custom], content, ['postcss-not-installed']),
    (err: unknown) =>
      err instanceof BuildError &&
      err.problems[0].file === 'site.config.json' &&
      /^the PostCSS plugin "postcss-not-installed" is not installed in the content folder \(run npm install there\)/.test(err.problems[0].message),
  );
  // A stylesheet a plugin refuses: its file and line.
  fs.writeFileSync(custom, '.a {\n  color: red;\n}\n.b { color: \n');
  assert.throws(
    () => runSitePostcss([custom], content, ['./plugins/postcss-brand.js']),
    (err: unknown) => err instanceof BuildError && err.problems[0].file === 'src/css/custom.css' && err.problems[0].line === 4,
  );
});

test(
  "the site's PostCSS config applies as Docusaurus' postcss-loader finds and merges it: found from a stylesheet's folder up, its plugins before those the site's plugins add",
  { timeout: 900_000 },
  async () => {
    const site = classicSiteWith('postcss-config', {
      'postcss.config.js': "module.exports = { plugins: [require('./plugins/brand.js')] };\n",
      'plugins/brand.js':
        "module.exports = () => ({ postcssPlugin: 'brand', Declaration: { color: (d) => { if (d.value === 'brand') d.value = '#2a6df4'; } } });\nmodule.exports.postcss = true;\n",
      'plugins/navy.js':
        "module.exports = () => ({ postcssPlugin: 'navy', Declaration: { color: (d) => { if (d.value === '#2a6df4') d.value = 'navy'; } } });\nmodule.exports.postcss = true;\n",
      'src/css/custom.css': '.hero { color: brand }\n',
    });
    assert.equal(sitePostcssConfig(site), path.join(site, 'postcss.config.js'));
    assert.equal(sitePostcssConfig(tempDir('no-postcss-config')), undefined);
    const custom = path.join(site, 'src/css/custom.css');
    // (The config's plugin first, then the one a plugin's configurePostCss adds: brand, then navy.)
    assert.match(runSitePostcss([custom], site, ['./plugins/navy.js'], true).get(custom)!, /color: navy/);
    assert.match(runSitePostcss([custom], site, [], true).get(custom)!, /color: #2a6df4/);
    // Without it the config is not read.
    assert.match(runSitePostcss([custom], site, ['./plugins/navy.js']).get(custom)!, /color: brand/);
  },
);
