import { test, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
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
]) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      results.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    ).toEqual([]);
  });
}

test('no accessibility violations in the open search dialog with results', async ({ page }) => {
  const input = await openDialog(page);
  await input.fill('sleep');
  await page.locator('.search-hit').first().waitFor();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
});
