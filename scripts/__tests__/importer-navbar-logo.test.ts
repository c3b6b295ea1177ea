/** The navbar logo's alt text, as theme-classic's Logo gives it (plugins/docusaurus/importer/identity.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { identityFromConfig } from '../../plugins/docusaurus/importer/identity';

const ctx = { baseUrl: '/', setOfInstance: () => 'docs', setLabel: () => 'Docs' };
const altOf = (navbar: Record<string, unknown>) => identityFromConfig({ title: 'Open WebUI', themeConfig: { navbar } }, ctx).config.navbar?.logo.alt;

test("the logo's own alt, even empty; none beside a visible navbar title, which says it; else the site's title", () => {
  assert.equal(altOf({ title: 'Open WebUI', logo: { src: 'img/logo.png', alt: 'Our mark' } }), 'Our mark');
  assert.equal(altOf({ logo: { src: 'img/logo.png', alt: '' } }), '');
  // (open-webui/docs: a title beside the logo, no alt of its own, as Docusaurus draws it.)
  assert.equal(altOf({ title: 'Open WebUI', logo: { src: 'img/logo.png' } }), '');
  assert.equal(altOf({ logo: { src: 'img/logo.png' } }), 'Open WebUI');
});
