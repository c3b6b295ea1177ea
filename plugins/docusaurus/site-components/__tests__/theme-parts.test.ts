import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unappliedSwizzles } from '../../importer/swizzled-theme';
import { themeParts } from '../theme-parts';

/** theme-classic installed in the site at `version`, with these modules of its theme (paths under lib/theme) drawing nothing; its folder. */
function installTheme(site: string, version: string, modules: string[] = []): string {
  const installed = path.join(site, 'node_modules/@docusaurus/theme-classic');
  fs.mkdirSync(installed, { recursive: true });
  fs.writeFileSync(path.join(installed, 'package.json'), JSON.stringify({ name: '@docusaurus/theme-classic', version, main: 'lib/index.js' }));
  for (const file of modules) {
    fs.mkdirSync(path.dirname(path.join(installed, 'lib/theme', file)), { recursive: true });
    fs.writeFileSync(path.join(installed, 'lib/theme', file), 'export default function Theirs() { return null; }\n');
  }
  return installed;
}

/**
 * Every Docusaurus site's footer and docs' back-to-top button are drawn by the room: the engine's ports of
 * Docusaurus' where the site (and its install) has none; and its docs versions' banner and paginator, its
 * pages' card lists and cards, and its docs' footer and pages' edit-meta row, the theme's.
 */
const FOOTER = {
  Footer: '@theme-original/Footer',
  BackToTopButton: '@theme-original/BackToTopButton',
  DocVersionBanner: path.resolve('plugins/docusaurus/components/DocVersionBannerPart.tsx'),
  DocPaginator: path.resolve('plugins/docusaurus/components/DocPaginatorPart.tsx'),
  DocCardList: path.resolve('plugins/docusaurus/components/DocCardListPart.tsx'),
  DocCard: path.resolve('plugins/docusaurus/components/DocCardPart.tsx'),
  BlogPostPaginator: path.resolve('plugins/docusaurus/components/BlogPostPaginator.tsx'),
  BlogListPaginator: path.resolve('plugins/docusaurus/components/BlogListPaginator.tsx'),
  EditMetaRow: path.resolve('plugins/docusaurus/components/EditMetaRowPart.tsx'),
  'DocItem/Footer': path.resolve('plugins/docusaurus/components/DocFooterPart.tsx'),
};

test('a src/theme part that imports its @theme-original is a wrapper; one that replaces the part is not', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  const dir = path.join(site, 'src/theme/DocSidebar/Desktop/Content');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.js'), 'export default function Mine() { return null; }\n');
  assert.deepEqual(themeParts(site), FOOTER);
  fs.writeFileSync(path.join(dir, 'index.js'), "import Content from '@theme-original/DocSidebar/Desktop/Content';\nexport default Content;\n");
  assert.deepEqual(themeParts(site), { ...FOOTER, 'DocSidebar/Desktop/Content': path.join(dir, 'index.js') });
  fs.rmSync(site, { recursive: true, force: true });
});

test("a site's DocSidebarItem part is used ejected or wrapped, and the sidebar's list is then compiled with it", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  const dir = path.join(site, 'src/theme/DocSidebarItem/Category');
  fs.mkdirSync(dir, { recursive: true });
  assert.deepEqual(themeParts(site), FOOTER);
  fs.writeFileSync(path.join(dir, 'index.tsx'), 'export default function Mine() { return null; }\n');
  assert.deepEqual(themeParts(site), { ...FOOTER, 'DocSidebarItem/Category': path.join(dir, 'index.tsx'), DocSidebarItems: '@theme-original/DocSidebarItems' });
  const items = path.join(site, 'src/theme/DocSidebarItems.js');
  fs.writeFileSync(items, 'export default function Items() { return null; }\n');
  assert.deepEqual(themeParts(site), { ...FOOTER, 'DocSidebarItem/Category': path.join(dir, 'index.tsx'), DocSidebarItems: items });
  fs.rmSync(site, { recursive: true, force: true });
});

