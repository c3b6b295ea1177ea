/**
 * Diagrams fit and stay legible on every stable page that has one, at 390, 1024 and 1280 px: each
 * is scaled to the article column (its box inside the column, which the page's width holds, and no
 * frame around it that scrolls sideways), and at 1280 px its smallest text is at least MIN_SCALED_TEXT_PX
 * once scaled. The column is as wide as lib/content/diagrams.ts assumes, and every label of every
 * drawing stays inside its box, clear of other labels and of lines, in Chromium's fonts.
 * Two kinds: hand-drawn SVG images under /docs/img/diagrams/ and ```mermaid drawings made at build time.
 */
import { test, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { stablePageUrls } from './built-site';
import { ARTICLE_COLUMN_PX, MIN_SCALED_TEXT_PX, diagramsDir, fontSizes } from '../lib/content/diagrams';
import { diagramsUrl } from '../lib/shared/site-paths';

const WIDTHS = [1280, 1024, 390];
const DRAWINGS = 'article img[src^="/docs/img/diagrams/"], article svg.mermaid-drawing';

const html = (url: string) => fs.readFileSync(path.join('out', decodeURIComponent(url), 'index.html'), 'utf8');
const pagesWith = (marker: string) => stablePageUrls().filter((u) => html(u).includes(marker));
const imagePages = pagesWith('src="/docs/img/diagrams/');
const mermaidPages = pagesWith('class="mermaid-diagram"');

/** Smallest font size each diagram file sets, at its natural size. */
const smallestFont = new Map<string, number>();
const fileFont = (src: string) => {
  if (!smallestFont.has(src)) smallestFont.set(src, Math.min(...fontSizes(fs.readFileSync(path.join('out', src), 'utf8'))));
  return smallestFont.get(src)!;
};

interface Fit {
  what: string;
  left: number;
  right: number;
  columnLeft: number;
  columnRight: number;
  /** An ancestor between the drawing and the article that scrolls sideways (or could). */
  scrollFrame: string | null;
  /** Smallest text as shown: [px, label]. */
  smallest: [number, string] | null;
}

/** Every drawing of the page: where it is against the article column, and its smallest text as shown. */
async function fits(page: Page): Promise<Fit[]> {
  return page.locator(DRAWINGS).evaluateAll((drawings) =>
    drawings.map((d) => {
      const column = d.closest('article')!.querySelector('.article-prose') ?? d.closest('article')!;
      const c = column.getBoundingClientRect();
      const r = d.getBoundingClientRect();
      let scrollFrame: string | null = null;
      for (let el = d.parentElement; el && el !== column; el = el.parentElement) {
        const o = getComputedStyle(el).overflowX;
        if (/auto|scroll/.test(o) || el.scrollWidth > el.clientWidth + 1) scrollFrame = `${el.tagName.toLowerCase()}.${el.className} (overflow-x ${o})`;
      }
      let smallest: [number, string] | null = null;
      for (const t of d.querySelectorAll<SVGGraphicsElement>('text')) {
        const text = t.textContent!.trim();
        if (!text) continue;
        const px = parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.a ?? 1);
        if (!smallest || px < smallest[0]) smallest = [px, text];
      }
      return {
        what: d.getAttribute('src') ?? `mermaid "${(d.getAttribute('aria-label') ?? '').slice(0, 40)}"`,
        left: r.left,
        right: r.right,
        columnLeft: c.left,
        columnRight: c.right,
        scrollFrame,
        smallest,
      };
    }),
  );
}

test('there are diagrams of both kinds on stable pages', () => {
  expect(imagePages.length).toBeGreaterThan(15);
  expect(mermaidPages.length).toBeGreaterThan(5);
});

