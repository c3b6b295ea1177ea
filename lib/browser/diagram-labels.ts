/**
 * How large a drawing's labels are: at natural size (an image's smallest font size, which the build
 * writes into `data-label-px`; an inline SVG's from its text elements) and as drawn on the page.
 * Read by the zoom hints (diagram-hints.ts) and the diagram viewer (components/behaviour/).
 */
import type { Size } from './diagram-view';

/** Below this on the page a drawing's labels are hard to read: it shows a control that opens the viewer. */
export const HINT_BELOW_LABEL_PX = 9;

/** A drawing's smallest label as shown: its size at natural size, scaled by how wide the drawing is drawn. */
export const shownLabelPx = (labelPx: number, naturalWidth: number, shownWidth: number): number => (labelPx * shownWidth) / naturalWidth;

/** The drawing's natural size: an image's intrinsic size, an SVG's width and height attributes. */
export function naturalSize(drawing: Element): Size {
  if (drawing instanceof HTMLImageElement)
    return { width: drawing.naturalWidth || Number(drawing.getAttribute('width')), height: drawing.naturalHeight || Number(drawing.getAttribute('height')) };
  return { width: Number(drawing.getAttribute('width')), height: Number(drawing.getAttribute('height')) };
}

/** The smallest label of the drawing at natural size, in px; undefined when it has none it can read. */
export function naturalLabelPx(drawing: Element): number | undefined {
  if (drawing instanceof HTMLImageElement) {
    const px = Number(drawing.dataset.labelPx);
    return px > 0 ? px : undefined;
  }
  let smallest: number | undefined;
  for (const t of drawing.querySelectorAll('text')) {
    if (!t.textContent?.trim()) continue;
    const px = parseFloat(getComputedStyle(t).fontSize);
    if (px > 0 && (smallest === undefined || px < smallest)) smallest = px;
  }
  return smallest;
}

/** The smallest label as the page draws the drawing now; undefined when unknown or not drawn. */
export function labelPxOnPage(drawing: Element): number | undefined {
  const label = naturalLabelPx(drawing);
  const { width } = naturalSize(drawing);
  const shown = drawing.getBoundingClientRect().width;
  return label && width && shown ? shownLabelPx(label, width, shown) : undefined;
}
