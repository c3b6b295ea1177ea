'use client';
import { useEffect } from 'react';

const PENDING = 'figure[data-mermaid-source]';

/**
 * Draws the diagrams the build could not (components/mdx/Mermaid.tsx) in the browser: the drawing
 * code (lib/browser/mermaid-draw.ts) and Mermaid load only on a page that has one.
 */
export function MermaidInBrowser() {
  useEffect(() => {
    const figures = [...document.querySelectorAll<HTMLElement>(PENDING)];
    // Where the engine publishes Mermaid (components/mdx/Mermaid.tsx names it on the figure).
    const moduleUrl = figures[0]?.dataset.mermaidModule;
    if (!moduleUrl) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('@/lib/browser/mermaid-draw').then(({ drawDiagrams }) => {
      if (!gone) stop = drawDiagrams(figures, moduleUrl);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  return null;
}