test(`the article column is ${ARTICLE_COLUMN_PX} px wide at 1280 px, as the diagram rules assume`, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL });
  const page = await context.newPage();
  for (const url of [imagePages[0], mermaidPages[0]]) {
    await page.goto(url);
    const width = await page
      .locator(DRAWINGS)
      .first()
      .evaluate((d) => d.parentElement!.clientWidth);
    expect(width, url).toBe(ARTICLE_COLUMN_PX);
  }
  await context.close();
});

for (const width of WIDTHS) {
  test(`every diagram fits the article column at ${width} px, with no sideways scroll${width === 1280 ? `, text at least ${MIN_SCALED_TEXT_PX} px` : ''}`, async ({
    browser,
    baseURL,
  }) => {
    const pages = [...new Set([...imagePages, ...mermaidPages])];
    test.setTimeout(pages.length * 3000);
    const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL });
    const page = await context.newPage();
    const problems: string[] = [];
    const smallestShown: number[] = [];
    for (const url of pages) {
      await page.goto(url);
      await page.locator(DRAWINGS).first().waitFor();
      // Images are sized by their width and height attributes (their natural size) before they load.
      const sizes = await page
        .locator('article img[src^="/docs/img/diagrams/"]')
        .evaluateAll((imgs) =>
          imgs.map((i) => ({ src: i.getAttribute('src')!, shown: i.getBoundingClientRect().width, natural: Number(i.getAttribute('width')) })),
        );
      for (const f of await fits(page)) {
        if (f.left < f.columnLeft - 0.5 || f.right > f.columnRight + 0.5)
          problems.push(
            `${url}: ${f.what} spans ${Math.round(f.left)}–${Math.round(f.right)}, outside the column ${Math.round(f.columnLeft)}–${Math.round(f.columnRight)}`,
          );
        if (f.scrollFrame) problems.push(`${url}: ${f.what} sits in a frame that scrolls sideways: ${f.scrollFrame}`);
        if (width === 1280 && f.smallest) {
          smallestShown.push(f.smallest[0]);
          if (f.smallest[0] < MIN_SCALED_TEXT_PX - 0.05) problems.push(`${url}: ${f.what}: "${f.smallest[1]}" shows at ${f.smallest[0].toFixed(1)} px`);
        }
      }
      if (width === 1280)
        for (const { src, shown, natural } of sizes) {
          const textPx = (fileFont(src) * shown) / natural;
          smallestShown.push(textPx);
          if (textPx < MIN_SCALED_TEXT_PX - 0.05)
            problems.push(`${url}: ${src} is drawn ${Math.round(shown)} of ${natural} px wide, its smallest text ${textPx.toFixed(1)} px`);
        }
    }
    await context.close();
    expect(problems, problems.join('\n')).toEqual([]);
    if (width === 1280) expect(smallestShown.length).toBeGreaterThan(imagePages.length);
  });
}

/**
 * Labels in a drawing, checked in the page: each text inside the smallest box it starts in (hand-
 * drawn: a rect that holds no other rect; mermaid: the shape of its node, edge label, actor or
 * note), inside the drawing, not over another text, and no line through a text without a halo.
 */
