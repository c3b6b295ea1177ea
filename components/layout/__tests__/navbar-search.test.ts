/** The navbar's search box: the engine's, or under search.layerOnly the theme layer's SearchBar alone (none without one). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { Navbar, drawerHasContent } from '../Navbar';
import { navbarConfig, navbarContext } from './navbar-fixture';

const config = navbarConfig([{ type: 'search', position: 'right' }]);
const ctx = (layerOnly: boolean) => navbarContext('Search the docs', {}, layerOnly ? { layerOnly: true } : {});

test("the engine's search box, unless the search is the theme layer's own and the layer has no SearchBar (this registry has none)", () => {
  assert.match(renderToStaticMarkup(createElement(Navbar, { config, ctx: ctx(false) })), /Search the docs/);
  const layerOnly = renderToStaticMarkup(createElement(Navbar, { config, ctx: ctx(true) }));
  assert.doesNotMatch(layerOnly, /Search the docs/);
  assert.doesNotMatch(layerOnly, /<button[^>]*search/i);
});

test("a search box marked afterColorMode is the right side's last item, after the colour-mode switch; one without it comes before", () => {
  const order = (afterColorMode: boolean) => {
    const cfg = navbarConfig([
      { type: 'search', position: 'right', afterColorMode },
      { type: 'link', label: 'GitHub', href: 'https://example.com/', position: 'right' },
    ]);
    const html = renderToStaticMarkup(createElement(Navbar, { config: { ...cfg, colorMode: { ...cfg.colorMode, switch: true } }, ctx: ctx(false) }));
    const right = html.slice(html.indexOf('navbar-right'));
    return [right.indexOf('navbar-search'), right.indexOf('color-mode-item'), right.indexOf('GitHub')];
  };
  const [searchLast, switchLast, linkLast] = order(true);
  assert.ok(linkLast < switchLast && switchLast < searchLast, 'link, switch, then search');
  const [search, colorSwitch, link] = order(false);
  assert.ok(search < link && link < colorSwitch, 'search and link in their order, then the switch');
});

test("the phone menu button is drawn where the drawer has something: a navbar item the config names, or the page's sidebar", () => {
  const button = (items: Parameters<typeof navbarConfig>[0], hasSidebar: boolean) => {
    const config = navbarConfig(items);
    const html = renderToStaticMarkup(createElement(Navbar, { config, ctx: ctx(false), menu: drawerHasContent(config, hasSidebar) }));
    return /class="navbar-toggle"/.test(html);
  };
  // (theme-classic: no items and no second menu, no toggle; the search box the theme places itself is no item.)
  assert.equal(button([{ type: 'search', position: 'right', afterColorMode: true }], false), false);
  assert.equal(button([{ type: 'search', position: 'right', afterColorMode: true }], true), true);
  assert.equal(button([{ type: 'link', label: 'Guide', href: '/guide/' }], false), true);
  assert.equal(button([{ type: 'search', position: 'right' }], false), true);
});
