import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../../test/temp-dir';
import { buildSite } from '../store';
import { getPageData, allUrls } from '../routes';
import type { SidebarItem } from '../types';
import { pageSidebarHtml } from '../../shared/sidebar-html';
import { pageSidebar } from '../nav';

const root = process.cwd();
const fixture = path.join(root, 'test/fixtures/site');
const paths = {
  rootDir: root,
  contentDir: fixture,
  configFile: path.join(fixture, 'site.config.json'),
  versionsFile: path.join(fixture, 'versions.json'),
};
const site = buildSite(paths, { includeDrafts: false, gitDates: false, plugins: [] });
const vcluster = site.index.sets.find((s) => s.id === 'vcluster')!;
const stable = vcluster.versions.find((v) => v.name === '1.1.0')!;

const labels = (items: SidebarItem[]): unknown[] =>
  items.map((i) => (i.type === 'category' ? { [i.label]: labels(i.items) } : i.type === 'html' ? `html:${i.value}` : i.label));

test('sidebar: folders become categories ordered by position, then name', () => {
  assert.deepEqual(labels(stable.sidebars.default), [
    'Quick start',
    // 02-setup.mdx: the number prefix is its position, so it comes before the unnumbered page.
    { Introduction: ['Set up', 'Overview'] },
    { Guides: ['Guide B', 'Guide A', { Advanced: ['Deep dive'] }] },
    // No position: after the positioned items.
    'Authoring features',
    // Unlisted: kept, marked, as Docusaurus' generator keeps it; pages show it only on itself.
    'Hidden page',
  ]);
});

test('sidebar: an index doc is its folder category page; generated-index gets its own URL', () => {
  const guides = stable.sidebars.default.find((i) => i.type === 'category' && i.label === 'Guides');
  assert.ok(guides && guides.type === 'category');
  assert.equal(guides.href, '/docs/vcluster/guides/');
  assert.deepEqual(stable.generatedIndexes.map((g) => g.url), ['/docs/vcluster/category/advanced/']);
  const page = getPageData(site.index, site.config, '/docs/vcluster/category/advanced/');
  assert.equal(page?.kind, 'generated-index');
  assert.deepEqual(page?.kind === 'generated-index' && page.cards.map((c) => c.href), ['/docs/vcluster/guides/advanced/deep/']);
});

