'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { diagramSelector } from '@/lib/shared/diagram-selector';

/**
 * medium-zoom on content images (not diagrams), attached about a second after each page is shown (loaded on
 * demand, so pages without images never fetch it); the previous page's instance is detached.
 */
export function ImageZoom({ selector, delayMs, diagramsUrl }: { selector: string; delayMs: number; diagramsUrl: string }) {
  const pathname = usePathname();
  useEffect(() => {
    let zoom: { detach(): void; close(): void } | undefined;
    let cancelled = false;
    const timer = setTimeout(async () => {
      // Diagrams open in the diagram viewer (DiagramViewer).
      const images = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => !el.matches(diagramSelector(diagramsUrl)));
      if (!images.length) return;
      const { default: mediumZoom } = await import('medium-zoom');
      if (cancelled) return;
      zoom = mediumZoom(images, { margin: 24, background: 'rgba(255,255,255,0.95)' });
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      zoom?.close();
      zoom?.detach();
    };
  }, [pathname, selector, delayMs, diagramsUrl]);
  return null;
}
