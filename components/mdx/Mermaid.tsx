'use client';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * A ```mermaid diagram. The page ships the diagram source (readable without JavaScript and in the
 * search index); the mermaid library is loaded only when a diagram comes near the viewport, and the
 * drawing replaces the source in a box that already reserves roughly its height.
 */
export function Mermaid({ source, alt }: { source: string; alt: string }) {
  const ref = useRef<HTMLElement>(null);
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
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
          mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral', fontFamily: 'inherit' });
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

  const lines = source.split('\n').length;
  return (
    <figure ref={ref} className={`mermaid-diagram${svg ? ' mermaid-drawn' : ''}`} role="img" aria-label={alt} style={svg ? undefined : { minHeight: Math.min(80 + lines * 26, 640) }}>
      {svg ? (
        <div className="mermaid-svg" dangerouslySetInnerHTML={{ __html: svg }} />
      ) : (
        <pre className="mermaid-source" aria-hidden="true">
          <code>{source}</code>
        </pre>
      )}
      {failed ? <figcaption className="mermaid-failed">The diagram could not be drawn; its source is shown instead.</figcaption> : null}
    </figure>
  );
}
