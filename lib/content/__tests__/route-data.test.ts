import { test } from 'node:test';
import assert from 'node:assert/strict';
import { breadcrumbs, cardListFacts, chooseSidebar, pageCrumb, counterpart, editUrl, prevNext, versionBanner, versionLinks } from '../route-data';
import { siteIndex, type RouteEntry, type VersionRouteEntry } from '../site-index';
import type { ContentIndex, DocRecord, SetRecord, SidebarItem, VersionRecord } from '../types';

function doc(version: string, id: string, url: string, extra: Partial<DocRecord> = {}): DocRecord {
  return { id, set: 'vcluster', version, source: `content/vcluster/${version}/${id}.mdx`, relPath: `${id}.mdx`, url, title: id, description: '', sidebarLabel: `label ${id}`, frontmatter: {}, draft: false, unlisted: false, ...extra };
}

const guide: SidebarItem = {
  type: 'category',
  label: 'Guides',
  href: '/docs/vcluster/guides/',
  collapsible: true,
  collapsed: false,
  items: [
    { type: 'doc', label: 'A', href: '/docs/vcluster/guides/a/', docId: 'guides/a' },
    { type: 'doc', label: 'B', href: '/docs/vcluster/guides/b/', docId: 'guides/b' },
  ],
};
const intro: SidebarItem = { type: 'doc', label: 'Intro', href: '/docs/vcluster/', docId: 'index' };

function version(name: string, patch: Partial<VersionRecord>): VersionRecord {
  return { name, label: name, status: 'maintained', banner: 'none', badge: true, isLast: false, path: `/docs/vcluster/${name}`, dir: `content/vcluster/${name}`, mainDocId: 'index', docs: [], draftIds: [], sidebars: {}, generatedIndexes: [], ...patch };
}

const stable = version('2.0', {
  isLast: true,
  path: '/docs/vcluster',
  docs: [doc('2.0', 'index', '/docs/vcluster/'), doc('2.0', 'guides/a', '/docs/vcluster/guides/a/'), doc('2.0', 'guides/b', '/docs/vcluster/guides/b/')],
  sidebars: { main: [intro, guide], other: [{ type: 'doc', label: 'Other', href: '/docs/vcluster/other/', docId: 'other' }] },
});
const old = version('1.0', { banner: 'unmaintained', status: 'EOL', docs: [doc('1.0', 'index', '/docs/vcluster/1.0/'), doc('1.0', 'guides/a', '/docs/vcluster/1.0/guides/a/')] });
const set: SetRecord = { id: 'vcluster', label: 'vCluster', routeBasePath: '/docs/vcluster', versioned: true, lastVersion: '2.0', versions: [stable, old] };
const index: ContentIndex = { sets: [set], warnings: [] };
const entryOf = (url: string) => siteIndex(index).byUrl(url) as VersionRouteEntry;

test('chooseSidebar: the last sidebar listing the page, displayed_sidebar overrides it, none for a page no sidebar lists', () => {
  assert.equal(chooseSidebar(stable, '/docs/vcluster/guides/b/').sidebarId, 'main');
  const shown = chooseSidebar(stable, '/docs/vcluster/guides/b/', 'other');
  assert.equal(shown.sidebarId, 'other');
  assert.deepEqual(shown.listing, [{ label: 'Other', href: '/docs/vcluster/other/' }], 'prev/next follow the sidebar shown');
  // A doc several sidebars list shows the last of them, as in Docusaurus.
  const twice = version('2.0', { sidebars: { first: [intro, guide], second: [guide] } });
  assert.equal(chooseSidebar(twice, '/docs/vcluster/guides/b/').sidebarId, 'second');
  assert.equal(chooseSidebar(twice, '/docs/vcluster/').sidebarId, 'first');
  assert.equal(chooseSidebar(stable, '/docs/vcluster/guides/b/', null).sidebar.length, 0);
  assert.equal(chooseSidebar(stable, '/docs/vcluster/nowhere/').sidebarId, '');
});

test('prevNext: neighbours in the listing, frontmatter wins (null: none)', () => {
  const { listing } = chooseSidebar(stable, '/docs/vcluster/guides/a/');
  const byId = (id: string) => siteIndex(index).doc(stable, id);
  assert.deepEqual(prevNext(listing, '/docs/vcluster/guides/a/', byId), { prev: { label: 'Guides', href: '/docs/vcluster/guides/' }, next: { label: 'B', href: '/docs/vcluster/guides/b/' } });
  assert.deepEqual(prevNext(listing, '/docs/vcluster/', byId).prev, undefined);
  assert.deepEqual(prevNext(listing, '/docs/vcluster/guides/b/', byId).next, undefined);
  const custom = prevNext(listing, '/docs/vcluster/guides/a/', byId, { pagination_prev: null, pagination_next: 'index' });
  assert.deepEqual(custom, { prev: undefined, next: { label: 'label index', href: '/docs/vcluster/' } });
});

