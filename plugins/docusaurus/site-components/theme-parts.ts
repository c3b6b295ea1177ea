/**
 * The site's `src/theme/<Name>` parts the engine renders in its own page frame:
 * - wrap-swizzles of a layout part (one that imports `@theme-original/<Name>` adds to the part
 *   rather than replacing it): the wrapper renders in the engine's part's place, and
 *   `@theme-original/<Name>` there is the engine's part (plugins/docusaurus/components/); a replaced
 *   not-found page or its content, or announcement bar, renders there too; where the site has no bar of
 *   its own and its config has one, the installed theme's AnnouncementBar is drawn;
 * - a doc page's item (./doc-item.ts), where a docs instance names its own or the site swizzles a part of it;
 * - the site's `Root` (ejected or wrapped), around every page, as Docusaurus renders it around the app;
 * - the site's ejected `Layout` (one that does not wrap `@theme-original/Layout`): the page frame,
 *   which places the engine's announcement bar, navbar and footer where its `@theme/…` imports of
 *   them stand (../components/FrameParts.tsx), around the page;
 * - the site's `MDXContent` (ejected or wrapped), around each page's content (the engine's: its children);
 * - the site's `Navbar`, or the installed theme's where the site swizzled a module in its tree (./navbar-place.ts);
 * - the blog's pages and posts (`BlogPostPage`, `BlogPostItem`, `BlogPostItems`, `BlogLayout`), the same way (./blog-places.ts);
 * - the pages' fenced code blocks, the same way (`CodeBlock`: ./code-block-place.ts);
 * - the pages' details, where the site swizzles `Details` or `MDXComponents/Details` (./details-place.ts);
 * - the docs' main column, ejected or wrapped, around each doc page (./docs-main.ts);
 * - the navbar's dropdowns, where the config's navbar has any: the theme's markup and behaviour (../components/NavbarDropdownPart.tsx);
 * - a page's card list and card, and a category's generated page's list, always: the theme's markup (../components/DocCardListPart.tsx);
 * - a hideable sidebar's collapse button, the site's or the installed theme's (../components/CollapseButtonPart.tsx);
 * - an unreleased or unmaintained docs version's banner, and the docs' and the blog's previous and next links, always:
 *   the theme's markup and words (../components/DocVersionBannerPart.tsx, DocPaginatorPart.tsx, BlogPostPaginator.tsx,
 *   BlogListPaginator.tsx), the site's swizzles of them and of their PaginatorNavLink drawn there;
 * - a doc's and a Markdown page's edit link and last update, always: the theme's row (../components/EditMetaRowPart.tsx),
 *   a doc's in its footer with its tags (../components/DocFooterPart.tsx);
 * - the docs' sidebar: the site's `DocSidebar`, or the installed theme's where the site swizzled a module in its tree (./doc-sidebar-place.ts);
 * - the docs' whole frame (`DocRoot`, 2.x `DocPage`, and the route components around it), where the site or a docs instance changes it (./doc-root.ts);
 * - the footer, always: the site's `Footer` where it has one (ejected or wrapped), else the engine's
 *   port of Docusaurus' (`@theme-original/Footer`), drawn from the config's footer through its parts;
 * - the docs routes' back-to-top button, always: the site's `BackToTopButton`, else the installed
 *   theme's, else the engine's port;
 * - the sidebar's entries (`DocSidebarItem/Category` …), ejected or wrapped: a site that has one
 *   gets its sidebar rendered by React through Docusaurus' item components, the engine's where the
 *   site has none (plugins/docusaurus/components/sidebar/), instead of the engine's string sidebar.
 */
