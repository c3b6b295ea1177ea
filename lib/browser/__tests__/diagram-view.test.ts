/** Where the diagram viewer shows a drawing: first view, zoom range, and pan limits that reach every corner. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clampView, firstView, zoomRange, VIEWER_LABEL_PX, type Size, type View } from '../diagram-view';
import { shownLabelPx } from '../diagram-labels';

/** The drawing's box on screen for a view (panzoom: scale around the centre, then translate). */
function onScreen(view: View, drawing: Size) {
  const left = (drawing.width / 2) * (1 - view.scale) + view.scale * view.x;
  const top = (drawing.height / 2) * (1 - view.scale) + view.scale * view.y;
  return { left, top, right: left + view.scale * drawing.width, bottom: top + view.scale * drawing.height };
}

const DRAWING = { width: 820, height: 480 };
const DESKTOP = { width: 1230, height: 780 };
const PHONE = { width: 364, height: 700 };

test('on a large screen the whole drawing opens larger than inline, centred', () => {
  const view = firstView(DESKTOP, DRAWING);
  assert.equal(view.scale, 1230 / 820);
  const box = onScreen(view, DRAWING);
  assert.ok(Math.abs(box.left) < 1e-9 && Math.abs(DESKTOP.width - box.right) < 1e-9);
  assert.ok(Math.abs(box.top - (DESKTOP.height - box.bottom)) < 1e-9, 'centred vertically');
});

test('a small drawing is enlarged at most twice', () => {
  assert.equal(firstView(DESKTOP, { width: 200, height: 100 }).scale, 2);
});

test('on a phone it opens at natural size (legible), from its top-left corner, and zooms out to the whole drawing', () => {
  const view = firstView(PHONE, DRAWING);
  assert.equal(view.scale, 1);
  const box = onScreen(view, DRAWING);
  assert.equal(box.left, 0);
  assert.ok(box.top > 0, 'centred vertically: it is shorter than the stage');
  const range = zoomRange(PHONE, DRAWING);
  assert.equal(range.min, 364 / 820);
  assert.equal(range.max, 4);
});

test('zoomed in, panning stops where a corner of the drawing meets the same corner of the stage', () => {
  const scale = 2;
  const far = clampView({ scale, x: -1e6, y: -1e6 }, PHONE, DRAWING);
  const box = onScreen(far, DRAWING);
  assert.ok(Math.abs(box.right - PHONE.width) < 1e-6 && Math.abs(box.bottom - PHONE.height) < 1e-6, JSON.stringify(box));
  const near = onScreen(clampView({ scale, x: 1e6, y: 1e6 }, PHONE, DRAWING), DRAWING);
  assert.ok(Math.abs(near.left) < 1e-6 && Math.abs(near.top) < 1e-6, JSON.stringify(near));
  // A view inside the limits is left alone.
  const inside = { scale, x: far.x / 2, y: far.y / 2 };
  assert.deepEqual(clampView(inside, PHONE, DRAWING), inside);
});

test('zoomed out, the drawing cannot be dragged off the stage', () => {
  const scale = 0.4;
  const box = onScreen(clampView({ scale, x: 5000, y: -5000 }, PHONE, DRAWING), DRAWING);
  assert.ok(box.left >= -1e-6 && box.right <= PHONE.width + 1e-6 && box.top >= -1e-6 && box.bottom <= PHONE.height + 1e-6, JSON.stringify(box));
});

test('a drawing with small labels opens where its smallest label is 12 px, on a phone and on a large screen', () => {
  // 10 px labels: natural size would show them at 10 px.
  assert.equal(firstView(PHONE, DRAWING, 10).scale, VIEWER_LABEL_PX / 10);
  // On a large screen the whole drawing (1.5×) already shows them at 15 px.
  assert.equal(firstView(DESKTOP, DRAWING, 10).scale, 1230 / 820);
  // Never past the zoom range.
  assert.equal(zoomRange(PHONE, DRAWING, 2).first, 4);
  // An 820 px drawing with 12 px labels, drawn 358 px wide: 5.2 px.
  assert.ok(Math.abs(shownLabelPx(12, 820, 358) - 5.24) < 0.01);
});
