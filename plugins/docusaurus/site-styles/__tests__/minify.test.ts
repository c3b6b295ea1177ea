/**
 * A production build's site.css is the site's sheets joined and run through the CSS minimizer its
 * installed Docusaurus builds (./minify.ts): cssnano with @docusaurus/cssnano-preset, then clean-css
 * at level 2, at the newest 3.x (from @docusaurus/bundler) and at 2.4 (from core's webpack utilities).
 * Their rewrites are what a reader sees, so the sheet must show them: clean-css moves a rule up to
 * merge it with an earlier one of the same selector, past the rules between.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { CLASSIC_SITE, classicSiteWith } from '../../../../test/docusaurus-install';
import { tempFiles } from '../../../../test/temp-dir';
import { parseSiteConfig } from '../../../../lib/config/site-config';
import { compileSiteStyles, readSiteStyles } from '../compile';
import { siteCssMinimizer } from '../minify';
import { BuildError } from '../../../../lib/errors';

const SHEET = [
  ':root { --look-accent: #111; }',
  '.look-card { color: var(--look-accent); }',
  '.look-note { margin: 0; }',
  '.look-card { padding: 4px; }',
  ':root { --look-accent: #222; }',
].join('\n');

const COMPONENTS = '.look-part { background: url(./chunks/dot-1234.svg); }\n';

/** The look site's config, its stylesheets `styles`. */
const lookConfig = (styles: string[]) =>
  parseSiteConfig({
    title: 'Look',
    titleSeparator: '|',
    url: 'https://look.example.com',
    baseUrl: '/',
    styles,
    sets: [{ id: 'docs', label: 'Docs', routeBasePath: '/docs' }],
    navbar: { items: [] },
  });

/** A site of `version` with a customCss sheet and a components' stylesheet, compiled with its minimizer. */
async function compiled(version: string, packages: readonly string[], future?: object) {
  const files = {
    'src/css/custom.css': SHEET,
    'package.json': JSON.stringify({ name: 'site', private: true }),
    '.generated/site-components/bundle.css': COMPONENTS,
  };
  const site = classicSiteWith(`minify-${version}`, files, version, packages);
  const config = lookConfig(['src/css/custom.css']);
  const minimizer = await siteCssMinimizer(site, future);
  const out = path.join(site, '.generated/site-styles');
  return {
    site,
    minimizer,
    css:
      minimizer &&
      readSiteStyles((await compileSiteStyles(config, site, out, undefined, [], path.join(site, '.generated/site-components/bundle.css'), minimizer))!),
  };
}

for (const [version, packages] of [
  ['3.10.2', CLASSIC_SITE],
  ['2.4.3', ['@docusaurus/core', 'react@17', 'react-dom@17']],
] as const)
  test(`site.css is the joined sheets as Docusaurus ${version}'s minimizers leave them`, { timeout: 300_000 }, async () => {
    const { site, minimizer, css } = await compiled(version, packages);
    assert.ok(minimizer, 'the installed Docusaurus gives a CSS minimizer');
    assert.doesNotMatch(css!, /@import/, 'one sheet, not imports of three');
    // (clean-css's restructuring: a later rule of a selector merged into the first, the rules between moved after it.)
    assert.match(css!, /^:root\{--look-accent:#111;--look-accent:#222\}\.look-card\{color:var\(--look-accent\);padding:4px\}\.look-note\{margin:0\}/);
    // (The components' relative URLs, from site.css's folder.)
    assert.match(css!, /url\(\.\.\/site-components\/chunks\/dot-1234\.svg\)/);
    fs.rmSync(site, { recursive: true, force: true });
  });

test('without Docusaurus installed there is no minimizer: the sheet imports its parts, unminified', async () => {
  const site = tempFiles('minify-none', { 'package.json': '{}' });
  assert.equal(await siteCssMinimizer(site, undefined), undefined);
  fs.rmSync(site, { recursive: true, force: true });
});

test('a config whose faster options ask for Lightning CSS, without @docusaurus/faster installed, fails as Docusaurus does, at the config', async () => {
  // (The site's config file by its name: a TypeScript one too.)
  for (const config of ['docusaurus.config.js', 'docusaurus.config.ts']) {
    const site = classicSiteWith(`minify-faster-${config}`, { 'package.json': '{}', [config]: 'export default {};\n' });
    await assert.rejects(siteCssMinimizer(site, { faster: { lightningCssMinimizer: true } }), (err: unknown) => {
      assert.ok(err instanceof BuildError);
      assert.equal(err.problems[0].file, config);
      assert.match(err.problems[0].message, /@docusaurus\/faster/);
      return true;
    });
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test(
  "a Sass sheet whose compressed CSS begins with a byte order mark loses its first rule after the sheet before it, as in Docusaurus' production build",
  { timeout: 300_000 },
  async () => {
    const site = classicSiteWith('minify-bom', {
      'src/css/first.css': '.look-first { color: red; }\n',
      // (Not ASCII once compiled: Sass writes the icon's character, so compressed CSS begins with a BOM.)
      'src/css/kit.scss': '/*! Kit v1 */\n:root { --kit-link: #0033ff; }\n.kit-icon::before { content: "\\f91e"; }\na { color: var(--kit-link); }\n',
      'package.json': JSON.stringify({ name: 'site', private: true }),
    });
    const config = lookConfig(['src/css/first.css', 'src/css/kit.scss']);
    const out = path.join(site, '.generated/site-styles');
    const none = path.join(site, 'no-components.css');
    const minified = readSiteStyles((await compileSiteStyles(config, site, out, undefined, [], none, await siteCssMinimizer(site, undefined)))!);
    // (The mark joins the comment to `:root`'s selector; clean-css then writes `/*! Kit v1 */,:root{…}`, which browsers drop whole.)
    assert.doesNotMatch(minified, /--kit-link:#0033ff|--kit-link:#03f/);
    assert.match(minified, /\.look-first\{color:red\}/);
    assert.match(minified, /a\{color:var\(--kit-link\)\}/);
    // Unminified (the live preview, as `docusaurus start`, whose Sass writes @charset, not the mark), the rule stays.
    const preview = readSiteStyles((await compileSiteStyles(config, site, out, undefined, [], none))!);
    assert.match(preview, /--kit-link:\s*#0033ff/);
    fs.rmSync(site, { recursive: true, force: true });
  },
);