import fs from 'node:fs';
import path from 'node:path';
import { asModule, importsOriginal } from './resolve';
import { DOCSEARCH_PARTS, isDocSearchThemeFile, ORIGINAL_PARTS } from '../shared/layout-parts';
import { SIDEBAR_ITEM_PARTS, type SidebarItemPart } from '../shared/prop-sidebar';
import { DOC_ITEM_PART, drawsDocItems } from './doc-item';
import { installedAliases, pluginThemeDirs, type ThemeAliases } from './theme-aliases';
import { isWithin } from '../../../lib/api/content';
import { navbarPart } from './navbar-place';
import { blogParts, type BlogPlace } from './blog-places';
import { docsPageParts, type DocsPage } from './docs-pages';
import { mdxPageParts, type MDX_PAGE } from './mdx-page';
import { docRootParts, type DOC_ROOT } from './doc-root';
import { CODE_BLOCK_MODULE, codeBlockSwizzles } from './code-block-place';
import { usesLiveCodeBlock } from '../live-codeblock';
import { docsMainSwizzle } from './docs-main';
import { docSidebarParts, type EXPAND_BUTTON } from './doc-sidebar-place';
import { siteThemePath } from './site-src';
import { DETAILS_MODULE, DETAILS_PART, detailsSwizzles } from './details-place';
import { ADMONITION_MODULE, ADMONITION_PART, admonitionSwizzles } from './admonition-place';

/** The layout parts a site may wrap: each has one place in the engine's page frame. */
export const WRAPPABLE_PARTS = ['DocSidebar/Desktop/Content', ...ORIGINAL_PARTS] as const;

/**
 * Of those, the parts a site may also replace, as Docusaurus renders its own in their place: the
 * not-found page (whose `Layout` is the engine's shell around it) and its content, the announcement
 * bar, the search bar and the search page need nothing of the engine's (a replaced search bar or page
 * is the site's own search, an Algolia DocSearch of its own making, say); the others read its TOC and doc.
 */
const REPLACEABLE_PARTS: readonly string[] = ['NotFound', 'NotFound/Content', 'AnnouncementBar', 'SearchBar', 'SearchPage'];

/** The navbar's colour-mode switch (components/layout/Navbar.tsx draws the engine's where a site has none). */
const COLOR_MODE_TOGGLE = 'Navbar/ColorModeToggle';

/** The mark of a navbar link to another site (components/layout/Navbar.tsx draws the engine's where a site has none). */
const EXTERNAL_LINK_ICON = 'Icon/ExternalLink';

/** The phone's hamburger and the drawer's header (logo, switch, close): components/layout/Navbar.tsx and SiteShell.tsx draw the engine's where a site has none. */
const MOBILE_SIDEBAR_PARTS = ['Navbar/MobileSidebar/Toggle', 'Navbar/MobileSidebar/Header'] as const;

/**
 * The round button that takes a doc page back to its top, which Docusaurus' DocRoot/Layout draws on every
 * docs route (components/layout/SiteShell.tsx docsRoute): the site's own, else the installed theme's, else the engine's port.
 */
const BACK_TO_TOP = 'BackToTopButton';

/** The drawer's two panels (the navbar's links, the page's sidebar), laid out by the theme's own Navbar/MobileSidebar/Layout. */
const MOBILE_SIDEBAR_PANELS = 'Navbar/MobileSidebar';
const PANELS_MODULE = path.join(process.cwd(), 'plugins/docusaurus/components/MobileSidebarPanels.tsx');

/** The bar's dropdowns (a config's, the versions', the locales'), in the theme's markup and behaviour, where the config's navbar has any. */
const NAVBAR_DROPDOWN = 'NavbarItem/DropdownNavbarItem';
const DROPDOWN_MODULE = path.join(process.cwd(), 'plugins/docusaurus/components/NavbarDropdownPart.tsx');
const DROPDOWN_TYPES = ['dropdown', 'docsVersionDropdown', 'localeDropdown'];

/** An unreleased or unmaintained docs version's banner, in the theme's markup and words. */
const VERSION_BANNER = 'DocVersionBanner';
const VERSION_BANNER_MODULE = path.join(process.cwd(), 'plugins/docusaurus/components/DocVersionBannerPart.tsx');
const VERSION_BANNER_HOST = path.join(process.cwd(), 'plugins/docusaurus/components/DocVersionBannerHost.tsx');

