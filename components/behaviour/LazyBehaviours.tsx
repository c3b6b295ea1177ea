'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { diagramSelector } from '@/lib/shared/diagram-selector';
import { fieldTreeSelector } from '@/lib/shared/field-tree';

/**
 * Behaviours whose code loads only on a page that has what they act on, so other pages download
 * none of it (lib/browser/page-enhancements.ts): a "Tap to zoom" control under each drawing whose
 * labels the page draws too small to read, and the filter box of a long field reference. Without
 * script there is neither; the page reads the same.
 */
export function LazyBehaviours({ diagramsUrl }: { diagramsUrl: string }) {
  const pathname = usePathname();
  useEffect(() => {
    if (!document.querySelector(`${diagramSelector(diagramsUrl)}, ${fieldTreeSelector}`)) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('@/lib/browser/page-enhancements').then((m) => {
      if (!gone) stop = m.enhancePage(diagramsUrl);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [diagramsUrl, pathname]);
  return null;
}
