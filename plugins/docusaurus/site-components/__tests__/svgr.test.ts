/**
 * An SVG a component imports is compiled by the loader the site's own Docusaurus names in its svg
 * rule, with its options: from 3.7 the rule @docusaurus/plugin-svgr's enhanceConfig writes (with the
 * site's svgrConfig), before it the rule @docusaurus/utils gives itself. The packages here are small
 * stand-ins written for the test, keeping the installed packages' contracts (the real ones, measured
 * on the create-docusaurus 3.10 template, draw the home page's SVGs as `docusaurus build` does).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempFiles } from '../../../../test/temp-dir';
import { siteSvgrLoader, svgrConfigOf } from '../svgr';
import { unmappedConfig } from '../../importer/unmapped-config';
import { CLASSIC_SITE, docusaurusInstall } from '../../../../test/docusaurus-install';

const pkg = (name: string) => JSON.stringify({ name, main: 'index.js' });

/** A stand-in @svgr/webpack: a webpack loader that answers through this.async() with the options it was given. */
const SVGR_WEBPACK = `module.exports = function svgrLoader(contents) {
  const done = this.async();
  const options = this.getOptions();
  done(null, 'export default ' + JSON.stringify({ options, file: this.resourcePath, size: contents.length }) + ';');
};`;

const files = {
  'package.json': '{}',
  'node_modules/@svgr/webpack/package.json': pkg('@svgr/webpack'),
  'node_modules/@svgr/webpack/index.js': SVGR_WEBPACK,
};

test("Docusaurus 3.7+: plugin-svgr's rule, with the site's svgrConfig over Docusaurus' defaults", async () => {
  const site = tempFiles('svgr-37', {
    ...files,
    'node_modules/@docusaurus/utils/package.json': pkg('@docusaurus/utils'),
    'node_modules/@docusaurus/utils/index.js':
      "exports.getFileLoaderUtils = () => ({ rules: { svgs: () => ({ test: /\\.svg$/i, use: [{ loader: 'url-loader' }] }) } });",
    'node_modules/@docusaurus/plugin-svgr/package.json': pkg('@docusaurus/plugin-svgr'),
    'node_modules/@docusaurus/plugin-svgr/lib/svgrLoader.js': `
      exports.enhanceConfig = (config, { svgrConfig }) => {
        const rule = config.module.rules[0];
        config.module.rules[0] = { test: /\\.svg$/i, oneOf: [{ use: [{ loader: require.resolve('@svgr/webpack'), options: { svgo: true, titleProp: true, ...svgrConfig } }] }, rule] };
      };`,
  });
  const load = siteSvgrLoader(site, { titleProp: false, icon: true });
  assert.ok(load);
  const code = await load('<svg/>', path.join(site, 'static/x.svg'));
  const made = JSON.parse(code.replace(/^export default /, '').replace(/;$/, ''));
  // (Its Babel pass is left to esbuild.)
  assert.deepEqual(made, { options: { svgo: true, titleProp: false, icon: true, babel: false }, file: path.join(site, 'static/x.svg'), size: 6 });
});

test('Docusaurus up to 3.6: the svg rule @docusaurus/utils gives names @svgr/webpack itself', async () => {
  const site = tempFiles('svgr-36', {
    ...files,
    'node_modules/@docusaurus/utils/package.json': pkg('@docusaurus/utils'),
    'node_modules/@docusaurus/utils/index.js': `exports.getFileLoaderUtils = () => ({ rules: { svg: () => ({
      test: /\\.svg$/i,
      oneOf: [{ use: [{ loader: require.resolve('@svgr/webpack'), options: { prettier: false, titleProp: true } }], issuer: { and: [/\\.(?:tsx?|jsx?|mdx?)$/i] } }, { use: [{ loader: 'url-loader' }] }],
    }) } });`,
  });
  const code = await siteSvgrLoader(site, undefined)!('<svg/>', '/x.svg');
  assert.match(code, /"options":\{"prettier":false,"titleProp":true,"babel":false\}/);
});

test("without Docusaurus' packages installed, the engine's own component (no loader)", () => {
  assert.equal(siteSvgrLoader(tempFiles('svgr-none', { 'package.json': '{}' }), undefined), undefined);
});

test("the site's svgrConfig: the classic preset's `svgr` option, or the plugin's own", () => {
  assert.deepEqual(svgrConfigOf({ presets: [['classic', { svgr: { svgrConfig: { icon: true } } }]] }), { icon: true });
  assert.deepEqual(
    svgrConfigOf({ presets: [['@docusaurus/preset-classic', { docs: {} }]], plugins: [['@docusaurus/plugin-svgr', { svgrConfig: { ref: true } }]] }),
    {
      ref: true,
    },
  );
  assert.equal(svgrConfigOf({ presets: [['classic', {}]] }), undefined);
  // Applied, so not in the import report.
  const raw = { presets: [['classic', { svgr: { svgrConfig: { icon: true } } }]], plugins: [['@docusaurus/plugin-svgr', { svgrConfig: {} }]] };
  assert.deepEqual(
    unmappedConfig(raw).filter((line) => /svgr/i.test(line)),
    [],
  );
});

test("with the registry's Docusaurus: its SVGR and SVGO make the component, the title kept and given by prop", { timeout: 600_000 }, async () => {
  const install = docusaurusInstall('3.10.2', CLASSIC_SITE);
  const site = tempFiles('svgr-real', { 'package.json': '{}' });
  fs.symlinkSync(path.join(install, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  const svg = [
    '<?xml version="1.0"?>',
    '<!-- drawn by hand -->',
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">',
    '  <title>A mark</title>',
    '  <metadata>editor data</metadata>',
    '  <g><path d="M 0 0 L 10 10" fill="#000000"/></g>',
    '</svg>',
  ].join('\n');
  const code = await siteSvgrLoader(site, undefined)!(svg, path.join(site, 'static/mark.svg'));
  // SVGO's preset: no comment, no metadata, the viewBox and title kept; SVGR's titleProp.
  assert.doesNotMatch(code, /drawn by hand|editor data/);
  assert.match(code, /viewBox="0 0 24 24"/);
  assert.match(code, /titleId/);
  assert.match(code, /A mark/);
  assert.match(code, /export default/);
});
