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
test('every id of the original articles is an element on the same page here', () => {
  const missing: string[] = [];
  let checked = 0;
  for (const [url, ids] of Object.entries(inventory)) {
    const have = idsOf(html(url));
    for (const id of ids) {
      checked++;
      if (!have.has(id)) missing.push(`${url}#${id}`);
    }
  }
  expect(missing, `${missing.length} ids land nowhere, e.g.:\n${missing.slice(0, 40).join('\n')}`).toEqual([]);
  expect(checked).toBeGreaterThan(53_000);
});

test('an old id is on its page once, so it cannot land on another element', () => {
  const twice: string[] = [];
  for (const [url, ids] of Object.entries(inventory)) {
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
    // An API field four levels down, and the Go part of a port the original listed as a field of its own.
    await page.goto('/docs/platform/api/resources/project/#spec-argoCD-sso-assignedRoles');
    await expect(page.locator('#spec-argoCD-sso-assignedRoles')).toBeInViewport();
    const port = 'spec-template-kubernetes-pod-spec-initContainers-livenessProbe-httpGet-port';
    await page.goto(`/docs/platform/api/resources/devpodworkspacetemplate/#${port}-IntVal`);
    await expect(page.locator(`#${port}`)).toBeInViewport();
  });
});
