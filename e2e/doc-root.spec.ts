/**
 * A Docusaurus site whose own `DocRoot` draws the docs' frame (scripts/lib/fixture-sites.ts
 * `docusaurus-doc-root`: the look fixture over a 3.10.2 install, with test/fixtures/docusaurus-doc-root
 * laid over it), as ory/docs' does: the guides show the guides' own sidebar of the version's, other
 * pages their own, in the installed theme's DocRoot/Layout (its sidebar's column, collapse button and
 * expand strip, back-to-top button and main column) around the engine's page; on a phone that sidebar
 * is the drawer's second panel.
 */
import { expect, test, type Page } from '@playwright/test';
import { fixtureOrigin } from './fixture-origin';
import { axeViolations } from './axe';
import { expectBackToTop } from './back-to-top';

const ORIGIN = () => fixtureOrigin('docusaurus-doc-root');

/** The page at `path` in a window `width` wide, its errors collected. */
async function open(page: Page, path: string, width = 1280): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${ORIGIN()}${path}`);
  await page.waitForLoadState('networkidle');
  return errors;
}

const sidebar = (page: Page) => page.locator('aside.theme-doc-sidebar-container');

test('a guide shows the sidebar the site’s DocRoot chooses of its version’s, in the theme’s frame around the page', async ({ page }) => {
  const errors = await open(page, '/docs/guides/setup/');
  await expect(page.locator('.look-doc-root')).toHaveAttribute('data-sidebar', 'guides');
  await expect(sidebar(page).locator('.guides-mark')).toHaveText('Guides only');
  await expect(sidebar(page).locator('a[aria-current="page"]')).toHaveText('Set up');
  // Not the page's own sidebar: no entry of its other docs.
  await expect(sidebar(page).getByRole('link', { name: 'Welcome' })).toHaveCount(0);
  // One main column, the theme's, holding the page; one title.
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('main h1')).toHaveText('Set up');
  await expect(page.locator('main')).toContainText('Set up the product.');
  expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);
  // The version's search tag once, written by the theme's DocVersionRoot.
  await expect(page.locator('meta[name="docsearch:docusaurus_tag"]')).toHaveCount(1);
  await expect(page.locator('meta[name="docsearch:docusaurus_tag"]')).toHaveAttribute('content', 'docs-default-current');
  // (The fixture's own colours are its team's look, which Docusaurus shows alike: contrast is theirs.)
  expect((await axeViolations(page)).filter((v) => !v.startsWith('color-contrast:'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('what the site’s DocsRoot renders beside the theme’s Layout stands outside the page frame, above the navbar', async ({ page }) => {
  const errors = await open(page, '/docs/intro/');
  const notice = page.locator('.look-docs-notice');
  await expect(notice).toHaveText('Docs notice');
  // Before the navbar in the page's body, outside the main wrapper.
  const order = await page.evaluate(() => {
    const at = (selector: string) => [...document.body.querySelectorAll('*')].indexOf(document.querySelector(selector)!);
    return { notice: at('.look-docs-notice'), navbar: at('.navbar'), main: at('main'), footer: at('footer') };
  });
  expect(order.notice).toBeGreaterThanOrEqual(0);
  expect(order.notice).toBeLessThan(order.navbar);
  expect(order.navbar).toBeLessThan(order.main);
  expect(order.main).toBeLessThan(order.footer);
  await expect(page.locator('.main-wrapper .look-docs-notice')).toHaveCount(0);
  expect((await notice.boundingBox())!.y).toBeLessThan((await page.locator('.navbar').boundingBox())!.y);
  // One frame: one navbar, one footer, one main column.
  await expect(page.locator('.navbar')).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(1);
  await expect(page.locator('main')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('any other page shows its own sidebar, whose closed categories open with their entries', async ({ page }) => {
  const errors = await open(page, '/docs/intro/');
  await expect(page.locator('.look-doc-root')).toHaveAttribute('data-sidebar', 'docs');
  await expect(sidebar(page).locator('a[aria-current="page"]')).toHaveText('Welcome');
  await expect(sidebar(page).locator('.guides-mark')).toHaveCount(0);
  // (A category without a page of its own is its label's button.)
  await sidebar(page).getByRole('button', { name: 'Guides' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Set up' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the sidebar hides behind the theme’s collapse button and comes back by its expand strip', async ({ page }) => {
  await open(page, '/docs/intro/');
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  const show = page.getByRole('button', { name: 'Expand sidebar' });
  await expect(show).toBeVisible();
  await expect(sidebar(page).locator('nav.menu')).toBeHidden();
  // The main column takes the room the sidebar left.
  expect(Math.round((await page.locator('main').boundingBox())!.x)).toBeLessThan(60);
  await show.click();
  await expect(sidebar(page).locator('nav.menu')).toBeVisible();
});

test('a guide has the theme’s back-to-top button, as DocRoot/Layout draws it', async ({ page }) => {
  await expectBackToTop(page, `${ORIGIN()}/docs/guides/setup/`, /backToTopButtonShow/);
});

test('on a phone the drawer’s second panel is the sidebar the DocRoot chose', async ({ page }) => {
  const errors = await open(page, '/docs/guides/setup/', 390);
  await expect(sidebar(page)).toBeHidden();
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const drawer = page.locator('#site-sidebar');
  await expect(drawer.locator('.guides-mark')).toBeVisible();
  await expect(drawer.locator('.theme-doc-sidebar-menu a[aria-current="page"]')).toHaveText('Set up');
  await page.getByRole('button', { name: '← Back to main menu' }).click();
  await expect(drawer.locator('.mobile-nav a', { hasText: 'Docs' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('on a phone a category of the drawer’s sidebar opens with its entries, drawn by the same parts as in the column', async ({ page }) => {
  const errors = await open(page, '/docs/intro/', 390);
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  const drawer = page.locator('#site-sidebar');
  await drawer.getByRole('button', { name: 'Guides' }).click();
  await expect(drawer.getByRole('link', { name: 'Set up' })).toBeVisible();
  expect(errors).toEqual([]);
});
