import { test, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';

const FEATURES = '/docs/vcluster/test-fixtures/features/';

/** Records, across document loads, whether nprogress ever added its bar. */
async function watchProgress(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) sessionStorage.setItem('progress-seen', '1');
    }).observe(document, { childList: true, subtree: true });
  });
}

const progressSeen = (page: Page) => page.evaluate(() => sessionStorage.getItem('progress-seen') === '1');

/** How the browser delivered the current document ("navigational-prefetch" when prefetched). */
const deliveryType = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType?: string }).deliveryType ?? '');

test.describe('navigation and loading', () => {
  test('a hovered link is prefetched: the click shows the page at once, with no progress bar', async ({ page }) => {
    await watchProgress(page);
    await page.goto('/docs/vcluster/introduction/architecture/');
    await page.waitForLoadState('networkidle');
    await page.locator('.pagination-next').hover();
    await expect(page.locator(`script[type="speculationrules"], link[rel="prefetch"]`)).toHaveCount(1);
    await page.waitForTimeout(500);
    await page.locator('.pagination-next').click();
    await page.waitForURL((u) => !u.pathname.endsWith('/architecture/'));
    await page.waitForLoadState('load');
    expect(await deliveryType(page)).toBe('navigational-prefetch');
    expect(await progressSeen(page)).toBe(false);
  });

  test('progress bar and spinner on a slow navigation, gone when the page shows', async ({ page }) => {
    // Playwright cannot query a page it is leaving, so the page being left reports what it shows.
    const shown = new Set<string>();
    page.on('console', (m) => m.text().startsWith('progress:') && shown.add(m.text()));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('#nprogress .bar')) console.log('progress:bar');
        const spinner = document.querySelector('.page-spinner');
        if (spinner && getComputedStyle(spinner).display !== 'none') console.log('progress:spinner');
      }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    });
    await page.goto('/docs/vcluster/introduction/architecture/');
    const target = (await page.locator('.pagination-next').getAttribute('href'))!;
    await page.route(`**${target}`, async (route) => {
      await new Promise((r) => setTimeout(r, 1800));
      await route.continue();
    });
    await page.locator('.pagination-next').click();
    await page.waitForURL(`**${target}`, { timeout: 15_000 });
    await expect(page.locator('article h1')).toBeVisible();
    expect([...shown].sort()).toEqual(['progress:bar', 'progress:spinner']);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await expect(page.locator('.page-spinner')).toBeHidden();
  });

  test('pages navigate as documents: no payload file is requested, and none is published', async ({ page }) => {
    const payloads: string[] = [];
    page.on('request', (r) => /\.txt(\?|$)/.test(r.url()) && payloads.push(r.url()));
    await page.goto('/docs/vcluster/introduction/architecture/');
    const target = await page.locator('.pagination-next').getAttribute('href');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('.pagination-next').click();
    await page.waitForURL(`**${target}`);
    await expect(page.locator('article h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
    expect(payloads).toEqual([]);
    expect(fs.existsSync(`out${target}index.html`)).toBe(true);
    expect(fs.readdirSync(`out${target}`).filter((f) => f.endsWith('.txt'))).toEqual([]);
  });

  test('after navigation the view is at the top, or at the hash target', async ({ page }) => {
    await page.goto('/docs/vcluster/introduction/architecture/');
    await page.mouse.wheel(0, 3000);
    await page.locator('.pagination-next').click();
    await page.waitForURL((u) => !u.pathname.endsWith('/architecture/'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto(`${FEATURES}#image`);
    await expect(page.locator('h2#image')).toBeInViewport();
  });

  test('links are prefetched on hover, but not on 2G or with data saver', async ({ page }) => {
    // The prefetch hints (speculation rules, or prefetch links) the page added after it settled.
    const hints = (p: Page) =>
      p.evaluate(() =>
        [...document.querySelectorAll('script[type="speculationrules"], link[rel="prefetch"]')].map((el) => el.textContent || (el as HTMLLinkElement).href),
      );
    await page.goto('/docs/vcluster/introduction/architecture/');
    await page.waitForLoadState('networkidle');
    const target = (await page.locator('.pagination-next').getAttribute('href'))!;
    await page.locator('.pagination-next').hover();
    await expect.poll(() => hints(page), { timeout: 5000 }).toEqual([expect.stringContaining(target)]);

    for (const connection of [
      { effectiveType: '2g', saveData: false },
      { effectiveType: '4g', saveData: true },
    ]) {
      const slow = await page.context().newPage();
      await slow.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c }), connection);
      await slow.goto('/docs/vcluster/introduction/architecture/');
      await slow.waitForLoadState('networkidle');
      await slow.locator('.pagination-next').hover();
      await slow.waitForTimeout(800);
      expect(await hints(slow)).toEqual([]);
      await slow.close();
    }
  });
});

