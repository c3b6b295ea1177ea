/** The navbar's search box: the engine's, or under search.layerOnly the theme layer's SearchBar alone (none without one). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { Navbar, type NavContext } from '../Navbar';
import type { SiteConfig } from '@/lib/config/site-config';

const config = {
  baseUrl: '/',
  navbar: { logo: { alt: 'Site', src: '/logo.svg', href: '/' }, items: [{ type: 'search', position: 'right' }] },
  colorMode: { default: 'light', switch: false },
  search: { hitsPerPage: 20, algolia: null },
} as unknown as SiteConfig;

const ctx = (layerOnly: boolean) =>
  ({
    versionLinks: [],
    sidebarHrefs: {},
    docHrefs: {},
    search: {
      scope: 'x',
      scopeLabel: 'x',
      otherSets: [],
      placeholder: 'Search the docs',
      config: { hitsPerPage: 20, algolia: null, issuesUrl: '', siteUrl: '', suggestions: [] },
      ...(layerOnly ? { layerOnly: true } : {}),
    },
  }) as NavContext;

test("the engine's search box, unless the search is the theme layer's own and the layer has no SearchBar (this registry has none)", () => {
  assert.match(renderToStaticMarkup(createElement(Navbar, { config, ctx: ctx(false) })), /Search the docs/);
  const layerOnly = renderToStaticMarkup(createElement(Navbar, { config, ctx: ctx(true) }));
  assert.doesNotMatch(layerOnly, /Search the docs/);
  assert.doesNotMatch(layerOnly, /<button[^>]*search/i);
});
