import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { pageSidebarHtml } from '../../../lib/shared/sidebar-html';
import { pluginThemeClasses, pluginStylesheets, sitePlugins } from '../../../lib/plugins/engine';
import type { SidebarItem } from '../../../lib/content/types';
import { plugins } from '../../index';
import { themed, withSiteClasses } from '../../../lib/shared/theme-classes';

const tree: SidebarItem[] = [
  { type: 'doc', label: 'Intro', href: '/docs/', docId: 'index' },
  {
    type: 'category',
    label: 'Guides',
    href: '/docs/guides/',
    collapsible: true,
    collapsed: false,
    items: [
      { type: 'doc', label: 'A', href: '/docs/guides/a/', docId: 'guides/a' },
      { type: 'category', label: 'Deep', collapsible: true, collapsed: true, items: [{ type: 'doc', label: 'D', href: '/docs/d/', docId: 'd' }] },
    ],
  },
];

const layer = sitePlugins({ plugins: ['docusaurus'] }, plugins);

test("an imported site's sidebar has Docusaurus' markup: Infima's classes and theme-classic's, one caret per category", () => {
  const html = pageSidebarHtml(tree, '/docs/guides/a/', pluginThemeClasses(layer)?.sidebar);
  assert.match(html, /^<ul class="theme-doc-sidebar-menu menu__list">/);
  assert.match(html, /<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menu__list-item">/);
  assert.match(html, /<a class="menu__link menu__link--active" aria-current="page"/);
  assert.match(html, /menu__list-item--collapsed/);
  // Infima draws the carets: the button beside a linked label, and the label of a category without a page.
  // The label of the category holding the page is `--active`, as theme-classic's DocSidebarItem/Category marks it.
  assert.match(
    html,
    /<div class="menu-category-row menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" href="\/docs\/guides\/">Guides<\/a><button type="button" class="clean-btn menu__caret" data-toggle="caret"/,
  );
  // A category without a page is toggled by its label, theme-classic's `<a role="button">` (its first page the server's href).
  assert.match(
    html,
    /<a class="menu__link menu__link--sublist menu__link--sublist-caret" role="button" data-toggle="label" aria-expanded="false" aria-controls="[^"]+" href="#">Deep<\/a><\/div>/,
  );
  // The engine's look is dropped: Infima's `menu` alone draws the entries (the behaviour's hooks stay).
  const names = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(' ')));
  for (const dropped of ['menu-list', 'menu-root', 'menu-item', 'menu-link', 'menu-link-active', 'menu-category-label', 'collapsed'])
    assert.ok(!names.has(dropped), dropped);
  assert.match(html, /class="menu-category theme-doc-sidebar-item-category/);
  // The engine's caret, whose CSS draws a second chevron, is nowhere.
  assert.doesNotMatch(html, /\bmenu-caret\b/);
});

