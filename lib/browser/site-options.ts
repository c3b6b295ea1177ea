/**
 * The frame's behaviours a site's config turns on (config.docsSidebar, config.navbar.hideOnScroll),
 * loaded only on a page whose frame has them (./page-enhancements.ts), so that no other page's first
 * load carries their code.
 */
import { attachSidebarHide } from './sidebar-hide';
import { attachNavbarHideOnScroll } from './navbar-hide-on-scroll';
import { attachAutoCollapse } from './sidebar-auto-collapse';

export function attachSiteOptions(): () => void {
  const stops: (() => void)[] = [];
  if (document.querySelector('[data-sidebar-hide]')) stops.push(attachSidebarHide());
  const bar = document.querySelector<HTMLElement>('header[data-hide-on-scroll]');
  if (bar) stops.push(attachNavbarHideOnScroll(bar));
  const nav = document.querySelector<HTMLElement>('nav[data-auto-collapse]');
  if (nav) stops.push(attachAutoCollapse(nav));
  return () => stops.forEach((stop) => stop());
}
