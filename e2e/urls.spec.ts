import { test, expect } from '@playwright/test';

// Slugs with spaces and non-ASCII characters (test/fixtures/e2e-content): published at their
// percent-encoded URL, served by a plain static server, linked in both directions.
const SPACED = '/docs/vcluster/test-fixtures/my%20guide%20page/';
const NON_ASCII = '/docs/vcluster/test-fixtures/%C3%BCber-uns/%E6%97%A5%E6%9C%AC%E8%AA%9E/';

test('a page whose slug has spaces opens, and links to the page with a non-ASCII slug', async ({ page }) => {
  const res = await page.goto(SPACED);
  expect(res?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Spaced slug fixture');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${SPACED}$`));
  const link = page.locator('article a', { hasText: 'the other page' });
  await expect(link).toHaveAttribute('href', NON_ASCII);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${NON_ASCII}$`));
  await expect(page.locator('h1')).toHaveText('Non-ASCII slug fixture');
  await expect(page.locator('article a', { hasText: 'the page with spaces' })).toHaveAttribute('href', SPACED);
});

test('the same URL typed unencoded reaches the page, and its Markdown copy is published', async ({ page, request }) => {
  const res = await page.goto('/docs/vcluster/test-fixtures/über-uns/日本語/');
  expect(res?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText('Non-ASCII slug fixture');
  const md = await request.get(`${SPACED.replace(/\/$/, '')}.md`);
  expect(md.status()).toBe(200);
  expect(await md.text()).toContain('This page lives at a URL with spaces.');
});
