/** Pure helpers over a sidebar tree, safe to use in the browser (no Node imports). */
import type { SidebarItem } from '../content/types';

/** A navigable entry of a sidebar; `unlisted` when the doc it names is. */
export interface SidebarEntry {
  label: string;
  href: string;
  unlisted?: true;
  /** A category's own page (its doc, or its generated index). */
  category?: true;
}

/** Depth-first list of every navigable entry (docs and linked categories) in sidebar order. */
export function flattenSidebar(items: SidebarItem[]): SidebarEntry[] {
  const out: SidebarEntry[] = [];
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'category') {
        if (item.href) out.push({ label: item.label, href: item.href, category: true, ...(item.linkUnlisted ? { unlisted: true as const } : {}) });
        walk(item.items);
      } else if (item.type === 'doc') out.push({ label: item.label, href: item.href, ...(item.unlisted ? { unlisted: true as const } : {}) });
    }
  };
  walk(items);
  return out;
}

/** An entry a reader goes to: all but the site's own HTML. */
export type SidebarLinkingItem = Exclude<SidebarItem, { type: 'html' }>;

/**
 * The chain of categories leading to `href`, outermost first; empty when not in the sidebar. `counts`: which
 * entries other than categories may end it (by default any link; Docusaurus' category lookups take docs only).
 */
export function sidebarTrail(
  items: SidebarItem[],
  href: string,
  counts: (entry: Exclude<SidebarLinkingItem, { type: 'category' }>) => boolean = () => true,
): SidebarLinkingItem[] {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (item.type !== 'category') {
      if (item.href === href && counts(item)) return [item];
      continue;
    }
    if (item.href === href) return [item];
    const inner = sidebarTrail(item.items, href, counts);
    if (inner.length) return [item, ...inner];
  }
  return [];
}

export function containsHref(item: SidebarItem, href: string): boolean {
  if (item.type === 'html') return false;
  if (item.type !== 'category') return item.href === href;
  return item.href === href || item.items.some((child) => containsHref(child, href));
}

/** The first listed page a list of entries links to, depth first (theme-common's findFirstSidebarItemLink). */
export function firstSidebarLink(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' || (item.type === 'doc' && !item.unlisted)) return item.href;
    if (item.type === 'category') {
      const found = item.href && !item.linkUnlisted ? item.href : firstSidebarLink(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

/** Whether a category starts expanded on the page at `active`. */
export function startsExpanded(item: Extract<SidebarItem, { type: 'category' }>, active: string): boolean {
  return !item.collapsible || !item.collapsed || containsHref(item, active);
}

/**
 * Whether an entry shows on the page at `active`, as Docusaurus decides (plugin-content-docs/client
 * isVisibleSidebarItem): an unlisted doc only on its own page; a category when it holds that page,
 * links to a listed doc, or holds an entry that shows.
 */
export function isVisibleItem(item: SidebarItem, active: string): boolean {
  if (item.type === 'category')
    return containsHref(item, active) || Boolean(item.href && !item.linkUnlisted) || item.items.some((i) => isVisibleItem(i, active));
  return item.type !== 'doc' || !item.unlisted || item.href === active;
}

/**
 * The copy of the sidebar a page embeds: the entries that show there (isVisibleItem), a category
 * linking to an unlisted doc without its link (as Docusaurus' DocSidebarItem/Category renders it)
 * but on that doc's page; categories that start collapsed keep no children (they are marked lazy
 * and fetched once per version when opened, then pruned the same way). Like Docusaurus' lazy
 * collapsibles, this keeps every page's HTML and payload small, however large the sidebar grows.
 */
export function pruneSidebar(items: SidebarItem[], active: string): SidebarItem[] {
  return items
    .filter((item) => isVisibleItem(item, active))
    .map((item) => {
      if (item.type !== 'category') return item;
      const { linkUnlisted, href, ...rest } = item;
      const shown = linkUnlisted && href !== active ? rest : item;
      if (startsExpanded(item, active)) return { ...shown, items: pruneSidebar(item.items, active) };
      return { ...shown, items: [], lazy: true };
    });
}

/** The category at `path` in a version's sidebar tree (the JSON the lazy entries load from). */
export function findCategory(items: SidebarItem[], path: string, trail = ''): Extract<SidebarItem, { type: 'category' }> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    const here = `${trail}/${item.label}`;
    if (here === path) return item;
    if (path.startsWith(`${here}/`)) return findCategory(item.items, path, here);
  }
  return undefined;
}
