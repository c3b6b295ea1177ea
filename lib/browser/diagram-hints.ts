/**
 * The zoom hints (lib/browser/page-enhancements.ts starts this on a page with drawings):
 * under each drawing whose smallest label the page draws under HINT_BELOW_LABEL_PX, a visible
 * control that opens it in the diagram viewer (DiagramViewer handles its click). Checked now and
 * whenever the window's width changes or an image loads.
 */
import { diagramSelector, ZOOM_HINT_CLASS } from '../shared/diagram-selector';
import { HINT_BELOW_LABEL_PX, labelPxOnPage } from './diagram-labels';

/** The hint right after a drawing, made the first time it is needed. */
function hintOf(drawing: Element): HTMLButtonElement {
  const next = drawing.nextElementSibling;
  if (next instanceof HTMLButtonElement && next.classList.contains(ZOOM_HINT_CLASS)) return next;
  const hint = document.createElement('button');
  hint.type = 'button';
  hint.className = ZOOM_HINT_CLASS;
  // (A touch screen is tapped; a mouse clicks.)
  hint.textContent = window.matchMedia('(pointer: coarse)').matches ? 'Tap to zoom' : 'Click to zoom';
  hint.hidden = true;
  drawing.insertAdjacentElement('afterend', hint);
  return hint;
}

/** Shows and hides the page's hints as the drawings are drawn; the returned function stops. */
export function watchZoomHints(diagramsUrl: string): () => void {
  const update = () => {
    for (const drawing of document.querySelectorAll(diagramSelector(diagramsUrl))) {
      const px = labelPxOnPage(drawing);
      const small = px !== undefined && px < HINT_BELOW_LABEL_PX;
      if (small || drawing.nextElementSibling?.classList.contains(ZOOM_HINT_CLASS)) hintOf(drawing).hidden = !small;
    }
  };
  let frame = 0;
  const later = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(update);
  };
  update();
  // (An image's intrinsic width is known once it has loaded; the build gives its width attribute already.)
  document.addEventListener('load', later, true);
  window.addEventListener('resize', later);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('load', later, true);
    window.removeEventListener('resize', later);
  };
}
