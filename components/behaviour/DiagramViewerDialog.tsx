'use client';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import Panzoom, { type PanzoomObject } from '@panzoom/panzoom';
import { clampView, firstView, zoomRange } from '@/lib/browser/diagram-view';
import { naturalLabelPx, naturalSize } from '@/lib/browser/diagram-labels';

/** Screen pixels an arrow key moves the drawing. */
const ARROW_STEP_PX = 48;

/** A copy for the viewer: not focusable itself, and an SVG's ids renamed so its arrowheads do not resolve to the page's copy. */
function copyOf(drawing: Element): Element {
  if (drawing instanceof HTMLImageElement) {
    const img = document.createElement('img');
    img.src = drawing.currentSrc || drawing.src;
    img.alt = drawing.alt;
    return img;
  }
  const box = document.createElement('template');
  box.innerHTML = drawing.outerHTML.replace(/ id="/g, ' id="viewer-').replace(/url\(#/g, 'url(#viewer-');
  const svg = box.content.firstElementChild!;
  svg.removeAttribute('tabindex');
  return svg;
}

const nameOf = (drawing: Element) => (drawing instanceof HTMLImageElement ? drawing.alt : (drawing.getAttribute('aria-label') ?? ''));

/**
 * The diagram viewer: a modal dialog with the drawing larger than inline (the whole drawing, or at
 * natural size where that does not fit, as on a phone), zoomed by the +/− buttons, the wheel,
 * ctrl+wheel (a trackpad pinch), a touch pinch or the + and − keys, and panned by dragging or the
 * arrow keys to any corner (lib/browser/diagram-view.ts). @panzoom/panzoom does the gestures; this
 * module and it are loaded when a diagram is first selected (DiagramViewer). Esc, Close and a click
 * on the backdrop close it.
 */
export function DiagramViewerDialog({ drawing, onClose }: { drawing: Element; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panzoomRef = useRef<PanzoomObject | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current!;
    const stage = stageRef.current!;
    const canvas = canvasRef.current!;
    const size = naturalSize(drawing);
    canvas.style.width = `${size.width}px`;
    canvas.style.height = `${size.height}px`;
    canvas.replaceChildren(copyOf(drawing));
    // Open already when React runs the effect twice (development's strict mode).
    if (!dialog.open) dialog.showModal();
    closeRef.current!.focus();
    const stageSize = () => ({ width: stage.clientWidth, height: stage.clientHeight });
    // (Its labels open at VIEWER_LABEL_PX or larger.)
    const label = naturalLabelPx(drawing);
    const first = firstView(stageSize(), size, label);
    const range = zoomRange(stageSize(), size, label);
    // cursor: the stage shows it can be dragged.
    const panzoom = Panzoom(canvas, {
      canvas: true,
      cursor: 'grab',
      startScale: first.scale,
      startX: first.x,
      startY: first.y,
      minScale: range.min,
      maxScale: range.max,
    });
    panzoomRef.current = panzoom;
    // Keeps the drawing in view after every pan and zoom (the library's own `contain` cannot both
    // show the whole drawing and keep a zoomed one covering the stage).
    canvas.addEventListener('panzoomchange', () => {
      const view = { scale: panzoom.getScale(), ...panzoom.getPan() };
      const kept = clampView(view, stageSize(), size);
      if (Math.abs(kept.x - view.x) > 0.01 || Math.abs(kept.y - view.y) > 0.01) panzoom.pan(kept.x, kept.y, { animate: false, force: true });
    });
    const onWheel = (e: WheelEvent) => panzoom.zoomWithWheel(e);
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      stage.removeEventListener('wheel', onWheel);
      panzoom.destroy();
      panzoomRef.current = null;
    };
  }, [drawing]);

  const panBy = (dx: number, dy: number) => {
    const panzoom = panzoomRef.current;
    if (!panzoom) return;
    const scale = panzoom.getScale();
    panzoom.pan(dx / scale, dy / scale, { relative: true, animate: false });
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const panzoom = panzoomRef.current;
    if (!panzoom) return;
    const action: Record<string, () => void> = {
      '+': () => panzoom.zoomIn(),
      '=': () => panzoom.zoomIn(),
      '-': () => panzoom.zoomOut(),
      '0': () => panzoom.reset(),
      ArrowLeft: () => panBy(ARROW_STEP_PX, 0),
      ArrowRight: () => panBy(-ARROW_STEP_PX, 0),
      ArrowUp: () => panBy(0, ARROW_STEP_PX),
      ArrowDown: () => panBy(0, -ARROW_STEP_PX),
    };
    const run = action[e.key];
    if (!run || e.ctrlKey || e.metaKey || e.altKey) return;
    e.preventDefault();
    run();
  };

  // A click on the backdrop: pressed and released outside the dialog's box (a drag that ends there is a pan).
  const pressedOutside = useRef(false);
  const outside = (e: MouseEvent) => {
    const box = dialogRef.current!.getBoundingClientRect();
    return e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom;
  };

  return (
    <dialog
      ref={dialogRef}
      className="diagram-viewer"
      aria-label={nameOf(drawing)}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onPointerDown={(e) => (pressedOutside.current = outside(e))}
      onClick={(e) => pressedOutside.current && outside(e) && dialogRef.current!.close()}
    >
      <div className="diagram-viewer-bar">
        <p className="diagram-viewer-hint">Drag to move; pinch, scroll or use + and − to zoom.</p>
        <div className="diagram-viewer-actions">
          <button type="button" className="diagram-viewer-button" aria-label="Zoom out" onClick={() => panzoomRef.current?.zoomOut()}>
            −
          </button>
          <button type="button" className="diagram-viewer-button" aria-label="Zoom in" onClick={() => panzoomRef.current?.zoomIn()}>
            +
          </button>
          <button type="button" className="diagram-viewer-button" onClick={() => panzoomRef.current?.reset()}>
            Reset
          </button>
          <button ref={closeRef} type="button" className="diagram-viewer-button button-primary" onClick={() => dialogRef.current?.close()}>
            Close
          </button>
        </div>
      </div>
      <div ref={stageRef} className="diagram-viewer-stage">
        <div ref={canvasRef} className="diagram-viewer-canvas" />
      </div>
    </dialog>
  );
}
