import { test, expect } from '@playwright/test';

test.describe('routes', () => {
  test('landing and both set indexes render', async ({ page }) => {
    await page.goto('/docs/');
    await expect(page.locator('h1')).toHaveText('vCluster documentation');
    await expect(page).toHaveTitle('vCluster docs');
    await page.goto('/docs/vcluster/');
    await expect(page.locator('article h1')).toHaveText('Quick start');
    await expect(page.locator('.sidebar-menu')).toBeVisible();
    await page.goto('/docs/platform/');
    await expect(page.locator('article h1')).toHaveText('vCluster Platform');
  });

  test('page titles use " | "', async ({ page }) => {
    await page.goto('/docs/vcluster/introduction/architecture/');
    const h1 = await page.locator('article h1').first().textContent();
    await expect(page).toHaveTitle(`${h1} | vCluster docs`);
  });

  test('unknown path: styled not-found page with status 404', async ({ page }) => {
    const res = await page.goto('/docs/vcluster/no-such-page/');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
    await expect(page.locator('.not-found a[href="/docs/vcluster/"]')).toBeVisible();
    await expect(page.locator('.not-found input[name="q"]')).toBeVisible();
  });

  test('.html and /index.html end at the bare path', async ({ page }) => {
    await page.goto('/docs/vcluster/introduction/architecture.html');
    await expect(page).toHaveURL(/\/docs\/vcluster\/introduction\/architecture\/$/);
    await expect(page.locator('article')).toBeVisible();
    await page.goto('/docs/vcluster/introduction/architecture/index.html');
    await expect(page).toHaveURL(/\/docs\/vcluster\/introduction\/architecture\/$/);
    await expect(page.locator('article')).toBeVisible();
  });
});

test.describe('versions', () => {
  test('stable at the base path: badge, no banner', async ({ page }) => {
    await page.goto('/docs/vcluster/');
    await expect(page.locator('.version-badge')).toHaveText('Version: v0.27 Stable');
    await expect(page.locator('.version-banner')).toHaveCount(0);
  });

  test('current under /next/: unreleased banner linking to the stable page', async ({ page }) => {
    await page.goto('/docs/vcluster/next/');
    await expect(page.locator('.version-badge')).toHaveText('Version: main');
    const banner = page.locator('.version-banner-unreleased');
    await expect(banner).toContainText('unreleased');
    await expect(banner.locator('a')).toHaveAttribute('href', '/docs/vcluster/');
  });

  test('0.24.0: unmaintained banner', async ({ page }) => {
    await page.goto('/docs/vcluster/0.24.0/');
    await expect(page.locator('.version-badge')).toHaveText('Version: v0.24 EOS');
    await expect(page.locator('.version-banner-unmaintained')).toContainText('end of support (EOS)');
  });

  test('EOS and EOL banners each say what their label means', async ({ page }) => {
    await page.goto('/docs/vcluster/0.24.0/');
    const eos = (await page.locator('.version-banner-unmaintained p').first().textContent()) ?? '';
    await page.goto('/docs/vcluster/0.21.0/');
    const eol = (await page.locator('.version-banner-unmaintained p').first().textContent()) ?? '';
    expect(eos).toMatch(/end of support \(EOS\)/);
    expect(eol).toMatch(/end of life \(EOL\)/);
    expect(eos.replace('v0.24', '')).not.toBe(eol.replace('v0.21', ''));
  });

  test('the version dropdown keeps the page when it exists in the target version', async ({ page }) => {
    await page.goto('/docs/vcluster/');
    await page.locator('.navbar .version-button').click();
    await page.locator('.navbar .nav-dropdown-menu a', { hasText: 'v0.24 EOS' }).click();
    await expect(page).toHaveURL(/\/docs\/vcluster\/0\.24\.0\/$/);
    await expect(page.locator('.version-badge')).toHaveText('Version: v0.24 EOS');
  });

  test('the dropdown falls back to the version main doc when the page does not exist there', async ({ page }) => {
    await page.goto('/docs/vcluster/cli/vcluster_node/');
    await page.locator('.navbar .version-button').click();
    await expect(page.locator('.navbar .nav-dropdown-menu a', { hasText: 'v0.20 EOL' })).toHaveAttribute('href', '/docs/vcluster/0.20.0/');
  });
});

