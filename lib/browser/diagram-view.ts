/**
 * Where the diagram viewer shows a drawing (components/behaviour/DiagramViewerDialog): its first
 * scale and position, the zoom range, and the pan limits that keep every corner reachable without
 * losing the drawing. Pure arithmetic on sizes, in the terms of @panzoom/panzoom: the drawing is a
 * box of its natural size at the stage's top-left, transformed by `scale(s) translate(x, y)` around
 * its centre, so x and y are in the drawing's own pixels.
 */

export interface Size {
  width: number;
  height: number;
}

export interface View {
  scale: number;
  x: number;
  y: number;
}

/** At most this much larger than natural size when the whole drawing fits (a small drawing on a large screen). */
const MAX_FIRST_SCALE = 2;
/** Zooming in stops at this many times the natural size. */
const MAX_SCALE = 4;
/** The smallest label the viewer opens a drawing at, in screen pixels. */
export const VIEWER_LABEL_PX = 12;

/** The scale at which the whole drawing fits the stage. */
const fitScale = (stage: Size, drawing: Size) => Math.min(stage.width / drawing.width, stage.height / drawing.height);

/**
 * The zoom range: out to the whole drawing (or natural size, if that is smaller), in to MAX_SCALE.
 * The first view shows the whole drawing when its text is then at least its natural size (which the
 * diagram rules keep legible), else natural size: on a phone the drawing opens legible and is panned.
 * `labelPx`, the drawing's smallest label at natural size, raises the first view until that label
 * is VIEWER_LABEL_PX on screen.
 */
export function zoomRange(stage: Size, drawing: Size, labelPx?: number): { first: number; min: number; max: number } {
  const fit = fitScale(stage, drawing);
  const legible = labelPx ? VIEWER_LABEL_PX / labelPx : 1;
  return { first: Math.min(MAX_SCALE, Math.max(1, legible, Math.min(fit, MAX_FIRST_SCALE))), min: Math.min(fit, 1), max: MAX_SCALE };
}

/** x (or y) that puts the drawing's left (top) edge at `edge` on screen, at scale s. */
const offsetFor = (edge: number, length: number, s: number) => (edge - (length / 2) * (1 - s)) / s;
/** The drawing's left (top) edge on screen for offset v at scale s. */
const edgeFor = (v: number, length: number, s: number) => (length / 2) * (1 - s) + s * v;

/** One axis: a drawing smaller than the stage stays inside it; a larger one keeps the stage covered. */
function clampAxis(v: number, length: number, stageLength: number, s: number): number {
  const room = stageLength - s * length;
  const edge = Math.min(Math.max(edgeFor(v, length, s), Math.min(0, room)), Math.max(0, room));
  return offsetFor(edge, length, s);
}

/** The pan offsets nearest to (x, y) that keep the drawing in view at scale s. */
export function clampView(view: View, stage: Size, drawing: Size): View {
  return { scale: view.scale, x: clampAxis(view.x, drawing.width, stage.width, view.scale), y: clampAxis(view.y, drawing.height, stage.height, view.scale) };
}

/** The first view: centred on an axis where the drawing fits, else from its left or top edge (where a flow starts). */
export function firstView(stage: Size, drawing: Size, labelPx?: number): View {
  const scale = zoomRange(stage, drawing, labelPx).first;
  const start = (length: number, stageLength: number) => offsetFor(Math.max(0, (stageLength - scale * length) / 2), length, scale);
  return { scale, x: start(drawing.width, stage.width), y: start(drawing.height, stage.height) };
}
