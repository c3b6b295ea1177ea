/**
 * The sidebar's markup as a string, without React, for both sides: the build fills each exported
 * page's sidebar slot with it (lib/pipeline/fill-slots.ts), the dev server renders it inline,
 * and the browser renders a lazy category's children with it when the reader opens one
 * (components/behaviour/SidebarBehaviour.tsx). No hydration: the behaviour works on the markup, by
 * its data attributes and three hooks a layer keeps (`menu-category`, `-row`, `-items`), so a theme
 * layer may drop every class of the engine's look and draw its own.
 */
import type { SidebarItem } from '@/lib/content/types';
import { containsHref, firstSidebarLink, pruneSidebar, startsExpanded } from '@/lib/shared/sidebar-tree';
import { escapeHtml as esc, isExternalHref, withTrailingSlash } from '@/lib/shared/html';
import { caretLabel } from '@/lib/shared/sidebar-caret';

type Category = Extract<SidebarItem, { type: 'category' }>;

/**
 * Class names a theme layer puts on the sidebar's markup beside the engine's (a plugin's
 * `sidebarClasses`, lib/plugins/types.ts), for a site's CSS written against them. `{level}` is
 * the entry's depth, from 1.
 */
export interface SidebarClassNames {
  /** The sidebar's `<nav>`. */
  nav?: string;
  rootList?: string;
  list?: string;
  linkItem?: string;
  /** A site's own HTML entry; `htmlItemDefault` beside it where the entry asks for a link entry's spacing. */
  htmlItem?: string;
  htmlItemDefault?: string;
  categoryItem?: string;
  collapsedItem?: string;
  link?: string;
  activeLink?: string;
  /** Added to the label of each category that holds the current page (its own page or one below it). */
  activeCategory?: string;
  /** Added to the row of the category whose own page is the current page. */
  currentCategoryRow?: string;
  /** A category's label when it links to the category's page. */
  categoryLink?: string;
  /** A category's label when it only toggles its list. */
  categoryButton?: string;
  /** Added to that label when the category collapses. */
  collapsibleButton?: string;
  categoryRow?: string;
  /** The caret button's classes, in place of the engine's (whose CSS draws its chevron). */
  caret?: string;
  /** The label of a category without a page draws the caret itself: no caret beside it. */
  caretInLabel?: boolean;
  /**
   * The label of a collapsible category without a page is a link acting as a button (`<a role="button">`
   * to the category's first page, which the behaviour keeps from navigating), not a `<button>`: a
   * site's CSS may select the element (theme-classic's DocSidebarItem/Category writes it so).
   */
  labelLink?: boolean;
  /**
   * A link entry's label stands in a `<span>` of these classes, titled by the label (a long one is
   * cut short, its title telling the whole): the layer's theme writes it so.
   */
  linkLabel?: string;
  /** The same, for a category's label. */
  categoryLabel?: string;
  /** Classes a category's label element starts with, before its others (the layer's theme writes them first). */
  categoryLabelLead?: string;
  /** Added to a link that leaves the site (it opens in a new tab). */
  externalLink?: string;
  /** The layer's mark of such a link, after its label: markup, as the layer's theme draws it. */
  externalMark?: string;
  /**
   * The engine's classes of look the layer leaves off (its CSS draws the sidebar as its theme does):
   * `menu-list`, `menu-root`, `menu-item`, `menu-link`, `menu-link-active`, `menu-category-label`,
   * `collapsed`. The behaviour's hooks (`menu-category`, `menu-category-row`, `menu-category-items`) stay.
   */
  drops?: readonly string[];
}

export interface SidebarRender {
  /** The page's URL: its entry is marked current and its categories start open. */
  active: string;
  /** Prefix of the ids that tie a toggle to its list (unique per page and per lazy load). */
  idPrefix: string;
  /** A theme layer's class names (none: the engine's alone). */
  classes?: SidebarClassNames;
}

/** A class attribute of `names` (each may hold several), each class once. */
const classes = (...names: (string | false | undefined)[]) => [...new Set(names.filter(Boolean).flatMap((n) => (n as string).split(' ')))].join(' ');
/** The engine's class `name`, unless the layer drops it. */
const own = (name: string, r: SidebarRender) => !r.classes?.drops?.includes(name) && name;
/** The engine's classes (each droppable), then the layer's. */
const engine = (r: SidebarRender, ...names: string[]) => names.map((n) => own(n, r));
const at = (name: string | undefined, depth: number) => name?.replaceAll('{level}', String(depth + 1));

/** An entry's label, in the layer's span where it has one (`span`: its classes). */
const labelHtml = (label: string, span: string | undefined) => (span ? `<span title="${esc(label)}" class="${esc(span)}">${esc(label)}</span>` : esc(label));

/** A link entry, or (`category`) a category's label that links to its page. */
function link(href: string, label: string, r: SidebarRender, extra?: string, category?: boolean): string {
  const active = href === r.active;
  const current = active ? ' aria-current="page"' : '';
  const lead = category && r.classes?.categoryLabelLead;
  const span = category ? r.classes?.categoryLabel : r.classes?.linkLabel;
  const cls = classes(lead, own('menu-link', r), r.classes?.link, extra, active && own('menu-link-active', r), active && r.classes?.activeLink);
  if (isExternalHref(href)) {
    const external = classes(cls, r.classes?.externalLink);
    return `<a class="${esc(external)}" href="${esc(href)}" target="_blank" rel="noopener noreferrer">${labelHtml(label, span)}${r.classes?.externalMark ?? ''}</a>`;
  }
  return `<a class="${esc(cls)}"${current} href="${esc(href.startsWith('/') ? withTrailingSlash(href) : href)}">${labelHtml(label, span)}</a>`;
}

