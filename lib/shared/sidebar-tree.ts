/** Pure helpers over a sidebar tree, safe to use in the browser (no Node imports). */
import type { SidebarItem } from '../content/types';

/** Depth-first list of every navigable entry (docs and linked categories) in sidebar order. */
export function flattenSidebar(items: SidebarItem[]): { label: string; href: string }[] {
  const out: { label: string; href: string }[] = [];
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'category') {
        if (item.href) out.push({ label: item.label, href: item.href });
        walk(item.items);
      } else if (item.type === 'doc') out.push({ label: item.label, href: item.href });
    }
  };
  walk(items);
  return out;
}

/** The chain of categories leading to `href`, outermost first; empty when not in the sidebar. */
export function sidebarTrail(items: SidebarItem[], href: string): SidebarItem[] {
  for (const item of items) {
    if (item.type !== 'category') {
      if (item.href === href) return [item];
      continue;
    }
    if (item.href === href) return [item];
    const inner = sidebarTrail(item.items, href);
    if (inner.length) return [item, ...inner];
  }
  return [];
}

export function containsHref(item: SidebarItem, href: string): boolean {
  if (item.type !== 'category') return item.href === href;
  return item.href === href || item.items.some((child) => containsHref(child, href));
}

/** Whether a category starts expanded on the page at `active`. */
export function startsExpanded(item: Extract<SidebarItem, { type: 'category' }>, active: string): boolean {
  return !item.collapsible || !item.collapsed || containsHref(item, active);
}

/**
 * The copy of the sidebar a page embeds: categories that start collapsed keep no children (they
 * are marked lazy and fetched once per version when opened). Like Docusaurus' lazy collapsibles,
 * this keeps every page's HTML and payload small, however large the sidebar grows.
 */
export function pruneSidebar(items: SidebarItem[], active: string): SidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category') return item;
    if (startsExpanded(item, active)) return { ...item, items: pruneSidebar(item.items, active) };
    return { ...item, items: [], lazy: true };
  });
}
