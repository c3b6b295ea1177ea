/**
 * What readers see, in pixels: each kind of page at a phone's, a small laptop's and a laptop's width,
 * held against the approved images in e2e/__screenshots__/. A change of the look fails here until
 * the commit that means it updates the images (`npx playwright test e2e/visual.spec.ts
 * --update-snapshots`), so the change is visible in that commit's diff.
 */
import { expect, test, type Page } from '@playwright/test';
import { fixtureOrigin } from './fixture-origin';
import { openDialog } from './search-helpers';

const WIDTHS = [
  { name: '390', width: 390, height: 844 },
  { name: '1024', width: 1024, height: 768 },
  { name: '1280', width: 1280, height: 800 },
] as const;

/** Below this width the sidebar is a drawer behind the navbar's menu button (app/styles/layout.css). */
const DRAWER_MAX = 996;

/** Fonts loaded, the images on screen decoded, and the page at rest: what a reader sees once it has settled. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    // (A lazy image below the screen never loads, so only those on it are waited for.)
    const onScreen = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    };
    await Promise.all([...document.images].filter((img) => !img.complete && onScreen(img)).map((img) => img.decode().catch(() => undefined)));
  });
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await settle(page);
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.locator('#site-sidebar')).toBeInViewport();
  // The drawer scrolls to the current page's entry once it opens: on a busy machine, later than the click.
  await expect(page.locator('.sidebar-menu [aria-current="page"]')).toBeInViewport();
  // …and slides in. Playwright's click on an element of a drawer still sliding scrolls the drawer
  // back to where it opened (it undid the version menu test's scroll to the top).
  await page.locator('#site-sidebar').evaluate((drawer) => Promise.all(drawer.getAnimations().map((a) => a.finished)));
  await settle(page);
}

/** The first screen, as the reader has it. */
async function shot(page: Page, name: string) {
  await expect(page).toHaveScreenshot(`${name}.png`, { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 });
}

const PAGES: { kind: string; url: string; scrollTo?: string }[] = [
  { kind: 'quick-start', url: '/docs/platform/install/quick-start-guide/' },
  // A long how-to, at its first diagram.
  { kind: 'how-to-diagram', url: '/docs/vcluster/manage/sleep-wakeup/', scrollTo: '.article-prose img[src$=".svg"]' },
  { kind: 'config-reference', url: '/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/pods/' },
  { kind: 'cli', url: '/docs/vcluster/cli/vcluster_create/' },
  { kind: 'api-resource', url: '/docs/platform/api/resources/project/' },
  { kind: 'generated-index', url: '/docs/vcluster/category/core/' },
];

for (const size of WIDTHS) {
  test.describe(`the look at ${size.name} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const { kind, url, scrollTo } of PAGES)
      test(kind, async ({ page }) => {
        await open(page, url);
        if (scrollTo) {
          await page.locator(scrollTo).first().scrollIntoViewIfNeeded();
          await settle(page);
        }
        await shot(page, `${kind}-${size.name}`);
      });

    test('the search dialog with results', async ({ page }) => {
      const input = await openDialog(page);
      await input.fill('sleep mode');
      await expect(page.locator('.search-hit').first()).toBeVisible();
      await settle(page);
      await shot(page, `search-${size.name}`);
    });

    test('the version menu open', async ({ page }) => {
      await open(page, '/docs/vcluster/manage/sleep-wakeup/');
      // (In the navbar; where a phone's navbar has no room for it, in the drawer.)
      if (!(await page.locator('.version-button:visible').count())) {
        await openDrawer(page);
        // The drawer opens scrolled to the current page's entry; the menu is read from the drawer's top,
        // where the version button is (the picture then does not depend on that first scroll).
        await page.locator('#site-sidebar').evaluate((drawer) => drawer.scrollTo({ top: 0, behavior: 'instant' }));
      }
      await page.locator('.version-button:visible').first().click();
      await expect(page.locator('.nav-dropdown-menu[role="menu"]:visible')).toBeVisible();
      await shot(page, `version-menu-${size.name}`);
    });

    test('the sidebar three levels deep (the drawer on a phone)', async ({ page }) => {
      await open(page, '/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/pods/');
      if (size.width <= DRAWER_MAX) await openDrawer(page);
      await expect(page.locator('.sidebar-menu [aria-current="page"]')).toBeInViewport();
      await shot(page, `sidebar-deep-${size.name}`);
    });

    test('the 404 page', async ({ page }) => {
      await page.goto('/docs/vcluster/no-such-page/');
      await settle(page);
      await shot(page, `not-found-${size.name}`);
    });
  });
}

for (const size of WIDTHS) {
  test.describe(`fixture sites at ${size.name} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('a blog post, in the engine’s theme', async ({ page }) => {
      await open(page, `${fixtureOrigin('blog')}/blog/2024/05/01/welcome/`);
      await shot(page, `blog-post-${size.name}`);
    });

    // The engine's own dark palette (app/styles/dark.css), where a reader switched to it.
    test('a blog post in the dark, as a reader switched to it', async ({ page }) => {
      await open(page, `${fixtureOrigin('blog')}/blog/2024/05/01/welcome/`);
      await page
        .getByRole('button', { name: /Switch between dark and light mode/ })
        .first()
        .click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await settle(page);
      await shot(page, `blog-post-dark-${size.name}`);
    });

    // An imported Docusaurus site keeps Docusaurus' look: Infima, its own CSS, Docusaurus' sidebar markup.
    test('an imported Docusaurus site, its sidebar open', async ({ page }) => {
      await open(page, `${fixtureOrigin('docusaurus-look')}/docs/guides/setup/`);
      if (size.width <= DRAWER_MAX) await openDrawer(page);
      await shot(page, `imported-docusaurus-${size.name}`);
    });
  });
}
