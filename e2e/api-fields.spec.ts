/**
 * A Platform API resource's fields (plugins/vcluster/components/ApiFields.tsx): every level of the
 * type, Kubernetes types included, folded, with the original site's ids, and a box that finds a
 * field by its path (lib/browser/field-filter.ts).
 */
import { test, expect } from '@playwright/test';

const PAGE = '/docs/platform/api/resources/project/';

test('the object from its top: kind, apiVersion, metadata as ObjectMeta, spec and status (open on arrival), in the TOC too', async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.locator('details#spec')).toHaveAttribute('open', '');
  await expect(page.locator('details#metadata')).not.toHaveAttribute('open', '');
  const top = page.locator('.api-fields > .config-field-wrap > .config-field > :is(summary, .api-field-head) > .config-name');
  await expect(top).toHaveText(['kind', 'apiVersion', 'metadata', 'spec', 'status']);
  await expect(page.locator('details#metadata > summary .config-type-name')).toHaveText('ObjectMeta');
  await expect(page.locator('#metadata-ownerReferences-uid')).toBeAttached();
  // A field's description is in its row; a field without fields of its own does not fold.
  await expect(page.locator('#spec-displayName .api-field-description')).toBeVisible();
  await expect(page.locator('details#spec-displayName')).toHaveCount(0);
  await expect(page.locator('.toc-desktop a[href="#spec"]')).toHaveCount(1);
});

test('a #anchor four levels down opens the field and every level above it', async ({ page }) => {
  await page.goto(`${PAGE}#spec-argoCD-sso-assignedRoles`);
  const target = page.locator('#spec-argoCD-sso-assignedRoles');
  for (const id of ['spec', 'spec-argoCD', 'spec-argoCD-sso']) await expect(page.locator(`details#${id}`)).toHaveAttribute('open', '');
  await expect(target).toBeInViewport();
  // The description, in the field's row, keeps what the product says about the default.
  await expect(target.locator('.api-field-description')).toContainText('read-only');
});

test('the filter box finds a field by its path, unfolds the levels to it, and Escape gives the reference back', async ({ page }) => {
  await page.goto(PAGE);
  const box = page.getByRole('searchbox', { name: 'Find a field' });
  await expect(box).toBeVisible();
  await box.fill('argocd roles');
  await expect(page.locator('.field-filter [role="status"]')).toHaveText(/^\d+ fields? match(es)?$/);
  const hit = page.locator('#spec-argoCD-sso-assignedRoles');
  await expect(hit).toBeVisible();
  await expect(hit).toHaveAttribute('data-field-match', '');
  await expect(page.locator('details#spec-argoCD-sso')).toHaveAttribute('open', '');
  // Fields off the path are hidden; what a match holds stays.
  await expect(page.locator('#spec-displayName')).toBeHidden();
  await expect(page.locator('details#metadata')).toBeHidden();
  await box.fill('zzz-no-such-field');
  await expect(page.locator('.field-filter [role="status"]')).toHaveText('No field matches');
  await box.press('Escape');
  await expect(box).toHaveValue('');
  // As it was: spec open, its fields shown and folded.
  await expect(page.locator('details#spec')).toHaveAttribute('open', '');
  await expect(page.locator('#spec-displayName')).toBeVisible();
  await expect(page.locator('details#metadata')).toBeVisible();
  await expect(page.locator('details#spec-argoCD-sso')).not.toHaveAttribute('open', '');
  await expect(page.locator('[data-field-match]')).toHaveCount(0);
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the fields read the same, and the filter box, which needs a script, is not shown', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator('details#spec')).toBeVisible();
    await expect(page.locator('.field-filter')).toBeHidden();
  });
});

test("the page's Markdown copy lists the fields too, Kubernetes types by name", async ({ request }) => {
  const md = await (await request.get('/docs/platform/api/resources/project.md')).text();
  expect(md).toMatch(/^- `spec` `object`: /m);
  expect(md).toMatch(/^ {6}- `assignedRoles` `string\[\]`: .*`read-only`/m);
  expect(md).toMatch(/^- `metadata` `object` \(ObjectMeta\): /m);
});