/** A list of sidebar entries at `depth` (0: the root list), below the category path `trail`. */
export function sidebarListHtml(items: SidebarItem[], depth: number, trail: string, r: SidebarRender, ids = { next: 0 }): string {
  const entries = items.map((item) => {
    if (item.type === 'category') return categoryHtml(item, depth, `${trail}/${item.label}`, r, ids);
    if (item.type === 'html') return htmlEntry(item, depth, r);
    const cls = classes(own('menu-item', r), at(r.classes?.linkItem, depth), item.className);
    return `<li class="${esc(cls)}">${link(item.href, item.label, r)}</li>`;
  });
  const list = depth ? classes(own('menu-list', r), r.classes?.list) : classes(...engine(r, 'menu-list', 'menu-root'), r.classes?.rootList);
  return `<ul class="${esc(list)}">${entries.join('')}</ul>`;
}

/** The site's own HTML as an entry, as written (its sidebar file's HTML answers to the site's HTML rules: lib/content/sidebars-file.ts). */
function htmlEntry(item: Extract<SidebarItem, { type: 'html' }>, depth: number, r: SidebarRender): string {
  const cls = classes(
    own('menu-html', r),
    at(r.classes?.htmlItem, depth),
    item.defaultStyle && own('menu-html-default', r),
    item.defaultStyle && r.classes?.htmlItemDefault,
    item.className,
  );
  return `<li class="${esc(cls)}">${item.value}</li>`;
}

/** The toggle of a category without a page of its own: its label. */
function labelButton(item: Category, expanded: string, r: SidebarRender, extra?: string): string {
  const cls = classes(
    r.classes?.categoryLabelLead,
    ...engine(r, 'menu-link', 'menu-category-label'),
    r.classes?.categoryButton,
    item.collapsible && r.classes?.collapsibleButton,
    extra,
  );
  const toggle = item.collapsible ? ' data-toggle="label"' : '';
  if (r.classes?.labelLink) {
    // (Its first page as the server's href, as theme-classic's SSR fallback: a crawler follows it.)
    const first = firstSidebarLink(item.items);
    const href = first ? ` href="${esc(first.startsWith('/') ? withTrailingSlash(first) : first)}"` : item.collapsible ? ' href="#"' : '';
    return `<a class="${esc(cls)}"${item.collapsible ? ' role="button"' : ''}${toggle}${expanded}${href}>${labelHtml(item.label, r.classes?.categoryLabel)}</a>`;
  }
  return `<button type="button" class="${esc(cls)}"${toggle}${expanded}>${labelHtml(item.label, r.classes?.categoryLabel)}</button>`;
}

/** The caret beside a category's label: a button beside its link, else a drawing beside the label button. */
function caretHtml(item: Category, open: boolean, expanded: string, r: SidebarRender): string {
  if (!item.collapsible) return '';
  const cls = r.classes?.caret ?? 'menu-caret';
  if (item.href) return `<button type="button" class="${esc(cls)}" data-toggle="caret" aria-label="${esc(caretLabel(open, item.label))}"${expanded}></button>`;
  return r.classes?.caretInLabel ? '' : `<span class="${esc(cls)}" aria-hidden="true"></span>`;
}

/**
 * A collapsible category: the label links to its page when it has one, the caret toggles the list.
 * A lazy one (children left out of the page) carries its path; the behaviour loads them on open.
 */
function categoryHtml(item: Category, depth: number, path: string, r: SidebarRender, ids: { next: number }): string {
  const open = !item.collapsible || startsExpanded(item, r.active);
  const listId = `${r.idPrefix}${ids.next++}`;
  const expanded = item.collapsible ? ` aria-expanded="${open}" aria-controls="${listId}"` : '';
  const holdsActive = containsHref(item, r.active);
  const activeClass = holdsActive ? r.classes?.activeCategory : undefined;
  const label = item.href ? link(item.href, item.label, r, classes(r.classes?.categoryLink, activeClass), true) : labelButton(item, expanded, r, activeClass);
  const children = item.items.length ? sidebarListHtml(item.items, depth + 1, path, r, ids) : '';
  const cls = classes(
    own('menu-item', r),
    'menu-category',
    at(r.classes?.categoryItem, depth),
    !open && own('collapsed', r),
    !open && r.classes?.collapsedItem,
    item.className,
  );
  const attrs = [`class="${esc(cls)}"`, `data-path="${esc(path)}"`, item.lazy && 'data-lazy=""', holdsActive && 'data-active=""'];
  const row = classes('menu-category-row', r.classes?.categoryRow, item.href === r.active && r.classes?.currentCategoryRow);
  return `<li ${attrs.filter(Boolean).join(' ')}><div class="${esc(row)}">${label}${caretHtml(item, open, expanded, r)}</div><div id="${listId}" class="menu-category-items"${open ? '' : ' hidden=""'}>${children}</div></li>`;
}

/**
 * The sidebar of the page at `active`: categories that start collapsed keep no children (they
 * are marked lazy and loaded from the version's sidebar JSON when opened), so however large the
 * tree grows, every page carries only its open part.
 */
export function pageSidebarHtml(items: SidebarItem[], active: string, classes?: SidebarClassNames): string {
  return sidebarListHtml(pruneSidebar(items, active), 0, '', { active, idPrefix: 'sidebar-list-', classes });
}
