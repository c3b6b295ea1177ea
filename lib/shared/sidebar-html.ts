/**
 * The sidebar's markup as a string, without React, for both sides: the build fills each exported
 * page's sidebar slot with it (lib/pipeline/fill-slots.ts), the dev server renders it inline,
 * and the browser renders a lazy category's children with it when the reader opens one
 * (components/behaviour/SidebarBehaviour.tsx). No hydration: the behaviour works on the markup.
 */
import type { SidebarItem } from '@/lib/content/types';
import { containsHref, pruneSidebar, startsExpanded } from '@/lib/shared/sidebar-tree';
import { escapeHtml as esc, isExternalHref, withTrailingSlash } from '@/lib/shared/html';

type Category = Extract<SidebarItem, { type: 'category' }>;

export interface SidebarRender {
  /** The page's URL: its entry is marked current and its categories start open. */
  active: string;
  /** Prefix of the ids that tie a toggle to its list (unique per page and per lazy load). */
  idPrefix: string;
}

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

// Next to the engine's classes, Docusaurus' (Infima's menu__*, theme-doc-sidebar-*): a migrated site's CSS targets them.
function link(href: string, label: string, active: string, extra?: string): string {
  const current = href === active ? ' aria-current="page"' : '';
  const cls = classes('menu-link menu__link', extra, href === active && 'menu-link-active menu__link--active');
  if (isExternalHref(href)) return `<a class="${cls}" href="${esc(href)}" target="_blank" rel="noopener noreferrer">${esc(label)}</a>`;
  return `<a class="${cls}"${current} href="${esc(href.startsWith('/') ? withTrailingSlash(href) : href)}">${esc(label)}</a>`;
}

/** A list of sidebar entries at `depth` (0: the root list), below the category path `trail`. */
export function sidebarListHtml(items: SidebarItem[], depth: number, trail: string, r: SidebarRender, ids = { next: 0 }): string {
  const entries = items.map((item) => {
    if (item.type === 'category') return categoryHtml(item, depth, `${trail}/${item.label}`, r, ids);
    const kind = `theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${depth + 1} menu__list-item`;
    const extra = item.type === 'doc' && item.className ? ` ${item.className}` : '';
    return `<li class="menu-item ${kind}${esc(extra)}">${link(item.href, item.label, r.active)}</li>`;
  });
  return `<ul class="${classes('menu-list menu__list', !depth && 'menu-root theme-doc-sidebar-menu')}">${entries.join('')}</ul>`;
}

/**
 * A collapsible category: the label links to its page when it has one, the caret toggles the list.
 * A lazy one (children left out of the page) carries its path; the behaviour loads them on open.
 */
function categoryHtml(item: Category, depth: number, path: string, r: SidebarRender, ids: { next: number }): string {
  const open = !item.collapsible || startsExpanded(item, r.active);
  const listId = `${r.idPrefix}${ids.next++}`;
  const expanded = item.collapsible ? ` aria-expanded="${open}" aria-controls="${listId}"` : '';
  const label = item.href
    ? link(item.href, item.label, r.active, 'menu__link--sublist')
    : `<button type="button" class="menu-link menu-category-label menu__link menu__link--sublist${item.collapsible ? ' menu__link--sublist-caret' : ''}"${expanded}>${esc(item.label)}</button>`;
  const caret = !item.collapsible
    ? ''
    : item.href
      ? `<button type="button" class="menu-caret clean-btn menu__caret" aria-label="${esc(caretLabel(open, item.label))}"${expanded}></button>`
      : '<span class="menu-caret" aria-hidden="true"></span>';
  const children = item.items.length ? sidebarListHtml(item.items, depth + 1, path, r, ids) : '';
  const attrs = [
    `class="${esc(classes('menu-item menu-category', `theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${depth + 1} menu__list-item`, !open && 'collapsed menu__list-item--collapsed', item.className))}"`,
    `data-path="${esc(path)}"`,
    item.lazy && 'data-lazy=""',
    containsHref(item, r.active) && 'data-active=""',
  ];
  return `<li ${attrs.filter(Boolean).join(' ')}><div class="menu-category-row menu__list-item-collapsible">${label}${caret}</div><div id="${listId}" class="menu-category-items"${open ? '' : ' hidden=""'}>${children}</div></li>`;
}

export const caretLabel = (open: boolean, label: string) => `${open ? 'Collapse' : 'Expand'} sidebar category '${label}'`;

/**
 * The sidebar of the page at `active`: categories that start collapsed keep no children (they
 * are marked lazy and loaded from the version's sidebar JSON when opened), so however large the
 * tree grows, every page carries only its open part.
 */
export function pageSidebarHtml(items: SidebarItem[], active: string): string {
  return sidebarListHtml(pruneSidebar(items, active), 0, '', { active, idPrefix: 'sidebar-list-' });
}
