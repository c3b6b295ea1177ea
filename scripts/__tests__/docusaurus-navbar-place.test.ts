/**
 * A site that swizzles a module of the navbar's tree (here `NavbarItem/ComponentTypes`, for an item
 * type of its own) has the classic theme's own navbar in the navbar's place, rendering the swizzle
 * as Docusaurus does (plugins/docusaurus/site-components/navbar-place.ts), with the engine's search
 * box in its search place; at the newest 3.x and at 2.4, with the theme's code from the registry.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';
import { siteWithDocusaurus, withClientDependencies, writeSiteFiles } from '../../test/docusaurus-packages';
import { LayoutPartProvider } from '../../plugins/docusaurus/components/layout-part';
import { themeParts } from '../../plugins/docusaurus/site-components/theme-parts';
import type { DocusaurusSiteConfig } from '../../plugins/docusaurus/site-components/site-config-view';

const work = tempDir('navbar-place');

const THEME_CONFIG = {
  navbar: {
    title: 'Acme',
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

for (const version of ['3.10.2', '2.4.3'])
  test(
    `a swizzled module of the navbar's tree: the theme's navbar renders it, with the engine's search (Docusaurus ${version})`,
    { timeout: 240_000 },
    async () => {
      const site = siteWithDocusaurus(work, path.join(work, `site-${version}`), version);
      withClientDependencies(work, site);
      writeSiteFiles(site, {
        'src/theme/NavbarItem/ComponentTypes.js': [
          "import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';",
          'function Status({ label }) { return <span className="site-status">{label}: all good</span>; }',
          "export default { ...ComponentTypes, 'custom-status': Status };",
        ].join('\n'),
      });
      const config = { themeConfig: THEME_CONFIG };
      // The navbar's place is the installed theme's Navbar; a site without the swizzle keeps the engine's.
      const part = themeParts(site, config).Navbar;
      assert.equal(part, path.join(site, 'node_modules/@docusaurus/theme-classic/lib/theme/Navbar/index.js'));
      writeSiteFiles(site, { 'src/components/NavbarPlace.jsx': `export { default as Navbar } from ${JSON.stringify(part)};\n` });
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
