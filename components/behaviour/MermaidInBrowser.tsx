'use client';
import { useEffect } from 'react';

const PENDING = 'figure[data-mermaid-source]';

/** Docusaurus' theme-mermaid themes: "default" in light mode, "dark" in dark mode. */
const themeNow = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'default');

/**
 * Draws the diagrams the build could not (components/mdx/Mermaid.tsx) with Mermaid, loaded only on
 * a page that has one, and again when the colour mode changes. A diagram Mermaid refuses shows
 * Mermaid's error in its place, as Docusaurus does.
 */
export function MermaidInBrowser() {
  useEffect(() => {
    const figures = [...document.querySelectorAll<HTMLElement>(PENDING)];
    // Where the engine publishes Mermaid (components/mdx/Mermaid.tsx names it on the figure).
    const moduleUrl = figures[0]?.dataset.mermaidModule;
    if (!moduleUrl) return;
    // The alt text moves from the figure to the drawing, which the diagram viewer opens like a build-time one.
    const labels = new Map(figures.map((f) => [f, f.getAttribute('aria-label') ?? 'Diagram']));
    let drawn = 0;
    let cancelled = false;
    const draw = async () => {
      // Mermaid's own prebuilt modules, published by the engine (lib/output/mermaid-files.ts), not bundled.
      const { default: mermaid } = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ moduleUrl)) as typeof import('mermaid');
      mermaid.initialize({ startOnLoad: false, theme: themeNow(), securityLevel: 'strict' });
      for (const figure of figures) {
        if (cancelled) return;
        const source = figure.dataset.mermaidSource ?? '';
        try {
          const { svg } = await mermaid.render(`mermaid-browser-${++drawn}`, source);
          figure.innerHTML = svg;
          figure.removeAttribute('role');
          figure.removeAttribute('aria-label');
          const drawing = figure.querySelector('svg');
          drawing?.classList.add('mermaid-browser-drawing');
          drawing?.setAttribute('role', 'img');
          drawing?.setAttribute('aria-label', labels.get(figure)!);
          drawing?.setAttribute('tabindex', '0');
        } catch (err) {
          figure.innerHTML = '';
          const message = document.createElement('pre');
          message.className = 'mermaid-error';
          message.textContent = `Mermaid: ${(err as Error).message}`;
          figure.append(message);
        }
      }
    };
    void draw();
    const observer = new MutationObserver(() => void draw());
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);
  return null;
}
