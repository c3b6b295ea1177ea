/**
 * Runs inline in <head> before first paint when readers may switch colour mode: sets
 * <html data-theme> from their last choice (localStorage "theme", Docusaurus' key), else from the
 * system's preference when the site respects it, else the site's default — no flash of the other mode.
 * <html data-theme-choice> is the reader's choice ('system' where none is stored and the site respects
 * the system's), for a switch that shows the choice before any script of its own runs.
 */
import type { SiteConfig } from '@/lib/config/site-config';

export const COLOR_MODE_KEY = 'theme';
/** The mode the head script chose, kept where a client re-render of <html> (after a hydration error) cannot reset it. */
export const MODE_GLOBAL = '__docsColorMode';

export function colorModeScript(colorMode: SiteConfig['colorMode']): string {
  const respect = colorMode.respectPrefersColorScheme === true;
  return `(function(){var d=document.documentElement,t=${JSON.stringify(colorMode.default)};try{var s=localStorage.getItem(${JSON.stringify(COLOR_MODE_KEY)});if(s==='light'||s==='dark')t=s;else if(${respect}&&window.matchMedia)t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){}d.setAttribute('data-theme',t);d.setAttribute('data-theme-choice',s==='light'||s==='dark'?s:${respect}?'system':t);window.${MODE_GLOBAL}=t})()`;
}
