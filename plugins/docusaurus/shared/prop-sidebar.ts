/**
 * A page's sidebar in the shape Docusaurus hands its theme (PropSidebarItem: plugin-content-docs
 * src/sidebars/types.ts), for a site's own DocSidebarItem components (../site-components/theme-parts.ts),
 * made from the engine's sidebar (the theme layer's SidebarItems is handed the engine's items: lib/plugins/types.ts).
 * Categories that start collapsed and do not hold the page keep one `lazy` entry instead of their
 * children, which the engine's DocSidebarItems loads from the version's sidebar JSON on open: the
 * page's payload carries its open part only, as the string sidebar does (lib/shared/sidebar-tree.ts).
 */
import type { SidebarCustomProps, SidebarItem } from '../../../lib/api/content';
import { firstSidebarLink, isExternalHref, isVisibleItem, startsExpanded, withTrailingSlash } from '../../../lib/api/shared';

/** What each entry carries beside its kind's fields, where its sidebar file gives it. */
interface Extras {
  className?: string;
  description?: string;
  customProps?: SidebarCustomProps;
}

export type PropSidebarItem =
  | ({ type: 'link'; label: string; href: string; docId?: string; unlisted?: boolean } & Extras)
  | ({ type: 'html'; value: string; defaultStyle?: boolean } & Extras)
  | ({
      type: 'category';
      label: string;
      href?: string;
      linkUnlisted?: boolean;
      collapsed: boolean;
      collapsible: boolean;
      items: PropSidebarItem[];
    } & Extras)
  /**
   * The engine's: a collapsed category's children, left out of the page. `path`: its labels joined by "/" (the JSON's lookup key);
   * `sidebarUrl`: its sidebar's JSON, where it is not the page's own sidebar (one a site's docs frame may show instead).
   */
  | { type: 'lazy'; path: string; firstLink?: string; sidebarUrl?: string };

/** Docusaurus' sidebar entry components (theme-classic src/theme/DocSidebarItems, DocSidebarItem/*). */
export const SIDEBAR_ITEM_PARTS = ['DocSidebarItems', 'DocSidebarItem', 'DocSidebarItem/Category', 'DocSidebarItem/Link', 'DocSidebarItem/Html'] as const;
export type SidebarItemPart = (typeof SIDEBAR_ITEM_PARTS)[number];

/**
 * Whether React renders the sidebar, given the site's compiled theme parts (by name): the list it
 * starts from compiled, which a site with any sidebar part has (../site-components/theme-parts.ts).
 */
export const rendersSidebarItems = (parts: Iterable<string>) => [...parts].includes('DocSidebarItems');

const extras = (item: Extras): Extras => ({
  ...(item.className ? { className: item.className } : {}),
  ...(item.description ? { description: item.description } : {}),
  ...(item.customProps ? { customProps: item.customProps } : {}),
});

const pageHref = (href: string) => (isExternalHref(href) ? href : withTrailingSlash(href));

/** Docusaurus' findFirstSidebarItemLink over the engine's tree (the lazy entry's SSR fallback), as a page's href. */
function firstLink(items: SidebarItem[]): string | undefined {
  const href = firstSidebarLink(items);
  return href === undefined ? undefined : pageHref(href);
}

/**
 * `items` of the page at `active` (a page URL); `trail`: the labels above them. `lazy: false` keeps
 * every entry, for a site whose own DocSidebarItem would not know a lazy one. `sidebarUrl`: where
 * the lazy entries load from, for a sidebar other than the page's.
 */
export function propSidebar(
  items: SidebarItem[],
  active: string,
  { lazy = true, trail = '', sidebarUrl }: { lazy?: boolean; trail?: string; sidebarUrl?: string } = {},
): PropSidebarItem[] {
  return items.map((item): PropSidebarItem => {
    if (item.type === 'doc')
      return {
        type: 'link',
        label: item.label,
        href: pageHref(item.href),
        docId: item.docId,
        ...(item.unlisted ? { unlisted: true } : {}),
        ...extras(item),
      };
    if (item.type === 'link') return { type: 'link', label: item.label, href: pageHref(item.href), ...extras(item) };
    if (item.type === 'html') return { type: 'html', value: item.value, ...(item.defaultStyle ? { defaultStyle: true } : {}), ...extras(item) };
    const path = `${trail}/${item.label}`;
    const children: PropSidebarItem[] =
      !lazy || startsExpanded(item, active)
        ? propSidebar(item.items, active, { lazy, trail: path, sidebarUrl })
        : [{ type: 'lazy', path, firstLink: firstLink(item.items), ...(sidebarUrl ? { sidebarUrl } : {}) }];
    return {
      type: 'category',
      label: item.label,
      ...(item.href ? { href: pageHref(item.href) } : {}),
      ...(item.linkUnlisted ? { linkUnlisted: true } : {}),
      collapsed: item.collapsed,
      collapsible: item.collapsible,
      ...extras(item),
      // With no child to show, Docusaurus renders the category as its link, or not at all.
      items: item.items.some((child) => isVisibleItem(child, active)) ? children : [],
    };
  });
}
