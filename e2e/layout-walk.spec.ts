/**
 * Nothing hidden or clipped, on any stable page: every page of every set's stable version is
 * loaded at 1280 and 390 px (and samples at 768 and 1024 px) and fails on a page that scrolls sideways,
 * text cut off by a box that does not scroll, a control drawn over text, text over text, or a
 * box other than code that scrolls sideways to show text or a drawing (layout-check.ts). Pages are split into batches that run in parallel workers; each batch keeps
 * one browser context per width and reuses its page, so the whole walk fits the CI budget.
 */
import { test, expect, type Browser } from '@playwright/test';
import { batches, stablePageUrls } from './built-site';
import { layoutProblems } from './layout-check';

const BATCHES = Number(process.env.LAYOUT_BATCHES ?? 8);
/** Every n-th page is also walked at 768 px (tablet; the drawer layout with a wide column). */
const TABLET_EVERY = 6;

const urls = stablePageUrls();

async function walk(browser: Browser, width: number, pages: string[], baseURL: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL });
  // The site is self-contained; anything else (analytics, external badges) only slows the walk.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  const page = await context.newPage();
  const problems: string[] = [];
  for (const url of pages) {
    await page.goto(url);
    for (const p of await layoutProblems(page)) problems.push(`${url} at ${width}px: ${p}`);
  }
  await context.close();
  return problems;
}

test.describe.configure({ mode: 'parallel' });

test('the walk covers every stable page', () => {
  expect(urls.length).toBeGreaterThan(400);
  expect(urls).toContain('/docs/vcluster/cli/vcluster_create/');
  expect(urls).toContain('/docs/platform/');
});

batches(urls, BATCHES).forEach((part, i) => {
  test(`stable pages, batch ${i + 1}/${BATCHES}: nothing scrolls sideways, is cut off or covered at 1280 and 390 px`, async ({ browser, baseURL }) => {
    test.setTimeout(part.length * 4_000);
    const problems = [...(await walk(browser, 1280, part, baseURL!)), ...(await walk(browser, 390, part, baseURL!))];
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

for (const [width, offset] of [
  [768, 0],
  [1024, 3],
] as const) {
  test(`a sample of stable pages at ${width} px`, async ({ browser, baseURL }) => {
    // Tablet (the drawer layout with a wide column) and laptop (sidebar, TOC and the narrowest column).
    const sample = urls.filter((_, i) => i % TABLET_EVERY === offset);
    test.setTimeout(sample.length * 3_000);
    const problems = await walk(browser, width, sample, baseURL!);
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

test.describe('the checks find what they look for', () => {
  const cases: { what: string; url: string; width: number; css: string; expected: RegExp }[] = [
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
      await page.setViewportSize({ width: c.width, height: 900 });
      await page.goto(c.url);
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
