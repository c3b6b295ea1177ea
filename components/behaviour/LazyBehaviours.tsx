'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { pluginBehaviours } from 'docs-plugin-behaviours';
import { diagramSelector } from '@/lib/shared/diagram-selector';
import { fieldTreeSelector } from '@/lib/shared/field-tree';

/**
 * Behaviours whose code loads only on a page that has what they act on, so other pages download
 * none of it (lib/browser/page-enhancements.ts): a "Tap to zoom" control under each drawing whose
 * labels the page draws too small to read, the filter box of a long field reference, a hideable
 * sidebar's buttons, a navbar that hides on scroll, and the plugins' behaviours (plugins/behaviours.ts). Without script there is none of them; the page
 * reads the same.
 */
export function LazyBehaviours({ diagramsUrl }: { diagramsUrl: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const stops: (() => void)[] = [];
    let gone = false;
    // Started once its code is here, unless the page has changed by then.
    const start = <M,>(load: Promise<M>, run: (m: M) => () => void) =>
      void load.then((m) => {
        if (!gone) stops.push(run(m));
      });
    if (document.querySelector(`${diagramSelector(diagramsUrl)}, ${fieldTreeSelector}`))
      start(import('@/lib/browser/page-enhancements'), (m) => m.enhancePage(diagramsUrl));
    if (document.querySelector('[data-sidebar-hide]')) start(import('@/lib/browser/sidebar-hide'), (m) => m.attachSidebarHide());
    const bar = document.querySelector<HTMLElement>('header[data-hide-on-scroll]');
    if (bar) start(import('@/lib/browser/navbar-hide-on-scroll'), (m) => m.attachNavbarHideOnScroll(bar));
    for (const b of pluginBehaviours) if (document.querySelector(b.selector)) start(b.load(), (m) => m.attach());
    return () => {
      gone = true;
      stops.forEach((stop) => stop());
    };
  }, [diagramsUrl, pathname]);
  return null;
}
