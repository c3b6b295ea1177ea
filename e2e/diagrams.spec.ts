/**
 * Diagrams as readers get them: every diagram image in the exported pages has alt text, its
 * natural size and a file behind it; one served SVG is shared by every version; clicking a diagram
 * zooms it.
 */
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const ARCHITECTURE = '/docs/vcluster/introduction/architecture/';
const DIAGRAM = '/docs/img/diagrams/vcluster/architecture-host-nodes.svg';

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) htmlFiles(p, out);
    else if (e.name === 'index.html') out.push(p);
  }
  return out;
}

test('every diagram in the exported pages has alt text, width and height, and exists in out/', () => {
  const problems: string[] = [];
  let count = 0;
  for (const file of htmlFiles('out/docs')) {
    for (const [tag] of fs.readFileSync(file, 'utf8').matchAll(/<img\b[^>]*src="\/docs\/img\/diagrams\/[^"]+"[^>]*>/g)) {
      count++;
      const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
      if (!attr('alt').trim()) problems.push(`${file}: no alt text on ${attr('src')}`);
      if (!Number(attr('width')) || !Number(attr('height'))) problems.push(`${file}: no width/height on ${attr('src')}`);
      if (!fs.existsSync(path.join('out', attr('src')))) problems.push(`${file}: ${attr('src')} is not in out/`);
    }
  }
  expect(problems).toEqual([]);
  expect(count).toBeGreaterThan(200);
});

test('versions share one diagram file', async ({ page }) => {
  for (const url of [ARCHITECTURE, '/docs/vcluster/0.20.0/introduction/architecture/', '/docs/vcluster/next/introduction/architecture/']) {
    await page.goto(url);
    await expect(page.locator(`article img[src="${DIAGRAM}"]`)).toHaveCount(1);
  }
});

test('a diagram loads at its natural size; a click or Enter opens it enlarged, Escape closes it and focus returns', async ({ page }) => {
  await page.goto(ARCHITECTURE);
  const img = page.locator(`article img[src="${DIAGRAM}"]`);
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveAttribute('alt', /control plane pod/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(820);
  // Never shrunk: the text keeps the size it was drawn at.
  expect((await img.boundingBox())!.width).toBeCloseTo(820, 0);
  await img.click();
  const dialog = page.locator('dialog.diagram-dialog[open]');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-label', /control plane pod/);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  expect((await dialog.locator('img').boundingBox())!.width).toBeGreaterThanOrEqual(820);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(img).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  // Content images that are not diagrams keep the in-place zoom.
  await expect(img).not.toHaveClass(/medium-zoom-image/);
});
