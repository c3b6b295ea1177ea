import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageSidebarHtml, sidebarListHtml, type SidebarClassNames } from '../../shared/sidebar-html';
import { withSidebar } from '../fill-slots';
import type { SidebarItem } from '../../content/types';

const tree: SidebarItem[] = [
  { type: 'doc', label: 'Intro & "why"', href: '/docs/x/', docId: 'index', className: 'intro' },
  {
    type: 'category',
    label: 'Guides',
    href: '/docs/x/guides/',
    collapsible: true,
    collapsed: true,
    items: [
      { type: 'doc', label: 'A', href: '/docs/x/guides/a/', docId: 'guides/a' },
      { type: 'category', label: 'Deep', collapsible: true, collapsed: true, items: [{ type: 'doc', label: 'D', href: '/docs/x/guides/deep/d', docId: 'd' }] },
    ],
  },
  { type: 'category', label: 'CLI', collapsible: true, collapsed: true, items: [{ type: 'doc', label: 'create', href: '/docs/x/cli/create/', docId: 'c' }] },
  { type: 'category', label: 'Always', collapsible: false, collapsed: false, items: [{ type: 'link', label: 'GitHub', href: 'https://github.com/x/y' }] },
];

// A theme layer's class names (a plugin's sidebarClasses), as a site's CSS written for another theme needs them.
const THEME: SidebarClassNames = {
  rootList: 'x-root',
  list: 'x-list',
  linkItem: 'x-item x-level-{level}',
  categoryItem: 'x-category',
  collapsedItem: 'x-collapsed',
  link: 'x-link',
  activeLink: 'x-active',
  categoryRow: 'x-row',
  caret: 'x-caret',
  caretInLabel: true,
};

test("sidebar markup: the engine's own carries no other theme's class names", () => {
  const html = pageSidebarHtml(tree, '/docs/x/guides/a/');
  assert.doesNotMatch(html, /menu__|theme-doc-|clean-btn|infima/);
  // The toggles are found by their data attributes, whatever their classes.
  assert.match(html, /<button type="button" class="menu-caret" data-toggle="caret" aria-label="Collapse sidebar category 'Guides'"/);
  assert.match(html, /class="menu-link menu-category-label" data-toggle="label" aria-expanded="false"/);
});

test("sidebar markup: a theme layer's class names sit beside the engine's, its caret in place of the engine's", () => {
  const html = pageSidebarHtml(tree, '/docs/x/guides/a/', THEME);
  assert.match(html, /^<ul class="menu-list menu-root x-root">/);
  assert.match(html, /class="menu-link x-link menu-link-active x-active" aria-current="page"/);
  assert.match(html, /<li class="menu-item menu-category x-category collapsed x-collapsed" data-path="\/Guides\/Deep"/);
  assert.match(html, /<li class="menu-item x-item x-level-2">/);
  // One caret per category: the layer's button beside a linked label (not the engine's, whose CSS draws one) …
  assert.match(html, /<div class="menu-category-row x-row"><a [^>]*>Guides<\/a><button type="button" class="x-caret" data-toggle="caret"/);
  assert.doesNotMatch(html, /class="[^"]*\bmenu-caret\b/);
  // … and none beside a label that draws its own (caretInLabel).
  assert.match(html, />Deep<\/button><\/div>/);
});

