/**
 * Diagrams as readers get them: every hand-drawn diagram image in the exported pages has alt text,
 * a size and a file behind it, and is focusable; every ```mermaid block is an SVG in the HTML
 * (drawn at build time, named by its alt text, no source shown, no mermaid script anywhere); one
 * served SVG is shared by every version; and the diagram viewer opens on a click or Enter, zooms
 * (buttons, wheel, ctrl+wheel, pinch), pans to every corner (drag, touch drag, arrow keys) and
 * closes by Esc, Close or the backdrop, returning focus to the diagram, at 390, 1024 and 1280 px.
 */
import { test, expect, type Page, type Locator } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const ARCHITECTURE = '/docs/vcluster/introduction/architecture/';
const DIAGRAM = '/docs/img/diagrams/vcluster/architecture-host-nodes.svg';
const HIGH_AVAILABILITY = '/docs/platform/configure/high-availability/';

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) htmlFiles(p, out);
    else if (e.name === 'index.html') out.push(p);
  }
  return out;
}

test('every diagram image in the exported pages has alt text, width and height, a file in out/ and is focusable', () => {
  const problems: string[] = [];
  let count = 0;
  for (const file of htmlFiles('out/docs')) {
    for (const [tag] of fs.readFileSync(file, 'utf8').matchAll(/<img\b[^>]*src="\/docs\/img\/diagrams\/[^"]+"[^>]*>/g)) {
      count++;
      const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
      if (!attr('alt').trim()) problems.push(`${file}: no alt text on ${attr('src')}`);
      if (!Number(attr('width')) || !Number(attr('height'))) problems.push(`${file}: no width/height on ${attr('src')}`);
      if (attr('tabindex') !== '0') problems.push(`${file}: ${attr('src')} is not focusable`);
      if (!fs.existsSync(path.join('out', attr('src')))) problems.push(`${file}: ${attr('src')} is not in out/`);
    }
  }
  expect(problems).toEqual([]);
  expect(count).toBeGreaterThan(200);
});

test('every mermaid block is an SVG in the exported HTML, named by its alt text, with no source and no mermaid script', () => {
  const problems: string[] = [];
  let count = 0;
  for (const file of htmlFiles('out/docs')) {
    const html = fs.readFileSync(file, 'utf8');
    for (const [figure] of html.matchAll(/<figure class="mermaid-diagram">[\s\S]*?<\/figure>/g)) {
      count++;
      const svg = /^<figure class="mermaid-diagram"><svg [^>]*>/.exec(figure)?.[0] ?? '';
      const label = /aria-label="([^"]*)"/.exec(svg)?.[1] ?? '';
      if (!/ role="img"/.test(svg) || label.split(/\s+/).length < 3) problems.push(`${file}: a drawing without role="img" and alt text: ${svg.slice(0, 120)}`);
      if (!figure.includes(`<title>${label}</title>`)) problems.push(`${file}: the drawing's <title> is not its alt text`);
      if (/flowchart|sequenceDiagram|-->|->>/.test(figure.replace(/<[^>]+>/g, ''))) problems.push(`${file}: the figure shows mermaid source`);
    }
    if (/mermaid\.(?:esm|core)|mermaidAPI/.test(html)) problems.push(`${file}: references the mermaid library`);
  }
  expect(problems).toEqual([]);
  // 39 blocks in content/, one in the test fixture.
  expect(count).toBeGreaterThanOrEqual(39);
});

test('versions share one diagram file', async ({ page }) => {
  for (const url of [ARCHITECTURE, '/docs/vcluster/0.20.0/introduction/architecture/', '/docs/vcluster/next/introduction/architecture/']) {
    await page.goto(url);
    await expect(page.locator(`article img[src="${DIAGRAM}"]`)).toHaveCount(1);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a page with mermaid blocks shows the drawings: the HTML carries them', async ({ page }) => {
    await page.goto(HIGH_AVAILABILITY);
    const svg = page.locator('article figure.mermaid-diagram > svg[role="img"]');
    await expect(svg).toHaveCount(1);
    await expect(svg).toBeVisible();
    await expect(svg).toHaveAttribute('aria-label', /.{20}/);
    await expect(svg.locator('text', { hasText: 'Host cluster API and etcd' })).toBeVisible();
    await expect(page.locator('article pre', { hasText: 'flowchart' })).toHaveCount(0);
  });
});

test('no page loads mermaid code: no request for a mermaid chunk, no script that contains it', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.push({ url: res.url(), body: await res.text().catch(() => '') });
  });
  for (const url of [HIGH_AVAILABILITY, '/docs/platform/administer/clusters/connect-cluster/', '/docs/vcluster/deploy/worker-nodes/host-nodes/']) {
    await page.goto(url);
    await expect(page.locator('article svg.mermaid-drawing').first()).toBeVisible();
    // Open the viewer too: it loads its pan/zoom library, and nothing of mermaid.
    await page.locator('article svg.mermaid-drawing').first().click();
    await expect(page.locator('dialog.diagram-viewer[open]')).toBeVisible();
    await page.keyboard.press('Escape');
  }
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(3);
  const bad = scripts.filter((s) => /mermaid/i.test(s.url) || /mermaidAPI|beautiful-mermaid|elkjs|renderMermaidSVG/.test(s.body)).map((s) => s.url);
  expect(bad).toEqual([]);
});

