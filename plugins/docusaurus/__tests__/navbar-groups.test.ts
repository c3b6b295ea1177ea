/** The navbar's item groups under Docusaurus' layer: theme-classic's NavbarContentLayout `div`s, each item a child; the engine's own lists elsewhere. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { MobileNavLinks, Navbar } from '../../../components/layout/Navbar';
import { navbarConfig, navbarContext } from '../../../components/layout/__tests__/navbar-fixture';
import type { NavbarItem, SiteConfig } from '../../../lib/config/site-config';

const items: NavbarItem[] = [
  { type: 'link', label: 'Guides', href: '/guides/' },
  { type: 'html', value: '<b>Beta</b>', position: 'right' },
  { type: 'link', label: 'GitHub', href: 'https://example.com/', position: 'right' },
  { type: 'search', position: 'right', afterColorMode: true },
];

const bar = (plugins: string[]) => {
  const config = navbarConfig(items);
  const site = { ...config, plugins, colorMode: { ...config.colorMode, switch: true } } as SiteConfig;
  return renderToStaticMarkup(createElement(Navbar, { config: site, ctx: navbarContext('Search') }));
};

test("under Docusaurus' layer each item is its group's child, as a site's `.navbar__items > div` rule expects; the switch carries Navbar/Content's class", () => {
  const html = bar(['docusaurus']);
  // (The engine's "More" menu of the items that do not fit keeps its list.)
  assert.doesNotMatch(html.replace(/<details class="nav-dropdown navbar-more"[^]*?<\/details>/, ''), /<(ul|li)\b/);
  assert.match(
    html,
    /<div class="navbar-items navbar-left navbar__items"><a class="nav-item-link navbar__item navbar__link" href="\/guides\/">Guides<\/a><\/div>/,
  );
  const right = html.slice(html.indexOf('<div class="navbar-items navbar-right navbar__items navbar__items--right">'));
  // (The HTML item is Infima's navbar item, which leaves the bar on phones, as theme-classic's HtmlNavbarItem draws it.)
  assert.match(
    right,
    /^<div class="navbar-items navbar-right navbar__items navbar__items--right"><div class="navbar-html navbar__item"><b>Beta<\/b><\/div><a class="nav-item-link navbar__item navbar__link"/,
  );
  assert.match(right, /<button type="button" class="color-mode-toggle color-mode-item clean-btn colorModeToggle"/);
  // The search box after the switch, in the container theme-classic's Navbar/Search draws.
  assert.match(right, /<\/button><div class="navbar-search">/);
});

test("in the drawer the HTML item is an entry of its list, not the bar's navbar item (which Infima hides on phones)", () => {
  const config = { ...navbarConfig(items), plugins: ['docusaurus'] } as SiteConfig;
  const drawer = renderToStaticMarkup(createElement(MobileNavLinks, { config, ctx: navbarContext('Search') }));
  assert.match(drawer, /<li class="menu__list-item"><div class="navbar-html"><b>Beta<\/b><\/div><\/li>/);
});

test("the engine's own theme keeps its lists", () => {
  const html = bar([]);
  assert.match(html, /<ul class="navbar-items navbar-left"><li><a class="nav-item-link" href="\/guides\/">Guides<\/a><\/li><\/ul>/);
  assert.match(html, /<li class="color-mode-item"><button type="button" class="color-mode-toggle"/);
  assert.match(html, /<li class="navbar-search">/);
});