test("a site's own not-found page and content and its search bar are used, replacing or wrapping; a replaced TOCCollapsible is not", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  for (const part of ['NotFound/Content', 'SearchBar', 'TOCCollapsible']) {
    fs.mkdirSync(path.join(site, 'src/theme', part), { recursive: true });
    fs.writeFileSync(path.join(site, 'src/theme', part, 'index.js'), 'export default function Mine() { return null; }\n');
  }
  // (A search bar of the site's own replaces the engine's, as under Docusaurus; the mobile TOC reads the engine's TOC.)
  const searchBar = { SearchBar: path.join(site, 'src/theme/SearchBar/index.js') };
  assert.deepEqual(themeParts(site), { ...FOOTER, ...searchBar, 'NotFound/Content': path.join(site, 'src/theme/NotFound/Content/index.js') });
  // The whole page, ejected, takes the page's place too (its Layout is the engine's shell around it).
  fs.writeFileSync(path.join(site, 'src/theme/NotFound.jsx'), 'export default function Page() { return null; }\n');
  assert.deepEqual(themeParts(site), {
    ...FOOTER,
    ...searchBar,
    NotFound: path.join(site, 'src/theme/NotFound.jsx'),
    'NotFound/Content': path.join(site, 'src/theme/NotFound/Content/index.js'),
  });
  fs.rmSync(site, { recursive: true, force: true });
});

