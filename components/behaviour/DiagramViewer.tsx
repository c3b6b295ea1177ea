'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { diagramSelector, ZOOM_HINT_CLASS } from '@/lib/shared/diagram-selector';

// Loaded when a diagram is first selected, with the pan/zoom library it uses: pages load only this listener.
const DiagramViewerDialog = lazy(() => import('./DiagramViewerDialog').then((m) => ({ default: m.DiagramViewerDialog })));

/**
 * Selecting a diagram (a click, or Enter or Space on the focused drawing) opens it in the viewer
 * (DiagramViewerDialog). Attached by delegation from the site shell, so diagrams stay plain markup;
 * closing the viewer returns focus to the drawing.
 */
export function DiagramViewer({ diagramsUrl }: { diagramsUrl: string }) {
  const [drawing, setDrawing] = useState<Element | null>(null);
  useEffect(() => {
    const selector = diagramSelector(diagramsUrl);
    const target = (e: Event) => (e.target as Element | null)?.closest?.(selector) ?? null;
    // (A zoom hint, LazyBehaviours, opens the drawing right before it.)
    const hinted = (e: Event) => (e.target as Element | null)?.closest?.(`.${ZOOM_HINT_CLASS}`)?.previousElementSibling?.closest(selector) ?? null;
    const onClick = (e: MouseEvent) => {
      const found = target(e) ?? hinted(e);
      if (!found) return;
      e.preventDefault();
      setDrawing(found);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const found = e.key === 'Enter' || e.key === ' ' ? target(e) : null;
      if (!found) return;
      e.preventDefault();
      setDrawing(found);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [diagramsUrl]);
  if (!drawing) return null;
  const close = () => {
    setDrawing(null);
    (drawing as HTMLElement | SVGElement).focus();
  };
  return (
    <Suspense fallback={null}>
      <DiagramViewerDialog drawing={drawing} onClose={close} />
    </Suspense>
  );
}