test('drafts are excluded from production and listed in draftIds; an unlisted page has a route, and shows in the sidebar only on itself, with no prev/next', () => {
  assert.deepEqual(stable.draftIds, ['draft']);
  assert.ok(!stable.docs.some((d) => d.id === 'draft'));
  const urls = allUrls(site.index);
  assert.ok(urls.includes('/docs/vcluster/hidden/'));
  assert.deepEqual(stable.sidebars.default.at(-1), { type: 'doc', label: 'Hidden page', href: '/docs/vcluster/hidden/', docId: 'hidden', unlisted: true });
  assert.doesNotMatch(pageSidebarHtml(stable.sidebars.default, '/docs/vcluster/features/'), /\/hidden\//);
  assert.match(pageSidebarHtml(stable.sidebars.default, '/docs/vcluster/hidden/'), /aria-current="page" href="\/docs\/vcluster\/hidden\/"/);
  const hidden = getPageData(site.index, site.config, '/docs/vcluster/hidden/')!;
  assert.equal(hidden.kind === 'doc' && hidden.sidebarId, 'default');
  assert.deepEqual([hidden.prev, hidden.next], [undefined, undefined]);
  assert.equal(getPageData(site.index, site.config, '/docs/vcluster/features/')?.next, undefined);
});

test("the doc at the site's base path is its entrance, without its sidebar, unless frontPageSidebar shows it (as Docusaurus does)", () => {
  const front = getPageData(site.index, site.config, '/docs/');
  assert.ok(front?.kind === 'doc' && front.sidebar.length > 0);
  assert.equal(pageSidebar(site.index, site.config, front), undefined);
  assert.equal(pageSidebar(site.index, { ...site.config, frontPageSidebar: true }, front)?.active, '/docs/');
  // (Any other page of the set keeps its sidebar either way.)
  const other = getPageData(site.index, site.config, '/docs/vcluster/features/')!;
  assert.ok(pageSidebar(site.index, site.config, other));
});

test('files starting with _ are never pages; number prefixes are stripped', () => {
  assert.ok(!stable.docs.some((d) => d.relPath.includes('_partials')));
  assert.ok(stable.docs.some((d) => d.id === 'intro/setup' && d.url === '/docs/vcluster/intro/setup/'));
});

test('version URLs and main docs', () => {
  const byName = Object.fromEntries(vcluster.versions.map((v) => [v.name, v]));
  assert.equal(byName['1.1.0'].path, '/docs/vcluster');
  assert.equal(byName.current.path, '/docs/vcluster/next');
  assert.equal(byName['1.0.0'].path, '/docs/vcluster/1.0.0');
  assert.equal(byName['1.1.0'].mainDocId, 'index');
  assert.ok(byName['1.1.0'].isLast && !byName.current.isLast);
});

test('route data: breadcrumbs, prev/next, banner and version links', () => {
  const page = getPageData(site.index, site.config, '/docs/vcluster/intro/setup/')!;
  assert.deepEqual(page.breadcrumbs, [{ label: 'Introduction' }]);
  assert.equal(page.prev?.href, '/docs/vcluster/');
  assert.equal(page.next?.href, '/docs/vcluster/intro/overview/');
  assert.equal(page.banner, undefined);
  assert.equal(page.kind === 'doc' && page.editUrl, 'https://github.com/loft-sh/vcluster-docs/edit/main/test/fixtures/site/vcluster/1.1.0/intro/02-setup.mdx');
  // The same doc in the EOL version does not exist: the dropdown falls back to that version's main doc.
  const links = Object.fromEntries(page.versionLinks.map((l) => [l.name, l.href]));
  assert.deepEqual(links, { current: '/docs/vcluster/next/', '1.1.0': '/docs/vcluster/intro/setup/', '1.0.0': '/docs/vcluster/1.0.0/' });

  const old = getPageData(site.index, site.config, '/docs/vcluster/1.0.0/intro/overview/')!;
  assert.deepEqual(old.banner, { kind: 'unmaintained', href: '/docs/vcluster/intro/overview/', label: 'v1.1 Stable' });
  const next = getPageData(site.index, site.config, '/docs/vcluster/next/new-feature/')!;
  assert.deepEqual(next.banner, { kind: 'unreleased', href: '/docs/vcluster/', label: 'v1.1 Stable' });
});

test("route data: a set whose docs plugin has breadcrumbs: false says so to the page (it shows none)", () => {
  const raw = JSON.parse(fs.readFileSync(paths.configFile, 'utf8')) as { sets: { id: string }[] };
  raw.sets = raw.sets.map((s) => (s.id === 'vcluster' ? { ...s, breadcrumbs: false } : s));
  const configFile = path.join(tempDir('breadcrumbs-config'), 'site.config.json');
  fs.writeFileSync(configFile, JSON.stringify(raw));
  const quiet = buildSite({ ...paths, configFile }, { includeDrafts: false, gitDates: false, plugins: [] });
  assert.equal(getPageData(quiet.index, quiet.config, '/docs/vcluster/intro/setup/')!.set.breadcrumbs, false);
  assert.equal(getPageData(site.index, site.config, '/docs/vcluster/intro/setup/')!.set.breadcrumbs, undefined);
});

test("a set's sidebarCollapsed and tagsBasePath reach its versions: categories open, tag pages under the base path", () => {
  const raw = JSON.parse(fs.readFileSync(paths.configFile, 'utf8')) as { sets: { id: string }[] };
  raw.sets = raw.sets.map((s) => (s.id === 'vcluster' ? { ...s, sidebarCollapsed: false, tagsBasePath: 'topics' } : s));
  const configFile = path.join(tempDir('set-options-config'), 'site.config.json');
  fs.writeFileSync(configFile, JSON.stringify(raw));
  const open = buildSite({ ...paths, configFile }, { includeDrafts: false, gitDates: false, plugins: [] });
  const version = open.index.sets.find((s) => s.id === 'vcluster')!.versions.find((v) => v.name === '1.1.0')!;
  const categories = (items: SidebarItem[]): boolean[] => items.flatMap((i) => (i.type === 'category' ? [i.collapsed, ...categories(i.items)] : []));
  assert.ok(categories(version.sidebars.default).length > 0);
  assert.ok(categories(version.sidebars.default).every((collapsed) => collapsed === false));
  assert.ok(categories(stable.sidebars.default).some((collapsed) => collapsed));
  assert.equal(version.tagsPath, `${version.path}/topics`);
  assert.equal(stable.tagsPath, undefined);
});

test("a set that keeps number prefixes (numberPrefixes: false, Docusaurus' numberPrefixParser: false) keeps them in ids, URLs and labels, and orders nothing by them", () => {
  const raw = JSON.parse(fs.readFileSync(paths.configFile, 'utf8')) as { sets: { id: string }[] };
  raw.sets = raw.sets.map((s) => (s.id === 'vcluster' ? { ...s, numberPrefixes: false } : s));
  const configFile = path.join(tempDir('prefixes-config'), 'site.config.json');
  fs.writeFileSync(configFile, JSON.stringify(raw));
  const kept = buildSite({ ...paths, configFile }, { includeDrafts: false, gitDates: false, plugins: [] });
  const version = kept.index.sets.find((s) => s.id === 'vcluster')!.versions.find((v) => v.name === '1.1.0')!;
  const setup = version.docs.find((d) => d.relPath.endsWith('02-setup.mdx'))!;
  const own = stable.docs.find((d) => d.relPath === setup.relPath)!;
  assert.deepEqual([own.id.split('/').pop(), own.url.endsWith('/setup/')], ['setup', true]);
  assert.deepEqual([setup.id.split('/').pop(), setup.url.endsWith('/02-setup/')], ['02-setup', true]);
});
