import { test, expect, type Page } from '@playwright/test';

/** Loads a page and waits until React has hydrated the search button (its shortcut works then). */
async function hydrated(page: Page, path = '/docs/vcluster/') {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    const button = document.querySelector('.search-button');
    return !!button && Object.keys(button).some((k) => k.startsWith('__reactProps'));
  });
}

/** Holds back every script requested from now on (the dialog's lazy chunks) for `ms`. */
async function holdChunks(page: Page, ms: number): Promise<string[]> {
  const held: string[] = [];
  await page.route('**/_next/static/chunks/**', async (route) => {
    held.push(route.request().url());
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
  return held;
}

for (const key of ['Control+k', '/']) {
  test(`keys typed at once after ${key} reach the query while the dialog's code is held back`, async ({ page }) => {
    await hydrated(page);
    const held = await holdChunks(page, 1000);
    await page.locator('main h1').first().click();
    await page.keyboard.press(key);
    // The stand-in input of the always-loaded button takes the keys: the dialog is not there yet.
    const input = page.getByRole('searchbox', { name: 'Search docs' });
    await expect(input).toBeFocused();
    expect(await page.locator('.search-cancel').count()).toBe(0);
    await page.keyboard.type('vcluster create');
    await expect(input).toHaveValue('vcluster create');
    expect(held.length, 'the dialog code was requested (and held back)').toBeGreaterThan(0);
    // The dialog takes the text over and searches it.
    await expect(page.locator('.search-cancel')).toBeVisible();
    await expect(input).toHaveValue('vcluster create');
    await expect(input).toBeFocused();
    await expect(page.locator('.search-hit[data-url^="/docs/vcluster/cli/vcluster_create/"]').first()).toBeVisible();
  });
}

test('keys typed while the dialog code arrives are all kept (stand-in input → dialog input)', async ({ page }) => {
  await hydrated(page);
  await holdChunks(page, 1000);
  await page.keyboard.press('Control+k');
  // 100 ms a key: the code arrives halfway through the words.
  await page.keyboard.type('vcluster create', { delay: 100 });
  const input = page.getByRole('searchbox', { name: 'Search docs' });
  await expect(page.locator('.search-cancel')).toBeVisible();
  await expect(input).toHaveValue('vcluster create');
  await page.keyboard.type(' --help');
  await expect(input).toHaveValue('vcluster create --help');
});

test('Escape closes the stand-in dialog; the next open starts empty', async ({ page }) => {
  await hydrated(page);
  await holdChunks(page, 1500);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('sleep');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('searchbox', { name: 'Search docs' })).toHaveValue('');
});
