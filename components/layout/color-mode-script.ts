/**
 * Runs inline in <head> before first paint when readers may switch colour mode: sets
 * <html data-theme> from their last choice (localStorage "theme", Docusaurus' key), else from the
 * system's preference when the site respects it, else the site's default — no flash of the other mode.
 */
import type { SiteConfig } from '@/lib/config/site-config';

export const COLOR_MODE_KEY = 'theme';

export function colorModeScript(colorMode: SiteConfig['colorMode']): string {
  const respect = colorMode.respectPrefersColorScheme === true;
  return `(function(){var d=document.documentElement,t=${JSON.stringify(colorMode.default)};try{var s=localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)});if(s==='light'||s==='dark')t=s;else if(${respect}&&window.matchMedia)t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){}d.setAttribute('data-theme',t)})()`;
}
