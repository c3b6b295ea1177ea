/**
 * Links written for the original vCluster docs land here. Every id inside each page's article on
 * that site (test/fixtures/anchor-inventory.json, made from its Docusaurus build by
 * `npm run gen:anchor-inventory`) is an element id on the same page of the export: the browser
 * scrolls to it with scripts off, and the link checker sees it. Reference pages carry the
 * original's ids from their data; prose pages map them in each version's _anchors.yml.
 */
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { idsOf } from '../lib/output/link-check';

const inventory = JSON.parse(fs.readFileSync('test/fixtures/anchor-inventory.json', 'utf8')).pages as Record<string, string[]>;
const html = (url: string) => fs.readFileSync(path.join('out', decodeURIComponent(url), 'index.html'), 'utf8');
/** Platform API resource pages: their fields at every depth are #53's second part (see isApiPage below). */
const isApiPage = (url: string) => url.includes('/api/resources/');

test('every id of the original articles is an element on the same page here', () => {
  const missing: string[] = [];
  let checked = 0;
  for (const [url, ids] of Object.entries(inventory)) {
    if (isApiPage(url)) continue;
    const have = idsOf(html(url));
    for (const id of ids) {
      checked++;
      if (!have.has(id)) missing.push(`${url}#${id}`);
    }
  }
  expect(missing, `${missing.length} ids land nowhere, e.g.:\n${missing.slice(0, 40).join('\n')}`).toEqual([]);
  expect(checked).toBeGreaterThan(24_000);
});

test('an old id is on its page once, so it cannot land on another element', () => {
  const twice: string[] = [];
  for (const [url, ids] of Object.entries(inventory)) {
    if (isApiPage(url)) continue;
    const text = html(url);
    for (const id of ids) if (text.split(` id="${id}"`).length > 2) twice.push(`${url}#${id}`);
  }
  expect(twice).toEqual([]);
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test("an old heading id lands on the section that covers it now, and a field's original id on the field", async ({ page }) => {
    await page.goto('/docs/vcluster/cli/vcluster_connect/#global-and-inherited-flags');
    await expect(page.locator('h2#global-flags')).toBeInViewport();
    await page.goto('/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/pods/#pods-hybridScheduling-enabled');
    await expect(page.locator('details#sync-toHost-pods-hybridScheduling-enabled > summary')).toBeInViewport();
  });
});