test("the footer is the site's own, ejected or wrapped, where it has one; a swizzled part of it is not the footer", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  fs.mkdirSync(path.join(site, 'src/theme/Footer/Copyright'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src/theme/Footer/Copyright/index.js'), 'export default function Mine() { return null; }\n');
  assert.deepEqual(themeParts(site), FOOTER);
  fs.writeFileSync(path.join(site, 'src/theme/Footer/index.js'), "import Footer from '@theme-original/Footer';\nexport default Footer;\n");
  assert.deepEqual(themeParts(site), { ...FOOTER, Footer: path.join(site, 'src/theme/Footer/index.js') });
  fs.writeFileSync(path.join(site, 'src/theme/Footer/index.js'), 'export default function Mine() { return null; }\n');
  assert.deepEqual(themeParts(site), { ...FOOTER, Footer: path.join(site, 'src/theme/Footer/index.js') });
  fs.rmSync(site, { recursive: true, force: true });
});

test("the site's Root, ejected or wrapped, is a part around every page; none where it has none", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  assert.equal(themeParts(site).Root, undefined);
  fs.mkdirSync(path.join(site, 'src/theme'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src/theme/Root.js'), 'export default function Root({ children }) { return children; }\n');
  assert.equal(themeParts(site).Root, path.join(site, 'src/theme/Root.js'));
  fs.rmSync(site, { recursive: true, force: true });
});

test("the site's announcement bar is used ejected or wrapped: it needs nothing of the engine's", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  fs.mkdirSync(path.join(site, 'src/theme'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src/theme/AnnouncementBar.js'), 'export default function Mine() { return null; }\n');
  assert.equal(themeParts(site).AnnouncementBar, path.join(site, 'src/theme/AnnouncementBar.js'));
  fs.rmSync(site, { recursive: true, force: true });
});

test("a theme of the config that gives a search bar and page (a local search's getThemePath) has them used where the site has none of its own", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  const theme = path.join(site, 'node_modules/some-local-search/theme');
  for (const part of ['SearchBar', 'SearchPage', 'TOCCollapsible']) {
    fs.mkdirSync(path.join(theme, part), { recursive: true });
    fs.writeFileSync(path.join(theme, part, 'index.js'), 'export default function Theirs() { return null; }\n');
  }
  // (The import writes the themes' folders, relative to the content folder: local-plugins.ts.)
  fs.writeFileSync(path.join(site, 'theme-paths.json'), JSON.stringify(['node_modules/some-local-search/theme']));
  const fromTheme = { SearchBar: path.join(theme, 'SearchBar/index.js'), SearchPage: path.join(theme, 'SearchPage/index.js') };
  assert.deepEqual(themeParts(site), { ...FOOTER, ...fromTheme });
  // The site's own swizzle comes first, as Docusaurus' aliases resolve it.
  fs.mkdirSync(path.join(site, 'src/theme/SearchBar'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src/theme/SearchBar/index.js'), 'export default function Mine() { return null; }\n');
  assert.deepEqual(themeParts(site), { ...FOOTER, ...fromTheme, SearchBar: path.join(site, 'src/theme/SearchBar/index.js') });
  fs.rmSync(site, { recursive: true, force: true });
});

test("DocSearch's search box and search page are the installed theme-search-algolia's where the config has themeConfig.algolia, though its exports leave out package.json", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  const installed = (name: string, pkg: Record<string, unknown>, parts: string[]) => {
    const dir = path.join(site, 'node_modules/@docusaurus', name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `@docusaurus/${name}`, version: '3.10.2', main: 'lib/index.js', ...pkg }));
    for (const part of parts) {
      fs.mkdirSync(path.join(dir, 'lib/theme', part), { recursive: true });
      fs.writeFileSync(path.join(dir, 'lib/theme', part, 'index.js'), 'export default function Theirs() { return null; }\n');
    }
    return (part: string) => fs.realpathSync(path.join(dir, 'lib/theme', part, 'index.js'));
  };
  installed('theme-classic', {}, ['SearchBar']);
  // (As the real package: `exports` names './client' and '.', so `<name>/package.json` does not resolve.)
  const docSearch = installed('theme-search-algolia', { exports: { './client': './lib/client/index.js', '.': './lib/index.js' } }, ['SearchBar', 'SearchPage']);
  const algolia = { themeConfig: { algolia: { appId: 'APP', apiKey: 'key', indexName: 'docs' } } };
  assert.equal(themeParts(site, algolia).SearchBar, docSearch('SearchBar'));
  assert.equal(themeParts(site, algolia).SearchPage, docSearch('SearchPage'));
  // Without DocSearch's config the preset adds no search theme: the classic theme's SearchBar draws nothing, the engine's box and page stay.
  assert.equal(themeParts(site, { themeConfig: {} }).SearchBar, undefined);
  assert.equal(themeParts(site, { themeConfig: {} }).SearchPage, undefined);
  // The site's own swizzle comes first.
  fs.mkdirSync(path.join(site, 'src/theme/SearchBar'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src/theme/SearchBar/index.js'), 'export default function Mine() { return null; }\n');
  assert.equal(themeParts(site, algolia).SearchBar, path.join(site, 'src/theme/SearchBar/index.js'));
  fs.rmSync(site, { recursive: true, force: true });
});

test("the navbar's colour-mode switch is the site's own where it swizzled it, else the installed theme's, else the engine's", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  assert.equal(themeParts(site)['Navbar/ColorModeToggle'], undefined);
  installTheme(site, '3.10.2', ['Navbar/ColorModeToggle/index.js']);
  assert.equal(themeParts(site)['Navbar/ColorModeToggle'], '@theme-original/Navbar/ColorModeToggle');
  fs.mkdirSync(path.join(site, 'src/theme/Navbar/ColorModeToggle'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src/theme/Navbar/ColorModeToggle/index.js'), 'export default function Mine() { return null; }\n');
  assert.equal(themeParts(site)['Navbar/ColorModeToggle'], path.join(site, 'src/theme/Navbar/ColorModeToggle/index.js'));
  fs.rmSync(site, { recursive: true, force: true });
});

test("the phone's hamburger, drawer header and drawer panels are the installed theme's, a part the site swizzled its own; none without the theme", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  const MOBILE = ['Navbar/MobileSidebar/Toggle', 'Navbar/MobileSidebar/Header', 'Navbar/MobileSidebar'] as const;
  for (const part of MOBILE) assert.equal(themeParts(site)[part], undefined, part);
  const installed = installTheme(
    site,
    '3.10.2',
    ['Toggle', 'Header', 'Layout', 'SecondaryMenu'].map((name) => `Navbar/MobileSidebar/${name}/index.js`),
  );
  const parts = themeParts(site);
  assert.equal(parts['Navbar/MobileSidebar/Toggle'], '@theme-original/Navbar/MobileSidebar/Toggle');
  assert.equal(parts['Navbar/MobileSidebar/Header'], '@theme-original/Navbar/MobileSidebar/Header');
  // (The panels are the room's, laying the engine's links and sidebar out in the theme's Layout and SecondaryMenu.)
  assert.equal(parts['Navbar/MobileSidebar'], path.resolve('plugins/docusaurus/components/MobileSidebarPanels.tsx'));
  assert.ok(fs.existsSync(parts['Navbar/MobileSidebar']!));
  fs.mkdirSync(path.join(site, 'src/theme/Navbar/MobileSidebar/Header'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src/theme/Navbar/MobileSidebar/Header/index.js'), 'export default function Mine() { return null; }\n');
  assert.equal(themeParts(site)['Navbar/MobileSidebar/Header'], path.join(site, 'src/theme/Navbar/MobileSidebar/Header/index.js'));
  // A theme without the panels' Layout (before Docusaurus 2.0's MobileSidebar): the engine's drawer.
  fs.rmSync(path.join(installed, 'lib/theme/Navbar/MobileSidebar/Layout'), { recursive: true });
  assert.equal(themeParts(site)['Navbar/MobileSidebar'], undefined);
  fs.rmSync(site, { recursive: true, force: true });
});

test("the not-found page's content is the installed theme's where the site draws neither the page nor its content", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  const content = path.join(installTheme(site, '3.10.2', ['NotFound/Content/index.js']), 'lib/theme/NotFound/Content/index.js');
  assert.equal(themeParts(site)['NotFound/Content'], content);
  // The site's own page draws its content itself.
  fs.mkdirSync(path.join(site, 'src/theme'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src/theme/NotFound.js'), 'export default function Mine() { return null; }\n');
  assert.equal(themeParts(site)['NotFound/Content'], undefined);
  fs.rmSync(site, { recursive: true, force: true });
});

test('a theme before 3.0, which has no NotFound/Content, draws the whole not-found page with its NotFound, where the site draws none', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  const page = path.join(installTheme(site, '2.2.0', ['NotFound.js']), 'lib/theme/NotFound.js');
  const parts = themeParts(site);
  assert.equal(parts.NotFound, page);
  assert.equal(parts['NotFound/Content'], undefined);
  fs.mkdirSync(path.join(site, 'src/theme'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src/theme/NotFound.js'), 'export default function Mine() { return null; }\n');
  assert.equal(themeParts(site).NotFound, path.join(site, 'src/theme/NotFound.js'));
  fs.rmSync(site, { recursive: true, force: true });
});

test("the docs' back-to-top button is the site's own where it swizzles one, else the engine's port (the installed theme's where there is one: installed-theme e2e)", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  assert.equal(themeParts(site).BackToTopButton, '@theme-original/BackToTopButton');
  fs.mkdirSync(path.join(site, 'src/theme/BackToTopButton'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src/theme/BackToTopButton/index.js'), 'export default function Mine() { return null; }\n');
  assert.equal(themeParts(site).BackToTopButton, path.join(site, 'src/theme/BackToTopButton/index.js'));
  fs.rmSync(site, { recursive: true, force: true });
});

test("the navbar's dropdowns are the theme's where the config's navbar has one: a dropdown, the versions', the locales', or an item with items", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  const part = (items: unknown[]) => themeParts(site, { themeConfig: { navbar: { items } } })['NavbarItem/DropdownNavbarItem'];
  const partModule = path.resolve('plugins/docusaurus/components/NavbarDropdownPart.tsx');
  assert.equal(
    part([
      { type: 'doc', docId: 'intro', label: 'Docs' },
      { href: 'https://x.example', label: 'X' },
    ]),
    undefined,
  );
  for (const type of ['dropdown', 'docsVersionDropdown', 'localeDropdown']) assert.equal(part([{ type, label: 'Menu', items: [] }]), partModule, type);
  assert.equal(part([{ label: 'More', items: [{ label: 'A', to: '/a' }] }]), partModule);
  fs.rmSync(site, { recursive: true, force: true });
});

test("the theme's version banner and paginators are drawn where the site swizzles them or their links: a host draws its banner on a category's page, its paginator is the blog's place", () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-parts-'));
  for (const name of ['DocVersionBanner', 'PaginatorNavLink', 'BlogPostPaginator']) {
    fs.mkdirSync(path.join(site, 'src/theme', name), { recursive: true });
    fs.writeFileSync(path.join(site, 'src/theme', name, 'index.js'), 'export default function Mine() { return null; }\n');
  }
  const parts = themeParts(site);
  assert.equal(parts.DocVersionBanner, path.resolve('plugins/docusaurus/components/DocVersionBannerHost.tsx'));
  assert.equal(parts.DocPaginator, FOOTER.DocPaginator);
  assert.equal(parts.BlogPostPaginator, path.join(site, 'src/theme/BlogPostPaginator/index.js'));
  assert.equal(parts.BlogListPaginator, FOOTER.BlogListPaginator);
  // Nothing of them is reported as not applied.
  assert.deepEqual(unappliedSwizzles(site), []);
  fs.rmSync(site, { recursive: true, force: true });
});
