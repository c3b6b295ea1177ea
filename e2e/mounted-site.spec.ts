/**
 * A site served under a path of its host (a Docusaurus baseUrl of "/base/"): its build folder alone,
 * served at /base/ (scripts/lib/fixture-sites.ts `mount`), is the whole site. Every file a page loads,
 * the local search index, the sidebars and the search page are inside it, and the site's own code
 * reads the whole path. Its own docs sidebar (src/theme/DocSidebar) draws the sidebar's place.
 */
import { expect, test, type Page } from '@playwright/test';
import { fixtureOrigin } from './fixture-origin';
import { openDialog } from './search-helpers';

/** Every request of the page that fails, and every error it throws. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.status()} ${r.url()}`);
  });
  page.on('pageerror', (e) => failures.push(String(e)));
  return failures;
}

test.describe('a site mounted under /base/', () => {
  test('its pages load everything from inside the mount', async ({ page }) => {
    const failures = watchFailures(page);
    const origin = fixtureOrigin('docusaurus-mounted');
    await page.goto(`${origin}/base/guide/intro/`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
    const scripts = await page.locator('script[src]').evaluateAll((all) => all.map((s) => new URL((s as HTMLScriptElement).src).pathname));
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(src).toMatch(/^\/base\//);
    const image = page.getByRole('img', { name: /A box with an arrow/ });
    await expect(image).toHaveAttribute('src', /^\/base\/docs\/assets\//);
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('nav').getByRole('link', { name: 'Setup', exact: true })).toHaveAttribute('href', '/base/guide/setup/');
    // The site's wrapper of the docs' main column: its notice above the page, in the main column.
    const notice = page.getByRole('main').locator('.mounted-docs-notice');
    await expect(notice).toHaveText('You are reading the mounted edition.');
    const [noticeBox, titleBox] = [await notice.boundingBox(), await page.getByRole('heading', { level: 1 }).boundingBox()];
    expect(noticeBox!.y).toBeLessThan(titleBox!.y);
    // The site's wrapper of the page's content: its note once, after the content.
    const note = page.getByRole('main').locator('.mounted-content-note');
    await expect(note).toHaveCount(1);
    expect((await note.boundingBox())!.y).toBeGreaterThan((await image.boundingBox())!.y);
    expect(failures).toEqual([]);
  });

  test('local search finds a page and its search page answers inside the mount', async ({ page }) => {
    const failures = watchFailures(page);
    const origin = fixtureOrigin('docusaurus-mounted');
    const input = await openDialog(page, `${origin}/base/guide/intro/`);
    await input.fill('zeppelin');
    const hit = page.getByRole('dialog').getByRole('option').filter({ hasText: 'Setup' }).first();
    await expect(hit).toBeVisible({ timeout: 15_000 });
    // (The option is the hit's link.)
    await expect(hit).toHaveAttribute('href', /^\/base\/guide\/setup\//);
    // (The site's own search page, where its search theme puts it: the engine publishes no second one.)
    await page.goto(`${origin}/base/search/?q=zeppelin`);
    await expect(page.getByRole('main').getByRole('link', { name: /Setup/ }).first()).toBeVisible({ timeout: 15_000 });
    expect(failures).toEqual([]);
  });

  test("the site's own sidebar draws the entries, with the engine's search box; on a phone its entries are the drawer's", async ({ page }) => {
    const failures = watchFailures(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${fixtureOrigin('docusaurus-mounted')}/base/guide/intro/`);
    const sidebar = page.locator('.mounted-sidebar');
    await expect(sidebar.getByRole('navigation', { name: 'Guide pages' }).getByRole('link', { name: 'Setup', exact: true })).toHaveAttribute(
      'href',
      '/base/guide/setup/',
    );
    await expect(sidebar.locator('.menu__link--active')).toHaveText('Getting started');
    const search = sidebar.locator('.mounted-sidebar-search').getByRole('button', { name: /search/i });
    await expect(search).toBeVisible();
    // Two search boxes on the page (the navbar's and the sidebar's): the shortcut opens one dialog.
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The site's search box opens the engine's search.
    await search.click();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(sidebar).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const entries = page.locator('#site-sidebar .mounted-phone-entries');
    await expect(entries.getByRole('link', { name: 'Setup', exact: true })).toBeVisible();
    await entries.getByRole('link', { name: 'Setup', exact: true }).click();
    await expect(page).toHaveURL(/\/base\/guide\/setup\/$/);
    expect(failures).toEqual([]);
  });

  test("the site's own code reads the whole path", async ({ page }) => {
    await page.goto(`${fixtureOrigin('docusaurus-mounted')}/base/`);
    await expect(page.getByTestId('pathname')).toHaveText('/base/');
  });

  test("the site's code keeps a query in the page's URL through history, as react-router does: no page load, the location follows", async ({ page }) => {
    // (Emptied by the page while it hydrates, as a local search page does, then given back from the URL.)
    await page.goto(`${fixtureOrigin('docusaurus-mounted')}/base/?q=start`);
    const query = page.getByRole('textbox', { name: 'Query' });
    await expect(query).toHaveValue('start');
    await expect(page).toHaveURL(/\/base\/\?q=start$/);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await query.fill('setup');
    await expect(page).toHaveURL(/\/base\/\?q=setup$/);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });

  test('the host root sends readers to the mount', async ({ page }) => {
    await page.goto(`${fixtureOrigin('docusaurus-mounted')}/`);
    expect(new URL(page.url()).pathname).toBe('/base/');
  });
});

test("the navbar's dropdown is theme-classic's: Infima's markup, opened by hover or Enter, its entries under the mount, the page's marked", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${fixtureOrigin('docusaurus-mounted')}/base/guide/setup/`);
  const dropdown = page.locator('.navbar .navbar__item.dropdown.dropdown--hoverable.dropdown--right');
  await expect(dropdown).toHaveCount(1);
  const label = dropdown.locator('> a.navbar__link');
  await expect(label).toHaveText('Pages');
  await expect(label).toHaveAttribute('href', '#');
  const menu = dropdown.locator('ul.dropdown__menu');
  await expect(menu).toBeHidden();
  const entries = menu.locator('a.dropdown__link');
  expect(await entries.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
    '/base/guide/intro/',
    '/base/guide/setup/',
    'https://project.example.com',
  ]);
  await expect(entries.nth(1)).toHaveClass(/dropdown__link--active/);
  await expect(entries.nth(1)).toHaveAttribute('aria-current', 'page');
  await expect(entries.nth(2)).toHaveAttribute('target', '_blank');
  await label.hover();
  await expect(menu).toBeVisible();
  // Away, it closes; Enter on the focused label opens it and shows it until a click elsewhere.
  await page.mouse.move(10, 400);
  await expect(menu).toBeHidden();
  await label.focus();
  await page.keyboard.press('Enter');
  await expect(dropdown).toHaveClass(/dropdown--show/);
  await expect(menu).toBeVisible();
  await page.mouse.click(10, 400);
  await expect(dropdown).not.toHaveClass(/dropdown--show/);
});

test("a category's generated page is theme-classic's: three quarters of the docs column, a 3rem title, the paginator in a footer", async ({ page }) => {
  const failures = watchFailures(page);
  /** The page's column, as a share of the width its container gives it. */
  const share = () =>
    page.locator('.doc-column:has(> .generated-index)').evaluate((col) => {
      const parent = col.parentElement!;
      const style = getComputedStyle(parent);
      return col.getBoundingClientRect().width / (parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
    });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${fixtureOrigin('docusaurus-mounted')}/base/guide/category/reference/`);
  const h1 = page.getByRole('heading', { level: 1, name: 'Reference' });
  await expect(h1).toHaveCSS('font-size', '48px');
  await expect(h1).toHaveCSS('margin-bottom', '25px');
  expect(await share()).toBeCloseTo(0.75, 2);
  // (At the column's start, as the theme's container holds it.)
  const [column, row] = await page
    .locator('.doc-column:has(> .generated-index)')
    .evaluate((col) => [
      col.getBoundingClientRect().left,
      col.parentElement!.getBoundingClientRect().left + parseFloat(getComputedStyle(col.parentElement!).paddingLeft),
    ]);
  expect(Math.abs(column - row)).toBeLessThan(1);
  await expect(page.locator('footer.margin-top--md > nav.pagination-nav')).toHaveCount(1);
  // Its cards: theme-classic's list, in an article of its own, each entry's card with its doc's description.
  const card = page.locator('article.margin-top--lg > section.row > article.col > a.card.padding--lg');
  await expect(card).toHaveCount(1);
  await expect(card.locator('h2')).toHaveText('📄️ Limits');
  await expect(card.locator('p')).toHaveText('How many guides one mount holds.');
  await expect(card).toHaveAttribute('href', '/base/guide/reference/limits/');
  // On a phone, the whole width.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await share()).toBeCloseTo(1, 2);
  expect(failures).toEqual([]);
});
