/**
 * Draws the diagrams the build could not (components/mdx/Mermaid.tsx) with Mermaid's own prebuilt
 * modules, which the engine publishes (lib/output/mermaid-files.ts), and again when the colour mode
 * changes. A diagram Mermaid refuses shows Mermaid's error in its place, as Docusaurus does. Loaded
 * only by a page that has such a diagram (components/behaviour/LazyBehaviours.tsx).
 */

/** Docusaurus' theme-mermaid themes: "default" in light mode, "dark" in dark mode. */
const themeNow = () => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'default');

/** Draws `figures` with the Mermaid module at `moduleUrl`; returns what stops it. */
export function drawDiagrams(figures: HTMLElement[], moduleUrl: string): () => void {
  // The alt text moves from the figure to the drawing, which the diagram viewer opens like a build-time one.
  const labels = new Map(figures.map((f) => [f, f.getAttribute('aria-label') ?? 'Diagram']));
  let drawn = 0;
  let cancelled = false;
  const draw = async () => {
    const { default: mermaid } = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ moduleUrl)) as typeof import('mermaid');
    mermaid.initialize({ startOnLoad: false, theme: themeNow(), securityLevel: 'strict' });
    for (const figure of figures) {
      if (cancelled) return;
      try {
        const { svg } = await mermaid.render(`mermaid-browser-${++drawn}`, figure.dataset.mermaidSource ?? '');
        showDrawing(figure, svg, labels.get(figure)!);
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
}

function showDrawing(figure: HTMLElement, svg: string, label: string): void {
  figure.innerHTML = svg;
  figure.removeAttribute('role');
  figure.removeAttribute('aria-label');
  const drawing = figure.querySelector('svg');
  drawing?.classList.add('mermaid-browser-drawing');
  drawing?.setAttribute('role', 'img');
  drawing?.setAttribute('aria-label', label);
  drawing?.setAttribute('tabindex', '0');
}