test('prevNext: unlisted entries are no neighbours, an unlisted page has none, and frontmatter naming an unlisted doc gives none', () => {
  const a = { label: 'A', href: '/a/' };
  const hidden = { label: 'Hidden', href: '/hidden/', unlisted: true as const };
  const b = { label: 'B', href: '/b/' };
  const docs: Record<string, { sidebarLabel: string; url: string; unlisted: boolean }> = { hidden: { sidebarLabel: 'Hidden', url: '/hidden/', unlisted: true } };
  assert.deepEqual(prevNext([a, hidden, b], '/a/', (id) => docs[id]), { prev: undefined, next: b });
  assert.deepEqual(prevNext([a, hidden, b], '/b/', (id) => docs[id]), { prev: a, next: undefined });
  assert.deepEqual(prevNext([a, hidden, b], '/hidden/', (id) => docs[id]), { prev: undefined, next: undefined });
  assert.deepEqual(prevNext([a, hidden, b], '/a/', (id) => docs[id], { pagination_next: 'hidden' }).next, undefined);
});

test("prevNext: a neighbour is labelled as Docusaurus' toNavigationLink labels it", () => {
  const docs: Record<string, { sidebarLabel: string; url: string; unlisted: boolean; title: string; frontmatter: { pagination_label?: string; sidebar_label?: string } }> = {
    '/db/': { sidebarLabel: 'Database', url: '/db/', unlisted: false, title: 'Database', frontmatter: {} },
    '/a/': { sidebarLabel: 'a-side', url: '/a/', unlisted: false, title: 'A title', frontmatter: { sidebar_label: 'a-side' } },
    '/b/': { sidebarLabel: 'B', url: '/b/', unlisted: false, title: 'B', frontmatter: { pagination_label: 'B, next' } },
  };
  const at = (href: string) => docs[href];
  const listing = [
    { label: 'database', href: '/db/', category: true as const },
    { label: 'From the sidebars file', href: '/a/' },
    { label: 'B', href: '/b/' },
    { label: 'More', href: '/more/', category: true as const },
  ];
  // A category's own doc: that doc's title, not the category's label; a doc: its sidebar_label over the sidebars
  // file's label; its pagination_label over both; a generated index: the category's label.
  assert.deepEqual(prevNext(listing, '/a/', () => undefined, undefined, at), { prev: { label: 'Database', href: '/db/' }, next: { label: 'B, next', href: '/b/' } });
  assert.deepEqual(prevNext(listing, '/db/', () => undefined, undefined, at).next, { label: 'a-side', href: '/a/' });
  assert.deepEqual(prevNext(listing, '/b/', () => undefined, undefined, at).next, { label: 'More', href: '/more/' });
  // pagination_prev names a doc: its pagination_label.
  assert.deepEqual(prevNext(listing, '/a/', (id) => docs[id], { pagination_prev: '/b/' }, at).prev, { label: 'B, next', href: '/b/' });
});

test("the page's own crumb is its sidebar entry's label: a category's linked page shows the category's label", () => {
  // Docusaurus ends the trail with the matching item (useSidebarBreadcrumbs): for the category's own page
  // that is the category, whatever the index doc's sidebar_label says.
  assert.equal(pageCrumb([intro, guide], '/docs/vcluster/guides/'), 'Guides');
  assert.equal(pageCrumb([intro, guide], '/docs/vcluster/guides/b/'), 'B');
  assert.equal(pageCrumb([intro, guide], '/docs/vcluster/elsewhere/'), undefined);
});

test('breadcrumbs: the categories above the page', () => {
  assert.deepEqual(breadcrumbs([intro, guide], '/docs/vcluster/guides/b/'), [{ label: 'Guides', href: '/docs/vcluster/guides/' }]);
  assert.deepEqual(breadcrumbs([intro, guide], '/docs/vcluster/'), []);
});

test('counterpart, versionBanner and versionLinks: the same page in other versions, else their front page', () => {
  const oldEntry = entryOf('/docs/vcluster/1.0/guides/a/');
  assert.equal(counterpart(oldEntry, stable), '/docs/vcluster/guides/a/');
  assert.equal(counterpart(entryOf('/docs/vcluster/guides/b/'), old), '/docs/vcluster/1.0/');
  assert.deepEqual(versionBanner(oldEntry, stable), { kind: 'unmaintained', href: '/docs/vcluster/guides/a/', label: '2.0' });
  assert.equal(versionBanner(entryOf('/docs/vcluster/guides/a/'), stable), undefined);
  assert.deepEqual(
    versionLinks(oldEntry, set).map((l) => [l.name, l.href, l.active]),
    [['2.0', '/docs/vcluster/guides/a/', false], ['1.0', '/docs/vcluster/1.0/guides/a/', true]],
  );
  assert.deepEqual(versionLinks(oldEntry, { ...set, versioned: false }), []);
});

