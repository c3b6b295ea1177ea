/**
 * A site's own DocSidebarItem parts (plugins/docusaurus/site-components/theme-parts.ts): the fixture ejected
 * DocSidebarItem/Category, which shows a root category's entries without its row and marks the
 * other categories' labels. Its sidebar is rendered by React through the site's part and the
 * engine's entries, as Docusaurus renders it; collapsed categories load their entries on open.
 * It also replaced NotFound/Content, which the 404 page then shows, and draws its doc pages with
 * parts of its own (plugins/docusaurus/site-components/doc-item.ts): an ejected DocItem, a swizzled DocItem/Footer, a
 * wrapper of DocItem/Layout, and for its `api` docs a docItemComponent that provides what their
 * pages' components read.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tempProject } from '../lib/temp-project';
import { tempDir } from '../../test/temp-dir';
import { browserErrors, inBrowserTab } from './helpers/browser-errors';

const fixture = 'test/fixtures/docusaurus-sidebar-items';
const to = tempDir('sidebar-items');
const project = tempProject('sidebar-items');
after(() => project.remove());
const OUT = path.join(project.root, 'out');

const sidebarOf = (page: string) => {
  const html = fs.readFileSync(path.join(OUT, page, 'index.html'), 'utf8');
  const start = html.indexOf('class="sidebar-scroll"');
  return html.slice(start, html.indexOf('</nav>', start));
};
const build = () =>
  spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: project.root,
    encoding: 'utf8',
    env: { ...process.env, DOCS_CONTENT_DIR: path.resolve(to) },
  });
const labels = (sidebar: string) => [...sidebar.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);

test("a site's ejected DocSidebarItem/Category renders the sidebar, with the engine's other entries", async () => {
  const imported = spawnSync(process.execPath, ['scripts/import-docusaurus.mjs', '--from', fixture, '--to', to], { encoding: 'utf8' });
  assert.equal(imported.status, 0, imported.stderr);
  const report = JSON.parse(fs.readFileSync(path.join(to, 'import-report.json'), 'utf8')) as { componentsCompiled: string[]; unmappedConfig: string[] };
  assert.ok(report.componentsCompiled.includes('src/theme/DocSidebarItem/Category/index.js'));
  assert.ok(!report.unmappedConfig.some((line) => /DocSidebarItem/.test(line)), 'the swizzle is applied, not reported');

  const built = build();
  assert.equal(built.status, 0, built.stdout + built.stderr);

  const start = sidebarOf('docs/platform/start');
  // The root category has no row of its own; the others carry the part's mark; the unlisted page is left out.
  assert.deepEqual(labels(start), ['Getting started', 'Deep (section)', 'Open (section)', 'Third page']);
  assert.doesNotMatch(start, /data-slot="sidebar"/, 'React renders it: no slot for the build to fill');
  // A collapsed category keeps no entries in the page; its label links to its first page until it hydrates.
  assert.match(
    start,
    /menu__list-item--collapsed"><div class="menu__list-item-collapsible"><a [^>]*aria-expanded="false" href="\/docs\/platform\/deep\/first\/">Deep \(section\)<\/a><\/div><\/li>/,
  );
  assert.match(start, /aria-current="page" href="\/docs\/platform\/start\/">Getting started/);
  // Nor does the page's payload: the entries are cut on the server, so its hydration data holds the open part only.
  assert.doesNotMatch(fs.readFileSync(path.join(OUT, 'docs/platform/start/index.html'), 'utf8'), /Second deep page/);
  // An html entry is the site's HTML in theme-classic's DocSidebarItem/Html markup; custom props reach the site's part.
  assert.match(
    start,
    /<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-\d menuHtmlItem menu__list-item note-entry"><span class="sidebar-note">Further in<\/span><\/li>/,
  );
  assert.match(start, /<li class="category-badge" data-for="Deep">own<\/li>/);
  assert.match(start, /<li class="category-badge" data-for="Open">from-doc<\/li>/);
  // An unlisted page shows in the sidebar on its own page only, as Docusaurus' isVisibleSidebarItem.
  assert.deepEqual(labels(sidebarOf('docs/platform/hidden')), ['Getting started', 'Hidden page', 'Deep (section)', 'Open (section)', 'Third page']);
  // The category holding the page is open, and both it and the page are marked.
  assert.match(
    sidebarOf('docs/platform/deep/first'),
    /menu__link--active" role="button" aria-expanded="true"[^>]*>Deep \(section\)[^]*aria-current="page"[^>]*>First deep page/,
  );

  // The site's own not-found content replaces the engine's, as Docusaurus renders it.
  const notFound = fs.readFileSync(path.join(OUT, '404.html'), 'utf8');
  assert.match(
    notFound,
    /<div class="not-found"><h1 class="not-found__heading">Nothing here<\/h1><a class="not-found__link" href="\/docs\/platform\/start\/?">/,
  );
  assert.doesNotMatch(notFound, /<h1>Page not found<\/h1>/);

  assert.deepEqual(await browserErrors(OUT, ['/docs/platform/start/', '/docs/platform/hidden/']), {});
  await inBrowserTab(OUT, async (tab, origin) => {
    await tab.goto(`${origin}/docs/platform/start/`);
    // Opening the collapsed category loads its entries from the version's sidebar JSON, through the site's part.
    await tab.click('.sidebar-menu >> text=Deep (section)');
    await tab.waitForSelector('.sidebar-menu >> text=Second deep page');
    assert.equal(new URL(tab.url()).pathname, '/docs/platform/start/', 'a category without a page opens in place');
    // The caret closes the open category.
    await tab.click('.sidebar-menu button[aria-label="Collapse sidebar category \'Open (section)\'"]');
    assert.equal(await tab.isVisible('.sidebar-menu >> text=Third page'), false);
  });
});

const articleOf = (page: string) => {
  const html = fs.readFileSync(path.join(OUT, page, 'index.html'), 'utf8');
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};

test("a site's doc items: its swizzled parts in the engine's frame, and a docs instance's own item around its pages", async () => {
  const report = JSON.parse(fs.readFileSync(path.join(to, 'import-report.json'), 'utf8')) as { unmappedConfig: string[] };
  assert.deepEqual(
    report.unmappedConfig.filter((line) => /DocItem|ApiDocItem|docItemComponent/.test(line)),
    [],
    'the swizzles and the docs option are applied, not reported',
  );

  // The default docs: the engine's frame, with the site's footer (from the doc's metadata) and its wrapper's mark.
  const start = articleOf('docs/platform/start');
  assert.match(
    start,
    /<div class="doc-item-page container padding-top--md padding-bottom--lg"><div class="layout-mark"><\/div><div class="doc-layout docItemCol">/,
  );
  assert.match(
    start,
    /<footer class="custom-doc-footer"><a href="https:\/\/example.com\/edit\/docs\/platform\/start.md"[^>]*>Edit<\/a><span class="next-doc">Next: (<!-- -->)?First deep page<\/span><\/footer>/,
  );
  assert.doesNotMatch(start, /class="doc-meta"/, "the site's footer replaces the engine's");
  // (No badge and no page actions: no row, so a rule for the article's first child finds its first part, as theme-classic's DocItem/Layout has it.)
  assert.doesNotMatch(start, /class="doc-header-row"/);
  assert.match(start, /<\/footer><nav class="docusaurus-mt-lg pagination-nav"/, "the theme's paginator follows it, as in Docusaurus' layout");

  // The api docs: the site's item arranges the engine's parts and provides what the page's component reads.
  const endpoint = articleOf('api/endpoint');
  assert.match(endpoint, /<div class="row api-item"><div class="col col--9"><article><nav class="breadcrumbs/);
  assert.match(endpoint, /<div class="doc-markdown theme-doc-markdown markdown" data-search-body="">[^]*<h1>Create a widget<\/h1>/);
  assert.match(endpoint, /<code class="store-value">POST(<!-- -->)? (<!-- -->)?endpoint<\/code>/);
  assert.match(endpoint, /<div class="col col--3"><nav class="toc-desktop"[^]*href="#request"/);
  assert.doesNotMatch(endpoint, /class="doc-layout[" ]/, "the item's own layout, not the engine's frame");

  // Both hydrate without an error: the page's component finds its store in the browser too.
  assert.deepEqual(await browserErrors(OUT, ['/docs/platform/start/', '/api/endpoint/', '/api/overview/']), {});
  // The site's ejected DocItem renders the default docs: its provider, and the doc's id on <html>.
  const htmlClass = await inBrowserTab(OUT, async (tab, origin) => {
    await tab.goto(`${origin}/docs/platform/start/`);
    await tab.waitForFunction(() => document.documentElement.classList.length > 0);
    return [...(await tab.evaluate(() => [...document.documentElement.classList]))];
  });
  assert.ok(htmlClass.includes('docs-doc-id-platform/start'), htmlClass.join(' '));
});

test('an incremental build renders again the pages whose sidebar changed: React draws it, there is no slot to refill', () => {
  const page = path.join(to, 'docs/platform/deep/third.md');
  fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('title: Third page', 'title: Third page, renamed'));
  const built = build();
  assert.equal(built.status, 0, built.stdout + built.stderr);
  assert.match(built.stdout, /Incremental build: 6 page\(s\) to render/);
  assert.deepEqual(labels(sidebarOf('docs/platform/start')), ['Getting started', 'Deep (section)', 'Open (section)', 'Third page, renamed']);
});