test.describe('content interactions', () => {
  test('image zoom opens and closes, and re-attaches after navigation', async ({ page }) => {
    await page.goto(FEATURES);
    const img = page.locator('article img[alt="A two-box diagram"]');
    await expect(img).toHaveClass(/medium-zoom-image/, { timeout: 4000 });
    await img.click();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
    await page.waitForTimeout(400); // medium-zoom ignores Escape during its opening animation
    await page.keyboard.press('Escape');
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
    await page.locator('.sidebar-menu a[href="/docs/vcluster/"]').first().click();
    await page.waitForURL('**/docs/vcluster/');
    await page.goBack();
    await expect(page.locator('article img[alt="A two-box diagram"]')).toHaveClass(/medium-zoom-image/, { timeout: 4000 });
  });

  test('expandable state round-trips through the URL', async ({ page }) => {
    await page.goto(FEATURES);
    const details = page.locator('article details').first();
    await details.locator('summary').click();
    await expect(page).toHaveURL(/[?&]d1=1/);
    await page.reload();
    await expect(page.locator('article details').first()).toHaveAttribute('open', '');
    await page.locator('article details summary').first().click();
    await expect(page).not.toHaveURL(/d1=1/);
  });

  test('tab state round-trips through the URL', async ({ page }) => {
    await page.goto(FEATURES);
    await page.locator('.tabs').nth(1).getByRole('tab', { name: 'macOS' }).click();
    await expect(page).toHaveURL(/[?&]t2=mac/);
    const fresh = await page.context().browser()!.newPage();
    await fresh.goto(`http://127.0.0.1:${new URL(page.url()).port}${FEATURES}?t2=mac`);
    await expect(fresh.locator('.tabs').nth(1).getByRole('tabpanel')).toHaveText('Second group on macOS.');
    await fresh.close();
  });

  test('a hash inside a closed expandable opens it and marks it', async ({ page }) => {
    await page.goto(`${FEATURES}#inside-details`);
    const details = page.locator('article details').first();
    await expect(details).toHaveAttribute('open', '');
    await expect(details).toHaveAttribute('data-contains-target', '');
    await expect(page.locator('#inside-details')).toBeInViewport();
  });

  test('copy: success shows a check, then reverts after 2 s', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(FEATURES);
    const button = page.locator('.code-block[data-lang="yaml"] .copy-button');
    await button.click();
    await expect(button).toHaveClass(/copy-ok/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('toHost:');
    await expect(button).toHaveAttribute('aria-label', 'Copied');
    await expect(page.locator('#copy-status')).toHaveText('Copied to the clipboard'); // the shell's polite live region
    await page.waitForTimeout(2100);
    await expect(button).toHaveClass(/copy-idle/);
  });

  test('copy: a denied clipboard shows a red cross, no exception', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } });
      document.execCommand = () => false;
    });
    await page.goto(FEATURES);
    const button = page.locator('.code-block[data-lang="yaml"] .copy-button');
    await button.click();
    await expect(button).toHaveClass(/copy-fail/);
    await page.waitForTimeout(2100);
    await expect(button).toHaveClass(/copy-idle/);
    expect(errors).toEqual([]);
  });
});

test.describe('faults', () => {
  test('a crashing component: "This page crashed.", Try again, navbar still usable', async ({ page }) => {
    await page.goto('/docs/vcluster/test-fixtures/crash/?crash');
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page.locator('.crash-message')).toHaveText('The test fixture component failed to render');
    await expect(page.locator('.sidebar-menu')).toBeVisible();
    // The fixture stops failing once ?crash is gone; "Try again" renders the content again.
    await page.evaluate(() => history.replaceState(history.state, '', location.pathname));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.test-crash-recovered')).toBeVisible();
    await page.locator('.navbar').getByRole('link', { name: 'vCluster Platform' }).click();
    await page.waitForURL('**/docs/platform/');
  });

  test('storage disabled: one warning, tabs and dialogs keep working', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('disabled');
        },
      });
    });
    await page.goto(FEATURES);
    await page.locator('.tabs').nth(0).getByRole('tab', { name: 'macOS' }).click();
    await expect(page.locator('.tabs').nth(1).getByRole('tabpanel')).toHaveText('Second group on macOS.');
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('searchbox', { name: 'Search docs' })).toBeVisible();
    expect(warnings.filter((w) => w.includes('storage is unavailable')).length).toBe(1);
  });

  test.describe('served under the wrong base path', () => {
    let server: ChildProcess;
    const port = 4391;
    test.beforeAll(async () => {
      server = spawn(process.execPath, ['scripts/serve.mjs', 'out', String(port), '--prefix', '/mirror'], { stdio: 'ignore' });
      await new Promise((r) => setTimeout(r, 600));
    });
    test.afterAll(() => {
      server.kill();
    });

    test('the home page says the site did not load and suggests the base URL', async ({ page }) => {
      await page.goto(`http://127.0.0.1:${port}/mirror/docs/`);
      const banner = page.locator('#base-url-banner');
      await expect(banner).toBeVisible({ timeout: 5000 });
      await expect(banner).toContainText('did not load properly');
      await expect(banner).toContainText('"/mirror/"');
    });
  });
});
