import { test, expect } from '@playwright/test';
import { algoliaStandIn, openDialog } from './search-helpers';

test.describe('search dialog (local index)', () => {
  test('opens with the button, Ctrl+K and "/", closes with Esc and restores focus', async ({ page }) => {
    await page.goto('/docs/vcluster/');
    const button = page.locator('.navbar .search-button');
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Search the documentation' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.locator('main').click();
    await page.keyboard.press('/');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('finds "sleep mode" in the current set and version first; Enter opens the hit', async ({ page }) => {
    const input = await openDialog(page);
    await input.fill('sleep mode');
    // The reader's own set and version; the other sets follow (e2e/search-cross-set.spec.ts).
    await expect(page.locator('.search-set').first()).toHaveAttribute('data-scope', 'vcluster-0.27.0');
    const hits = page.locator('.search-set-current .search-hit');
    await expect(hits.first()).toBeVisible();
    const urls = await hits.evaluateAll((as) => as.map((a) => a.getAttribute('data-url')!));
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) expect(url).toMatch(/^\/docs\/vcluster\/(?!next\/|0\.\d+\.\d+\/)/);
    expect(urls.some((u) => u.startsWith('/docs/vcluster/manage/sleep-wakeup/'))).toBe(true);
    await expect(page.locator('.search-hit mark').first()).toBeVisible();
    const first = urls[0];
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(first.split('#')[0].replace(/[.]/g, '\\.')));
  });

  test('"vcluster create" finds the CLI page; arrow keys move the selection', async ({ page }) => {
    const input = await openDialog(page);
    await input.fill('vcluster create');
    await expect(page.locator('.search-hit[data-url^="/docs/vcluster/cli/vcluster_create/"]').first()).toBeVisible();
    await expect(page.locator('.search-hit').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.search-hit').nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('the input is capped at 64 characters; the query is rendered as text only', async ({ page }) => {
    const input = await openDialog(page);
    await input.pressSequentially('x'.repeat(65));
    await expect(input).toHaveValue('x'.repeat(64));
    await input.fill('s');
    await expect(page.locator('.search-body')).toHaveText('Keep typing…');
    await input.fill('<img src=x onerror=window.__pwned=1>');
    await expect(page.locator('.search-body')).toContainText(/No results for|›/);
    await expect(page.locator('.search-modal img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('no results: suggestions and the "Let us know." link', async ({ page }) => {
    const input = await openDialog(page);
    await input.fill('qwertzuiopasdf');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.getByText('Try searching for')).toBeVisible();
    await expect(page.getByText('Believe this query should return results?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /\/issues\/new\?title=/);
    await page.getByRole('button', { name: 'sleep mode' }).click();
    await expect(page.locator('.search-hit').first()).toBeVisible();
  });

  test('stalled: a spinner when the index is slow', async ({ page }) => {
    await page.route('**/docs/search-index/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    const input = await openDialog(page);
    await input.fill('backup');
    await expect(page.getByText('Searching…')).toBeVisible();
    await expect(page.locator('.search-hit').first()).toBeVisible({ timeout: 15_000 });
  });

  test('error: the index cannot be fetched', async ({ page }) => {
    await page.route('**/docs/search-index/**', (route) => route.abort());
    const input = await openDialog(page);
    await input.fill('backup');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
  });

  test('idle: recent searches and a favorite, removable', async ({ page }) => {
    // Waits until the page reached from a hit has replaced the current one (its shell remounts).
    const landed = async (previousTitle: string | null) => {
      await expect(page.locator('article h1').first()).not.toHaveText(previousTitle ?? '');
      await page.waitForLoadState('networkidle');
    };
    let input = await openDialog(page);
    await input.fill('sleep mode');
    await expect(page.locator('.search-hit').first()).toBeVisible();
    let title = await page.locator('article h1').first().textContent();
    await page.keyboard.press('Enter');
    await page.waitForURL(/sleep/);
    await landed(title);
    await page.keyboard.press('Control+k');
    input = page.getByRole('searchbox', { name: 'Search docs' });
    await input.fill('certificates');
    await expect(page.locator('.search-hit').first()).toBeVisible();
    const before = page.url();
    title = await page.locator('article h1').first().textContent();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.href !== before);
    await landed(title);
    await page.keyboard.press('Control+k');
    const recent = page.getByRole('listbox', { name: 'Recent' });
    await expect(recent.getByRole('option')).toHaveCount(2);
    await recent
      .getByRole('button', { name: /Save .* as a favorite/ })
      .first()
      .click();
    await expect(page.getByRole('listbox', { name: 'Favorites' }).getByRole('option')).toHaveCount(1);
    await expect(recent.getByRole('option')).toHaveCount(1);
    await recent.getByRole('button', { name: /Remove/ }).click();
    await expect(page.getByRole('listbox', { name: 'Recent' })).toHaveCount(0);
  });

  test('"See all N results" leads to the search page with the same count', async ({ page }) => {
    const input = await openDialog(page);
    await input.fill('sync');
    const seeAll = page.locator('.search-see-all');
    await expect(seeAll).toBeVisible();
    const n = Number((await seeAll.textContent())!.match(/See all (\d+) results/)![1]);
    await seeAll.click();
    await expect(page).toHaveURL(/\/docs\/search\/\?q=sync&scope=vcluster-0\.27\.0/);
    await expect(page.locator('.search-page-count')).toHaveText(`${n} results for "sync"`);
  });

  test('counts agree: "translateImage" shows one result per page, as many as "See all N" and the search page', async ({ page }) => {
    const input = await openDialog(page);
    await input.fill('translateImage');
    const seeAll = page.locator('.search-see-all');
    await expect(seeAll).toBeVisible();
    const n = Number((await seeAll.textContent())!.match(/See all (\d+) results?/)![1]);
    expect(n).toBeLessThan(6);
    // Every page of the reader's set is shown (few results), its further sections nested under it.
    await expect(page.locator('.search-set-current .search-result')).toHaveCount(n);
    expect(await page.locator('.search-set-current .search-hit:not(.search-hit-sub)').count()).toBe(n);
    const titles = await page.locator('.search-group-title').allTextContents();
    expect(new Set(titles).size, `group titles repeat: ${titles.join(', ')}`).toBe(titles.length);
    await seeAll.click();
    await expect(page.locator('.search-page-count')).toHaveText(`${n} result${n === 1 ? '' : 's'} for "translateImage"`);
    await expect(page.locator('.search-page-hit')).toHaveCount(n);
  });

  test('group titles name the product and version when the results span several', async ({ page }) => {
    const input = await openDialog(page, '/docs/');
    await input.fill('sleep mode');
    await expect(page.locator('.search-hit').first()).toBeVisible();
    const titles = await page.locator('.search-group-title').allTextContents();
    expect(new Set(titles).size).toBe(titles.length);
    expect(
      titles.some((t) => /^vCluster v0\.27 Stable › /.test(t)),
      titles.join(', '),
    ).toBe(true);
    expect(
      titles.some((t) => /^vCluster Platform v4\.3 Stable › /.test(t)),
      titles.join(', '),
    ).toBe(true);
    // Within one set and version, the title is the section alone.
    await page.keyboard.press('Escape');
    const one = await openDialog(page);
    await one.fill('sleep mode');
    await expect(page.locator('.search-hit').first()).toBeVisible();
    for (const t of await page.locator('.search-group-title').allTextContents()) expect(t).not.toContain('›');
  });

  test('"okta single sign-on" on Platform 4.3 finds the Okta page, which lacks "single"', async ({ page }) => {
    const input = await openDialog(page, '/docs/platform/');
    await input.fill('okta single sign-on');
    const okta = page.locator('.search-hit[data-url^="/docs/platform/configure/single-sign-on/providers/okta/"]').first();
    await expect(okta).toBeVisible();
    await expect(okta.locator('.search-hit-missing')).toHaveText('Missing: single');
    await page.goto('/docs/search/?q=okta+single+sign-on&scope=platform-4.3.0');
    await expect(page.locator('.search-page-hit h2 a[href^="/docs/platform/configure/single-sign-on/providers/okta/"]')).toBeVisible();
  });

  test('no page has every word: results for the best subset, marked partial in the dialog and on the search page', async ({ page }) => {
    const input = await openDialog(page, '/docs/platform/');
    await input.fill('okta qwertzuiopx');
    await expect(page.locator('.search-partial')).toHaveText('No page has every word; showing results for “okta”');
    await expect(page.locator('.search-hit[data-url^="/docs/platform/configure/single-sign-on/providers/okta/"]').first()).toBeVisible();
    await page.locator('.search-see-all').click();
    await expect(page.locator('.search-page .search-partial')).toHaveText('No page has every word; showing results for “okta”');
    await expect(page.locator('.search-page-hit').first()).toBeVisible();
  });
});

test.describe('search page', () => {
  test('direct load with ?q=, pagination, query kept in the URL while typing', async ({ page }) => {
    await page.goto('/docs/search/?q=sleep+mode');
    await expect(page.locator('.search-page-input')).toHaveValue('sleep mode');
    await expect(page.locator('.search-page-count')).toContainText('results for "sleep mode"');
    await expect(page.locator('.search-page-scope select')).toHaveValue(/vcluster-0\.27\.0/);
    await page.locator('.search-page-input').fill('virtual cluster');
    await expect(page).toHaveURL(/q=virtual\+cluster/);
    await expect(page.locator('.search-pagination')).toBeVisible();
    await page.locator('.search-pagination').getByRole('button', { name: '2' }).click();
    await expect(page.locator('.search-pagination [aria-current="page"]')).toHaveText('2');
  });

  test('the set/version filter switches the index', async ({ page }) => {
    await page.goto('/docs/search/?q=project');
    await page.locator('.search-page-scope select').selectOption('platform-4.2.0');
    await expect(page).toHaveURL(/scope=platform-4\.2\.0/);
    await expect(page.locator('.search-page-count')).toBeVisible();
    const hrefs = await page.locator('.search-page-hit h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) expect(h).toMatch(/^\/docs\/platform\/4\.2\.0\//);
  });
});

test.describe('search dialog (Algolia)', () => {
  let standIn: Awaited<ReturnType<typeof algoliaStandIn>>;
  let port = 0;
  const requests: { url: string; body: unknown }[] = [];

  test.beforeAll(async () => {
    // A loopback stand-in for Algolia's multi-index queries endpoint.
    standIn = await algoliaStandIn((body, url) => {
      requests.push({ url, body });
      const query = body.requests?.[0]?.query ?? '';
      // The dialog's first request is the reader's set version; the other sets' (after it) find nothing here.
      const empty = (r: { hitsPerPage?: number }) => ({
        hits: [],
        nbHits: 0,
        page: 0,
        nbPages: 0,
        hitsPerPage: r.hitsPerPage,
        processingTimeMS: 1,
        query,
        params: '',
        index: 'vcluster',
        exhaustiveNbHits: true,
      });
      // Highlight with the tags the client asked for, as Algolia does.
      const pre = body.requests?.[0]?.highlightPreTag ?? '<em>';
      const post = body.requests?.[0]?.highlightPostTag ?? '</em>';
      const hl = (s: string) => s.replace(/<em>/g, pre).replace(/<\/em>/g, post);
      const hits = [
        {
          objectID: '1',
          url: 'https://www.vcluster.com/docs/vcluster/manage/sleep-wakeup#pause',
          hierarchy: { lvl0: 'Manage', lvl1: 'Sleep and wake up', lvl2: 'Pause a virtual cluster' },
          _highlightResult: { hierarchy: { lvl1: { value: hl('<em>Sleep</em> and wake up') } } },
          _snippetResult: { content: { value: hl('Put a virtual cluster to <em>sleep</em>') } },
        },
        {
          objectID: '2',
          url: 'https://www.vcluster.com/docs/v0.19/architecture/sleep',
          hierarchy: { lvl0: 'Legacy', lvl1: 'Sleep in v0.19', lvl2: null },
          _snippetResult: { content: { value: hl('Old <em>sleep</em> docs') } },
        },
      ];
      return {
        results: [
          {
            hits,
            nbHits: hits.length,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            processingTimeMS: 1,
            query,
            params: '',
            index: 'vcluster',
            exhaustiveNbHits: true,
          },
          ...(body.requests ?? []).slice(1).map(empty),
        ],
      };
    });
    port = standIn.port;
  });

  test.afterAll(() => standIn.close());

  test('sends the multi-queries POST with index, filters, hitsPerPage and query; renders hits; legacy hit opens externally', async ({ page }) => {
    await page.addInitScript((p) => {
      (window as unknown as { __DOCS_SEARCH_CONFIG__: unknown }).__DOCS_SEARCH_CONFIG__ = {
        algolia: { appId: 'TESTAPP', apiKey: 'search-only-key', indexName: 'vcluster', host: `http://127.0.0.1:${p}` },
        // (The vCluster site's index tags pages as DocSearch's crawler tags Docusaurus sites: site.config.json search.tagFacet.)
        tagFacet: 'docusaurus_tag',
        externalUrlRegex: 'vcluster\\.com/docs/v0\\.19(/|$)',
      };
    }, port);
    const input = await openDialog(page);
    await input.fill('sleep');
    await expect(page.locator('.search-hit').first()).toContainText('Sleep and wake up');
    await expect(page.locator('.search-hit').first().locator('mark').first()).toHaveText('Sleep');
    const req = requests.find((r) => JSON.stringify(r.body).includes('"sleep"'))!;
    expect(req.url).toMatch(/^\/1\/indexes\/\*\/queries/);
    const sent = (req.body as { requests: Record<string, unknown>[] }).requests[0];
    expect(sent.indexName).toBe('vcluster');
    expect(sent.query).toBe('sleep');
    expect(sent.hitsPerPage).toBe(20);
    expect(sent.facetFilters).toEqual([['language:en'], ['docusaurus_tag:docs-vcluster-0.27.0']]);
    // Hits on the site itself become site paths; the legacy v0.19 one stays external.
    await expect(page.locator('.search-hit').first()).toHaveAttribute('href', '/docs/vcluster/manage/sleep-wakeup#pause');
    const legacy = page.locator('.search-hit[data-url="https://www.vcluster.com/docs/v0.19/architecture/sleep"]');
    await expect(legacy).toHaveAttribute('target', '_blank');
    await expect(legacy).toHaveAttribute('rel', /noopener/);
  });
});
