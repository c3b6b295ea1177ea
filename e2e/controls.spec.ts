/**
 * Every control draws its icon, and collapsible entries show whether they are open. Judged from
 * pixels: a control's inside (its border left out) must have some ink — not an empty square — and
 * not be ink all over — not a filled blob; a disclosure marker must look different open and closed.
 */
import { test, expect, type Locator, type Page } from '@playwright/test';

const QUICK_START = '/docs/vcluster/';
const CONFIG = '/docs/vcluster/configure/vcluster-yaml/sync/to-host/core/pods/';

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Share of pixels in `rect` (default: the image inset by 3 px, leaving borders out) that differ clearly from the image's most common colour. */
async function ink(page: Page, png: Buffer, rect?: Rect): Promise<number> {
  return page.evaluate(
    async ({ b64, rect }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const all = ctx.getImageData(0, 0, img.width, img.height).data;
      const counts = new Map<number, number>();
      for (let i = 0; i < all.length; i += 4) {
        const key = (all[i] << 16) | (all[i + 1] << 8) | all[i + 2];
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const bg = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0];
      const [r, g, b] = [bg >> 16, (bg >> 8) & 255, bg & 255];
      const box = rect ?? { x: 3, y: 3, width: img.width - 6, height: img.height - 6 };
      const { data } = ctx.getImageData(Math.round(box.x), Math.round(box.y), Math.max(1, Math.round(box.width)), Math.max(1, Math.round(box.height)));
      let inked = 0;
      for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) > 90) inked++;
      return inked / (data.length / 4);
    },
    { b64: png.toString('base64'), rect },
  );
}

/** Where an element lies inside a control's screenshot. */
async function rectIn(control: Locator, inner: Locator): Promise<Rect> {
  const [c, i] = [(await control.boundingBox())!, (await inner.boundingBox())!];
  return { x: i.x - c.x, y: i.y - c.y, width: i.width, height: i.height };
}

/** The control shows something (not an empty square), and its icon is a shape, not a solid block. */
async function expectIcon(page: Page, control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded();
  const png = await control.screenshot();
  const share = await ink(page, png);
  expect(share, `${what}: ${(share * 100).toFixed(0)}% of its inside is drawn`).toBeGreaterThan(0.04);
  const icon = control.locator('svg, i.icon').first();
  if (await icon.count()) {
    const solid = await ink(page, png, await rectIn(control, icon));
    expect(solid, `${what}: its icon is ${(solid * 100).toFixed(0)}% ink, a solid block`).toBeLessThan(0.75);
  }
}

test.describe('controls draw their icons', () => {
  test('code copy buttons, page actions, navbar search and icon links, sidebar carets', async ({ page }) => {
    await page.goto(QUICK_START);
    const copies = page.locator('article .code-block .copy-button');
    expect(await copies.count()).toBeGreaterThan(2);
    for (let i = 0; i < 3; i++) await expectIcon(page, copies.nth(i), `copy button ${i + 1}`);
    for (const action of await page.locator('.page-actions .page-action').all()) await expectIcon(page, action, `page action "${await action.textContent()}"`);
    await expectIcon(page, page.locator('.navbar .search-button'), 'search button');
    for (const link of await page.locator('.navbar .nav-icon-link').all()) await expectIcon(page, link, `navbar icon ${await link.getAttribute('aria-label')}`);
    const carets = page.locator('.sidebar-menu .menu-caret');
    for (let i = 0; i < 3; i++) await expectIcon(page, carets.nth(i), `sidebar caret ${i + 1}`);
  });

  test('config reference: copy buttons draw their icon; field cards show a marker that turns when opened', async ({ page }) => {
    await page.goto(CONFIG);
    const copies = page.locator('.config-copy');
    expect(await copies.count()).toBeGreaterThan(3);
    for (let i = 0; i < 3; i++) await expectIcon(page, copies.nth(i), `config copy button ${i + 1}`);
    // By id: a ':not([open])' locator would move on to the next closed field once this one opens.
    const id = await page.locator('details.config-field:not([open])').first().getAttribute('id');
    const field = page.locator(`details.config-field[id="${id}"]`);
    const summary = field.locator('> summary');
    await summary.scrollIntoViewIfNeeded();
    const height = (await summary.boundingBox())!.height;
    const marker = { x: 6, y: 3, width: 20, height: height - 6 };
    const closed = await summary.screenshot({ animations: 'disabled' });
    expect(await ink(page, closed, marker), 'closed marker drawn').toBeGreaterThan(0.03);
    await summary.click();
    await expect(field).toHaveJSProperty('open', true);
    await page.mouse.move(0, 0);
    const opened = await summary.screenshot({ animations: 'disabled' });
    expect(await ink(page, opened, marker), 'open marker drawn').toBeGreaterThan(0.03);
    expect(opened.equals(closed), 'the marker looks the same open and closed').toBe(false);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('menu button, drawer close button and the "On this page" toggle', async ({ page }) => {
      await page.goto(CONFIG);
      await expectIcon(page, page.getByRole('button', { name: 'Open navigation menu' }), 'menu button');
      await expectIcon(page, page.locator('.navbar .search-button'), 'search button');
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page.waitForTimeout(300);
      await expectIcon(page, page.locator('#site-sidebar .drawer-close'), 'drawer close button');
    });
  });
});

test('the search icon is a lens with a hole, not a filled blob', async ({ page }) => {
  await page.goto(QUICK_START);
  const icon = page.locator('.navbar .search-button svg').first();
  const box = (await icon.boundingBox())!;
  // The lens is centred at (10.5, 10.5) of the 24-unit view box.
  const centre = { x: (box.width * 9.5) / 24, y: (box.height * 9.5) / 24, width: (box.width * 2) / 24, height: (box.height * 2) / 24 };
  expect(await ink(page, await icon.screenshot(), centre)).toBeLessThan(0.2);
});

test('the checks catch an empty square and a filled blob', async ({ page }) => {
  await page.goto(QUICK_START);
  const copy = page.locator('article .code-block .copy-button').first();
  await copy.scrollIntoViewIfNeeded();
  await copy.evaluate((el) => (el.querySelector<HTMLElement>('.icon')!.style.visibility = 'hidden'));
  expect(await ink(page, await copy.screenshot())).toBeLessThan(0.04);
  await copy.evaluate((el) => {
    const icon = el.querySelector<HTMLElement>('.icon')!;
    icon.style.visibility = '';
    // A shape that fills its whole box.
    icon.style.setProperty('--icon', 'linear-gradient(#000, #000)');
  });
  expect(await ink(page, await copy.screenshot(), await rectIn(copy, copy.locator('.icon-copy')))).toBeGreaterThan(0.75);
  // And a filled lens has no hole.
  const lens = page.locator('.navbar .search-button svg').first();
  await lens.evaluate((el) => el.setAttribute('fill', 'currentColor'));
  const lb = (await lens.boundingBox())!;
  const centre = { x: (lb.width * 9.5) / 24, y: (lb.height * 9.5) / 24, width: (lb.width * 2) / 24, height: (lb.height * 2) / 24 };
  expect(await ink(page, await lens.screenshot(), centre)).toBeGreaterThan(0.5);
});
