import { test, expect, type Page } from '@playwright/test';
import { algoliaStandIn } from './search-helpers';

/**
 * The search dialog across doc sets, at a phone's, a tablet's and a desktop's width: the reader's
 * set and version first, then the other sets' stable versions under their own heading.
 */

const WIDTHS = [
  { width: 390, height: 844, touch: true },
  { width: 1024, height: 768, touch: false },
  { width: 1280, height: 800, touch: false },
];

/** Opens the dialog the way a reader at this width does (a tap on a touch screen) and returns its input. */
async function openSearch(page: Page, path: string, touch: boolean) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const button = page.locator('.navbar .search-button');
  const input = page.getByRole('dialog').getByRole('searchbox', { name: /^Search/ });
  // The button works once the page is hydrated; on a loaded machine that can take a moment.
  await expect(async () => {
    if (!(await page.getByRole('dialog').count())) await (touch ? button.tap() : button.click());
    await expect(input).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  return input;
}

/** The dialog fits the window, scrolls only up and down, and nothing in it sticks out sideways. */
async function expectNoSidewaysOverflow(page: Page) {
  const overflow = await page.evaluate(() => {
    const modal = document.querySelector('.search-modal')!.getBoundingClientRect();
    const body = document.querySelector('.search-body')!;
    const out = [...document.querySelectorAll('.search-modal *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > modal.right + 1 || r.left < modal.left - 1);
      })
      .map((el) => el.className || el.tagName);
    return { modal: [modal.left, modal.right, window.innerWidth], scrollsSideways: body.scrollWidth > body.clientWidth, out };
  });
  expect(overflow.modal[0]).toBeGreaterThanOrEqual(0);
  expect(overflow.modal[1]).toBeLessThanOrEqual(overflow.modal[2]);
  expect(overflow.scrollsSideways).toBe(false);
  expect(overflow.out).toEqual([]);
}

for (const { width, height, touch } of WIDTHS) {
  test.describe(`at ${width} px${touch ? ' (touch)' : ''}`, () => {
    test.use({ viewport: { width, height }, hasTouch: touch, isMobile: touch });

    test('"karpenter" on a vCluster page: no vCluster page has it, the Platform page shows under "In vCluster Platform"', async ({ page }) => {
      const input = await openSearch(page, '/docs/vcluster/', touch);
      await input.fill('karpenter');
      const other = page.locator('.search-set-other[data-scope="platform-4.3.0"]');
      await expect(other.locator('.search-hit[data-url^="/docs/platform/integrations/karpenter/"]')).toBeVisible();
      await expect(other.locator('.search-group-title')).toHaveText('In vCluster Platform');
      await expect(other.getByRole('group', { name: 'In vCluster Platform' })).toBeVisible();
      await expect(page.locator('.search-set-current')).toHaveCount(0);
      await expect(page.locator('.search-none-here')).toHaveText('No page in vCluster v0.27 Stable matches; showing other sets');
      await expect(page.getByText('No results for')).toHaveCount(0);
      await expectNoSidewaysOverflow(page);
    });

    test("a query with hits in the reader's set shows them first, the other sets after; arrow keys reach the other sets", async ({ page }) => {
      const input = await openSearch(page, '/docs/vcluster/', touch);
      await input.fill('sleep mode');
      const sets = page.locator('.search-set');
      await expect(sets.first()).toHaveAttribute('data-scope', 'vcluster-0.27.0');
      await expect(page.locator('.search-set-other[data-scope="platform-4.3.0"] .search-hit').first()).toBeVisible();
      const order = await page.locator('.search-hit').evaluateAll((as) => as.map((a) => a.getAttribute('data-url')!));
      const firstOther = order.findIndex((u) => u.startsWith('/docs/platform/'));
      expect(firstOther).toBeGreaterThan(0);
      expect(order.slice(0, firstOther).every((u) => /^\/docs\/vcluster\/(?!next\/|0\.\d+\.\d+\/)/.test(u))).toBe(true);
      // Then the other sets' stable versions only: Platform's (and the unversioned landing set's).
      const rest = order.slice(firstOther);
      expect(rest.filter((u) => u.startsWith('/docs/vcluster/') || /^\/docs\/platform\/(next|\d+\.\d+\.\d+)\//.test(u))).toEqual([]);
      // Arrow keys go through every hit shown, into the other set's group.
      await expect(page.locator('.search-hit').first()).toHaveAttribute('aria-selected', 'true');
      for (let i = 0; i < firstOther; i++) await page.keyboard.press('ArrowDown');
      await expect(page.locator('.search-hit').nth(firstOther)).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('.search-set-other .search-hit-active')).toHaveCount(1);
      await expectNoSidewaysOverflow(page);
    });

    test('"No results" only when no set has a hit', async ({ page }) => {
      const input = await openSearch(page, '/docs/platform/', touch);
      await input.fill('qwertzuiopasdf');
      await expect(page.getByText('No results for')).toBeVisible();
      await expect(page.locator('.search-set')).toHaveCount(0);
      // Typed on a Platform page, the vCluster CLI page answers: results, so no "No results".
      await input.fill('vcluster connect');
      await expect(page.locator('.search-hit[data-url^="/docs/vcluster/cli/vcluster_connect/"]').first()).toBeVisible();
      await expect(page.getByText('No results for')).toHaveCount(0);
    });

    test(`the footer ${touch ? 'has no keyboard hints on a touch screen' : 'names the keys'}`, async ({ page }) => {
      const input = await openSearch(page, '/docs/vcluster/', touch);
      await input.fill('backup');
      await expect(page.locator('.search-hit').first()).toBeVisible();
      if (touch) {
        await expect(page.locator('.search-footer')).toBeHidden();
        await expect(page.locator('.search-modal kbd:visible')).toHaveCount(0);
      } else {
        await expect(page.locator('.search-footer')).toBeVisible();
        await expect(page.locator('.search-footer kbd').first()).toBeVisible();
      }
    });
  });
}

test.describe('search dialog across sets (Algolia)', () => {
  let standIn: Awaited<ReturnType<typeof algoliaStandIn>>;
  let port = 0;
  const bodies: { requests: Record<string, unknown>[] }[] = [];

  test.beforeAll(async () => {
    // A loopback stand-in for Algolia's multi-index queries endpoint: one result per request,
    // chosen by the docusaurus_tag the request filters on.
    standIn = await algoliaStandIn((sent) => {
      const body = { requests: sent.requests ?? [] };
      bodies.push(body);
      const results = body.requests.map((r) => {
        const tags = JSON.stringify(r.facetFilters);
        const platform = tags.includes('docs-platform-4.3.0');
        const vcluster = tags.includes('docs-vcluster-0.27.0');
        const hits = platform
          ? [
              {
                objectID: 'p1',
                url: 'https://www.vcluster.com/docs/platform/integrations/karpenter',
                hierarchy: { lvl0: 'Integrations', lvl1: 'Use Karpenter with virtual clusters', lvl2: null },
                _snippetResult: { content: { value: `${r.highlightPreTag}Karpenter${r.highlightPostTag} provisions nodes &amp; <name> stays text` } },
              },
            ]
          : vcluster && r.query === 'sleep'
            ? [
                {
                  objectID: 'v1',
                  url: 'https://www.vcluster.com/docs/vcluster/manage/sleep-wakeup',
                  hierarchy: { lvl0: 'Manage', lvl1: 'Sleep and wake up virtual clusters', lvl2: null },
                },
              ]
            : [];
        return {
          hits,
          nbHits: hits.length,
          page: 0,
          nbPages: 1,
          hitsPerPage: r.hitsPerPage,
          processingTimeMS: 1,
          query: r.query,
          params: '',
          index: 'vcluster',
          exhaustiveNbHits: true,
        };
      });
      return { results };
    });
    port = standIn.port;
  });

  test.afterAll(() => standIn.close());

  test("one multi-query: the reader's set version and every other set's stable version, each filtered by its docusaurus_tag", async ({ page }) => {
    await page.addInitScript((p) => {
      (window as unknown as { __DOCS_SEARCH_CONFIG__: unknown }).__DOCS_SEARCH_CONFIG__ = {
        algolia: { appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'vcluster', host: `http://127.0.0.1:${p}` },
        // (The vCluster site's index tags pages as DocSearch's crawler tags Docusaurus sites: site.config.json search.tagFacet.)
        tagFacet: 'docusaurus_tag',
      };
    }, port);
    const input = await openSearch(page, '/docs/vcluster/', false);
    await input.fill('karpenter');
    const other = page.locator('.search-set-other[data-scope="platform-4.3.0"]');
    await expect(other.locator('.search-hit')).toHaveAttribute('href', '/docs/platform/integrations/karpenter');
    await expect(other.locator('.search-group-title')).toHaveText('In vCluster Platform');
    await expect(other.locator('.search-hit-snippet')).toHaveText('Karpenter provisions nodes &amp; <name> stays text');
    await expect(page.getByText('No results for')).toHaveCount(0);
    // The first request for the query already holds every set (no query goes out for the reader's set alone).
    const sent = bodies.find((b) => b.requests.some((r) => r.query === 'karpenter'))!.requests;
    expect(sent.map((r) => [r.indexName, r.facetFilters, r.hitsPerPage])).toEqual([
      ['vcluster', [['language:en'], ['docusaurus_tag:docs-vcluster-0.27.0']], 20],
      ['vcluster', [['language:en'], ['docusaurus_tag:docs-default-current']], 3],
      ['vcluster', [['language:en'], ['docusaurus_tag:docs-platform-4.3.0']], 3],
    ]);
    // The reader's own hits come first when it has some.
    await input.fill('sleep');
    await expect(page.locator('.search-set').first()).toHaveAttribute('data-scope', 'vcluster-0.27.0');
    await expect(page.locator('.search-set').nth(1)).toHaveAttribute('data-scope', 'platform-4.3.0');
  });
});