/** The docs' previous and next links, in the theme's markup. */
const DOC_PAGINATOR = 'DocPaginator';
const DOC_PAGINATOR_MODULE = path.join(process.cwd(), 'plugins/docusaurus/components/DocPaginatorPart.tsx');
const EDIT_META_ROW = 'EditMetaRow';
const EDIT_META_ROW_MODULE = path.join(process.cwd(), 'plugins/docusaurus/components/EditMetaRowPart.tsx');
const DOC_FOOTER = 'DocItem/Footer';
const DOC_FOOTER_MODULE = path.join(process.cwd(), 'plugins/docusaurus/components/DocFooterPart.tsx');

/** A page's card list and card (Docusaurus' `<DocCardList />`, `<DocCard />`, a category's generated page), in the theme's markup. */
const CARD_PARTS = {
  DocCardList: path.join(process.cwd(), 'plugins/docusaurus/components/DocCardListPart.tsx'),
  DocCard: path.join(process.cwd(), 'plugins/docusaurus/components/DocCardPart.tsx'),
} as const;

/** A hideable sidebar's collapse button, the theme's (the site's, else the installed theme's), where the site has one. */
const COLLAPSE_BUTTON = 'DocSidebar/Desktop/CollapseButton';
const COLLAPSE_BUTTON_MODULE = path.join(process.cwd(), 'plugins/docusaurus/components/CollapseButtonPart.tsx');

/** The blog's paginators, under a post and a list, whose links are the theme's PaginatorNavLink: the site's, else the installed theme's, else the room's port. */
const BLOG_PAGINATORS = {
  BlogPostPaginator: path.join(process.cwd(), 'plugins/docusaurus/components/BlogPostPaginator.tsx'),
  BlogListPaginator: path.join(process.cwd(), 'plugins/docusaurus/components/BlogListPaginator.tsx'),
} as const;

/** Whether the config's theme has an announcement bar (theme-classic's draws nothing without one). */
function hasAnnouncementBar(config: Record<string, unknown> | undefined): boolean {
  return Boolean((config?.themeConfig as { announcementBar?: unknown } | undefined)?.announcementBar);
}

/** Whether the config's navbar has a dropdown (by its type, or a typeless item with `items`, which Docusaurus reads as one). */
function hasNavbarDropdown(config: Record<string, unknown> | undefined): boolean {
  const themeConfig = config?.themeConfig as { navbar?: { items?: unknown } } | undefined;
  const items = Array.isArray(themeConfig?.navbar?.items) ? (themeConfig.navbar.items as Record<string, unknown>[]) : [];
  return items.some((i) => i && (DROPDOWN_TYPES.includes(String(i.type)) || (i.type === undefined && Array.isArray(i.items))));
}

export type ThemePart =
  | (typeof WRAPPABLE_PARTS)[number]
  | SidebarItemPart
  | BlogPlace
  | DocsPage
  | typeof MDX_PAGE
  | typeof DOC_ROOT
  | 'DocItem'
  | 'Footer'
  | 'Root'
  | 'Layout'
  | 'SkipToContent'
  | 'Navbar'
  | typeof COLOR_MODE_TOGGLE
  | typeof EXTERNAL_LINK_ICON
  | (typeof MOBILE_SIDEBAR_PARTS)[number]
  | typeof MOBILE_SIDEBAR_PANELS
  | typeof NAVBAR_DROPDOWN
  | typeof VERSION_BANNER
  | typeof DOC_PAGINATOR
  | typeof EDIT_META_ROW
  | typeof DOC_FOOTER
  | keyof typeof BLOG_PAGINATORS
  | keyof typeof CARD_PARTS
  | typeof COLLAPSE_BUTTON
  | 'CodeBlock'
  | typeof DETAILS_PART
  | typeof ADMONITION_PART
  | typeof BACK_TO_TOP
  | 'DocRoot/Layout/Main'
  | 'DocSidebar'
  | typeof EXPAND_BUTTON
  | 'MDXContent';

/**
 * A replaceable part a theme of the site's config gives (its getThemePath: a local search's
 * SearchBar and SearchPage), as Docusaurus' aliases resolve it after the site's own swizzles and
 * before the classic theme; not Docusaurus' own themes', which the engine stands in for, but for
 * DocSearch's search box and page (docSearchPart).
 */
function pluginThemePart(themeDirs: string[], aliases: ThemeAliases, part: string): string | undefined {
  const file = aliases.last.get(part);
  return file && isWithin(file, themeDirs) ? file : undefined;
}

