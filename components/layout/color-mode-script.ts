/**
 * Runs inline in <head> before first paint when readers may switch colour mode: sets
 * <html data-theme> from their last choice (under the site's `colorMode.storageKey`, else "theme", where
 * the site keeps a reader's choices: ./reader-storage.ts), else from the
 * system's preference when the site respects it, else the site's default — no flash of the other mode.
 * <html data-theme-choice> is the reader's choice ('system' where none is stored and the site respects
 * the system's), for a switch that shows the choice before any script of its own runs.
 */
import type { SiteConfig } from '@/lib/config/site-config';
import { storeExpression, type ReaderStorage } from './reader-storage';

export const COLOR_MODE_KEY = 'theme';
/** The mode the head script chose, kept where a client re-render of <html> (after a hydration error) cannot reset it. */
export const MODE_GLOBAL = '__docsColorMode';
/** The storage key the head script read the choice under, for the switches that write it. */
const KEY_GLOBAL = '__docsColorModeKey';

/** Where the reader's choice is kept on this site (in the browser, as the head script set it). */
export function colorModeKey(): string {
  const key = typeof window === 'undefined' ? undefined : (window as unknown as Record<string, unknown>)[KEY_GLOBAL];
  return typeof key === 'string' ? key : COLOR_MODE_KEY;
}

/** The script for the site's colour mode, its reader's choice read where the site keeps it (`storage`: ./reader-storage.ts). */
export function colorModeScript(colorMode: SiteConfig['colorMode'], storage?: ReaderStorage): string {
  const respect = colorMode.respectPrefersColorScheme === true;
  const key = JSON.stringify((colorMode.storageKey ?? COLOR_MODE_KEY) + (storage?.namespace ?? ''));
  return `(function(){var d=document.documentElement,t=${JSON.stringify(colorMode.default)};window.${KEY_GLOBAL}=${key};try{var s=${storeExpression(storage)}.getItem(${key});if(s==='light'||s==='dark')t=s;else if(${respect}&&window.matchMedia)t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){}d.setAttribute('data-theme',t);d.setAttribute('data-theme-choice',s==='light'||s==='dark'?s:${respect}?'system':t);window.${MODE_GLOBAL}=t})()`;
}
