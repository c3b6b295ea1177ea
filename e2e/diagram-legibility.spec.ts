/**
 * Diagrams are legible at 1280 and 390 px on every stable page that has one: text is drawn at
 * 12 px or more, labels do not overlap, a diagram wider than the column scrolls sideways in its
 * own frame (never the page), and a click opens a larger view that Escape closes.
 * Two kinds: hand-drawn SVG images under /docs/img/diagrams/ and ```mermaid blocks drawn in the
 * browser.
 */
import { test, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { stablePageUrls } from './built-site';
import { findLayoutProblems, CONTROL_SELECTOR } from './layout-check';
import { fontSizes } from '../lib/content/diagrams';

const MIN_TEXT_PX = 12;
const WIDTHS = [1280, 390];

const html = (url: string) => fs.readFileSync(path.join('out', decodeURIComponent(url), 'index.html'), 'utf8');
const pagesWith = (marker: string) => stablePageUrls().filter((u) => html(u).includes(marker));
const imagePages = pagesWith('src="/docs/img/diagrams/');
const mermaidPages = pagesWith('class="mermaid-diagram');

/** Smallest font size each diagram file sets, at its natural size. */
const smallestFont = new Map<string, number>();
const fileFont = (src: string) => {
  if (!smallestFont.has(src)) smallestFont.set(src, Math.min(...fontSizes(fs.readFileSync(path.join('out', src), 'utf8'))));
  return smallestFont.get(src)!;
};

/** The diagrams' frames: what scrolls when a diagram is wider than the column. */
async function scrollsSideways(page: Page, frameSelector: string) {
  return page.locator(frameSelector).evaluateAll((frames) =>
    frames.map((f) => {
      const before = f.scrollLeft;
      f.scrollLeft = 80;
      const moved = f.scrollLeft > before;
      f.scrollLeft = before;
      return { wider: f.scrollWidth > f.clientWidth + 1, moved, overflowX: getComputedStyle(f).overflowX };
    }),
  );
}

test('there are diagrams of both kinds on stable pages', () => {
  expect(imagePages.length).toBeGreaterThan(15);
  expect(mermaidPages.length).toBeGreaterThan(5);
});

for (const width of WIDTHS) {
  test(`diagram images: text at least ${MIN_TEXT_PX} px at ${width} px, wider ones scroll in their frame`, async ({ browser, baseURL }) => {
    test.setTimeout(imagePages.length * 3000);
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const url of imagePages) {
      await page.goto(url);
      const images = page.locator('article img[src^="/docs/img/diagrams/"]');
      for (const img of await images.all()) {
        await img.scrollIntoViewIfNeeded();
        const { src, shown, natural } = await img.evaluate(async (el: HTMLImageElement) => {
          await el.decode().catch(() => undefined);
          return { src: el.getAttribute('src')!, shown: el.getBoundingClientRect().width, natural: el.naturalWidth };
        });
        const textPx = (fileFont(src) * shown) / natural;
        if (textPx < MIN_TEXT_PX - 0.05)
          problems.push(`${url}: ${src} is drawn ${Math.round(shown)} of ${natural} px wide, its smallest text ${textPx.toFixed(1)} px`);
      }
      for (const f of await scrollsSideways(page, 'article p:has(> img[src^="/docs/img/diagrams/"])'))
        if (f.wider && !f.moved) problems.push(`${url}: a diagram wider than the column does not scroll (overflow-x ${f.overflowX})`);
    }
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test(`mermaid diagrams: text at least ${MIN_TEXT_PX} px at ${width} px, no label over another, wider ones scroll in their frame`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(mermaidPages.length * 8000);
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const url of mermaidPages) {
      await page.goto(url);
      const figures = page.locator('article figure.mermaid-diagram');
      for (const figure of await figures.all()) {
        await figure.scrollIntoViewIfNeeded();
        await expect(figure).toHaveClass(/mermaid-drawn/, { timeout: 15_000 });
        const smallest = await figure.evaluate((f) => {
          const sizes: { px: number; text: string }[] = [];
          for (const t of f.querySelectorAll<SVGGraphicsElement>('.mermaid-svg svg text')) {
            if (!t.textContent!.trim()) continue;
            sizes.push({ px: parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.a ?? 1), text: t.textContent!.trim() });
          }
          for (const fo of f.querySelectorAll<SVGForeignObjectElement>('.mermaid-svg svg foreignObject')) {
            const scale = fo.getScreenCTM()?.a ?? 1;
            for (const el of fo.querySelectorAll('span, div, p')) {
              const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
              if (own) sizes.push({ px: parseFloat(getComputedStyle(el).fontSize) * scale, text: el.textContent!.trim() });
            }
          }
          return sizes.sort((a, b) => a.px - b.px)[0];
        });
        if (!smallest) problems.push(`${url}: a mermaid diagram has no text`);
        else if (smallest.px < MIN_TEXT_PX - 0.05) problems.push(`${url}: mermaid text "${smallest.text.slice(0, 30)}" is ${smallest.px.toFixed(1)} px`);
      }
      for (const p of await page.evaluate(findLayoutProblems, CONTROL_SELECTOR)) problems.push(`${url}: ${p}`);
      for (const f of await scrollsSideways(page, 'article .mermaid-scroll'))
        if (f.wider && !f.moved) problems.push(`${url}: a mermaid diagram wider than the column does not scroll (overflow-x ${f.overflowX})`);
    }
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('a diagram image is wider than the column and scrolls sideways; a click opens it enlarged', async ({ page }) => {
    await page.goto('/docs/vcluster/introduction/architecture/');
    const img = page.locator('article img[src^="/docs/img/diagrams/"]').first();
    await img.scrollIntoViewIfNeeded();
    const [frame] = await scrollsSideways(page, 'article p:has(> img[src^="/docs/img/diagrams/"])');
    expect(frame).toEqual({ wider: true, moved: true, overflowX: 'auto' });
    // …and says so.
    const hint = await page
      .locator('article p:has(> img[src^="/docs/img/diagrams/"])')
      .first()
      .evaluate((p) => getComputedStyle(p, '::after').content);
    expect(hint).toContain('Scroll sideways');
    await img.click();
    const dialog = page.locator('dialog.diagram-dialog[open]');
    await expect(dialog).toBeVisible();
    // Enlarged, the drawing is at least its natural size and the dialog scrolls to show it all.
    const big = (await dialog.locator('img').boundingBox())!;
    expect(big.width).toBeGreaterThanOrEqual(819);
    expect(await dialog.evaluate((d) => d.scrollWidth > d.clientWidth && getComputedStyle(d).overflowX !== 'hidden')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('a mermaid diagram scrolls sideways; a click and the Enlarge button open it full screen, Escape closes it', async ({ page }) => {
    await page.goto(mermaidPages.find((u) => u.includes('/vcluster/')) ?? mermaidPages[0]);
    const figure = page.locator('article figure.mermaid-diagram').first();
    await figure.scrollIntoViewIfNeeded();
    await expect(figure).toHaveClass(/mermaid-drawn/, { timeout: 15_000 });
    const inline = await figure.locator('.mermaid-svg svg').boundingBox();
    await figure.locator('.mermaid-svg').click();
    const dialog = page.locator('dialog.mermaid-dialog[open]');
    await expect(dialog).toBeVisible();
    const big = await dialog.locator('svg').first().boundingBox();
    expect(big!.width).toBeGreaterThanOrEqual(inline!.width - 1);
    expect(big!.width).toBeGreaterThan(page.viewportSize()!.width * 0.8);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Escape');
    // Gone from the page, not just closed: the close event has been handled.
    await expect(page.locator('dialog.mermaid-dialog')).toHaveCount(0);

    const enlarge = figure.getByRole('button', { name: 'Enlarge diagram' });
    await enlarge.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(enlarge).toBeFocused();
  });
});