/** The viewer's drawing: its box on screen, and the scale panzoom set. */
async function canvasState(page: Page) {
  return page.locator('dialog.diagram-viewer .diagram-viewer-canvas').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, transform: getComputedStyle(el).transform };
  });
}

async function stageBox(page: Page) {
  return (await page.locator('dialog.diagram-viewer .diagram-viewer-stage').boundingBox())!;
}

/** Drags inside the stage from its centre by (dx, dy), with the mouse. */
async function drag(page: Page, dx: number, dy: number) {
  const s = await stageBox(page);
  const x = s.x + s.width / 2;
  const y = s.y + s.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

/** Waits for panzoom's animation to settle, then the state. */
async function settled(page: Page) {
  let last = '';
  for (let i = 0; i < 20; i++) {
    const now = JSON.stringify(await canvasState(page));
    if (now === last) break;
    last = now;
    await page.waitForTimeout(100);
  }
  return canvasState(page);
}

async function openViewer(page: Page, drawing: Locator) {
  await drawing.scrollIntoViewIfNeeded();
  await drawing.click();
  const dialog = page.locator('dialog.diagram-viewer[open]');
  await expect(dialog).toBeVisible();
  // The pan/zoom library is loaded when the viewer opens: the canvas gets its grab cursor then.
  await expect(dialog.locator('.diagram-viewer-stage')).toHaveCSS('cursor', /grab/);
  return dialog;
}

for (const width of [1280, 1024, 390]) {
  test.describe(`the diagram viewer at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 800 : 900 } });

    test('a zoom hint shows exactly when the page draws the labels under 9 px', async ({ page }) => {
      await page.goto(ARCHITECTURE);
      const img = page.locator(`article img[src="${DIAGRAM}"]`);
      await img.scrollIntoViewIfNeeded();
      const label = await img.evaluate((el) => (Number((el as HTMLElement).dataset.labelPx) * el.getBoundingClientRect().width) / 820);
      // (At 390 px the 14 px labels are drawn at about 6 px, at 1280 px at about 11.)
      if (width === 390) expect(label).toBeLessThan(9);
      if (width === 1280) expect(label).toBeGreaterThan(9);
      const hint = page.locator(`article img[src="${DIAGRAM}"] + button.diagram-zoom-hint:visible`);
      await expect(hint).toHaveCount(label < 9 ? 1 : 0);
      if (label < 9) await expect(hint).toHaveText('Click to zoom');
    });

    test('a click opens a diagram larger than inline; zoom buttons, wheel and ctrl+wheel zoom; Reset restores; Esc closes and focus returns', async ({
      page,
    }) => {
      await page.goto(ARCHITECTURE);
      const img = page.locator(`article img[src="${DIAGRAM}"]`);
      await expect(img).toHaveAttribute('alt', /control plane pod/);
      const inline = (await img.boundingBox())!;
      const dialog = await openViewer(page, img);
      await expect(dialog).toHaveAttribute('aria-label', /control plane pod/);
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      const first = await settled(page);
      expect(first.width).toBeGreaterThan(inline.width);

      await dialog.getByRole('button', { name: 'Zoom in' }).click();
      const zoomedIn = await settled(page);
      expect(zoomedIn.width).toBeGreaterThan(first.width * 1.2);
      await dialog.getByRole('button', { name: 'Zoom out' }).click();
      await dialog.getByRole('button', { name: 'Zoom out' }).click();
      expect((await settled(page)).width).toBeLessThan(zoomedIn.width);
      await dialog.getByRole('button', { name: 'Reset' }).click();
      expect((await settled(page)).width).toBeCloseTo(first.width, 0);

      const s = await stageBox(page);
      await page.mouse.move(s.x + s.width / 2, s.y + s.height / 2);
      await page.mouse.wheel(0, -300);
      const wheeled = await settled(page);
      expect(wheeled.width).toBeGreaterThan(first.width);
      await page.keyboard.down('Control');
      await page.mouse.wheel(0, 300);
      await page.keyboard.up('Control');
      expect((await settled(page)).width).toBeLessThan(wheeled.width);

      await page.keyboard.press('Escape');
      await expect(page.locator('dialog.diagram-viewer')).toHaveCount(0);
      await expect(img).toBeFocused();
    });

    test('zoomed in, dragging and the arrow keys pan to every corner; Close and the backdrop close it', async ({ page }) => {
      await page.goto(ARCHITECTURE);
      const img = page.locator(`article img[src="${DIAGRAM}"]`);
      const dialog = await openViewer(page, img);
      for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Zoom in' }).click();
      const zoomed = await settled(page);
      const stage = await stageBox(page);
      expect(zoomed.width).toBeGreaterThan(stage.width);

      // Dragging far up and left brings the bottom-right corner into view, exactly at the stage's corner.
      for (let i = 0; i < 6; i++) await drag(page, -stage.width * 0.8, -stage.height * 0.8);
      const end = await settled(page);
      expect(end.transform).not.toBe(zoomed.transform);
      expect(end.right).toBeCloseTo(stage.x + stage.width, 0);
      expect(end.bottom).toBeCloseTo(stage.y + stage.height, 0);
      // The arrow keys go back to the top-left corner.
      for (let i = 0; i < 60; i++) await page.keyboard.press('ArrowLeft');
      for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowUp');
      const start = await settled(page);
      expect(start.left).toBeCloseTo(stage.x, 0);
      expect(start.top).toBeCloseTo(stage.y, 0);

      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(page.locator('dialog.diagram-viewer')).toHaveCount(0);
      await expect(img).toBeFocused();

      // Enter on the focused diagram opens it; a click on the backdrop closes it.
      await page.keyboard.press('Enter');
      await expect(page.locator('dialog.diagram-viewer[open]')).toBeVisible();
      await page.mouse.click(4, 4);
      await expect(page.locator('dialog.diagram-viewer')).toHaveCount(0);
      await expect(img).toBeFocused();
    });

    test('a mermaid drawing is scaled to the column and opens in the same viewer', async ({ page }) => {
      await page.goto(HIGH_AVAILABILITY);
      const svg = page.locator('article svg.mermaid-drawing');
      const dialog = await openViewer(page, svg);
      await expect(dialog).toHaveAttribute('aria-label', (await svg.getAttribute('aria-label'))!);
      await expect(dialog.locator('svg text', { hasText: 'Host cluster API and etcd' })).toBeVisible();
      // The copy's arrowheads point at its own markers, not the page's.
      const refs = await dialog.locator('svg').evaluate((el) => [...el.querySelectorAll('[marker-end]')].map((m) => m.getAttribute('marker-end')));
      expect(refs.length).toBeGreaterThan(3);
      expect(refs.every((r) => /^url\(#viewer-/.test(r!))).toBe(true);
      await dialog.getByRole('button', { name: 'Zoom in' }).click();
      await page.keyboard.press('Escape');
      await expect(page.locator('dialog.diagram-viewer')).toHaveCount(0);
      await expect(svg).toBeFocused();
    });
  });
}

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  test('a diagram whose labels the page draws under 9 px shows "Tap to zoom", which opens it with labels of 12 px or more', async ({ page }) => {
    await page.goto(ARCHITECTURE);
    const img = page.locator(`article img[src="${DIAGRAM}"]`);
    const hint = page.locator(`article img[src="${DIAGRAM}"] + button.diagram-zoom-hint`);
    await hint.scrollIntoViewIfNeeded();
    await expect(hint).toBeVisible();
    await expect(hint).toHaveText('Tap to zoom');
    const drawn = await img.evaluate((el) => ({ shown: el.getBoundingClientRect().width, label: Number((el as HTMLElement).dataset.labelPx) }));
    expect((drawn.label * drawn.shown) / 820).toBeLessThan(9);
    await hint.tap();
    const dialog = page.locator('dialog.diagram-viewer[open]');
    await expect(dialog).toBeVisible();
    const first = await settled(page);
    expect((drawn.label * first.width) / 820).toBeGreaterThanOrEqual(12);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  /** Touch points through the DevTools protocol: Chromium turns them into the pointer events panzoom reads. */
  async function touch(page: Page, steps: { x: number; y: number }[][]) {
    const cdp = await page.context().newCDPSession(page);
    const points = (ps: { x: number; y: number }[]) => ps.map((p, id) => ({ x: p.x, y: p.y, id }));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(steps[0]) });
    for (const s of steps.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(s) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  test('the viewer opens a diagram at a legible size with a hint; pinching zooms and a touch drag pans', async ({ page }) => {
    await page.goto(ARCHITECTURE);
    const img = page.locator(`article img[src="${DIAGRAM}"]`);
    await img.scrollIntoViewIfNeeded();
    await img.tap();
    const dialog = page.locator('dialog.diagram-viewer[open]');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.diagram-viewer-hint')).toBeVisible();
    await expect(dialog.locator('.diagram-viewer-stage')).toHaveCSS('cursor', /grab/);
    // Natural size: wider than the phone, so it is panned, not shrunk to illegible text.
    const first = await settled(page);
    expect(first.width).toBeCloseTo(820, 0);

    const s = await stageBox(page);
    const cx = s.x + s.width / 2;
    const cy = s.y + s.height / 2;
    await touch(page, [
      [
        { x: cx - 20, y: cy },
        { x: cx + 20, y: cy },
      ],
      [
        { x: cx - 60, y: cy },
        { x: cx + 60, y: cy },
      ],
      [
        { x: cx - 120, y: cy },
        { x: cx + 120, y: cy },
      ],
    ]);
    const pinched = await settled(page);
    expect(pinched.width).toBeGreaterThan(first.width * 1.2);

    await touch(page, [[{ x: cx, y: cy }], [{ x: cx - 80, y: cy - 40 }], [{ x: cx - 160, y: cy - 80 }]]);
    const dragged = await settled(page);
    expect(dragged.left).toBeLessThan(pinched.left - 100);
    expect(dragged.width).toBeCloseTo(pinched.width, 0);
  });
});
