'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { diagramSelector } from '@/lib/shared/diagram-selector';
import type { SiteConfig } from '@/lib/config/site-config';

/**
 * medium-zoom on content images (not diagrams), attached about a second after each page is shown
 * (lib/browser/image-zoom.ts, loaded on demand, so pages without images never fetch it); the
 * previous page's instance is detached.
 */
export function ImageZoom({ selector, delayMs, options, background, diagramsUrl }: NonNullable<SiteConfig['zoom']> & { diagramsUrl: string }) {
  const pathname = usePathname();
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    const timer = setTimeout(async () => {
      // Diagrams open in the diagram viewer (DiagramViewer).
      const images = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => !el.matches(diagramSelector(diagramsUrl)));
      if (!images.length) return;
      const { attachZoom } = await import('@/lib/browser/image-zoom');
      if (cancelled) return;
      detach = await attachZoom(images, options, background);
      if (cancelled) detach();
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      detach?.();
    };
  }, [pathname, selector, delayMs, diagramsUrl, options, background]);
  return null;
}