/**
 * DocSearch's search box and search page, `@theme/SearchBar` and `@theme/SearchPage` of the installed
 * theme-search-algolia (which the classic preset adds for themeConfig.algolia): its button, keyboard
 * shortcut and modal, and its page at searchPagePath, are what the site's readers meet under
 * Docusaurus, so its own code draws them here too.
 */
function docSearchPart(aliases: ThemeAliases, part: string): string | undefined {
  const file = DOCSEARCH_PARTS.includes(part) ? aliases.last.get(part) : undefined;
  return file && isDocSearchThemeFile(file) ? file : undefined;
}

/**
 * The site's theme parts the engine renders: part → absolute module path (or the engine's module, by
 * its specifier). `config`: the site's docusaurus.config as data, whose docs instances may name their
 * own doc item.
 */
export function themeParts(siteRoot: string, config?: Record<string, unknown>): Partial<Record<ThemePart, string>> {
  const found: Partial<Record<ThemePart, string>> = {};
  const aliases = installedAliases(siteRoot, config);
  if (drawsDocItems(siteRoot, config, aliases)) found.DocItem = DOC_ITEM_PART;
  found.Footer = asModule(siteThemePath(siteRoot, 'Footer')) ?? '@theme-original/Footer';
  found[BACK_TO_TOP] = asModule(siteThemePath(siteRoot, BACK_TO_TOP)) ?? aliases.last.get(BACK_TO_TOP) ?? `@theme-original/${BACK_TO_TOP}`;
  const root = asModule(siteThemePath(siteRoot, 'Root'));
  if (root) found.Root = root;
  const layout = asModule(siteThemePath(siteRoot, 'Layout'));
  if (layout && !importsOriginal(fs.readFileSync(layout, 'utf8'), 'Layout')) found.Layout = layout;
  // (The site's own skip link, in place of the engine's: one link, the site's, as under Docusaurus.)
  const skipLink = asModule(siteThemePath(siteRoot, 'SkipToContent'));
  if (skipLink) found.SkipToContent = skipLink;
  const content = asModule(siteThemePath(siteRoot, 'MDXContent'));
  if (content) found.MDXContent = content;
  const navbar = navbarPart(siteRoot, aliases);
  if (navbar) found.Navbar = navbar;
  // The navbar's colour-mode switch, the theme's own (its icons, and from 3.8 its third choice, the system's mode):
  // about 3 KB gzipped on every page, as in Docusaurus' own bundle.
  // The phone's hamburger and drawer header, the theme's own too: its 30 px menu icon; its logo, switch and close
  // button atop the drawer, where Docusaurus moves the switch on phones (../styles/drawer.css).
  for (const part of [COLOR_MODE_TOGGLE, ...MOBILE_SIDEBAR_PARTS] as const) {
    const file = asModule(siteThemePath(siteRoot, part)) ?? (aliases.last.has(part) ? `@theme-original/${part}` : undefined);
    if (file) found[part] = file;
  }
  if (aliases.last.has(`${MOBILE_SIDEBAR_PANELS}/Layout`) && aliases.last.has(`${MOBILE_SIDEBAR_PANELS}/SecondaryMenu`))
    found[MOBILE_SIDEBAR_PANELS] = PANELS_MODULE;
  if (hasNavbarDropdown(config)) found[NAVBAR_DROPDOWN] = DROPDOWN_MODULE;
  // (Where the site swizzles the banner, a host draws its own on a category's page: a doc's item draws it on a doc page.
  // The paginator draws `@theme/DocPaginator` and its `@theme/PaginatorNavLink`, the site's where it has them.)
  found[VERSION_BANNER] = asModule(siteThemePath(siteRoot, VERSION_BANNER)) ? VERSION_BANNER_HOST : VERSION_BANNER_MODULE;
  found[DOC_PAGINATOR] = DOC_PAGINATOR_MODULE;
  // (It draws `@theme/EditMetaRow`: the site's, else the installed theme's, else the room's port.)
  found[EDIT_META_ROW] = EDIT_META_ROW_MODULE;
  found[DOC_FOOTER] = DOC_FOOTER_MODULE;
  // (Each draws `@theme/DocCardList` or `@theme/DocCard`: the site's, else the installed theme's, else the room's port.)
  Object.assign(found, CARD_PARTS);
  if (asModule(siteThemePath(siteRoot, COLLAPSE_BUTTON)) || aliases.last.has(COLLAPSE_BUTTON)) found[COLLAPSE_BUTTON] = COLLAPSE_BUTTON_MODULE;
  for (const [part, port] of Object.entries(BLOG_PAGINATORS) as [keyof typeof BLOG_PAGINATORS, string][])
    found[part] = asModule(siteThemePath(siteRoot, part)) ?? aliases.last.get(part) ?? port;
  // The navbar's external-link mark, the theme's own where it has one (3.7 on: a `<use>` of its sprite, ../importer/head-tags.ts).
  const external = asModule(siteThemePath(siteRoot, EXTERNAL_LINK_ICON)) ?? aliases.last.get(EXTERNAL_LINK_ICON);
  if (external) found[EXTERNAL_LINK_ICON] = external;
  Object.assign(found, blogParts(siteRoot, aliases, config));
  Object.assign(found, docsPageParts(siteRoot, aliases, config));
  Object.assign(found, mdxPageParts(siteRoot, aliases, config));
  Object.assign(found, docRootParts(siteRoot, aliases, config));
  if (codeBlockSwizzles(siteRoot, aliases, usesLiveCodeBlock(config)).length) found.CodeBlock = CODE_BLOCK_MODULE;
  if (detailsSwizzles(siteRoot).length) found[DETAILS_PART] = DETAILS_MODULE;
  if (admonitionSwizzles(siteRoot, aliases).length) found[ADMONITION_PART] = ADMONITION_MODULE;
  const docsMain = docsMainSwizzle(siteRoot, aliases);
  if (docsMain) found['DocRoot/Layout/Main'] = docsMain.file;
  Object.assign(found, docSidebarParts(siteRoot, aliases));
  const themeDirs = pluginThemeDirs(siteRoot);
  for (const part of WRAPPABLE_PARTS) {
    const file = asModule(siteThemePath(siteRoot, part));
    if (file && (REPLACEABLE_PARTS.includes(part) || importsOriginal(fs.readFileSync(file, 'utf8'), part))) found[part] = file;
    else if (!file && REPLACEABLE_PARTS.includes(part)) {
      const fromTheme = pluginThemePart(themeDirs, aliases, part) ?? docSearchPart(aliases, part);
      if (fromTheme) found[part] = fromTheme;
    }
  }
  // The announcement bar is the installed theme's where the site draws none and its config has one: theme-classic's
  // markup, CSS module and close button (the engine's bar is the port's look, ../styles/announcement.css).
  const installedBar = aliases.last.get('AnnouncementBar');
  if (!found.AnnouncementBar && installedBar && hasAnnouncementBar(config)) found.AnnouncementBar = installedBar;
  // The not-found page's content is the installed theme's own where the site draws neither (its words, in its container);
  // a theme before 3.0 has no NotFound/Content: its NotFound draws the whole page, its Layout the engine's shell.
  const notFoundContent = aliases.last.get('NotFound/Content');
  const notFoundPage = aliases.last.get('NotFound');
  if (!found.NotFound && !found['NotFound/Content'] && notFoundContent) found['NotFound/Content'] = notFoundContent;
  else if (!found.NotFound && !found['NotFound/Content'] && notFoundPage) found.NotFound = notFoundPage;
  for (const part of SIDEBAR_ITEM_PARTS) {
    const file = asModule(siteThemePath(siteRoot, part));
    if (file) found[part] = file;
  }
  // The list the sidebar starts from is then the engine's, compiled with the site's parts: the
  // engine's entries read the site's config, which only the bundle holds.
  // (So does a sidebar the site's code draws, or its docs frame: its entries are the engine's React ones.)
  if ((found.DocSidebar || found.DocRoot || SIDEBAR_ITEM_PARTS.some((part) => found[part])) && !found.DocSidebarItems)
    found.DocSidebarItems = '@theme-original/DocSidebarItems';
  return found;
}
