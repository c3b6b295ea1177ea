'use client';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

/** Smallest text size a reader gets, in CSS pixels, at any width. */
const MIN_TEXT_PX = 12;

/**
 * The diagram never shrinks below the scale at which its smallest text is MIN_TEXT_PX; a wider
 * drawing scrolls sideways in its figure. Sizes are read from the drawing itself because mermaid
 * uses different font sizes per diagram type.
 */
function keepTextLegible(svg: SVGSVGElement) {
  const naturalWidth = svg.viewBox.baseVal?.width || svg.getBoundingClientRect().width;
  const sizes = [...svg.querySelectorAll<Element>('text, foreignObject div, foreignObject span')]
    .map((el) => parseFloat(getComputedStyle(el).fontSize))
    .filter((n) => n > 0);
  const smallest = sizes.length ? Math.min(...sizes) : 16;
  svg.style.minWidth = `${Math.ceil((naturalWidth * MIN_TEXT_PX) / smallest)}px`;
  svg.style.setProperty('--natural-width', `${naturalWidth}px`);
}

/**
 * A ```mermaid diagram. The page ships the diagram source (readable without JavaScript and in the
 * search index); the mermaid library is loaded only when a diagram comes near the viewport, and the
 * drawing replaces the source in a box that already reserves roughly its height. Clicking the
 * drawing (or "Enlarge") opens it full screen in a modal dialog.
 */
export function Mermaid({ source, alt }: { source: string; alt: string }) {
  const ref = useRef<HTMLElement>(null);
  const drawingRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const id = `mermaid-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      async (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        try {
          const { default: mermaid } = await import('mermaid');
          // The real font stack, not "inherit": mermaid measures labels with it, and a mismatch
          // between measured and drawn text makes labels overflow their boxes and overlap.
          const fontFamily = getComputedStyle(el).fontFamily;
          mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral', fontFamily, themeVariables: { fontSize: '16px' } });
          const { svg: drawn } = await mermaid.render(id, source);
          if (!cancelled) setSvg(drawn);
        } catch {
          if (!cancelled) setFailed(true);
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [id, source]);

  useLayoutEffect(() => {
    const drawn = drawingRef.current?.querySelector('svg');
    if (drawn) keepTextLegible(drawn);
  }, [svg]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!zoomed || !dialog || dialog.open) return;
    // Full screen: the drawing fills the width, at least at its natural size and at most twice it.
    const big = dialog.querySelector('svg');
    const natural = drawingRef.current?.querySelector('svg')?.style.getPropertyValue('--natural-width');
    if (big && natural) {
      big.style.maxWidth = 'none';
      big.style.width = `clamp(${natural}, 100%, calc(2 * ${natural}))`;
    }
    dialog.showModal();
  }, [zoomed]);

  const lines = source.split('\n').length;
  return (
    <figure
      ref={ref}
      className={`mermaid-diagram${svg ? ' mermaid-drawn' : ''}`}
      aria-label={alt}
      style={svg ? undefined : { minHeight: Math.min(80 + lines * 26, 640) }}
    >
      {svg ? (
        <>
          <div className="mermaid-toolbar">
            <button type="button" className="mermaid-zoom" onClick={() => setZoomed(true)}>
              Enlarge diagram
            </button>
          </div>
          <div className="mermaid-scroll">
            <div
              ref={drawingRef}
              className="mermaid-svg"
              role="img"
              aria-label={alt}
              onClick={() => setZoomed(true)}
              dangerouslySetInnerHTML={{ __html: svg }}
            />
          </div>
        </>
      ) : (
        <pre className="mermaid-source" aria-hidden="true">
          <code>{source}</code>
        </pre>
      )}
      {failed ? <figcaption className="mermaid-failed">The diagram could not be drawn; its source is shown instead.</figcaption> : null}
      {svg && zoomed ? (
        <dialog
          ref={dialogRef}
          className="mermaid-dialog"
          aria-label={alt}
          onClose={() => setZoomed(false)}
          onClick={(e) => e.target === e.currentTarget && dialogRef.current?.close()}
        >
          <form method="dialog" className="mermaid-dialog-bar">
            <button type="submit" className="button-primary" autoFocus>
              Close
            </button>
          </form>
          <div className="mermaid-dialog-svg" role="img" aria-label={alt} dangerouslySetInnerHTML={{ __html: svg }} />
        </dialog>
      ) : null}
    </figure>
  );
}
