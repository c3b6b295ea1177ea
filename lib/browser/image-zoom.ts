/**
 * medium-zoom on a page's images (components/behaviour/ImageZoom.tsx), loaded with it once a page
 * has such images: the site's medium-zoom options or the engine's look, and a background per colour
 * mode that follows the mode as it changes. Returns what detaches it.
 */
import type { SiteConfig } from '../config/site-config';

type Zoom = NonNullable<SiteConfig['zoom']>;

/** The engine's own look; a site's medium-zoom options replace it (SiteConfig.zoom.options). */
const ENGINE_OPTIONS = { margin: 24, background: 'rgba(255,255,255,0.95)' };

const modeNow = (): 'light' | 'dark' => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

export async function attachZoom(images: HTMLElement[], options: Zoom['options'], background: Zoom['background']): Promise<() => void> {
  const { default: mediumZoom } = await import('medium-zoom');
  const backgroundNow = () => (background ? { background: background[modeNow()] } : {});
  const zoom = mediumZoom(images, { ...(options ?? ENGINE_OPTIONS), ...backgroundNow() });
  const modes = background ? new MutationObserver(() => zoom.update(backgroundNow())) : undefined;
  modes?.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    modes?.disconnect();
    zoom.close();
    zoom.detach();
  };
}
