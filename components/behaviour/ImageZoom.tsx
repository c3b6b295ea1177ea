'use client';
import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { diagramSelector } from '@/lib/shared/diagram-selector';
import type { SiteConfig } from '@/lib/config/site-config';

/** The engine's own look; a site's medium-zoom options replace it (SiteConfig.zoom.options). */
const ENGINE_OPTIONS = { margin: 24, background: 'rgba(255,255,255,0.95)' };

const modeNow = (): 'light' | 'dark' => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

/**
 * medium-zoom on content images (not diagrams), attached about a second after each page is shown (loaded on
 * demand, so pages without images never fetch it); the previous page's instance is detached. A
 * background per colour mode follows the mode as it changes.
 */
export function ImageZoom({ selector, delayMs, options, background, diagramsUrl }: NonNullable<SiteConfig['zoom']> & { diagramsUrl: string }) {
  const pathname = usePathname();
  useEffect(() => {
    let zoom: { detach(): void; close(): void; update(o: object): void } | undefined;
    let cancelled = false;
    const backgroundNow = () => (background ? { background: background[modeNow()] } : {});
    const timer = setTimeout(async () => {
      // Diagrams open in the diagram viewer (DiagramViewer).
      const images = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => !el.matches(diagramSelector(diagramsUrl)));
      if (!images.length) return;
      const { default: mediumZoom } = await import('medium-zoom');
      if (cancelled) return;
      zoom = mediumZoom(images, { ...(options ?? ENGINE_OPTIONS), ...backgroundNow() });
    }, delayMs);
    const modes = new MutationObserver(() => background && zoom?.update(backgroundNow()));
    modes.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      modes.disconnect();
      zoom?.close();
      zoom?.detach();
    };
  }, [pathname, selector, delayMs, diagramsUrl, options, background]);
  return null;
}
