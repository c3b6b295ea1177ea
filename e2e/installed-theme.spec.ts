/**
 * A Docusaurus site built with its Docusaurus installed beside it (scripts/lib/fixture-sites.ts
 * `docusaurus-installed`: the docusaurus-look fixture over a 3.10.2 install), as a team's repository
 * has it: the phone's navbar and drawer are its theme's (Navbar/MobileSidebar). The hamburger is
 * the theme's toggle; the drawer opens on the page's sidebar under the theme's header (logo,
 * colour-mode switch, close) with "← Back to main menu" above it, which slides to the navbar's
 * links; closing it and opening it again shows the sidebar first again, as theme-common's
 * secondary menu does. On a wide screen the sidebar is the page's column, without any of that.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fixtureSitesDir } from '../scripts/lib/fixture-sites';
import { fixtureOrigin } from './fixture-origin';
import { axeViolations } from './axe';
import { expectBackToTop } from './back-to-top';

const PAGE = '/docs/guides/setup/';

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${fixtureOrigin('docusaurus-installed')}${PAGE}`);
}

/** Whether `selector` inside the drawer is on screen, inside the drawer's box. */
const inDrawer = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const drawer = document.getElementById('site-sidebar')!.getBoundingClientRect();
    const el = document.querySelector(`#site-sidebar ${sel}`);
    if (!el || !el.checkVisibility({ visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.left >= drawer.left - 1 && r.right <= drawer.right + 1;
  }, selector);

test('on a phone the navbar and the drawer are the installed theme’s: header, sidebar first, back to the links', async ({ page }) => {
  await open(page, 390);
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  // The theme's 30 px menu icon; the switch is in the drawer's header, not in the navbar.
  expect((await toggle.locator('svg').boundingBox())!.width).toBe(30);
  await expect(page.locator('.navbar-inner .color-mode-item')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const header = page.locator('#site-sidebar > .navbar-sidebar__brand');
  await expect(header).toBeVisible();
  await expect(header.locator('.navbar__title')).toHaveText('Look');
  await expect(header.getByRole('button', { name: /Switch between dark and light mode/ })).toBeVisible();
  // Infima's width: 83 % of the window.
  expect(Math.round((await page.locator('#site-sidebar').boundingBox())!.width)).toBe(Math.round(390 * 0.83));

  // The page's sidebar first, its entry current; the links' panel is inert behind it.
  const back = page.getByRole('button', { name: '← Back to main menu' });
  await expect(back).toBeVisible();
  await expect.poll(() => inDrawer(page, '.sidebar-menu [aria-current="page"]')).toBe(true);
  await expect(page.locator('#site-sidebar .navbar-sidebar__item').first()).toHaveJSProperty('inert', true);

  // Back: the navbar's links slide in, the sidebar goes.
  await back.click();
  await expect.poll(() => inDrawer(page, '.mobile-nav a')).toBe(true);
  await expect.poll(() => inDrawer(page, '.sidebar-menu')).toBe(false);
  await expect(page.locator('#site-sidebar .mobile-nav a', { hasText: 'Docs' })).toBeVisible();
  // As theme-classic's mobile NavbarItems: Infima's menu links, the page's own `--active`, so a site's menu rules reach them.
  await expect(page.locator('#site-sidebar .mobile-nav li.menu__list-item > a.menu__link.menu__link--active', { hasText: 'Docs' })).toBeVisible();
  await expect(page.locator('#site-sidebar .mobile-nav .navbar__link')).toHaveCount(0);
  // As react-router's NavLink marks it (a site's CSS may select `[aria-current=page]`); the bar's link too.
  await expect(page.locator('#site-sidebar .mobile-nav a', { hasText: 'Docs' })).toHaveAttribute('aria-current', 'page');
  // A dropdown is the theme's collapsible entry (DropdownNavbarItem/Mobile), open on the page it lists, its caret closing it.
  const dropdown = page.locator('#site-sidebar .mobile-nav li.menu__list-item', { has: page.locator('> .menu__list-item-collapsible') });
  await expect(dropdown.locator('a.menu__link.menu__link--sublist')).toHaveText('Community');
  await expect(dropdown).not.toHaveClass(/menu__list-item--collapsed/);
  await expect(dropdown.locator('ul.menu__list a.menu__link.menu__link--active')).toHaveText('Set up');
  await expect(page.locator('#site-sidebar .mobile-nav details')).toHaveCount(0);
  await dropdown.getByRole('button', { name: 'Collapse the dropdown' }).click();
  await expect(dropdown).toHaveClass(/menu__list-item--collapsed/);

  // The header's close button closes the drawer and gives focus back to the toggle; opened again, the sidebar is first.
  await header.getByRole('button', { name: 'Close navigation bar' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#site-sidebar')).not.toBeInViewport();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await expect(back).toBeVisible();
  await expect.poll(() => inDrawer(page, '.sidebar-menu [aria-current="page"]')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone what a page’s NavbarSecondaryMenuFiller holds is the drawer’s second panel (the blog’s posts, as BlogSidebar/Mobile fills it)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`${fixtureOrigin('docusaurus-installed')}/blog/`);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const back = page.getByRole('button', { name: '← Back to main menu' });
  await expect(back).toBeVisible();
  await expect.poll(() => inDrawer(page, 'a.menu__link[href*="second-look"]')).toBe(true);
  await expect(page.locator('#site-sidebar .navbar-sidebar__item').first()).toHaveJSProperty('inert', true);
  // A post from the panel: its page, and the drawer closed on it with the post current in the panel.
  await page.locator('#site-sidebar a.menu__link', { hasText: 'A second look' }).click();
  await expect(page).toHaveURL(/second-look\/?$/);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect.poll(() => inDrawer(page, 'a.menu__link--active[href*="second-look"]')).toBe(true);
  await back.click();
  await expect.poll(() => inDrawer(page, '.mobile-nav a')).toBe(true);
  // On a wide screen the filler is gone (the site renders it on phones), and the drawer holds nothing of it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('.look-blog-sidebar a', { hasText: 'First light' })).toBeVisible();
  await expect(page.locator('#site-sidebar a[href*="first-light"]')).toHaveCount(0);
});

test("a blog list is theme-classic's BlogListPage: its posts first in the site's blog layout, each excerpt's paragraphs under the `.markdown` block's rules", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${fixtureOrigin('docusaurus-installed')}/blog/`);
  // (The theme's list page writes no heading of its own: the posts' titles are the page's headings.)
  const main = page.locator('main.look-blog-main');
  expect(await main.evaluate((m) => m.firstElementChild!.tagName)).toBe('ARTICLE');
  await expect(main.locator('article.look-post--list')).toHaveCount(2);
  await expect(page.locator('.blog-page-header')).toHaveCount(0);
  await expect(page.locator('nav.pagination-nav')).toHaveCount(1);
  // (Infima's `.markdown > p:last-child`: no margin under an excerpt's last paragraph, through the engine's excerpt block.)
  const last = page.locator('.markdown > .blog-excerpt.markdown > p:last-child').first();
  expect(await last.evaluate((p) => getComputedStyle(p).marginBottom)).toBe('0px');
});

test('a post whose BlogPostPage the site wraps is the installed theme’s page inside the wrapper, in the site’s ejected BlogLayout', async ({ page }) => {
  await page.goto(`${fixtureOrigin('docusaurus-installed')}/blog/2024/04/10/second-look/`);
  await expect(page.locator('script.look-post-schema')).toHaveCount(1);
  await expect(page.locator('.look-blog-sidebar a', { hasText: 'First light' })).toBeVisible();
  await expect(page.locator('main.look-blog-main h1')).toHaveText('A second look');
  await expect(page.locator('.blog-sidebar-phone, .blog-layout')).toHaveCount(0);
});

test('in the drawer the sidebar is DocSidebar/Mobile’s list alone: a site’s `.menu` rule gives it no box of its own', async ({ page }) => {
  await open(page, 390);
  // (As vcluster-docs' `body .menu`: a gutter, a positioned box for its border line, padding.)
  await page.addStyleTag({ content: 'body .menu { scrollbar-gutter: stable; position: relative; padding: 0 }' });
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.getByRole('button', { name: '← Back to main menu' })).toBeVisible();
  const widths = await page.evaluate(() => {
    const panel = document.querySelectorAll<HTMLElement>('#site-sidebar .navbar-sidebar__item')[1];
    const entry = panel.querySelector<HTMLElement>('.sidebar-menu .menu__list-item')!;
    return {
      panel: panel.clientWidth - parseFloat(getComputedStyle(panel).paddingLeft) - parseFloat(getComputedStyle(panel).paddingRight),
      entry: entry.getBoundingClientRect().width,
    };
  });
  expect(Math.round(widths.entry)).toBe(Math.round(widths.panel));
});

test("on a phone the navbar keeps its 60 px where the body is the window's height (theme-classic Layout's `html, body { height: 100% }`) and the page taller", async ({
  page,
}) => {
  await open(page, 390);
  // (As the installed theme's Layout module, or a site's CSS, has it: the engine's column is the body itself.)
  await page.addStyleTag({ content: 'html, body { height: 100%; }' });
  const heights = await page.evaluate(() => [document.querySelector('.navbar')!.getBoundingClientRect().height, document.documentElement.scrollHeight]);
  expect(heights[1]).toBeGreaterThan(800);
  expect(heights[0]).toBe(60);
});

test('a dropdown on the left of the navbar opens below the bar on hover, its menu whole: the bar clips nothing while it is open', async ({ page }) => {
  await open(page, 1280);
  await page.locator('.navbar__items .dropdown', { hasText: 'Community' }).hover();
  const forum = page.locator('.dropdown__menu a', { hasText: 'Forum' });
  await expect(forum).toBeVisible();
  const onTop = () =>
    forum.evaluate((a) => {
      const r = a.getBoundingClientRect();
      return r.top > 60 && a.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
  await expect.poll(onTop).toBe(true);
});

test('the switch in the drawer’s header changes the colour mode, as the navbar’s does on a wide screen', async ({ page }) => {
  await open(page, 390);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const html = page.locator('html');
  const switchButton = page.locator('#site-sidebar > .navbar-sidebar__brand').getByRole('button', { name: /Switch between dark and light mode/ });
  // (3.8 on: system, then light, then dark.)
  await expect(html).toHaveAttribute('data-theme-choice', 'system');
  await switchButton.click();
  await expect(html).toHaveAttribute('data-theme-choice', 'light');
  await switchButton.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('on a wide screen the sidebar is the column: no drawer header, no way back, no links panel; the switch is in the navbar', async ({ page }) => {
  await open(page, 1280);
  await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
  await expect(page.locator('.navbar-inner .color-mode-item')).toBeVisible();
  for (const hidden of ['#site-sidebar > .navbar-sidebar__brand', '.navbar-sidebar__back', '#site-sidebar .mobile-nav'])
    await expect(page.locator(hidden)).toBeHidden();
  const column = (await page.locator('#site-sidebar').boundingBox())!;
  expect(column.x).toBe(0);
  expect(column.width).toBe(300);
  // Its entries are links a reader can use (not inert, not hidden by the drawer's panels).
  const current = page.locator('#site-sidebar .sidebar-menu [aria-current="page"]');
  await expect(current).toBeVisible();
  await page.locator('#site-sidebar .sidebar-menu a', { hasText: 'Welcome' }).first().click();
  await expect(page).toHaveURL(/\/docs\/intro\/$/);
});

test('the open drawer has no accessibility violations, on either panel', async ({ page }) => {
  // (Colour contrast is the site's palette, the create-docusaurus template's green on the current entry's
  // tint, as its team made it and Docusaurus draws it: the drawer's structure is what is checked here.)
  const violations = async () => (await axeViolations(page, '#site-sidebar')).filter((v) => !v.startsWith('color-contrast:'));
  await open(page, 390);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await expect(page.getByRole('button', { name: '← Back to main menu' })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.getByRole('button', { name: '← Back to main menu' }).click();
  await expect.poll(() => inDrawer(page, '.mobile-nav a')).toBe(true);
  expect(await violations()).toEqual([]);
});

/**
 * The config's themeConfig.algolia: the navbar's search box is the installed theme-search-algolia's
 * own (DocSearch's button, shortcut and modal), as under Docusaurus, not the engine's. Its queries
 * carry the contextual filters theme-search-algolia gives them (the page's language and the docs
 * version's search tag), with the options its validation defaults. (Answered here, in the tab: no
 * request leaves the machine.)
 */
test("DocSearch's search box is the installed theme-search-algolia's: its button, shortcut and modal, its queries filtered by the page's context", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const queries: string[] = [];
  await page.route(/algolia\.net\/1\/indexes\/\*\/queries/, async (route) => {
    queries.push(route.request().postData() ?? '');
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: 'zeppelin', params: '', exhaustiveNbHits: true, processingTimeMS: 1 }],
      }),
    });
  });
  await open(page, 1280);
  const button = page.locator('.navbar-inner .DocSearch-Button');
  await expect(button).toBeVisible();
  await expect(button.locator('.DocSearch-Button-Placeholder')).toHaveText('Search');
  await expect(page.locator('.search-button')).toHaveCount(0);
  // (The shortcut is DocSearch's listener, there once the page has hydrated: the button is in the HTML before.)
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  const modal = page.locator('.DocSearch-Modal');
  await expect(modal).toBeVisible();
  await modal.locator('input').fill('zeppelin');
  await expect(modal).toContainText('No results');
  const sent = queries.join('\n');
  expect(sent).toContain('"indexName":"look"');
  expect(sent).toContain('language:en');
  expect(sent).toContain('docusaurus_tag:default');
  expect(sent).toContain('docusaurus_tag:docs-default-current');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  // On a phone: the theme's button, its icon alone, opens the same modal.
  await open(page, 390);
  await page.locator('.DocSearch-Button').filter({ visible: true }).click();
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * Its search page too (theme-search-algolia's route at searchPagePath): the theme's own field, version
 * choice and results, from the same index with the same contextual filters; a result links to the page
 * on this site (its useSearchResultUrlProcessor takes the site's url off). The site's wrapper of the
 * page wraps the theme's.
 */
test("the search page is the installed theme-search-algolia's: its field, its query's filters, its results", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const queries: string[] = [];
  const hit = {
    url: 'https://look.example.com/docs/guides/setup/#install',
    hierarchy: { lvl0: 'Guides', lvl1: 'Setup' },
    _highlightResult: { hierarchy: { lvl0: { value: 'Guides' }, lvl1: { value: 'Setup' } } },
    _snippetResult: { content: { value: 'Install the zeppelin' } },
    objectID: 'setup',
  };
  await page.route(/algolia\.net\/1\/indexes\/\*\/queries/, async (route) => {
    const body = route.request().postData() ?? '';
    queries.push(body);
    const requests = (JSON.parse(body) as { requests: { query: string }[] }).requests;
    const result = (hits: unknown[], query: string) => ({
      hits,
      nbHits: hits.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: 15,
      query,
      params: '',
      exhaustiveNbHits: true,
      processingTimeMS: 1,
      facets: {},
    });
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ results: requests.map((r, i) => result(i ? [] : [hit], r.query)) }) });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${fixtureOrigin('docusaurus-installed')}/search?q=zeppelin`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "zeppelin"');
  await expect(page.locator('input[type="search"][name="q"]')).toHaveValue('zeppelin');
  const link = page.locator('article h2 a');
  await expect(link).toHaveText('Setup');
  await expect(link).toHaveAttribute('href', '/docs/guides/setup/#install');
  await expect(page.locator('article')).toContainText('Install the zeppelin');
  await expect(page).toHaveTitle(/^Search results for "zeppelin"/);
  expect(await page.locator('title').count()).toBe(1);
  // The site's wrapper of the search page wraps the theme's (its @theme-original/SearchPage), as under Docusaurus.
  const note = page.locator('.look-search-note');
  await expect(note).toHaveText('Search covers the guides and the blog.');
  expect((await note.boundingBox())!.y).toBeLessThan((await page.getByRole('heading', { level: 1 }).boundingBox())!.y);
  const sent = queries.join('\n');
  expect(sent).toContain('"indexName":"look"');
  expect(sent).toContain('docusaurus_tag:docs-default-current');
  expect(sent).toContain('language:en');
  expect(errors).toEqual([]);
});

test("a doc page has the installed theme's back-to-top button, as DocRoot/Layout draws it on every docs route; a blog page has none", async ({ page }) => {
  await expectBackToTop(page, `${fixtureOrigin('docusaurus-installed')}${PAGE}`, /backToTopButtonShow/);
  // (Its own module's class, named as docusaurus build names it (`[local]_` and css-loader's hash): the installed theme's file, not the engine's port.)
  await expect(page.getByRole('button', { name: 'Scroll back to top', includeHidden: true })).toHaveClass(/\bbackToTopButton_\w{4}\b/);
  await page.goto(`${fixtureOrigin('docusaurus-installed')}/blog/`);
  await expect(page.getByRole('button', { name: 'Scroll back to top', includeHidden: true })).toHaveCount(0);
});

test("a page's card list is the installed theme's DocCardList and DocCard (3.10: a label's emoji as its icon), and hydrates", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${fixtureOrigin('docusaurus-installed')}/docs/cards/`);
  const cards = page.locator('section.row > article.col.col--6 > a.card.theme-doc-card-container');
  // (The category with no link is left out, as filterDocCardListItems leaves it.)
  await expect(cards).toHaveCount(3);
  await expect(cards.locator('.theme-doc-card-icon')).toHaveText(['📄️', '🧭', '🗃']);
  await expect(cards.locator('.theme-doc-card-title')).toHaveText(['Set up', 'Elsewhere', 'All guides']);
  await expect(cards.nth(0).locator('.theme-doc-card-description')).toHaveText('Set the product up.');
  await expect(cards.nth(1).locator('.theme-doc-card-description')).toHaveCount(0);
  // A category's card: its first link and its count of entries, in the theme's plural.
  await expect(cards.nth(2)).toHaveAttribute('href', /^\/docs\/guides\/use\/?$/);
  await expect(cards.nth(2).locator('.theme-doc-card-description')).toHaveText('2 items');
  // (The installed theme's module classes, not the room's port.)
  await expect(cards.nth(0)).toHaveClass(/\bcardContainer_\w{4}\b/);
  expect(errors).toEqual([]);
});

test("a hideable sidebar's collapse button and expand strip are the installed theme's: the button at the window's foot, the strip shown by a key too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${fixtureOrigin('docusaurus-installed')}/docs/intro/`);
  const hide = page.getByRole('button', { name: 'Collapse sidebar' });
  await expect(hide).toHaveClass(/button--secondary button--outline collapseSidebarButton_\w{4}\b/);
  // At the foot of the sidebar's column, sticky to the window's bottom, as DocSidebar/Desktop lays it out.
  expect(Math.round((await hide.boundingBox())!.y + 40)).toBe(800);
  await hide.click();
  await expect(page.locator('#site-sidebar nav.sidebar-menu')).toBeHidden();
  const show = page.getByRole('button', { name: 'Expand sidebar' });
  await expect(show).toHaveClass(/\bexpandButton_\w{4}\b/);
  await expect(show).toBeFocused();
  // The strip fills the column from the navbar's top, one window high: its arrow at the window's middle.
  const strip = (await show.boundingBox())!;
  expect(Math.round(strip.height)).toBe(800);
  await page.keyboard.press('Enter');
  await expect(page.locator('#site-sidebar nav.sidebar-menu')).toBeVisible();
  await expect(hide).toBeFocused();
});

/** The head of the page at `path` as served: its titles, its descriptions and its Open Graph facts. */
async function headOf(page: Page, path: string) {
  const html = await (await page.request.get(`${fixtureOrigin('docusaurus-installed')}${path}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = (attr: string, key: string) => [...head.matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
  return {
    titles: [...head.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((m) => m[1]),
    descriptions: metas('name', 'description'),
    og: (key: string) => metas('property', `og:${key}`),
    article: (key: string) => metas('property', `article:${key}`),
  };
}

test("a blog page the installed theme draws has one head, its PageMetadata's: one title, one description, the full title for Open Graph", async ({ page }) => {
  for (const path of ['/blog/', '/blog/tags/', '/blog/archive/', '/blog/2024/04/10/second-look/']) {
    const head = await headOf(page, path);
    expect(head.titles, path).toHaveLength(1);
    expect(head.descriptions.length, path).toBeLessThanOrEqual(1);
    expect(head.og('title'), path).toEqual(head.titles);
  }
  const post = await headOf(page, '/blog/2024/04/10/second-look/');
  expect(post.titles).toEqual(['A second look | Look fixture']);
  expect(post.og('type')).toEqual(['article']);
  expect(post.article('tag')).toEqual(['release,design']);
});

test("a doc page's head is theme-classic's SiteMetadata's: the route without a trailing slash, alternates, og:locale, the large card, the docs version's search tags", async ({
  page,
}) => {
  const html = await (await page.request.get(`${fixtureOrigin('docusaurus-installed')}/docs/intro/`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const url = 'https://look.example.com/docs/intro';
  expect(head).toContain(`<link rel="canonical" href="${url}"/>`);
  expect(head).toContain(`<meta property="og:url" content="${url}"/>`);
  expect(head).toContain(`<link rel="alternate" href="${url}" hrefLang="en"/>`);
  expect(head).toContain(`<link rel="alternate" href="${url}" hrefLang="x-default"/>`);
  expect(head).toContain('<meta property="og:locale" content="en"/>');
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  for (const name of ['docusaurus_version', 'docsearch:version']) expect(head).toContain(`<meta name="${name}" content="current"/>`);
  expect([...head.matchAll(/<meta name="docusaurus_tag" content="([^"]*)"/g)].map((m) => m[1])).toEqual(['docs-default-current']);
  expect([...head.matchAll(/<meta property="og:title" content="([^"]*)"/g)].map((m) => m[1])).toEqual(['Welcome | Look fixture']);
  expect([...head.matchAll(/<link rel="canonical"/g)]).toHaveLength(1);
});

test("with Docusaurus installed, the site's stylesheet is its minimizers' output: clean-css merged a later rule of one selector into the first", async ({
  page,
}) => {
  const sheets = async (origin: string) => {
    await page.goto(`${origin}/docs/intro/`);
    const hrefs = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href));
    return (await Promise.all(hrefs.map(async (href) => (await page.request.get(href)).text()))).join('\n');
  };
  expect(await sheets(fixtureOrigin('docusaurus-installed'))).toContain('.fixture-minified{--fixture-minified-a:1;--fixture-minified-b:2}');
  // (Without its Docusaurus installed there is no minimizer of the site's: the rules stay apart.)
  expect(await sheets(fixtureOrigin('docusaurus-look'))).not.toContain('--fixture-minified-a:1;--fixture-minified-b:2');
});

/** The code of the scripts a page's HTML loads or preloads up front, joined (the export's, from the fixture's folder). */
function upFrontScripts(pagePath: string): string {
  const dir = path.join(fixtureSitesDir(), 'docusaurus-installed');
  const html = fs.readFileSync(path.join(dir, pagePath, 'index.html'), 'utf8');
  const files = [...new Set([...html.matchAll(/\s(?:src|href)="(\/[^"]+\.js)"/g)].map((m) => m[1]))];
  return files.map((file) => fs.readFileSync(path.join(dir, file), 'utf8')).join('\n');
}

test('a page loads the code of the modules it imports, not every page’s, as Docusaurus gives each route its own chunks', async ({ page }) => {
  // The cards page imports the site's Steps and Step; the intro imports nothing. Both load the frame (the site's Root).
  expect(upFrontScripts('/docs/cards/')).toMatch(/look-steps-count/);
  expect(upFrontScripts('/docs/intro/')).not.toMatch(/look-steps-count/);
  for (const p of ['/docs/cards/', '/docs/intro/']) expect(upFrontScripts(p)).toMatch(/provided by Root/);
  // Steps, loaded apart, gets its own Step as its children (two modules, two chunks), and runs.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${fixtureOrigin('docusaurus-installed')}/docs/cards/`);
  await expect(page.locator('.look-steps .look-step-title')).toHaveText(['Install', 'Configure']);
  await expect(page.locator('.look-steps-count')).toHaveText('0 of 2 done');
  // (Clicked once hydrated: React has the button's element then.)
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => Object.keys(document.querySelector('.look-steps button')!).some((k) => k.startsWith('__reactProps')))).toBe(true);
  await page.getByRole('button', { name: 'Mark a step done' }).click();
  await expect(page.locator('.look-steps-count')).toHaveText('1 of 2 done');
  expect(errors).toEqual([]);
});

