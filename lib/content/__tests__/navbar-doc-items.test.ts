import { test } from 'node:test';
import assert from 'node:assert/strict';
import { docItemKey, everyPageVersionMenus, navbarDocTargets } from '../navbar-doc-items';
import type { NavbarItem } from '../../config/site-config';
import type { ContentIndex, DocRecord, SetRecord, SidebarItem, VersionRecord } from '../types';

function doc(version: string, id: string, url: string, extra: Partial<DocRecord> = {}): DocRecord {
  return { id, set: 'guide', version, source: `${id}.md`, relPath: `${id}.md`, url, title: id, description: '', sidebarLabel: id, frontmatter: {}, draft: false, unlisted: false, ...extra };
}

function version(name: string, base: string, patch: Partial<VersionRecord> = {}): VersionRecord {
  const docs = [doc(name, 'intro', `${base}/intro/`), doc(name, 'api/client', `${base}/api/client/`), doc(name, 'api/server', `${base}/api/server/`)];
  const tutorial: SidebarItem[] = [{ type: 'doc', label: 'Intro', href: `${base}/intro/`, docId: 'intro' }];
  const api: SidebarItem[] = [
    { type: 'link', label: 'Elsewhere', href: 'https://example.com/' },
    {
      type: 'category',
      label: 'API',
      collapsible: true,
      collapsed: false,
      items: [
        { type: 'doc', label: 'Client', href: `${base}/api/client/`, docId: 'api/client' },
        { type: 'doc', label: 'Server', href: `${base}/api/server/`, docId: 'api/server' },
      ],
    },
  ];
  return { name, label: name === 'current' ? 'Next' : name, status: 'maintained', banner: 'none', badge: true, isLast: false, path: base, dir: name, mainDocId: 'intro', docs, draftIds: [], sidebars: { tutorial, api }, generatedIndexes: [], ...patch };
}

const next = version('current', '/docs/next');
const stable = version('2.0', '/docs', { isLast: true });
const old = version('1.0', '/docs/1.0', { docs: [doc('1.0', 'intro', '/docs/1.0/intro/')], sidebars: { tutorial: [{ type: 'doc', label: 'Intro', href: '/docs/1.0/intro/', docId: 'intro' }] } });
const guide: SetRecord = { id: 'guide', label: 'Guide', routeBasePath: '/docs', versioned: true, lastVersion: '2.0', versions: [next, stable, old] };
const single: SetRecord = {
  id: 'single',
  label: 'Single',
  routeBasePath: '/other',
  versioned: false,
  lastVersion: 'current',
  versions: [{ ...version('current', '/other', { isLast: true }), docs: [{ ...doc('current', 'intro', '/other/'), set: 'single' }], sidebars: {} }],
};
const index: ContentIndex = { sets: [guide, single], warnings: [] };

const items: NavbarItem[] = [
  { type: 'docSidebar', set: 'guide', sidebarId: 'tutorial', label: 'Tutorial' },
  { type: 'docSidebar', set: 'guide', sidebarId: 'api', label: 'API' },
  { type: 'doc', set: 'guide', docId: 'api/server', label: 'Server' },
  { type: 'docsVersion', set: 'guide' },
  { type: 'docsVersionDropdown', set: 'guide', everyPage: true },
  { type: 'docsVersionDropdown', set: 'single', everyPage: true },
];
const key = (i: number) => docItemKey(items[i] as Parameters<typeof docItemKey>[0]);

