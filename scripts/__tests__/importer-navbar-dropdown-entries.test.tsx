/**
 * A Docusaurus dropdown's items are navbar items of their own (theme-classic's DropdownNavbarItem):
 * links, and items into a doc set (`type: 'doc'`, `docSidebar`), each written with a label or as
 * `html`, which NavbarNavLink draws in place of the label. The import carries them all; the engine
 * draws a doc entry as a link to where the same item in the bar leads, and an html entry as its HTML.
 * (Before, only links came along, and without their html: a dropdown of doc items was left out whole.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { identityFromConfig } from '../../plugins/docusaurus/importer/identity';
import { parseSiteConfig, type SiteConfig } from '../../lib/config/site-config';
import { Navbar } from '../../components/layout/Navbar';
import { configHtml } from '../../lib/config/config-scripts';

const ctx = { baseUrl: '/', setOfInstance: () => 'docs', setLabel: () => 'Docs' };
const DROPDOWNS = [
  {
    type: 'dropdown',
    label: 'Products',
    items: [
      { to: '/moon', html: '<strong class="block">moon</strong><div>Build system</div>' },
      { to: '/proto', label: 'proto' },
    ],
  },
  {
    type: 'dropdown',
    label: 'Docs',
    items: [
      { type: 'doc', docId: 'intro', html: '<strong>moon</strong>' },
      { type: 'docSidebar', sidebarId: 'guides', label: 'Guides' },
      { type: 'docsVersionDropdown' },
    ],
  },
];

test("a dropdown's links keep their html, and its items into a doc set come along; an item of another type is reported", () => {
  const { config, unmapped } = identityFromConfig({ themeConfig: { navbar: { items: DROPDOWNS } } }, ctx);
  const dropdowns = config.navbar?.items.filter((i) => i.type === 'dropdown');
  assert.deepEqual(dropdowns, [
    {
      type: 'dropdown',
      label: 'Products',
      position: 'left',
      items: [
        { type: 'link', label: 'moon Build system', href: '/moon', html: DROPDOWNS[0].items[0].html, activeOn: { path: '/moon' } },
        { type: 'link', label: 'proto', href: '/proto', activeOn: { path: '/proto' } },
      ],
    },
    {
      type: 'dropdown',
      label: 'Docs',
      position: 'left',
      items: [
        { type: 'doc', set: 'docs', docId: 'intro', label: 'moon', html: '<strong>moon</strong>' },
        { type: 'docSidebar', set: 'docs', label: 'Guides', sidebarId: 'guides' },
      ],
    },
  ]);
  assert.match(unmapped.join('\n'), /a dropdown's item of type "docsVersionDropdown"/);
});

test('the engine validates the entries, checks their HTML for script, and draws each: a doc entry where it leads, an html entry as its HTML', () => {
  const base = JSON.parse(fs.readFileSync('test/fixtures/site/site.config.json', 'utf8')) as SiteConfig;
  const { config: imported } = identityFromConfig({ themeConfig: { navbar: { items: DROPDOWNS } } }, ctx);
  const items = imported.navbar!.items.filter((i) => i.type === 'dropdown');
  const withItems = (list: unknown[]) => ({ ...base, navbar: { ...base.navbar, items: list } });
  assert.throws(
    () => parseSiteConfig(withItems([{ type: 'dropdown', label: 'X', items: [{ type: 'search' }] }])),
    /an entry of a dropdown is one of link, doc, docSidebar/,
  );
  assert.throws(() => parseSiteConfig(withItems([{ type: 'dropdown', label: 'X', items: [{ type: 'doc', set: 'docs' }] }])), /a "doc" entry needs "docId"/);
  assert.deepEqual(
    configHtml(withItems(items))
      .map((t) => t.key)
      .filter((k) => k.startsWith('navbar')),
    ['navbar.items[0].items[0].html', 'navbar.items[1].items[0].html'],
  );
  const config = parseSiteConfig(withItems(items));
  const ctxNav = {
    docTargets: { 'doc:docs:intro': { href: '/docs/intro/', active: true } },
    versionLinks: [],
    search: { scope: '', otherSets: [], config: undefined },
  } as unknown as Parameters<typeof Navbar>[0]['ctx'];
  const html = renderToStaticMarkup(<Navbar config={config} ctx={ctxNav} />);
  assert.match(html, /<a [^>]*href="\/moon"[^>]*><strong class="block">moon<\/strong><div>Build system<\/div><\/a>/, 'the html entry, as its HTML');
  assert.match(
    html,
    /<a [^>]*aria-current="[a-z]+"[^>]*href="\/docs\/intro\/"[^>]*><strong>moon<\/strong><\/a>/,
    'the doc entry, where it leads, the page’s own',
  );
  assert.doesNotMatch(html, />Guides</, 'an entry that leads nowhere on this page is not drawn');
});
