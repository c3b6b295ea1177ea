'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { diagramSelector } from '@/lib/shared/diagram-selector';

/**
 * A "Tap to zoom" control under each drawing whose labels the page draws too small to read (an
 * 820 px diagram in a phone's column): lib/browser/diagram-hints.ts, loaded only on a page that has
 * drawings, so other pages download none of it. Without script there is no viewer, and no hint.
 */
export function DiagramZoomHints({ diagramsUrl }: { diagramsUrl: string }) {
  const pathname = usePathname();
  useEffect(() => {
    if (!document.querySelector(diagramSelector(diagramsUrl))) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('@/lib/browser/diagram-hints').then((m) => {
      if (!gone) stop = m.watchZoomHints(diagramsUrl);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [diagramsUrl, pathname]);
  return null;
}