test.describe('sidebar and toc', () => {
  test('categories collapse and auto-expand around the active page', async ({ page }) => {
    await page.goto('/docs/vcluster/manage/backup-restore/velero/');
    const active = page.locator('.sidebar-menu .menu-link-active');
    await expect(active).toHaveText(/Velero/i);
    await expect(active).toBeVisible();
    const manage = page.locator('.sidebar-menu .menu-category', { has: page.locator('> .menu-category-row a[href="/docs/vcluster/manage/backup-restore/"]') });
    const caret = manage.locator('> .menu-category-row .menu-caret');
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await expect(caret).toHaveAttribute('aria-label', /^Collapse sidebar category/);
    await caret.click();
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
    await expect(caret).toHaveAttribute('aria-label', /^Expand sidebar category/);
    await expect(active).toBeHidden();
    await caret.click();
    await expect(active).toBeVisible();
    // A collapsed category elsewhere stays collapsed.
    const cli = page.locator('.sidebar-menu > .menu-root > .menu-category', { hasText: 'CLI reference' });
    await expect(cli).toHaveClass(/collapsed/);
  });

  test('the TOC lists h2 to h4 only', async ({ page }) => {
    await page.goto('/docs/vcluster/introduction/architecture/');
    const levels = await page
      .locator('article')
      .evaluate((el) => [...el.querySelectorAll('h2[id],h3[id],h4[id],h5[id],h6[id]')].map((h) => ({ id: h.id, level: Number(h.tagName[1]) })));
    const tocIds = await page.locator('.toc-desktop a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
    expect(tocIds.length).toBeGreaterThan(0);
    expect(tocIds).toEqual(levels.filter((h) => h.level <= 4).map((h) => decodeURIComponent(h.id)));
  });
});

test.describe('shell', () => {
  test('announcement dismissal survives reload and returns when the id changes', async ({ page }) => {
    await page.goto('/docs/vcluster/');
    const bar = page.locator('.announcement');
    await expect(bar).toBeVisible();
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(bar).toBeHidden();
    await page.evaluate(() => localStorage.setItem('docs.announcement.dismissed', 'an-older-announcement'));
    await page.reload();
    await expect(bar).toBeVisible();
  });

  test('announcement works when storage throws: one warning, no crash', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('denied');
        },
      });
    });
    await page.goto('/docs/vcluster/');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect(page.locator('.announcement')).toBeHidden();
    expect(warnings.filter((w) => w.includes('storage is unavailable'))).toHaveLength(1);
  });

  test('the skip link is the first focusable element and moves focus to the content', async ({ page }) => {
    await page.goto('/docs/vcluster/introduction/architecture/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('mobile menu at 800 px holds the links and closes past 996 px', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/docs/vcluster/introduction/architecture/');
    await expect(page.locator('.navbar-left')).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open navigation menu' });
    await toggle.click();
    const drawer = page.locator('#site-sidebar');
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('.mobile-nav').getByRole('link', { name: 'vCluster Platform' })).toBeVisible();
    await expect(drawer.locator('.sidebar-menu .menu-link-active')).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(page.locator('html')).not.toHaveClass(/nav-open/);
    await expect(page.locator('.mobile-nav')).toBeHidden();
  });

  test('canonical, description and Open Graph tags', async ({ page }) => {
    await page.goto('/docs/vcluster/introduction/architecture/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.vcluster.com/docs/vcluster/introduction/architecture/');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  });

  test('sitemap and robots', async ({ request }) => {
    const sitemap = await (await request.get('/docs/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://www.vcluster.com/docs/vcluster/introduction/architecture/</loc>');
    expect(sitemap).not.toContain('/docs/search');
    expect(sitemap).toContain('<changefreq>weekly</changefreq><priority>0.5</priority>');
    // At the site's base, with everything else it publishes (the domain's own robots.txt is another site's).
    const robots = await (await request.get('/docs/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://www.vcluster.com/docs/sitemap.xml');
    const meta = await (await request.get('/docs/metadata.json')).json();
    expect(meta.sets.map((s: { id: string }) => s.id)).toEqual(['docs', 'vcluster', 'platform']);
  });
});
