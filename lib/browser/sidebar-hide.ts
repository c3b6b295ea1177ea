/**
 * A hideable sidebar (config.docsSidebar.hideable; components/layout/Sidebar.tsx draws its buttons):
 * its collapse button hides it and the page takes its width; the strip left in its place shows it
 * again. Focus moves to the button that undoes the change, as a reader would press it next. Loaded
 * only on a page with such a sidebar (./site-options.ts).
 */
export function attachSidebarHide(): () => void {
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('[data-sidebar-hide], [data-sidebar-show]');
    const wrapper = button?.closest('.page-wrapper');
    if (!button || !wrapper) return;
    const hide = button.hasAttribute('data-sidebar-hide');
    wrapper.classList.toggle('sidebar-hidden', hide);
    wrapper.querySelector<HTMLElement>(hide ? '[data-sidebar-show]' : '[data-sidebar-hide]')?.focus({ preventScroll: true });
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
