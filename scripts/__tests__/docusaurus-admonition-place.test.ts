/**
 * A site that swizzles a module of the admonitions' tree (its own types in `Admonition/Types`) has
 * the installed theme's Admonition draw its admonitions, reaching the swizzle through the theme's
 * aliases (plugins/docusaurus/site-components/admonition-place.ts): its own type drawn by its own
 * component, the theme's types by the theme's, a title handed as mdx-loader hands it (a `title`
 * prop, or an `mdxAdmonitionTitle` child). With the theme's code from the registry (3.10.2).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';
import { siteWithDocusaurus, withClientDependencies, writeSiteFiles } from '../../test/docusaurus-packages';
import { themeParts } from '../../plugins/docusaurus/site-components/theme-parts';

const work = tempDir('admonition-place');

const TYPES = [
  "import DefaultTypes from '@theme-original/Admonition/Types';",
  'function Release({ title, children }) {',
  '  return <aside className="site-release"><strong>{title ?? "Release"}</strong>{children}</aside>;',
  '}',
  'export default { ...DefaultTypes, release: Release };',
].join('\n');

test("the site's Admonition/Types: its own type is its component, the theme's types the theme's", { timeout: 240_000 }, async () => {
  const site = siteWithDocusaurus(work, path.join(work, 'site'), '3.10.2');
  withClientDependencies(work, site);
  assert.equal(themeParts(site, {}).Admonition, undefined, 'no swizzle, no part');
  writeSiteFiles(site, {
    'src/theme/Admonition/Types.js': `${TYPES}\n`,
    'src/components/AdmonitionPlace.jsx': "export { default as Admonition } from '@theme/Admonition';\n",
  });
  assert.equal(themeParts(site, {}).Admonition, '@theme/Admonition');
  const mod = await (
    await bundleSiteModule(site, 'src/components/AdmonitionPlace.jsx', {})
  ).load<{ Admonition: ComponentType<{ type: string; title?: string; children?: ReactNode }> }>();
  const draw = (props: { type: string; title?: string }, ...children: ReactNode[]) => renderToStaticMarkup(createElement(mod.Admonition, props, ...children));
  assert.equal(
    draw({ type: 'release', title: 'Look 2' }, createElement('p', null, 'Out now.')),
    '<aside class="site-release"><strong>Look 2</strong><p>Out now.</p></aside>',
  );
  const note = draw({ type: 'note' }, createElement('p', null, 'Body'));
  assert.match(note, /^<div class="theme-admonition theme-admonition-note [^"]*alert alert--secondary[^"]*">/);
  // A title of more than text is the child mdx-loader writes, which the theme's processAdmonitionProps takes out.
  const titled = draw(
    { type: 'tip' },
    createElement('mdxAdmonitionTitle', null, 'A ', createElement('code', null, 'coded'), ' title'),
    createElement('p', null, 'Body'),
  );
  assert.match(titled, /A <code>coded<\/code> title<\/div><div class="[^"]*admonitionContent[^"]*"><p>Body<\/p><\/div>/);
  assert.doesNotMatch(titled, /mdxAdmonitionTitle/i);
});
