/**
 * Class names a theme layer adds to the engine's markup (a plugin's `themeClasses`,
 * lib/plugins/types.ts), for a site whose CSS is written against another theme's markup (an imported
 * Docusaurus site's: Infima's and theme-classic's names). The engine's own theme has none. Parts are
 * named by the engine's own class of the element: each engine class brings the layer's for it, after
 * the engine's.
 */
import type { SidebarClassNames } from './sidebar-html';

export interface ThemeClassNames {
  /** The sidebar's markup (lib/shared/sidebar-html.ts), whose carets differ by theme. */
  sidebar?: SidebarClassNames;
  /** Engine class → the layer's classes for that element. */
  parts?: Readonly<Record<string, string>>;
  /**
   * Part → the layer's classes written first on that element, before the engine's (partClass): where
   * the layer's theme writes them first, a site's `[class^=…]` selector finds them, as it does there.
   */
  leading?: Readonly<Record<string, string>>;
  /**
   * Engine classes the layer leaves off its elements: the engine's own look of them is not the layer's
   * (its article typography, `article-prose`; its breadcrumb trail). Their parts' classes still come.
   */
  drops?: readonly string[];
  /**
   * Which TOC entry is current: the engine's rule marks the last heading that passed under the navbar
   * (the first before any); `top-half` marks the first heading below the navbar while it is in the
   * viewport's top half, else the one before it, and none above the first.
   */
  tocHighlight?: 'top-half';
  /**
   * The `aria-current` of an active navbar link: the engine's `true` (the link holds the page, it is not
   * the page), or `page`, as a theme writes it whose site's CSS selects it (Docusaurus' NavLink).
   */
  navCurrent?: 'page';
  /**
   * The navbar's two groups of items as the layer's theme draws them: `div`, elements whose children
   * are the items themselves (a site's CSS selects them so: `.navbar__items > div`), where the engine's
   * are lists with an item in each list item.
   */
  navbarGroups?: 'div';
  /**
   * A doc's title that its content does not write (the engine draws it from the front matter) stands in
   * a `<header>`, as the layer's theme draws it (theme-classic's DocItem/Content): a site's CSS may select it there.
   */
  docTitleHeader?: true;
  /**
   * The layer's stylesheet gives the HTML elements their defaults itself (Infima's): the engine's own
   * (a button's inherited font and colour, an image's automatic height, the focus ring) are left off
   * (app/styles/base.css), so what the layer leaves unset, as a site's bare button, keeps the browser's.
   */
  ownElementDefaults?: true;
  /**
   * The id of the page's root element in the layer's theme (Docusaurus' `__docusaurus`, the element
   * around its whole page): the body carries it, the engine's box around the whole page, so a site's
   * rule for that element (`#__docusaurus { padding-top: … }` under a fixed navbar) applies.
   */
  rootId?: string;
  /**
   * The classes of an image a page's Markdown draws (not one its JSX writes), as the layer's theme
   * renders Markdown's images through a component of its own (theme-classic's MDXComponents/Img).
   */
  markdownImage?: string;
  /**
   * A Markdown table as the layer's theme renders it: `bare`, the element alone, which the layer's CSS
   * lets scroll (theme-classic's MDXComponents has no table, and Infima's `table` scrolls), where the
   * engine wraps it in its own scroller.
   */
  markdownTable?: 'bare';
  /**
   * A heading's link to itself as the layer's theme draws it, in place of the engine's `#` link
   * named by the heading's whole text: the heading's classes (which may also keep it clear of the
   * navbar when a link lands on it), the link's content (the layer's CSS may draw the mark), its
   * label as its title too, and the heading named by its text only where that is plain text, else
   * by its id.
   */
  headingAnchor?: {
    headingClass: string;
    text: string;
    /** The link is not for the reader's translation tool (`translate="no"`). */
    noTranslate?: true;
  };
}

/** An element's class attribute: the engine's `names` (falsy ones left out), then the layer's for each of them. */
export function themed(theme: ThemeClassNames | undefined, ...names: (string | false | null | undefined)[]): string {
  const own = names.filter((n): n is string => !!n).flatMap((n) => n.split(' '));
  const extra = theme?.parts ? own.flatMap((n) => theme.parts?.[n] ?? []) : [];
  const kept = theme?.drops ? own.filter((n) => !theme.drops!.includes(n)) : own;
  return [...kept, ...extra].join(' ');
}

/**
 * The class attribute of the element of `part`, whose engine classes are `own`: the layer's leading
 * classes of the part, the engine's, then the layer's others of the part (`own` itself brings none).
 */
export function partClass(theme: ThemeClassNames | undefined, part: string, own: string): string {
  return [theme?.leading?.[part], own, theme?.parts?.[part]].filter(Boolean).join(' ');
}

/** What a site adds to its theme layer's classes (withSiteClasses). */
export type SiteClassNames = Pick<ThemeClassNames, 'parts' | 'leading' | 'sidebar'>;

/**
 * Classes a site adds to its theme layer's (its own, as the layer's theme names them for it: hashed
 * module classes): each part's after the layer's, its leading classes beside the layer's, its
 * sidebar's where the layer has none.
 */
export function withSiteClasses(theme: ThemeClassNames | undefined, site: SiteClassNames): ThemeClassNames | undefined {
  if (!theme || (!site.parts && !site.leading && !site.sidebar)) return theme;
  const parts: Record<string, string> = { ...theme.parts };
  for (const [part, names] of Object.entries(site.parts ?? {})) parts[part] = [parts[part], names].filter(Boolean).join(' ');
  return {
    ...theme,
    parts,
    leading: { ...theme.leading, ...site.leading },
    ...(site.sidebar ? { sidebar: { ...site.sidebar, ...theme.sidebar } } : {}),
  };
}

/**
 * The class attribute of an element the engine's own theme does not dress (no engine class is written
 * for it): the layer's classes, or no attribute (nor a prop in the page's payload).
 */
export function layerOnly(theme: ThemeClassNames | undefined, part: string): { className?: string } {
  const names = theme?.parts?.[part];
  return names ? { className: names } : {};
}
