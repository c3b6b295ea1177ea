/**
 * A site that swizzles a module of the navbar's tree (here `NavbarItem/ComponentTypes`, for an item
 * type of its own) has the classic theme's own navbar in the navbar's place, rendering the swizzle
 * as Docusaurus does (plugins/docusaurus/site-components/navbar-place.ts), with the engine's search
 * box in its search place; at the newest 3.x and at 2.4, with the theme's code from the registry.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';
import { siteWithDocusaurus, withClientDependencies, writeSiteFiles } from '../../test/docusaurus-packages';
import { LayoutPartProvider } from '../../plugins/docusaurus/components/layout-part';
import { themeParts } from '../../plugins/docusaurus/site-components/theme-parts';
import type { DocusaurusSiteConfig } from '../../plugins/docusaurus/site-components/site-config-view';
import { inBrowserTab } from './helpers/browser-errors';

const work = tempDir('navbar-place');

const THEME_CONFIG = {
  navbar: {
    title: 'Acme',
    hideOnScroll: true,
    logo: { alt: 'Acme logo', src: 'img/logo.svg' },
    items: [
      { to: '/docs/intro', label: 'Guide', position: 'left' },
      { type: 'dropdown', label: 'More', position: 'left', items: [{ href: 'https://example.com/forum', label: 'Forum' }] },
      { type: 'custom-status', label: 'Status', position: 'right' },
    ],
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
};

/** A site at `version` whose `NavbarItem/ComponentTypes` adds an item type of its own, and a module exporting its navbar's place. */
function navbarSite(version: string): string {
  const site = siteWithDocusaurus(work, path.join(work, `site-${version}`), version);
  withClientDependencies(work, site);
  writeSiteFiles(site, {
    'src/theme/NavbarItem/ComponentTypes.js': [
      "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';",
      'function Status({ label }) { return <span className="site-status">{label}: all good</span>; }',
      "export default { ...ComponentTypes, 'custom-status': Status };",
    ].join('\n'),
  });
  const part = themeParts(site, { themeConfig: THEME_CONFIG }).Navbar;
  writeSiteFiles(site, { 'src/components/NavbarPlace.jsx': `export { default as Navbar } from ${JSON.stringify(part)};\n` });
  return site;
}

for (const version of ['3.10.2', '2.4.3'])
  test(
    `a swizzled module of the navbar's tree: the theme's navbar renders it, with the engine's search (Docusaurus ${version})`,
    { timeout: 240_000 },
    async () => {
      const site = navbarSite(version);
      // The navbar's place is the installed theme's Navbar; a site without the swizzle keeps the engine's.
      assert.equal(themeParts(site, { themeConfig: THEME_CONFIG }).Navbar, path.join(site, 'node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js'));
      const mod = await (
        await bundleSiteModule(site, 'src/components/NavbarPlace.jsx', { themeConfig: THEME_CONFIG } as unknown as Partial<DocusaurusSiteConfig>)
      ).load<{ Navbar: ComponentType }>();
      const html = renderToStaticMarkup(
        createElement(LayoutPartProvider, {
          original: null,
          part: 'Navbar',
          versionLinks: [],
          search: createElement('div', { className: 'engine-search' }),
          children: createElement(mod.Navbar),
        }),
      );
      assert.match(html, /<nav aria-label="Main" class="[^"]*navbar navbar--fixed-top[^"]*"><div class="navbar__inner">/);
      // hideOnScroll: the theme's hideable navbar, shown until the reader scrolls (useHideableNavbar).
      const navClass = /<nav aria-label="Main" class="([^"]*)"/.exec(html)![1];
      assert.match(navClass, /navbarHideable/);
      assert.doesNotMatch(navClass, /navbarHidden/);
      // Docusaurus' toggle, which opens the engine's drawer (theme-common/internal's useNavbarMobileSidebar).
      assert.match(html, /<button aria-label="[^"]*" aria-expanded="false" class="navbar__toggle clean-btn" type="button">/);
      assert.match(html, /<a class="navbar__brand" href="\/">.*<img src="\/img\/logo.svg" alt="Acme logo"/);
      assert.match(html, /<b class="navbar__title text--truncate">Acme<\/b>/);
      assert.match(html, /<a class="navbar__item navbar__link" href="\/docs\/intro\/?">Guide<\/a>/);
      assert.match(html, /<div class="navbar__item dropdown dropdown--hoverable">.*>More<\/a><ul class="dropdown__menu">.*Forum/);
      // The site's own item type, among the right items; the engine's search box in the search place.
      assert.match(html, /<div class="[\w-]*\s?navbar__items navbar__items--right">.*<span class="site-status">Status: all good<\/span>/);
      assert.match(html, /<div class="[\w-]*(navbarSearchContainer|searchBox)[\w-]*"><div class="engine-search"><\/div><\/div>/);
      // Docusaurus' own phone drawer is not drawn: the engine's is the menu.
      assert.doesNotMatch(html, /navbar-sidebar__items/);
      // A nav link's NavLink props are read, not written out.
      assert.doesNotMatch(html, /activeClassName/i);
    },
  );