test("a docSidebar item leads to its own sidebar's first doc, in the version read, and is active only in that sidebar", () => {
  const onApi = navbarDocTargets(index, items, { set: 'guide', version: 'current', sidebarId: 'api', url: '/docs/next/api/client/' });
  assert.deepEqual(onApi[key(0)], { href: '/docs/next/intro/', active: false });
  // (The sidebar's first link is its first doc, depth first; a link to another site is none.)
  assert.deepEqual(onApi[key(1)], { href: '/docs/next/api/client/', active: true });
  // A version without that sidebar: the stable version's.
  const onOld = navbarDocTargets(index, items, { set: 'guide', version: '1.0', sidebarId: 'tutorial', url: '/docs/1.0/intro/' });
  assert.deepEqual(onOld[key(0)], { href: '/docs/1.0/intro/', active: true });
  assert.deepEqual(onOld[key(1)], { href: '/docs/api/client/', active: false });
  // Off the docs: the stable version, nothing active.
  const onBlog = navbarDocTargets(index, items, { url: '/blog/' });
  assert.deepEqual(onBlog[key(0)], { href: '/docs/intro/', active: false });
});

test('a doc item: the doc in the version read, active on it and on the pages of its sidebar', () => {
  const t = navbarDocTargets(index, items, { set: 'guide', version: 'current', sidebarId: 'api', url: '/docs/next/api/client/' });
  assert.deepEqual(t[key(2)], { href: '/docs/next/api/server/', active: true });
  const onIntro = navbarDocTargets(index, items, { set: 'guide', version: '2.0', sidebarId: 'tutorial', url: '/docs/intro/' });
  assert.deepEqual(onIntro[key(2)], { href: '/docs/api/server/', active: false });
  // 1.0 has no such doc: the stable one's.
  assert.equal(navbarDocTargets(index, items, { set: 'guide', version: '1.0', url: '/docs/1.0/intro/' })[key(2)].href, '/docs/api/server/');
});

test("a dropdown's entries into a doc set lead where the same items in the bar would", () => {
  const entries: NavbarItem[] = [{ type: 'dropdown', label: 'Docs', items: [items[2], items[0]] as Extract<NavbarItem, { type: 'dropdown' }>['items'] }];
  const page = { set: 'guide', version: 'current', sidebarId: 'api', url: '/docs/next/api/client/' };
  const inBar = navbarDocTargets(index, items, page);
  assert.deepEqual(navbarDocTargets(index, entries, page), { [key(2)]: inBar[key(2)], [key(0)]: inBar[key(0)] });
});

test('a docsVersion item: the main doc of the version read, else the stable one, labelled with it', () => {
  assert.deepEqual(navbarDocTargets(index, items, { set: 'guide', version: '1.0', url: '/docs/1.0/intro/' })[key(3)], { href: '/docs/1.0/intro/', label: '1.0', active: true });
  assert.deepEqual(navbarDocTargets(index, items, { url: '/blog/' })[key(3)], { href: '/docs/intro/', label: '2.0', active: false });
});

test('every-page version menus: off the set, each version leads to its main doc, labelled with the stable one; one version is one link', () => {
  const menus = everyPageVersionMenus(index, items, { url: '/blog/' });
  assert.equal(menus.guide.shown, '2.0');
  assert.deepEqual(
    menus.guide.links.map((l) => [l.label, l.href, l.active]),
    [
      ['Next', '/docs/next/intro/', false],
      ['2.0', '/docs/intro/', false],
      ['1.0', '/docs/1.0/intro/', false],
    ],
  );
  assert.deepEqual(menus.single.links, [{ name: 'current', label: 'Next', href: '/other/', active: false }]);
  // On the set's own pages the page's version links are the menu: none computed here.
  const own = everyPageVersionMenus(index, items, { set: 'guide', version: '1.0', url: '/docs/1.0/intro/', versionLinks: [{ name: '1.0', label: '1.0', href: '/docs/1.0/intro/', active: true }] });
  assert.equal(own.guide, undefined);
  assert.equal(everyPageVersionMenus(index, items, { set: 'single', version: 'current', url: '/other/' }).single.links[0].active, true);
  // A menu drawn only on its set's pages has none.
  assert.deepEqual(everyPageVersionMenus(index, [{ type: 'docsVersionDropdown', set: 'guide' }], { url: '/blog/' }), {});
});
