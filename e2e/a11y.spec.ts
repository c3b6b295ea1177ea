import { test, expect } from '@playwright/test';
import { axeViolations } from './axe';
import { openDialog } from './search-helpers';

// WCAG A/AA checks on representative pages of each kind.
for (const path of [
  '/docs/',
  '/docs/vcluster/introduction/architecture/',
  '/docs/vcluster/category/core/',
  '/docs/vcluster/no-such-page/',
  '/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/secrets/',
  '/docs/search/?q=sleep',
  '/docs/devspace-yaml/validate/',
  '/docs/vcluster/test-fixtures/features/',
  // Diagrams: hand-drawn images, a mermaid flowchart and a sequence diagram drawn at build time.
  '/docs/vcluster/deploy/worker-nodes/private-nodes/',
  '/docs/platform/configure/high-availability/',
  '/docs/platform/administer/clusters/connect-cluster/',
]) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const [kind, path, drawing] of [
  ['image', '/docs/vcluster/deploy/worker-nodes/private-nodes/', 'article img[src^="/docs/img/diagrams/"]'],
  ['mermaid drawing', '/docs/platform/configure/high-availability/', 'article svg.mermaid-drawing'],
]) {
  test(`no accessibility violations in the diagram viewer open on a ${kind}`, async ({ page }) => {
    await page.goto(path);
    await page.locator(drawing).first().click();
    await expect(page.locator('dialog.diagram-viewer .diagram-viewer-stage')).toHaveCSS('cursor', 'grab');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('no accessibility violations in the open search dialog with results', async ({ page }) => {
  const input = await openDialog(page);
  await input.fill('sleep');
  await page.locator('.search-hit').first().waitFor();
  expect(await axeViolations(page)).toEqual([]);
});