test("<html> has theme-classic's classes in the exported page, as helmet writes them, and they follow the page in the browser", async ({ page }) => {
  const origin = fixtureOrigin('docusaurus-installed');
  const htmlClass = async (path: string) => /<html[^>]*\sclass="([^"]*)"/.exec(await (await page.request.get(`${origin}${path}`)).text())?.[1];
  expect(await htmlClass('/docs/intro/')).toBe('docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro');
  expect(await htmlClass('/blog/2024/04/10/second-look/')).toBe('blog-wrapper blog-post-page plugin-blog plugin-id-default');
  expect(await htmlClass('/support/')).toBe('mdx-wrapper mdx-page plugin-pages plugin-id-default');
  // A doc, then another page reached in the browser: the first page's classes go, the second's come.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${origin}/docs/intro/`);
  await expect(page.locator('html')).toHaveClass(/\bdocs-doc-id-intro\b/);
  await page.locator('footer a.look-footer-welcome').waitFor();
  await page
    .locator('.navbar a[href="/docs/guides/setup/"], .navbar a[href="/docs/guides/setup"]')
    .first()
    .evaluate((a: HTMLAnchorElement) => a.click());
  await expect(page).toHaveURL(/\/docs\/guides\/setup\/?$/);
  await expect(page.locator('html')).toHaveClass(/\bdocs-doc-id-guides\/setup\b/);
  await expect(page.locator('html')).not.toHaveClass(/\bdocs-doc-id-intro\b/);
  await expect(page.locator('html')).toHaveClass(/\bdocs-wrapper\b/);
});

