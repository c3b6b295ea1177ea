/**
 * What a reader meets at phone (390), laptop (1024) and desktop (1280) width on real pages:
 * reference tables read without a sideways scroll, deep configuration fields keep their width, the
 * navbar fits every common width, the title is on the first screen of a phone, lines stay near 80
 * characters, the CLI sidebar follows the command tree and the phone drawer opens at the page.
 */
import { test, expect, type Page } from '@playwright/test';
import { layoutProblems } from './layout-check';

const WIDTHS = [390, 1024, 1280];
const API_PAGE = '/docs/platform/api/resources/project/';
const TEMPLATE_PAGE = '/docs/platform/api/resources/devpodworkspacetemplate/';
const CLI_PAGE = '/docs/vcluster/cli/vcluster_create/';
const CONFIG_PAGE = '/docs/vcluster/configure/vcluster-yaml/control-plane/';
const DEEP_FIELD = 'controlPlane-backingStore-etcd-deploy-statefulSet-resources-requests';

async function open(page: Page, width: number, url: string) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url);
}

/** Boxes of `selector` inside the article that end right of the article column, as "text @ right". */
async function outsideColumn(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const column = document.querySelector('article.article-prose')!.getBoundingClientRect();
    return [...document.querySelectorAll(`article.article-prose ${sel}`)]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > column.right + 1 || r.left < column.left - 1);
      })
      .map((el) => `${(el.textContent ?? '').trim().slice(0, 40)} @ ${Math.round(el.getBoundingClientRect().right)} (column ends ${Math.round(column.right)})`);
  }, selector);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test('API fields show name, type and description inside the column, seven levels down too', async ({ page }) => {
      // A container's probe port in a DevPod template: spec.template.kubernetes.pod.spec.containers.livenessProbe.httpGet.port.
      const deep = 'spec-template-kubernetes-pod-spec-containers-livenessProbe-httpGet-port';
      await open(page, width, `${TEMPLATE_PAGE}#${deep}`);
      const field = page.locator(`#${deep}`);
      await expect(field).toBeVisible();
      await field.scrollIntoViewIfNeeded();
      // Every name, type and description open on the page lies inside the column.
      expect(
        await outsideColumn(
          page,
          '.api-fields summary, .api-fields .api-field-head, .api-fields .config-name, .api-fields .config-type, .api-field-description',
        ),
      ).toEqual([]);
      await expect(field.locator('.config-type')).toHaveText('integer | string');
      const box = (await field.locator('.api-field-head').boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(width <= 400 ? 220 : 300);
      // No table on the page has an empty header row.
      const emptyHeads = await page.locator('article thead tr').evaluateAll((rows) => rows.filter((r) => !(r.textContent ?? '').trim()).length);
      expect(emptyHeads).toBe(0);
    });

    test('CLI flag tables fit the column', async ({ page }) => {
      await open(page, width, CLI_PAGE);
      expect(await outsideColumn(page, '.flag-table td')).toEqual([]);
    });

    test('tables of three or more columns need no sideways scroll', async ({ page }) => {
      await open(page, width, '/docs/vcluster/configure/vcluster-yaml/control-plane/components/distro/k8s/');
      const wraps = page.locator('article .table-wrap');
      expect(await wraps.count()).toBeGreaterThan(0);
      expect(await wraps.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length)).toBe(0);
      expect(await outsideColumn(page, 'td')).toEqual([]);
    });

    test('a field seven levels deep keeps a readable width and its controls clear of its text', async ({ page }) => {
      await open(page, width, `${CONFIG_PAGE}#${DEEP_FIELD}`);
      const field = page.locator(`#${DEEP_FIELD}`);
      await expect(field).toHaveAttribute('open', '');
      const summary = field.locator(':scope > summary');
      await summary.scrollIntoViewIfNeeded();
      const box = (await summary.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(width <= 400 ? 240 : 300);
      // The default value reads on one or two lines, not one character a line.
      const value = field.locator(':scope > summary .config-default code');
      const valueBox = (await value.boundingBox())!;
      expect(valueBox.height).toBeLessThan(60);
      expect((await layoutProblems(page)).filter((p) => /covers|overlaps|scrolls/.test(p))).toEqual([]);
    });
  });
}

