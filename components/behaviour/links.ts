import { isSitePath } from '@/lib/shared/site-paths';

/** Which clicks and hovers are navigations to another page of the site (`sitePrefixes`: lib/shared/site-paths.ts), not of another site on the host. */
export function internalLink(e: Event, sitePrefixes: readonly string[]): HTMLAnchorElement | null {
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  // (A link acting as a button, a sidebar category's label, goes nowhere.)
  if (!a || a.target === '_blank' || a.hasAttribute('download') || a.getAttribute('role') === 'button') return null;
  if (e.type === 'click' && e instanceof MouseEvent && (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0)) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin || !isSitePath(sitePrefixes, url.pathname)) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null; // same page (hash move)
  if (/\.(md|txt|json|xml|svg|png)$/.test(url.pathname)) return null;
  return a;
}
