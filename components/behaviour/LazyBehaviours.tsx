'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { pluginBehaviours } from 'docs-plugin-behaviours';
import { diagramSelector } from '@/lib/shared/diagram-selector';
import { fieldTreeSelector } from '@/lib/shared/field-tree';

/**
 * Behaviours whose code loads only on a page that has what they act on, so other pages download
 * none of it (lib/browser/page-enhancements.ts): a "Tap to zoom" control under each drawing whose
 * labels the page draws too small to read, the filter box of a long field reference, the frame's
 * behaviours a site's config turns on (a hideable sidebar, categories that close their siblings, a
 * navbar that hides on scroll: `frameOptions`), the Mermaid diagrams the build could not draw
 * (lib/browser/mermaid-draw.ts, and Mermaid itself), and the plugins' behaviours
 * (plugins/behaviours.ts). Without script there is none of them; the page reads the same.
 */
export function LazyBehaviours({ diagramsUrl, frameOptions }: { diagramsUrl: string; frameOptions?: boolean }) {
  const pathname = usePathname();
  useEffect(() => {
    const stops: (() => void)[] = [];
    let gone = false;
    // Started once its code is here, unless the page has changed by then.
    const start = <M,>(load: Promise<M>, run: (m: M) => () => void) =>
      void load.then((m) => {
        if (!gone) stops.push(run(m));
      });
    if (frameOptions || document.querySelector(`${diagramSelector(diagramsUrl)}, ${fieldTreeSelector}`))
      start(import('@/lib/browser/page-enhancements'), (m) => m.enhancePage(diagramsUrl));
    // The diagrams the build could not draw (components/mdx/Mermaid.tsx), with Mermaid from where the engine publishes it.
    const figures = [...document.querySelectorAll<HTMLElement>('figure[data-mermaid-source]')];
    const mermaid = figures[0]?.dataset.mermaidModule;
    if (mermaid) start(import('@/lib/browser/mermaid-draw'), (m) => m.drawDiagrams(figures, mermaid));
    for (const b of pluginBehaviours) if (document.querySelector(b.selector)) start(b.load(), (m) => m.attach());
    return () => {
      gone = true;
      stops.forEach((stop) => stop());
    };
  }, [diagramsUrl, frameOptions, pathname]);
  return null;
}
