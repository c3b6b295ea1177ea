/** The navbar's version menu and doc items, as the page's context resolves them (lib/content/navbar-doc-items.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { Navbar } from '../Navbar';
import { navbarConfig, navbarContext } from './navbar-fixture';
import type { NavbarItem } from '@/lib/config/site-config';

const versions = [
  { name: 'current', label: 'Next', href: '/docs/next/intro/', active: false },
  { name: '2.0', label: '2.0', href: '/docs/intro/', active: false },
];
const draw = (items: NavbarItem[], extra: Parameters<typeof navbarContext>[1]) =>
  renderToStaticMarkup(createElement(Navbar, { config: navbarConfig(items), ctx: navbarContext('Search', extra) }));

test('a version menu drawn on its set only is none elsewhere; an every-page one is labelled with the version its menu shows', () => {
  const menus = { guide: { links: versions, shown: '2.0' } };
  assert.doesNotMatch(draw([{ type: 'docsVersionDropdown', set: 'guide' }], { versionMenus: menus }), /version-button/);
  const html = draw([{ type: 'docsVersionDropdown', set: 'guide', everyPage: true, versions: ['2.0', 'current'], versionLabels: { current: 'Canary' } }], {
    versionMenus: menus,
  });
  assert.match(html, /class="nav-item-link version-button"[^>]*>2\.0</);
  // The config's versions in its order, with its labels.
  assert.ok(html.indexOf('>2.0</a>') < html.indexOf('>Canary</a>'), html);
  assert.doesNotMatch(html, />Next</);
});

test('an every-page menu of one version is a link, with the class the config gives it', () => {
  const menus = { guide: { links: [{ ...versions[1], active: true }], shown: '2.0' } };
  const html = draw([{ type: 'docsVersionDropdown', set: 'guide', everyPage: true, className: 'site-versions' }], { versionMenus: menus });
  assert.match(html, /<a class="nav-item-link nav-item-link-active site-versions" aria-current="true" href="\/docs\/intro\/">2\.0<\/a>/);
  const never = draw([{ type: 'docsVersionDropdown', set: 'guide', everyPage: true, activeClassDisabled: true }], { versionMenus: menus });
  assert.match(never, /<a class="nav-item-link" href="\/docs\/intro\/">2\.0<\/a>/);
});

test('doc items are drawn where the context leads them, and left out where it has no target', () => {
  const items: NavbarItem[] = [
    { type: 'docSidebar', set: 'guide', sidebarId: 'api', label: 'API' },
    { type: 'docsVersion', set: 'guide' },
    { type: 'doc', set: 'guide', docId: 'gone', label: 'Gone' },
  ];
  const html = draw(items, {
    docTargets: { 'docSidebar:guide:api': { href: '/docs/api/', active: true }, 'docsVersion:guide:': { href: '/docs/intro/', active: false, label: '2.0' } },
  });
  assert.match(html, /<a class="nav-item-link nav-item-link-active" aria-current="true" href="\/docs\/api\/">API<\/a>/);
  assert.match(html, /<a class="nav-item-link" href="\/docs\/intro\/">2\.0<\/a>/);
  assert.doesNotMatch(html, /Gone/);
});
