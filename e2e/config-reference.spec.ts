import { test, expect } from '@playwright/test';

const PAGE = '/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/secrets/';

test.describe('configuration reference', () => {
  test('renders nested entries with type, default and anchors; top levels in the TOC', async ({ page }) => {
    await page.goto(PAGE);
    const all = page.locator('details#sync-toHost-secrets-all');
    await expect(all.locator('> summary .config-name')).toHaveText('all');
    await expect(all.locator('> summary .config-type')).toHaveText('boolean');
    await expect(all.locator('> summary .config-default code')).toHaveText('false');
    await expect(page.locator('.toc-desktop a[href="#sync-toHost-secrets-all"]')).toHaveCount(1);
  });

  test('copy puts the YAML for the field on the clipboard, with a check for 2 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // (Once the page is idle: the copy buttons work when the plugin's behaviour has loaded after
    // hydration, and a click before that, on a loaded machine, does nothing.)
    await page.goto(PAGE, { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Copy YAML for sync.toHost.secrets.all' })).toHaveCount(1);
    // Its accessible name changes to "Copied" while the check shows, so hold on to it by position.
    const button = page.locator('#sync-toHost-secrets-all + .config-actions button.config-copy');
    await button.click();
    await expect(button).toHaveAttribute('aria-label', 'Copied');
    await expect(button).toHaveClass(/copy-ok/);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/^sync:\n  toHost:\n    secrets:\n(      #.*\n)+      all: false\n$/);
    await expect(page.locator('details#sync-toHost-secrets-all')).not.toHaveAttribute('open', ''); // copying does not toggle the entry
    await expect(button).not.toHaveClass(/copy-ok/, { timeout: 3000 });
  });

  test('a #anchor opens the entry and its parents', async ({ page }) => {
    await page.goto('/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/pods/#sync-toHost-pods-hybridScheduling-enabled');
    const target = page.locator('details#sync-toHost-pods-hybridScheduling-enabled');
    await expect(target).toHaveAttribute('open', '');
    await expect(page.locator('details#sync-toHost-pods-hybridScheduling')).toHaveAttribute('open', '');
    await expect(target).toHaveAttribute('data-contains-target', '');
    await expect(target).toBeInViewport();
  });

  test("a link written for the original site's id of a field opens the field and its parents", async ({ page }) => {
    // The original named fields from the top key of the page's reference down: `pods-…` on this page.
    await page.goto('/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/pods/#pods-hybridScheduling-enabled');
    const target = page.locator('details#sync-toHost-pods-hybridScheduling-enabled');
    await expect(target).toHaveAttribute('open', '');
    await expect(page.locator('details#sync-toHost-pods-hybridScheduling')).toHaveAttribute('open', '');
    await expect(target).toBeInViewport();
    // The whole file on the vcluster.yaml page, with the original's ids, which are the full paths.
    await page.goto('/docs/vcluster/configure/vcluster-yaml/#sync-toHost-pods-enabled');
    await expect(page.locator('details#sync-toHost-pods-enabled')).toHaveAttribute('open', '');
    await expect(page.locator('details#sync-toHost-pods-enabled')).toBeInViewport();
  });

  test('whole-schema reference page for devspace.yaml', async ({ page }) => {
    await page.goto('/docs/devspace-yaml/');
    await expect(page.locator('details#version .config-required')).toHaveText('required');
    await expect(page.locator('details#images-name-dockerfile .config-default code')).toHaveText('"./Dockerfile"');
  });
});

test.describe('validator', () => {
  test('shows errors with paths and positions, then none after fixing', async ({ page }) => {
    // (Once the page is idle: the validator's Suspense boundary can render again after hydration,
    // which resets the field, so text typed before then can be lost.)
    await page.goto('/docs/devspace-yaml/validate/', { waitUntil: 'networkidle' });
    const input = page.getByLabel('Your devspace.yaml');
    await input.fill('version: v2beta1\nimages:\n  api:\n    rebuildStrategy: sometimes\n');
    await page.getByRole('button', { name: 'Validate' }).click();
    const result = page.locator('.config-validator-result');
    await expect(result).toContainText('name');
    await expect(result).toContainText('missing required field "name"');
    await expect(result).toContainText('images.api.image');
    await expect(result).toContainText('"sometimes" is not allowed; allowed values: "default", "always", "ignoreContextChanges"');
    await expect(result.locator('.issue-pos').first()).toHaveText(/^\d+:\d+$/);
    await input.fill('version: v2beta1\nname: app\nimages:\n  api:\n    image: ghcr.io/acme/api\n    rebuildStrategy: always\n');
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(result).toContainText('No problems found');
  });

  test('text pasted before the scripts load stays in the field and is what gets validated', async ({ page }) => {
    // The page's scripts arrive a second late: the reader pastes into the field the HTML already has.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/docs/devspace-yaml/validate/', { waitUntil: 'domcontentloaded' });
    const input = page.getByLabel('Your devspace.yaml');
    const pasted = 'version: v2beta1\nname: early\nimages:\n  api:\n    rebuildStrategy: sometimes\n';
    await input.fill(pasted);
    release();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.config-validator-loading')).toHaveCount(0);
    await expect(input).toHaveValue(pasted);
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.locator('.config-validator-result')).toContainText('"sometimes" is not allowed');
  });

  test('the validator code is not loaded by other pages', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('.js')) scripts.push(await r.text().catch(() => ''));
    });
    await page.goto('/docs/vcluster/manage/sleep-wakeup/');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('must be equal to one of the allowed values') || s.includes('missingProperty'))).toBe(false);
  });
});