// One test a width: each opens three pages, so a loaded machine stays inside the test timeout.
for (const width of [320, 390, 768, 997, 1024, 1100, 1180, 1280]) {
  test(`at ${width} px no page scrolls sideways; the navbar moves what does not fit into "More"`, async ({ page }) => {
    for (const url of ['/docs/', API_PAGE, '/docs/vcluster/introduction/architecture/']) {
      await open(page, width, url);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${url} at ${width}px`).toBeLessThanOrEqual(0);
      const navbar = (await page.locator('.navbar-inner').boundingBox())!;
      // Every visible navbar control lies inside the bar.
      const outside = await page
        .locator('.navbar-inner a, .navbar-inner button, .navbar-inner summary')
        .evaluateAll(
          (els, right) =>
            els.filter((el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().right > right + 1).map((el) => el.textContent),
          navbar.x + navbar.width,
        );
      expect(outside, `${url} at ${width}px`).toEqual([]);
      if (width < 997) continue;
      // The search box's label stays on one line.
      const label = page.locator('.search-button-placeholder');
      const lineHeight = await label.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 24);
      expect((await label.boundingBox())!.height, `search label at ${width}px`).toBeLessThanOrEqual(lineHeight + 1);
      // What the bar hides, "More" lists: each left item is shown in exactly one of the two places.
      const hidden = await page.locator('.navbar-left > li[data-overflow]').count();
      const inMore = await page.locator('.navbar-more:not([hidden]) > ul > li:not([hidden])').count();
      expect(inMore, `${url} at ${width}px`).toBe(hidden);
    }
  });
}

test('"More" opens with the links the bar had no room for', async ({ page }) => {
  await open(page, 1024, '/docs/vcluster/');
  const more = page.locator('.navbar-more');
  await expect(more).toBeVisible();
  await more.locator('summary').click();
  const link = more.locator('li:not([hidden]) a').first();
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  await expect(page.locator(`.navbar-left a[href="${href}"]`)).toBeHidden();
  // At full width everything fits and "More" is gone.
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(more).toBeHidden();
  await expect(page.locator(`.navbar-left a[href="${href}"]`)).toBeVisible();
});

test('at 390 px the page title starts within the first 300 px', async ({ page }) => {
  for (const url of ['/docs/vcluster/introduction/architecture/', API_PAGE, '/docs/vcluster/0.24.0/introduction/architecture/', CLI_PAGE]) {
    await open(page, 390, url);
    const top = (await page.locator('article h1').first().boundingBox())!.y;
    // An unmaintained version's banner comes first by design; everything else fits above 300 px.
    const banner = (await page.locator('.version-banner').count()) ? (await page.locator('.version-banner').boundingBox())!.height : 0;
    expect(top - banner, url).toBeLessThanOrEqual(300);
  }
});

test('body text runs to about 80 characters a line at most, with or without a TOC', async ({ page }) => {
  for (const [url, width] of [
    ['/docs/vcluster/category/deployment/', 1920],
    ['/docs/vcluster/introduction/architecture/', 1920],
    ['/docs/vcluster/introduction/architecture/', 1280],
  ] as const) {
    await open(page, width, url);
    const longest = await page.evaluate(() => {
      let most = 0;
      for (const p of document.querySelectorAll('article.article-prose p')) {
        const text = p.textContent ?? '';
        const lines = new Map<number, number>();
        const range = document.createRange();
        const node = [...p.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').length > 150);
        if (!node) continue;
        for (let i = 0; i < node.textContent!.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          lines.set(top, (lines.get(top) ?? 0) + 1);
        }
        if (text) most = Math.max(most, ...lines.values());
      }
      return most;
    });
    expect(longest, `${url} at ${width}px`).toBeGreaterThan(40);
    expect(longest, `${url} at ${width}px`).toBeLessThanOrEqual(90);
  }
});

test('CLI commands nest under their parent command in the sidebar', async ({ page }) => {
  await open(page, 1280, '/docs/vcluster/cli/vcluster_certs_check/');
  const active = page.locator('.sidebar .menu-link-active');
  await expect(active).toHaveText('check');
  // Its parent category is the "certs" command page, open, with its subcommands in name order.
  const parent = page.locator('.sidebar .menu-item', { has: page.locator(':scope > .menu-category-row a', { hasText: /^certs$/ }) });
  await expect(parent.locator(':scope > .menu-category-row a')).toHaveAttribute('href', '/docs/vcluster/cli/vcluster_certs/');
  await expect(parent.locator(':scope > .menu-category-items > ul > li')).toHaveText(['check', 'rotate', 'rotate-ca']);
  // The top level of the CLI reference lists commands, not every subcommand.
  const cli = page.locator('.sidebar .menu-item', { has: page.locator(':scope > .menu-category-row', { hasText: 'CLI reference' }) });
  expect(await cli.locator(':scope > .menu-category-items > ul > li').count()).toBeLessThan(40);
});

test('the phone drawer opens scrolled to the current page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true, baseURL });
  const page = await context.newPage();
  await page.goto('/docs/vcluster/cli/vcluster_snapshot/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const active = page.locator('#site-sidebar .menu-link-active');
  await expect(active).toBeVisible();
  await expect
    .poll(async () => {
      const drawer = (await page.locator('#site-sidebar').boundingBox())!;
      const link = (await active.boundingBox())!;
      return link.y >= drawer.y && link.y + link.height <= drawer.y + drawer.height;
    })
    .toBe(true);
  await context.close();
});

test('the phone drawer opens on the current page with its close button and version menu in view', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, baseURL });
  const page = await context.newPage();
  // A page far down a long sidebar.
  await page.goto('/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/pods/');
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.locator('#site-sidebar .menu-link-active')).toBeInViewport();
  await expect(page.locator('#site-sidebar .drawer-close')).toBeInViewport();
  await expect(page.locator('#site-sidebar .mobile-nav .version-dropdown').first()).toBeInViewport();
  await context.close();
});

test("at 390 px the not-found page's search button stays beside its field", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/no-such-page/');
  const [field, button] = await Promise.all([page.locator('.not-found-search input').boundingBox(), page.locator('.not-found-search button').boundingBox()]);
  expect(Math.abs(field!.y + field!.height / 2 - (button!.y + button!.height / 2))).toBeLessThanOrEqual(2);
});

test('punctuation after inline code never starts a line', async ({ page }) => {
  for (const width of [390, 1280])
    for (const url of ['/docs/vcluster/deploy/worker-nodes/private-nodes/', '/docs/platform/api/resources/project/']) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // For each piece of punctuation after inline code: below the code's box, it started a line of its own.
      const apart = await page.evaluate(`[...document.querySelectorAll('.code-nobr')].flatMap((span) => {
        const code = span.querySelector('code');
        const text = code && code.nextSibling;
        if (!text || text.nodeType !== 3) return [];
        const range = document.createRange();
        range.setStart(text, 0);
        range.setEnd(text, 1);
        const mark = range.getBoundingClientRect();
        const rects = code.getClientRects();
        const last = rects[rects.length - 1];
        return mark.width && last && mark.top >= last.bottom - 2 ? [code.textContent + text.textContent] : [];
      })`);
      expect(apart, `${url} at ${width}`).toEqual([]);
      expect(await page.locator('.code-nobr').count(), `${url} at ${width}`).toBeGreaterThan(0);
    }
});

test('an output block without a language has no empty strip above its code, and its copy button sits beside the code', async ({ page }) => {
  for (const width of [390, 1280]) {
    await open(page, width, '/docs/vcluster/');
    const block = page.locator('article .code-block[data-lang="text"]').first();
    await block.scrollIntoViewIfNeeded();
    const [box, line, button, pre] = await Promise.all(
      [block, block.locator('.line').first(), block.locator('.copy-button'), block.locator('pre')].map((l) => l.boundingBox()),
    );
    // The first line starts below the code's own padding (14 px), not below a row of its own.
    expect(line!.y - box!.y, `at ${width} px`).toBeLessThan(20);
    // The code's scrolling box ends where the button's column starts: nothing is drawn over the code.
    expect(button!.x, `at ${width} px`).toBeGreaterThanOrEqual(pre!.x + pre!.width - 0.5);
  }
});
