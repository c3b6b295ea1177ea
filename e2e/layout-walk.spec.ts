/**
 * Nothing hidden or clipped, on any stable page: every page of every set's stable version is
 * checked at 1280 and 390 px (and a sixth of them at 768, another sixth at 1024 px) and fails on a page that scrolls
 * sideways, text cut off by a box that does not scroll, a control drawn over text, text over text, or a
 * box other than code that scrolls sideways to show text or a drawing (layout-check.ts). Pages are split into
 * batches that run in parallel workers; each batch reuses one page and checks each load at all its widths,
 * resizing the window in between (a load costs about three resizes), so the whole walk fits the CI budget.
 */
import { test, expect, type Page } from '@playwright/test';
import { batches, stablePageUrls } from './built-site';
import { layoutProblems } from './layout-check';

const BATCHES = Number(process.env.LAYOUT_BATCHES ?? 8);
/** Every n-th page is also checked at 768 px (tablet: the drawer layout with a wide column), the page three after it at 1024 px (laptop: sidebar, TOC and the narrowest column). */
const SAMPLE_EVERY = 6;

const urls = stablePageUrls();

/** The widths a page is checked at, by its place in the walk. */
function widthsOf(index: number): number[] {
  const extra = index % SAMPLE_EVERY === 0 ? [768] : index % SAMPLE_EVERY === 3 ? [1024] : [];
  return [1280, 390, ...extra];
}

/**
 * Checks each page at each of its widths: loaded at one, then resized to the others. The width it
 * loads at turns from page to page, so every width is walked both freshly loaded and resized to.
 */
async function walk(page: Page, pages: { url: string; index: number }[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [n, { url, index }] of pages.entries()) {
    const widths = widthsOf(index);
    const order = [...widths.slice(n % widths.length), ...widths.slice(0, n % widths.length)];
    for (const [i, width] of order.entries()) {
      if (i === 0) {
        if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 900 });
        await page.goto(url);
      } else await resize(page, width);
      for (const p of await layoutProblems(page)) problems.push(`${url} at ${width}px${i > 0 ? ' (resized)' : ''}: ${p}`);
    }
  }
  return problems;
}

/** A new window width, with the transitions it starts (the sidebar turning into a drawer) ended. */
async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => document.getAnimations().forEach((a) => a.finish()));
}

test.describe.configure({ mode: 'parallel' });

test('the walk covers every stable page', () => {
  expect(urls.length).toBeGreaterThan(400);
  expect(urls).toContain('/docs/vcluster/cli/vcluster_create/');
  expect(urls).toContain('/docs/platform/');
});

batches(
  urls.map((url, index) => ({ url, index })),
  BATCHES,
).forEach((part, i) => {
  test(`stable pages, batch ${i + 1}/${BATCHES}: nothing scrolls sideways, is cut off or covered at 1280, 390, 768 and 1024 px`, async ({ page }) => {
    test.setTimeout(part.length * 5_000);
    // The site is self-contained; anything else (analytics, external badges) only slows the walk.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
    const problems = await walk(page, part);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

test.describe('the checks find what they look for', () => {
  /** `loadedAt`: the page is loaded at that width and resized to `width`, as the walk does. */
  const cases: { what: string; url: string; width: number; loadedAt?: number; css: string; expected: RegExp }[] = [
    {
      what: 'a page resized from 1280 px that scrolls sideways (and nothing else: the sidebar has become the drawer)',
      url: '/docs/vcluster/introduction/architecture/',
      width: 390,
      loadedAt: 1280,
      css: '.article-prose p:first-of-type { width: 900px }',
      expected: /page scrolls sideways: \d+px wide in a 390px window \(p /s,
    },
    {
      what: 'a page that scrolls sideways',
      url: '/docs/vcluster/',
      width: 390,
      css: '.article-prose p:first-of-type { width: 900px }',
      expected: /page scrolls sideways: \d+px wide in a 390px window \(p /s,
    },
    {
      what: 'a code label and copy button over the code',
      url: '/docs/vcluster/',
      width: 390,
      css: '.code-block { position: relative } .code-header { position: absolute; top: 0; right: 0; background: none }',
      expected: /button\.copy-button.* covers text/,
    },
    {
      what: 'the TOC title drawn over its entries',
      url: '/docs/vcluster/introduction/architecture/',
      width: 1280,
      css: '.toc-title { position: absolute }',
      expected: /text "On this page" \(p\.toc-title/,
    },
    {
      what: 'a table that needs a sideways scroll to be read',
      url: '/docs/vcluster/configure/vcluster-yaml/control-plane/components/distro/k8s/',
      width: 1280,
      css: '.article-prose table { min-width: 1200px }',
      expected: /div\.table-wrap.* scrolls sideways to show its content/,
    },
    {
      what: 'a table cut off instead of scrolling',
      url: '/docs/vcluster/configure/vcluster-yaml/control-plane/components/distro/k8s/',
      width: 390,
      css: '.table-wrap { overflow-x: hidden } .article-prose table { min-width: 900px }',
      expected: /text cut off by div\.table-wrap/,
    },
  ];
  for (const c of cases) {
    test(c.what, async ({ page }) => {
      await page.setViewportSize({ width: c.loadedAt ?? c.width, height: 900 });
      await page.goto(c.url);
      if (c.loadedAt) await resize(page, c.width);
      expect(await layoutProblems(page), 'the page is clean before the injection').toEqual([]);
      await page.addStyleTag({ content: c.css });
      const problems = await layoutProblems(page);
      expect(
        problems.some((p) => c.expected.test(p)),
        problems.join('\n'),
      ).toBe(true);
    });
  }
});