test('<html data-has-hydrated> is "false" in the exported page and "true" once the page has hydrated, as core writes it from 3.0', async ({ page }) => {
  const origin = fixtureOrigin('docusaurus-installed');
  const html = await (await page.request.get(`${origin}/docs/intro/`)).text();
  expect(/<html[^>]*\sdata-has-hydrated="([^"]*)"/.exec(html)?.[1]).toBe('false');
  await page.goto(`${origin}/docs/intro/`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

test("a site's rules for theme-classic's module classes of the docs frame reach the engine's elements, as its build names them and in its order", async ({
  page,
}) => {
  // (A page with a TOC.)
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${fixtureOrigin('docusaurus-installed')}/docs/guides/use/`);
  await page.waitForLoadState('networkidle');
  const probe = await page.evaluate(() => {
    const rule = (selector: string, name: string) => {
      const el = document.querySelector(selector);
      return el ? getComputedStyle(el).getPropertyValue(name).trim() : 'no element';
    };
    const container = document.querySelector('[class^="docItemContainer_"]');
    return {
      main: rule('main#main-content', '--fixture-docs-main'),
      wrapper: rule('.main-wrapper', '--fixture-docs-wrapper'),
      sidebar: rule('aside.theme-doc-sidebar-container', '--fixture-docs-sidebar'),
      column: rule('.doc-layout', '--fixture-doc-col'),
      toc: rule('.toc-desktop .toc-sticky', '--fixture-toc-box'),
      trail: rule('nav.theme-doc-breadcrumbs', '--fixture-breadcrumbs'),
      container: container ? getComputedStyle(container).getPropertyValue('--fixture-doc-container').trim() : 'no element',
      // (theme-classic's box holds the article and the paginator, not the breadcrumbs.)
      holdsArticle: Boolean(container?.querySelector(':scope > article') && container.querySelector('.pagination-nav')),
      holdsTrail: Boolean(container?.querySelector('.theme-doc-breadcrumbs')),
    };
  });
  expect(probe).toEqual({ main: '1', wrapper: '1', sidebar: '1', column: '1', toc: '1', trail: '1', container: '1', holdsArticle: true, holdsTrail: false });
});

test("the rest of the frame carries theme-classic's module and Infima classes too: the sidebar's label spans (3.9 on), the phone's TOC, the desktop TOC's box, the doc's container, Layout's main wrapper", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${fixtureOrigin('docusaurus-installed')}/docs/guides/use/`);
  await page.waitForLoadState('networkidle');
  const rule = (selector: string, name: string) =>
    page.evaluate(
      ([sel, prop]) => {
        const el = document.querySelector(sel);
        return el ? getComputedStyle(el).getPropertyValue(prop).trim() : 'no element';
      },
      [selector, name] as const,
    );
  expect(await rule('.menu__link > span', '--fixture-link-label')).toBe('1');
  expect(await rule('.menu__link--sublist > span', '--fixture-category-label')).toBe('1');
  expect(await rule('.toc-desktop .toc-sticky', '--fixture-toc-desktop')).toBe('1');
  expect(await rule('main .doc-layout', '--fixture-doc-box')).toBe('1');
  expect(await rule('.main-wrapper', '--fixture-main-wrapper')).toBe('1');
  // Each label's span is titled by it, as theme-classic's LinkLabel writes it.
  const label = page.locator('.menu__link > span[title]').first();
  expect(await label.getAttribute('title')).toBe(await label.textContent());
  await page.setViewportSize({ width: 390, height: 800 });
  expect(await rule('.toc-mobile', '--fixture-toc-mobile')).toBe('1');
  expect(await rule('.toc-mobile button', '--fixture-toc-mobile-button')).toBe('1');
});

test("the doc's container is Infima's: a team's rule for `.container` and its gutters place the article and the TOC on Infima's grid, as under Docusaurus", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${fixtureOrigin('docusaurus-installed')}/docs/guides/use/`);
  // (infracost/docs pads its containers 1.5rem; open-webui/docs' gutters are 15px, its root's rem.)
  await page.addStyleTag({ content: '.container { padding: 0 1.5rem } :root { --ifm-spacing-horizontal: 15px }' });
  const boxes = await page.evaluate(() => {
    const box = (sel: string) => document.querySelector(sel)!.getBoundingClientRect();
    const layout = document.querySelector<HTMLElement>('main .doc-layout')!;
    const style = getComputedStyle(layout);
    return {
      left: box('main .doc-layout').left + parseFloat(style.paddingLeft),
      width: box('main .doc-layout').width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      padding: style.paddingLeft,
      article: { left: box('main article').left, width: box('main article').width },
      toc: { right: box('.toc-desktop .toc-sticky').right, width: box('.toc-desktop .toc-sticky').width },
    };
  });
  expect(boxes.padding).toBe('24px');
  // Infima's row: the container's width W plus the gutters g each side; the article col 75% of it, the TOC's col--3 25%, each less its gutters.
  const [w, g] = [boxes.width, 15];
  expect(boxes.article.left).toBeCloseTo(boxes.left, 0);
  expect(boxes.article.width).toBeCloseTo(0.75 * (w + 2 * g) - 2 * g, 0);
  expect(boxes.toc.width).toBeCloseTo(0.25 * (w + 2 * g) - 2 * g, 0);
  expect(boxes.toc.right).toBeCloseTo(boxes.left + w, 0);
});
