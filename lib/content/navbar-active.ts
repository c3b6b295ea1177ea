/**
 * The navbar links a page marks as its own (NavbarLinkItem.activeOn), by href: the page's path is
 * the item's path or below it (case aside, a trailing slash either way, as a router's non-exact
 * match), starts with its prefix, or matches its regular expression.
 */
import type { NavbarItem, NavbarLinkItem } from '../config/site-config';

function isActive(item: NavbarLinkItem, url: string): boolean {
  const on = item.activeOn;
  if (!on) return false;
  if (on.regex !== undefined) return new RegExp(on.regex, 'i').test(url);
  if (on.prefix !== undefined) return url.startsWith(on.prefix);
  if (on.path === undefined) return false;
  const path = on.path.replace(/[?#].*$/, '').replace(/\/+$/, '').toLowerCase();
  const at = url.toLowerCase();
  return at === path || at.startsWith(`${path}/`);
}

/** The hrefs of the links, at the top of the navbar or in its dropdowns, that are current on the page at `url`. */
export function activeLinkHrefs(items: readonly NavbarItem[], url: string): string[] {
  const links = items.flatMap((item) => (item.type === 'link' ? [item] : item.type === 'dropdown' ? item.items.filter((e) => e.type === 'link') : []));
  return links.filter((link) => isActive(link, url)).map((link) => link.href);
}