test("an html entry is theme-classic's DocSidebarItem/Html: the site's HTML in a link entry's classes, Infima's spacing only with defaultStyle; the engine's own look elsewhere", () => {
  const items: SidebarItem[] = [
    { type: 'html', value: '<b class="section">Reference</b>', className: 'sep' },
    { type: 'category', label: 'More', collapsible: false, collapsed: false, items: [{ type: 'html', value: '<hr>', defaultStyle: true }] },
  ];
  const html = pageSidebarHtml(items, '/docs/', pluginThemeClasses(layer)?.sidebar);
  assert.match(html, /<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1 sep"><b class="section">Reference<\/b><\/li>/);
  assert.match(html, /<li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-2 menuHtmlItem menu__list-item"><hr><\/li>/);
  const own = pageSidebarHtml(items, '/docs/');
  assert.match(own, /<li class="menu-html sep"><b class="section">Reference<\/b><\/li>/);
  assert.match(own, /<li class="menu-html menu-html-default"><hr><\/li>/);
});

test("a link that leaves the site is theme-classic's DocSidebarItem/Link's: its module's class and IconExternalLink after the label; the engine's own has neither", () => {
  const items: SidebarItem[] = [{ type: 'link', label: 'Changelog', href: 'https://example.com/releases' }];
  assert.match(
    pageSidebarHtml(items, '/docs/', pluginThemeClasses(layer)?.sidebar),
    /<a class="menu__link menuExternalLink" href="https:\/\/example.com\/releases" target="_blank" rel="noopener noreferrer">Changelog<svg width="13.5" height="13.5" aria-hidden="true" viewBox="0 0 24 24" class="iconExternalLink"><path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2z/,
  );
  assert.match(
    pageSidebarHtml(items, '/docs/'),
    /<a class="menu-link" href="https:\/\/example.com\/releases" target="_blank" rel="noopener noreferrer">Changelog<\/a>/,
  );
});

test("3.9 on, each label stands in its DocSidebarItem module's span, titled by it, a category's label element its module's class first, where the site's install names them; before 3.9 and on the engine's own, the label alone", () => {
  const items: SidebarItem[] = [
    ...tree,
    { type: 'category', label: 'Only toggles', collapsible: true, collapsed: false, items: [{ type: 'doc', label: 'E & F', href: '/docs/e/', docId: 'e' }] },
    { type: 'link', label: 'Out', href: 'https://example.com/' },
  ];
  // (The names docusaurus build gives theme-classic 3.9-3.10's modules: ../site-components/frame-module-classes.ts.)
  const site = withSiteClasses(pluginThemeClasses(layer), {
    sidebar: { linkLabel: 'linkLabel_WmDU', categoryLabel: 'categoryLinkLabel_W154', categoryLabelLead: 'categoryLink_byQd' },
  });
  const html = pageSidebarHtml(items, '/docs/guides/a/', site?.sidebar);
  assert.match(html, /aria-current="page" href="\/docs\/guides\/a\/"><span title="A" class="linkLabel_WmDU">A<\/span><\/a>/);
  // A category's label element carries its module's class first.
  assert.match(
    html,
    /<a class="categoryLink_byQd menu__link menu__link--sublist menu__link--active" href="\/docs\/guides\/"><span title="Guides" class="categoryLinkLabel_W154">Guides<\/span><\/a><button/,
  );
  assert.match(
    html,
    /<a class="categoryLink_byQd menu__link [^"]*" role="button"[^>]*><span title="Only toggles" class="categoryLinkLabel_W154">Only toggles<\/span><\/a>/,
  );
  // (A link entry's element does not.)
  assert.doesNotMatch(html, /<a class="categoryLink_byQd[^"]*" aria-current="page" href="\/docs\/guides\/a\/"/);
  assert.match(html, /<span title="E &amp; F" class="linkLabel_WmDU">E &amp; F<\/span>/);
  assert.match(html, /noreferrer"><span title="Out" class="linkLabel_WmDU">Out<\/span><svg/);
  // The layer's own classes stay as they are.
  assert.equal(site?.sidebar?.link, pluginThemeClasses(layer)?.sidebar?.link);
  for (const without of [pluginThemeClasses(layer)?.sidebar, undefined])
    assert.doesNotMatch(pageSidebarHtml(items, '/docs/guides/a/', without), /<span title=/);
});

test("a category without a page: the layer's label links to its first listed page for the server (theme-classic's SSR fallback), the engine's is a button", () => {
  const items: SidebarItem[] = [
    {
      type: 'category',
      label: 'Open',
      collapsible: true,
      collapsed: false,
      items: [
        { type: 'doc', label: 'Hidden', href: '/docs/hidden/', docId: 'hidden', unlisted: true },
        { type: 'doc', label: 'B', href: '/docs/b/', docId: 'b' },
      ],
    },
  ];
  assert.match(
    pageSidebarHtml(items, '/docs/hidden/', pluginThemeClasses(layer)?.sidebar),
    /<a [^>]*role="button" data-toggle="label" aria-expanded="true"[^>]* href="\/docs\/b\/">Open<\/a>/,
  );
  assert.match(
    pageSidebarHtml(items, '/docs/hidden/'),
    /<button type="button" class="menu-link menu-category-label" data-toggle="label" aria-expanded="true"[^>]*>Open<\/button>/,
  );
});

test("the site's own theme carries none of it, and Docusaurus' stylesheets load only for a site that names the layer", () => {
  const own = sitePlugins({ plugins: ['vcluster'] }, plugins);
  assert.equal(pluginThemeClasses(own), undefined);
  assert.deepEqual(pluginStylesheets(own), []);
  const sheets = pluginStylesheets(layer);
  const [bridge, sidebar] = ['ifm-tokens.css', 'sidebar.css'].map((name) => sheets.find((f) => f.endsWith(`/${name}`))!);
  assert.match(fs.readFileSync(bridge, 'utf8'), /--c-primary: var\(--ifm-color-primary/);
  assert.match(fs.readFileSync(sidebar, 'utf8'), /:where\(\.sidebar-scroll\) > \.menu/);
  // The engine's stylesheets name no Infima class or variable.
  for (const file of fs.readdirSync('app/styles').filter((f) => f.endsWith('.css')))
    assert.doesNotMatch(fs.readFileSync(`app/styles/${file}`, 'utf8'), /\.menu__|--ifm-/, `app/styles/${file}`);
});

test("the frame's parts carry theme-classic's and Infima's names on an imported site", () => {
  const theme = pluginThemeClasses(layer);
  assert.equal(themed(theme, 'toc-list'), 'toc-list table-of-contents table-of-contents__left-border');
  assert.equal(themed(theme, 'toc-link', 'toc-link-active'), 'toc-link toc-link-active table-of-contents__link table-of-contents__link--active');
  assert.equal(themed(theme, 'admonition', 'admonition-tip'), 'admonition admonition-tip theme-admonition alert theme-admonition-tip alert--success');
  assert.equal(
    themed(theme, 'pagination-link pagination-prev', 'doc-pagination-prev'),
    'pagination-link pagination-prev doc-pagination-prev pagination-nav__link pagination-nav__link--prev',
  );
  assert.equal(themed(theme, 'nav-item-link', 'nav-item-link-active'), 'nav-item-link nav-item-link-active navbar__item navbar__link navbar__link--active');
  // A doc's box is DocRoot/Layout/Main's Infima container; the desktop TOC's box is TOC's.
  assert.equal(themed(theme, 'doc-layout'), 'doc-layout container padding-top--md padding-bottom--lg');
  assert.equal(themed(theme, 'toc-sticky'), 'toc-sticky thin-scrollbar theme-doc-toc-desktop');
  // The engine's own theme: its classes alone.
  assert.equal(themed(undefined, 'doc-layout'), 'doc-layout');
});

test("a doc's version badge is theme-classic's DocVersionBadge: Infima's secondary badge, its prefix kept; the engine's own is unchanged", async () => {
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { createElement } = await import('react');
  const { VersionBadge } = await import('../../../components/doc/DocParts');
  const page = { version: { badge: true, label: 'v0.27 Stable' } } as Parameters<typeof VersionBadge>[0]['page'];
  assert.equal(
    renderToStaticMarkup(createElement(VersionBadge, { page, theme: pluginThemeClasses(layer) })),
    '<span class="theme-doc-version-badge badge badge--secondary">Version: v0.27 Stable</span>',
  );
  assert.equal(
    renderToStaticMarkup(createElement(VersionBadge, { page })),
    '<span class="version-badge"><span class="version-badge-prefix">Version: </span>v0.27 Stable</span>',
  );
});
