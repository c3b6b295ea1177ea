/**
 * /docs/ is a front door (both products prominent, no prev/next into some reference, the same
 * search placeholder as every other page), and the sidebar keeps the categories a reader opened or
 * closed for the rest of the session.
 */
import { test, expect } from '@playwright/test';

test('the front page leads to both products, with no prev/next and the common search placeholder', async ({ page }) => {
  await page.goto('/docs/');
  const products = page.locator('article .card-grid-products .card');
  await expect(products).toHaveCount(2);
  await expect(products.nth(0).locator('a')).toHaveAttribute('href', '/docs/vcluster/');
  await expect(products.nth(1).locator('a')).toHaveAttribute('href', '/docs/platform/');
  // Prominent: the two cards sit near the top, side by side on desktop, each a large target.
  for (const card of await products.all()) {
    const box = (await card.boundingBox())!;
    expect(box.y).toBeLessThan(500);
    expect(box.width).toBeGreaterThan(250);
  }
  await expect(page.locator('.pagination')).toHaveCount(0);
  await expect(page.locator('.sidebar-menu a', { hasText: 'devspace.yaml' })).toHaveCount(0);

  const placeholders = new Set<string>();
  for (const url of [
    '/docs/',
    '/docs/vcluster/',
    '/docs/platform/',
    '/docs/vcluster/0.24.0/',
    '/docs/devspace-yaml/',
    '/docs/search/?q=sleep',
    '/docs/vcluster/no-such-page/',
  ]) {
    await page.goto(url);
    placeholders.add((await page.locator('.navbar .search-button-placeholder').textContent())!.trim());
  }
  expect([...placeholders]).toHaveLength(1);
});

test.describe('sidebar state', () => {
  const CLI = (page: import('@playwright/test').Page) =>
    page.locator('.sidebar-menu > .menu-root > .menu-category', { hasText: 'CLI reference' }).locator('> .menu-category-row [aria-expanded]');

  test('a category the reader opened stays open on the next pages and after a reload; one they closed stays closed', async ({ page }) => {
    await page.goto('/docs/vcluster/introduction/architecture/');
    const cli = CLI(page);
    await expect(cli).toHaveAttribute('aria-expanded', 'false');
    await cli.click();
    await expect(cli).toHaveAttribute('aria-expanded', 'true');
    // The category of the current page, closed by the reader.
    const intro = page.locator('.sidebar-menu > .menu-root > .menu-category', { hasText: 'Introduction' }).locator('> .menu-category-row [aria-expanded]');
    await expect(intro).toHaveAttribute('aria-expanded', 'true');
    await intro.click();
    await expect(intro).toHaveAttribute('aria-expanded', 'false');

    // Client-side navigation.
    await page.locator('.pagination-next').click();
    await page.waitForURL((u) => !u.pathname.endsWith('/architecture/'));
    await expect(CLI(page)).toHaveAttribute('aria-expanded', 'true');
    // A full load in the same tab.
    await page.goto('/docs/vcluster/manage/backup-restore/velero/');
    await expect(CLI(page)).toHaveAttribute('aria-expanded', 'true');
    await page.reload();
    await expect(CLI(page)).toHaveAttribute('aria-expanded', 'true');
    // Closed by the reader, it stays closed while they read elsewhere (opening a page inside it
    // shows that page's entry again, as in Docusaurus).
    await expect(
      page.locator('.sidebar-menu > .menu-root > .menu-category', { hasText: 'Introduction' }).locator('> .menu-category-row [aria-expanded]'),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  test('a closed category loads its entries when opened, and keeps them open on the next page', async ({ page }) => {
    await page.goto('/docs/vcluster/introduction/architecture/');
    const cli = page.locator('.sidebar-menu > .menu-root > .menu-category', { hasText: 'CLI reference' });
    // The page carries only its open part of the tree.
    await expect(cli.locator('a[href="/docs/vcluster/cli/vcluster_create/"]')).toHaveCount(0);
    await CLI(page).click();
    const create = cli.locator('a[href="/docs/vcluster/cli/vcluster_create/"]');
    await expect(create).toBeVisible();
    await expect(page.locator(`#${await CLI(page).getAttribute('aria-controls')}`)).toBeVisible();
    await create.click();
    await page.waitForURL('**/cli/vcluster_create/');
    await expect(page.locator('.sidebar-menu .menu-link-active')).toHaveText('create');
    await expect(CLI(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('a new session starts from the default state', async ({ browser, baseURL }) => {
    const first = await browser.newContext({ baseURL });
    const a = await first.newPage();
    await a.goto('/docs/vcluster/introduction/architecture/');
    await CLI(a).click();
    await expect(CLI(a)).toHaveAttribute('aria-expanded', 'true');
    await first.close();
    const second = await browser.newContext({ baseURL });
    const b = await second.newPage();
    await b.goto('/docs/vcluster/introduction/architecture/');
    await expect(CLI(b)).toHaveAttribute('aria-expanded', 'false');
    await second.close();
  });

  test('plain links are as dark as category labels (they do not look disabled)', async ({ page }) => {
    await page.goto('/docs/vcluster/introduction/architecture/');
    const colour = (sel: string) =>
      page
        .locator(sel)
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    const luminance = (c: string) => {
      const [r, g, b] = c.match(/\d+/g)!.slice(0, 3).map(Number);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const link = await colour('.sidebar-menu .menu-item:not(.menu-category) > .menu-link:not(.menu-link-active)');
    const category = await colour('.sidebar-menu .menu-category-label');
    expect(Math.abs(luminance(link) - luminance(category)), `${link} vs ${category}`).toBeLessThan(40);
  });
});
