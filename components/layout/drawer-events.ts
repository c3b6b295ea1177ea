/**
 * The phone drawer's state as the page shows it (html.nav-open), and the event that opens or closes
 * it (components/layout/MobileMenu.tsx MobileDrawer): a hamburger of the engine's navbar or of a
 * theme layer's own navbar asks, the drawer answers.
 */
export const DRAWER_TOGGLE = 'docs-engine:drawer-toggle';

export const isDrawerOpen = (): boolean => document.documentElement.classList.contains('nav-open');

/** Calls `onChange` when the drawer opens or closes. */
export function subscribeDrawer(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