test("sidebar markup: a layer that draws its own look drops the engine's classes of look, keeps the behaviour's hooks, and marks the categories holding the page", () => {
  const classes: SidebarClassNames = {
    ...THEME,
    activeCategory: 'x-holds',
    currentCategoryRow: 'x-row-current',
    drops: ['menu-list', 'menu-root', 'menu-item', 'menu-link', 'menu-link-active', 'menu-category-label', 'collapsed'],
  };
  const html = pageSidebarHtml(tree, '/docs/x/guides/a/', classes);
  assert.match(html, /^<ul class="x-root">/);
  assert.match(html, /<a class="x-link x-active" aria-current="page" href="\/docs\/x\/guides\/a\/">A<\/a>/);
  // The category holding the page: its label marked (each class once), its row not, for its own page is not the page.
  assert.match(
    html,
    /<li class="menu-category x-category" data-path="\/Guides" data-active=""><div class="menu-category-row x-row"><a class="x-link x-holds" href="\/docs\/x\/guides\/">Guides<\/a>/,
  );
  assert.match(html, /<li class="menu-category x-category x-collapsed" data-path="\/Guides\/Deep"/);
  assert.match(html, /<div id="sidebar-list-1" class="menu-category-items" hidden="">/);
  // On the category's own page its row is current too, and its label is the active link, once.
  const own = pageSidebarHtml(tree, '/docs/x/guides/', classes);
  assert.match(own, /<div class="menu-category-row x-row x-row-current"><a class="x-link x-holds x-active" aria-current="page" href="\/docs\/x\/guides\/">/);
  const unmarked = pageSidebarHtml(tree, '/docs/x/guides/a/', THEME);
  assert.doesNotMatch(unmarked, /x-holds|x-row-current/);
});

test('sidebar markup: the current entry, its categories open, the others lazy and closed, text escaped', () => {
  const html = pageSidebarHtml(tree, '/docs/x/guides/a/');
  assert.match(html, /^<ul class="menu-list menu-root">/);
  assert.match(html, /<li class="menu-item intro"><a class="menu-link" href="\/docs\/x\/">Intro &amp; &quot;why&quot;<\/a><\/li>/);
  assert.match(html, /<a class="menu-link menu-link-active" aria-current="page" href="\/docs\/x\/guides\/a\/">A<\/a>/);
  // The category holding the page is open and marked; its collapsed subcategory is lazy.
  assert.match(html, /<li class="menu-item menu-category" data-path="\/Guides" data-active="">/);
  assert.match(html, /aria-label="Collapse sidebar category 'Guides'" aria-expanded="true" aria-controls="sidebar-list-0"/);
  assert.match(
    html,
    /<li class="menu-item menu-category collapsed" data-path="\/Guides\/Deep" data-lazy="">.*?<button type="button" class="menu-link menu-category-label" data-toggle="label" aria-expanded="false" aria-controls="sidebar-list-1">Deep<\/button><span class="menu-caret" aria-hidden="true"><\/span><\/div><div id="sidebar-list-1" class="menu-category-items" hidden=""><\/div>/,
  );
  assert.doesNotMatch(html, /cli\/create/, 'a closed category carries no children');
  // Not collapsible: no toggle state; external links open a new tab.
  assert.match(
    html,
    /<button type="button" class="menu-link menu-category-label">Always<\/button><\/div><div id="sidebar-list-3" class="menu-category-items">/,
  );
  assert.match(html, /href="https:\/\/github.com\/x\/y" target="_blank" rel="noopener noreferrer">GitHub/);
});

test('sidebar markup: a lazy list rendered in the browser gets its own ids and links with trailing slashes', () => {
  const html = sidebarListHtml((tree[1] as Extract<SidebarItem, { type: 'category' }>).items, 1, '/Guides', { active: '/docs/x/', idPrefix: 'lazy-1-' });
  assert.match(html, /^<ul class="menu-list">/);
  assert.match(html, /href="\/docs\/x\/guides\/deep\/d\/"/);
  assert.match(html, /data-path="\/Guides\/Deep"/);
  assert.match(html, /id="lazy-1-0"/);
});

test('sidebar slot: filled when empty, replaced when it holds a sidebar, undefined without a slot', () => {
  const page =
    '<aside><div class="sidebar-scroll"><nav class="sidebar-menu" aria-label="Docs sidebar" data-slot="sidebar" data-sidebar="/s.json"></nav></div></aside><nav class="pagination"></nav>';
  const once = withSidebar(page, '<ul>one</ul>')!;
  assert.equal(once, page.replace('"/s.json"></nav>', '"/s.json"><ul>one</ul></nav>'));
  assert.equal(withSidebar(once, '<ul>two</ul>'), page.replace('"/s.json"></nav>', '"/s.json"><ul>two</ul></nav>'));
  assert.equal(withSidebar('<nav class="pagination"></nav>', '<ul></ul>'), undefined);
});