/**
 * In a browser: the theme's navbar hides as the reader scrolls down and shows as they scroll up
 * (`navbar.hideOnScroll`, the ported useHideableNavbar), and its toggle opens the engine's drawer
 * (the DRAWER_TOGGLE event the shell's MobileDrawer answers; a stand-in answers it here).
 */
test("in a browser, the theme's navbar hides on scroll and its toggle asks for the engine's drawer", { timeout: 240_000 }, async () => {
  const site = navbarSite('3.10.2');
  const page = path.join(site, 'browser');
  fs.mkdirSync(page, { recursive: true });
  const { code } = await bundleSiteModule(site, 'src/components/NavbarPlace.jsx', { themeConfig: THEME_CONFIG } as unknown as Partial<DocusaurusSiteConfig>);
  fs.writeFileSync(path.join(site, 'navbar-place.mjs'), code);
  writeSiteFiles(site, {
    'browser-entry.jsx': [
      "import { createElement } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { Navbar } from './navbar-place.mjs';",
      `import { LayoutPartProvider } from ${JSON.stringify(path.resolve('plugins/docusaurus/components/layout-part.tsx'))};`,
      `import { DRAWER_TOGGLE } from ${JSON.stringify(path.resolve('components/layout/drawer-events.ts'))};`,
      "window.addEventListener(DRAWER_TOGGLE, () => document.documentElement.classList.toggle('nav-open'));",
      "createRoot(document.getElementById('root')).render(createElement(LayoutPartProvider, { original: null, part: 'Navbar', versionLinks: [], children: createElement(Navbar) }));",
    ].join('\n'),
  });
  await build({
    entryPoints: [path.join(site, 'browser-entry.jsx')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    // (Next's client modules, which the engine's hooks import, read process.env: none outside Next.)
    define: { 'process.env.NODE_ENV': '"production"', 'process.env': '{}' },
    outdir: page,
    logLevel: 'silent',
  });
  // (The config's logo.)
  writeSiteFiles(page, { 'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>' });
  const css = fs.existsSync(path.join(page, 'browser-entry.css')) ? '<link rel="stylesheet" href="browser-entry.css">' : '';
  fs.writeFileSync(
    path.join(page, 'index.html'),
    `<!doctype html><html><head><link rel="icon" href="data:,">${css}</head><body><div id="root"></div><div style="height:4000px"></div><script type="module" src="browser-entry.js"></script></body></html>`,
  );
  await inBrowserTab(
    page,
    async (tab, origin) => {
      const errors: string[] = [];
      tab.on('pageerror', (e) => errors.push(e.message));
      tab.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      await tab.goto(`${origin}/`);
      await tab.waitForLoadState('networkidle');
      const nav = tab.locator('nav.navbar');
      if (!(await nav.count())) assert.fail(`no navbar: ${errors.join('; ')}`);
      const hidden = () => nav.evaluate((el) => /navbarHidden/.test(el.className));
      assert.equal(await hidden(), false);
      // (Down twice: as under Docusaurus, the first move from the top only records where it was.)
      await tab.mouse.wheel(0, 300);
      await tab.waitForFunction(() => window.scrollY > 0);
      await tab.mouse.wheel(0, 300);
      await tab.waitForFunction(() => /navbarHidden/.test(document.querySelector('nav.navbar')!.className));
      await tab.mouse.wheel(0, -200);
      await tab.waitForFunction(() => !/navbarHidden/.test(document.querySelector('nav.navbar')!.className));
      // The toggle asks for the drawer, and shows it open.
      await tab.evaluate(() => window.scrollTo(0, 0));
      await tab.click('button.navbar__toggle');
      await tab.waitForFunction(() => document.documentElement.classList.contains('nav-open'));
      await tab.waitForSelector('button.navbar__toggle[aria-expanded="true"]');
      assert.deepEqual(errors, []);
    },
    390,
  );
});
