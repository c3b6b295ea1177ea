/** A doc's edit link and last update, with the theme layer's classes where a site has one. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { DocMeta } from '../DocParts';
import { DOCUSAURUS_THEME_CLASSES } from '@/plugins/docusaurus/theme-classes';

const props = { editUrl: 'https://example.com/edit/intro.md', lastUpdated: 1_700_000_000, lastUpdateAuthor: 'Ada Lane' };

test("the date and author of the last update; the engine's own classes, and theme-classic's names where the layer gives them", () => {
  const own = renderToStaticMarkup(createElement(DocMeta, props));
  assert.match(own, /^<div class="doc-meta"><a [^>]*class="edit-link">/);
  assert.match(own, /<span class="last-updated">Last updated on <time dateTime="2023-11-14T22:13:20.000Z">Nov 14, 2023<\/time> by Ada Lane<\/span>/);
  const layered = renderToStaticMarkup(createElement(DocMeta, { ...props, theme: DOCUSAURUS_THEME_CLASSES }));
  assert.match(layered, /^<div class="doc-meta theme-doc-footer-edit-meta-row"><a [^>]*class="edit-link theme-edit-this-page">/);
  assert.match(layered, /<span class="last-updated theme-last-updated">Last updated on/);
});