function labelProblems(svg: SVGSVGElement): string[] {
  const out: string[] = [];
  const vb = svg.viewBox.baseVal;
  const texts = [...svg.querySelectorAll('text')].filter((t) => t.textContent!.trim());
  const boxOf = (el: SVGGraphicsElement) => el.getBBox();
  const name = (t: Element) => `"${t.textContent!.trim()}"`;
  const hasHalo = (t: Element) => /halo|numt/.test(t.getAttribute('class') ?? '') || !!t.closest('g.message, g.edge-label, g.note');
  const rects = [...svg.querySelectorAll<SVGRectElement>(':scope > rect:not(.bg)')].map(boxOf);
  const leaf = rects.filter(
    (r) => !rects.some((o) => o !== r && o.x >= r.x && o.y >= r.y && o.x + o.width <= r.x + r.width && o.y + o.height <= r.y + r.height),
  );
  for (const t of texts) {
    const b = boxOf(t);
    if (b.x < vb.x - 0.5 || b.y < vb.y - 0.5 || b.x + b.width > vb.x + vb.width + 0.5 || b.y + b.height > vb.y + vb.height + 0.5)
      out.push(`${name(t)} leaves the drawing`);
    const shape = t.closest('g.node, g.edge-label, g.actor, g.note')?.querySelector<SVGGraphicsElement>('rect, polygon, path, ellipse');
    const boxes = shape
      ? [boxOf(shape)]
      : (hasHalo(t) ? leaf : rects).filter((r) => !(b.x + b.width <= r.x || r.x + r.width <= b.x || b.y + b.height <= r.y || r.y + r.height <= b.y));
    for (const r of boxes)
      // A mermaid label's own box is drawn to its measured width: it may meet the text to within rounding.
      if (b.x < r.x + (shape ? -0.5 : 1) || b.x + b.width > r.x + r.width - (shape ? -0.5 : 1) || b.y < r.y || b.y + b.height > r.y + r.height)
        out.push(`${name(t)} (${Math.round(b.x)}–${Math.round(b.x + b.width)}) crosses the edge of a box (${Math.round(r.x)}–${Math.round(r.x + r.width)})`);
  }
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) {
      const a = boxOf(texts[i]);
      const c = boxOf(texts[j]);
      if (Math.min(a.x + a.width, c.x + c.width) - Math.max(a.x, c.x) > 0.5 && Math.min(a.y + a.height, c.y + c.height) - Math.max(a.y, c.y) > 1)
        out.push(`${name(texts[i])} overlaps ${name(texts[j])}`);
    }
  for (const line of svg.querySelectorAll<SVGGeometryElement>(':scope > path, :scope > line, :scope > polyline, g.edge, polyline.edge')) {
    const length = line.getTotalLength();
    for (const t of texts) {
      if (hasHalo(t)) continue;
      const b = boxOf(t);
      for (let l = 0; l <= length; l += 2) {
        const p = line.getPointAtLength(l);
        if (p.x > b.x + 1 && p.x < b.x + b.width - 1 && p.y > b.y + 2 && p.y < b.y + b.height - 2) {
          out.push(`a line crosses ${name(t)}`);
          break;
        }
      }
    }
  }
  return out;
}

test('every label of every hand-drawn diagram stays inside its box, clear of other labels and lines', async ({ page }) => {
  const url = diagramsUrl(JSON.parse(fs.readFileSync('site.config.json', 'utf8')));
  const dir = path.join('out', url);
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.svg'));
  expect(files.length).toBe(
    fs.readdirSync(path.join('content', diagramsDir(url)), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.svg')).length,
  );
  const problems: string[] = [];
  for (const file of files) {
    // Inline, so that text can be measured; the fonts are Chromium's, as the <img> gets them.
    await page.setContent(`<!doctype html><body style="margin:0">${fs.readFileSync(path.join(dir, file), 'utf8')}</body>`);
    for (const p of await page.locator('svg').first().evaluate(labelProblems)) problems.push(`${file}: ${p}`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('every label of every mermaid drawing stays inside its box, in the font it was measured with', async ({ page }) => {
  const problems: string[] = [];
  for (const url of mermaidPages) {
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready);
    const drawings = page.locator('article svg.mermaid-drawing');
    for (const d of await drawings.all()) {
      await d.scrollIntoViewIfNeeded();
      expect(await d.evaluate((svg) => getComputedStyle(svg.querySelector('text')!).fontFamily)).toMatch(/^"Inter Variable"/);
      // Loaded (its label boxes were measured with it): a face of that name exists and is ready.
      expect(await page.evaluate(async () => (await document.fonts.load('500 13px "Inter Variable"', 'Agent')).length)).toBeGreaterThan(0);
      for (const p of await d.evaluate(labelProblems)) problems.push(`${url}: ${p}`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
