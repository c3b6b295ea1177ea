/**
 * A hideable sidebar (config.docsSidebar.hideable; components/layout/Sidebar.tsx draws its buttons):
 * its collapse button hides it and the page takes its width; the strip left in its place shows it
 * again. Focus moves to the button that undoes the change, as a reader would press it next (a theme
 * layer's own button may sit in an element that carries the attribute). Loaded
 * only on a page with such a sidebar (./site-options.ts).
 */
export function attachSidebarHide(): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('[data-sidebar-hide], [data-sidebar-show]');
    const wrapper = button?.closest('.page-wrapper');
    if (!button || !wrapper) return;
    const hide = button.hasAttribute('data-sidebar-hide');
    wrapper.classList.toggle('sidebar-hidden', hide);
    // (A theme layer's button sits inside an element that carries the attribute: the button is what takes focus.)
    const next = wrapper.querySelector<HTMLElement>(hide ? '[data-sidebar-show]' : '[data-sidebar-hide]');
    const control = 'button, [role="button"]';
    (next?.matches(control) ? next : (next?.querySelector<HTMLElement>(control) ?? next))?.focus({ preventScroll: true });
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
