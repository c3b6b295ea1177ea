/**
 * A site's swizzle in the docs sidebar's tree (`DocSidebar/Desktop/CollapseButton` under
 * `DocSidebar`, or `DocSidebar` itself) changes the sidebar as under Docusaurus: the classic theme's
 * own `DocSidebar` takes the sidebar's place (plugins/docusaurus/site-components/doc-sidebar-place.ts)
 * and renders the swizzle around the engine's React entries, at the newest 3.x and at 2.4, with the
 * theme's code from the registry. Its phone panel draws in the engine's drawer, the sidebar's place.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bundleSiteModule } from '../../test/site-bundle';
import { tempDir } from '../../test/temp-dir';
import { siteWithDocusaurus, withClientDependencies, writeSiteFiles } from '../../test/docusaurus-packages';
import { docSidebarParts, docSidebarReachedSwizzles } from '../../plugins/docusaurus/site-components/doc-sidebar-place';
import { installedAliases } from '../../plugins/docusaurus/site-components/theme-aliases';
import { unappliedSwizzles } from '../../plugins/docusaurus/importer/swizzled-theme';
import { propSidebar } from '../../plugins/docusaurus/shared/prop-sidebar';
import type { SidebarItem } from '../../lib/api/content';
import type { DocusaurusSiteConfig } from '../../plugins/docusaurus/site-components/site-config-view';

/** What the theme's sidebar reads of the config: theme-classic's defaults, the sidebar hideable. */
const CONFIG = {
  themeConfig: { navbar: { hideOnScroll: false, items: [] }, docs: { sidebar: { hideable: true, autoCollapseCategories: false } } },
} as unknown as Partial<DocusaurusSiteConfig>;

const work = tempDir('doc-sidebar-place');
const ITEMS: SidebarItem[] = [
  { type: 'doc', label: 'Intro', href: '/docs/intro', docId: 'intro' },
  {
    type: 'category',
    label: 'Guides',
    collapsible: true,
    collapsed: false,
    items: [{ type: 'doc', label: 'Install', href: '/docs/guides/install', docId: 'guides/install' }],
  },
];

const COLLAPSE = 'export default function CollapseButton({ onClick }) { return <button className="site-collapse" onClick={onClick}>Hide the menu</button>; }';

type Parts = Record<'DocSidebar' | 'Mobile' | 'Here' | 'Items' | 'Parts', ComponentType<Record<string, unknown>>>;

for (const version of ['3.10.2', '2.4.3'])
  test(
    `a swizzle in the sidebar's tree is drawn by the theme's own sidebar, around the engine's entries (Docusaurus ${version})`,
    { timeout: 240_000 },
    async () => {
      const site = siteWithDocusaurus(work, path.join(work, `site-${version}`), version);
      withClientDependencies(work, site);
      writeSiteFiles(site, {
        'src/theme/DocSidebar/Desktop/CollapseButton/index.js': COLLAPSE,
        'src/components/Places.jsx': [
          "export { default as DocSidebar } from '@theme/DocSidebar';",
          "export { default as Mobile } from '@theme/DocSidebar/Mobile';",
          "export { default as Items } from '@theme/DocSidebarItems';",
          `export { SecondaryMenuHere as Here } from ${JSON.stringify(path.join(process.cwd(), 'plugins/docusaurus/components/secondary-menu.tsx'))};`,
          `export { SidebarPartsProvider as Parts } from ${JSON.stringify(path.join(process.cwd(), 'plugins/docusaurus/components/sidebar/sidebar-parts.tsx'))};`,
        ].join('\n'),
      });
      const aliases = installedAliases(site, undefined);
      assert.deepEqual(docSidebarReachedSwizzles(site, aliases), ['DocSidebar/Desktop/CollapseButton']);
      // Drawn, so the import's report does not call it "not applied".
      assert.deepEqual(unappliedSwizzles(site), []);
      const parts = docSidebarParts(site, aliases);
      assert.match(parts.DocSidebar!, /theme-classic\/lib\/theme\/DocSidebar\/index\.js$/);
      // (The button that shows a hidden sidebar again, 2.x's under its own name; 3.x's through the room's part,
      // which the engine's sidebar draws too.)
      assert.match(
        parts['DocRoot/Layout/Sidebar/ExpandButton']!,
        version.startsWith('2.') ? /DocPage\/Layout\/Sidebar\/ExpandButton/ : /plugins\/docusaurus\/components\/ExpandButtonPart\.tsx$/,
      );
      const mod = await (await bundleSiteModule(site, 'src/components/Places.jsx', CONFIG)).load<Parts>();

      const sidebar = propSidebar(ITEMS, '/docs/intro/', { lazy: false });
      // (As the engine's host gives them: the entries' lists are the engine's, ../../plugins/docusaurus/components/sidebar/SiteDocSidebar.tsx.)
      const within = (child: ReturnType<typeof createElement>) =>
        createElement(mod.Parts, { value: { parts: { DocSidebarItems: mod.Items }, sidebarUrl: '' }, children: child });
      const desktop = renderToStaticMarkup(within(createElement(mod.DocSidebar, { sidebar, path: '/docs/intro/', onCollapse: () => {}, isHidden: false })));
      // The theme's menu, the engine's entries (the page's own active), the site's collapse button (the sidebar is hideable).
      assert.match(desktop, /<nav[^>]*class="[^"]*menu[^"]*"/);
      assert.match(desktop, /<a class="[^"]*menu__link--active[^"]*"[^>]*href="\/docs\/intro\/"[^>]*>Intro<\/a>/);
      assert.match(desktop, /href="\/docs\/guides\/install\/"[^>]*>Install<\/a>/);
      assert.match(desktop, /<button class="site-collapse">Hide the menu<\/button>/);

      // The phone panel: drawn where the engine's drawer holds the site's sidebar, nothing elsewhere.
      const props = { sidebar, path: '/docs/intro/' };
      assert.equal(renderToStaticMarkup(within(createElement(mod.Mobile, props))), '');
      const phone = renderToStaticMarkup(within(createElement(mod.Here, { children: createElement(mod.Mobile, props) })));
      assert.match(phone, /<ul class="[^"]*menu__list[^"]*">/);
      assert.match(phone, />Install<\/a>/);
    },
  );

test("a wrapper of the sidebar's list keeps the engine's sidebar; a site's own DocSidebar is the place, without an installed theme too", () => {
  const wrapped = path.join(work, 'wrapped-content');
  writeSiteFiles(wrapped, {
    'src/theme/DocSidebar/Desktop/Content/index.js':
      "import Content from '@theme-original/DocSidebar/Desktop/Content';\nexport default function W(p) { return <><p>Above</p><Content {...p} /></>; }",
  });
  assert.deepEqual(docSidebarParts(wrapped, installedAliases(wrapped, undefined)), {});
  const own = path.join(work, 'own-sidebar');
  writeSiteFiles(own, { 'src/theme/DocSidebar/index.js': 'export default function DocSidebar() { return <nav>Mine</nav>; }' });
  assert.match(docSidebarParts(own, installedAliases(own, undefined)).DocSidebar!, /own-sidebar\/src\/theme\/DocSidebar\/index\.js$/);
});