test('editUrl: custom_edit_url, then the version template, then the repository; none outside the repository', () => {
  const repo = { url: 'https://github.com/o/r', branch: 'main' };
  const d = doc('2.0', 'guides/a', '/docs/vcluster/guides/a/');
  assert.equal(editUrl(d, {}, repo), 'https://github.com/o/r/edit/main/content/vcluster/2.0/guides/a.mdx');
  assert.equal(editUrl(d, { editUrl: 'https://e.dev/{docPath}' }, repo), 'https://e.dev/guides/a.mdx');
  assert.equal(editUrl({ ...d, frontmatter: { custom_edit_url: 'https://x.dev/a' } }, { editUrl: 'https://e.dev/{docPath}' }, repo), 'https://x.dev/a');
  assert.equal(editUrl({ ...d, frontmatter: { custom_edit_url: null } }, {}, repo), undefined);
  assert.equal(editUrl({ ...d, source: '../elsewhere/a.mdx' }, {}, repo), undefined);
  // A version whose editUrl is false (a Docusaurus docs instance without one): no link but the page's own.
  assert.equal(editUrl(d, { editUrl: false }, repo), undefined);
  assert.equal(editUrl({ ...d, frontmatter: { custom_edit_url: 'https://x.dev/a' } }, { editUrl: false }, repo), 'https://x.dev/a');
});

test('siteIndex: named look-ups', () => {
  const site = siteIndex(index);
  assert.equal(site, siteIndex(index), 'built once per index');
  assert.equal(site.stableVersion('vcluster'), stable);
  assert.equal(site.version('vcluster', '1.0'), old);
  assert.equal(site.byScopeKey('vcluster-1.0')?.version, old);
  assert.equal(site.byScopeKey('vcluster-9.9'), undefined);
  assert.equal(site.doc(old, 'guides/a')?.url, '/docs/vcluster/1.0/guides/a/');
  assert.equal(site.mainDoc(stable)?.url, '/docs/vcluster/');
  assert.equal(site.setOf(old), set);
  assert.equal((site.byUrl('/docs/vcluster/guides/b/') as Extract<RouteEntry, { kind: 'doc' }>).doc.id, 'guides/b');
  assert.deepEqual(site.urls().length, 5);
  assert.throws(() => site.requireVersion('vcluster', '9.9'), /unknown version vcluster@9.9/);
});

test("cardListFacts: the deepest category linking to or holding the page (Docusaurus' useCurrentSidebarCategory), its docs; else the sidebar's top", () => {
  const nested: SidebarItem = {
    type: 'category',
    label: 'Deep',
    collapsible: true,
    collapsed: true,
    items: [{ type: 'doc', label: 'C', href: '/docs/vcluster/guides/deep/c/', docId: 'guides/deep/c' }],
  };
  const withDeep = { ...guide, items: [...(guide as Extract<SidebarItem, { type: 'category' }>).items, nested] };
  const docs = [
    doc('2.0', 'guides/a', '/docs/vcluster/guides/a/', { title: 'A page', description: 'About A.' }),
    doc('2.0', 'guides/b', '/docs/vcluster/guides/b/', { title: 'B page' }),
    doc('2.0', 'guides/deep/c', '/docs/vcluster/guides/deep/c/', { title: 'C page', description: 'About C.' }),
  ];
  const v = { docs };
  // The category's own page, a doc in it, a doc in a category within it.
  assert.equal(cardListFacts(v, [intro, withDeep], '/docs/vcluster/guides/').category?.label, 'Guides');
  assert.equal(cardListFacts(v, [intro, withDeep], '/docs/vcluster/guides/a/').category?.label, 'Guides');
  assert.equal(cardListFacts(v, [intro, withDeep], '/docs/vcluster/guides/deep/c/').category?.label, 'Deep');
  // Every doc its entries name, at any depth, with the description where the doc has one.
  assert.deepEqual(cardListFacts(v, [intro, withDeep], '/docs/vcluster/guides/').docs, {
    'guides/a': { id: 'guides/a', title: 'A page', description: 'About A.' },
    'guides/b': { id: 'guides/b', title: 'B page' },
    'guides/deep/c': { id: 'guides/deep/c', title: 'C page', description: 'About C.' },
  });
  // A link entry to the page (not its doc entry) ends no trail, as in Docusaurus.
  const linking: SidebarItem = { type: 'category', label: 'Links', collapsible: true, collapsed: true, items: [{ type: 'link', label: 'A again', href: '/docs/vcluster/guides/a/' }] };
  assert.equal(cardListFacts(v, [linking, withDeep], '/docs/vcluster/guides/a/').category?.label, 'Guides');
  // A page no category holds: the sidebar's top entries.
  const top = cardListFacts(v, [intro, withDeep], '/docs/vcluster/');
  assert.equal(top.category, undefined);
  assert.deepEqual(top.sidebar, [intro, withDeep]);
});
