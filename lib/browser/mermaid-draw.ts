/**
 * Draws the diagrams the build could not (components/mdx/Mermaid.tsx) with Mermaid's own prebuilt
 * modules, which the engine publishes (lib/mermaid/mermaid-files.ts), and again when the colour mode
 * changes. A diagram Mermaid refuses shows Mermaid's error in its place, as Docusaurus does. Loaded
 * only by a page that has such a diagram (components/behaviour/LazyBehaviours.tsx).
 */

/** The theme and options a figure names (site.config markdown.mermaidInBrowser); Docusaurus' theme-mermaid defaults else. */
function configOf(figure: HTMLElement | undefined): { theme: { light: string; dark: string }; options: Record<string, unknown> } {
  const given = figure?.dataset.mermaidConfig;
  return given ? JSON.parse(given) : { theme: { light: 'default', dark: 'dark' }, options: {} };
}

const modeNow = (): 'light' | 'dark' => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

/** Draws `figures` with the Mermaid module at `moduleUrl`; returns what stops it. */
export function drawDiagrams(figures: HTMLElement[], moduleUrl: string): () => void {
  // The alt text moves from the figure to the drawing, which the diagram viewer opens like a build-time one.
  const labels = new Map(figures.map((f) => [f, f.getAttribute('aria-label') ?? 'Diagram']));
  let drawn = 0;
  let cancelled = false;
  const draw = async () => {
    const { default: mermaid } = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ moduleUrl)) as typeof import('mermaid');
    // As theme-mermaid initialises it: the site's options, then the theme of the colour mode.
    const { theme, options } = configOf(figures[0]);
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', ...options, theme: theme[modeNow()] as 'default' });
    for (const figure of figures) {
      if (cancelled) return;
      try {
        const { svg, bindFunctions } = await mermaid.render(`mermaid-browser-${++drawn}`, figure.dataset.mermaidSource ?? '');
        showDrawing(figure, svg, labels.get(figure)!);
        // (A diagram's click handlers, which the site's securityLevel may allow, as theme-mermaid binds them.)
        bindFunctions?.(figure);
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
