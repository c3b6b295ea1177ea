/**
 * The engine's places (lib/plugins/places.ts) and the Docusaurus theme component that draws in each:
 * one table, read both ways. The registry's `places` (../site-components/registry-code.ts) is the
 * site's compiled parts (../site-components/theme-parts.ts) by place; around a part, the place the
 * engine names is its Docusaurus name again (../components/place-provider.tsx), which the room's
 * components read (`useLayoutPart().part`: ../components/OriginalPart.tsx, FrameParts.tsx).
 * Docusaurus' parts without a place of the engine's (the sidebar's entries, `DocSidebar`, `CodeBlock`,
 * `MDXComponents/Details`) are the room's own: its code reads them from the registry's `themeParts`.
 */
import type { Place } from '../../../lib/api/plugins';
import type { ThemePart } from '../site-components/theme-parts';

export const PLACE_PARTS = {
  /** `Root`, ejected or wrapped: around every page, as Docusaurus renders it around the app. */
  'page-root': 'Root',
  /** The site's ejected `Layout`, which places the engine's announcement bar, navbar and footer where its `@theme/…` imports of them stand (../components/FrameParts.tsx). */
  'page-frame': 'Layout',
  /** `DocRoot` (2.x: `DocPage`), with the route components around it the site changes: the docs' whole frame around each docs page (../site-components/doc-root.ts). */
  'doc-root': 'DocRoot',
  /** `DocRoot/Layout/Main` (2.x: `DocPage/Layout/Main`), ejected or wrapped, around each doc page (../site-components/docs-main.ts). */
  'docs-main': 'DocRoot/Layout/Main',
  /** `SkipToContent`, swizzled: the page's skip link, first in the page (../components/FrameParts.tsx places the engine's in a site's frame). */
  'skip-link': 'SkipToContent',
  /** `AnnouncementBar`, replaced or wrapped: it renders even without the config's announcement (its own content). */
  announcement: 'AnnouncementBar',
  /** `Navbar`, the site's or the installed theme's where the site swizzled a module in its tree (../site-components/navbar-place.ts). */
  navbar: 'Navbar',
  /** `NavbarItem/DropdownNavbarItem`: the theme's markup and behaviour (../components/NavbarDropdownPart.tsx). */
  'navbar-dropdown': 'NavbarItem/DropdownNavbarItem',
  /** `Icon/ExternalLink`, the theme's own where it has one. */
  'external-link-icon': 'Icon/ExternalLink',
  /** `SearchBar`: a wrapper of the engine's search box, or a search of the site's own (a local search's, DocSearch's). */
  'search-box': 'SearchBar',
  /** `Navbar/MobileSidebar/Toggle`: the theme's hamburger. */
  'phone-menu-toggle': 'Navbar/MobileSidebar/Toggle',
  /** `Navbar/ColorModeToggle`: the theme's switch (its icons and, from 3.8, its third choice). */
  'colour-mode-toggle': 'Navbar/ColorModeToggle',
  /** `Navbar/MobileSidebar/Header`: the drawer's logo, switch and close button. */
  'phone-menu-header': 'Navbar/MobileSidebar/Header',
  /** `Navbar/MobileSidebar`: the drawer's two panels, laid out by the theme's `Navbar/MobileSidebar/Layout` (../components/MobileSidebarPanels.tsx). */
  'phone-menu': 'Navbar/MobileSidebar',
  /** `Footer`, the site's (ejected or wrapped), else the room's port of Docusaurus' (`@theme-original/Footer`). */
  footer: 'Footer',
  /** `BackToTopButton`, which Docusaurus' `DocRoot/Layout` draws first on every docs route. */
  'back-to-top': 'BackToTopButton',
  /** `NotFound`: the whole not-found page (its `Layout` is the engine's shell around it). */
  'not-found-page': 'NotFound',
  /** `NotFound/Content`, the site's or theme-classic's own: it draws the page's `<main>` in its Layout's wrapper. */
  'not-found-content': 'NotFound/Content',
  /** `SearchPage`: a wrapper of the engine's, or a search page of the site's own. */
  'search-page': 'SearchPage',
  /** `DocSidebar/Desktop/Content`, wrapped: its `@theme-original` is the engine's list (../components/DocSidebarDesktopContent.tsx). */
  'sidebar-content': 'DocSidebar/Desktop/Content',
  /** `DocSidebar/Desktop/CollapseButton`, the site's or the installed theme's (../components/CollapseButtonPart.tsx). */
  'sidebar-collapse-button': 'DocSidebar/Desktop/CollapseButton',
  /** `DocRoot/Layout/Sidebar/ExpandButton` (2.x: `DocPage/…`): the strip of a hidden sidebar (../site-components/doc-sidebar-place.ts). */
  'sidebar-expand-strip': 'DocRoot/Layout/Sidebar/ExpandButton',
  /** `TOCCollapsible`, wrapped: the TOC above a doc on a phone. */
  'toc-phone': 'TOCCollapsible',
  /** `DocVersionBanner`, which Docusaurus renders on every docs page (../components/DocVersionBannerPart.tsx). */
  'doc-version-banner': 'DocVersionBanner',
  /** `DocPaginator`, as Docusaurus' `DocItem/Paginator` and a category's generated index draw it (../components/DocPaginatorPart.tsx). */
  'doc-paginator': 'DocPaginator',
  /** `EditMetaRow` (3.5+; DocItem/Footer's row before), as DocItem/Footer and MDXPage draw it (../components/EditMetaRowPart.tsx). */
  'edit-meta-row': 'EditMetaRow',
  /** `DocItem/Footer`, as theme-classic's DocItem/Content draws it below a doc (../components/DocFooterPart.tsx). */
  'doc-footer': 'DocItem/Footer',
  /** `DocItem`, where a docs instance names its own or the site swizzles a part of it (../site-components/doc-item.ts). */
  'doc-item': 'DocItem',
  /** `MDXContent`, ejected or wrapped, around each page's content. */
  'article-content': 'MDXContent',
  /** `DocCardList` (a page's `<DocCardList />`, a category's generated page): ../components/DocCardListPart.tsx. */
  'doc-card-list': 'DocCardList',
  /** `DocCard` (a page's `<DocCard item={…} />`): ../components/DocCardPart.tsx. */
  'doc-card': 'DocCard',
  /** `BlogLayout`: every page of the blog but a post's (../site-components/blog-places.ts). */
  'blog-layout': 'BlogLayout',
  /** `BlogPostPage`: a post's route (../site-components/blog-places.ts). */
  'blog-post-page': 'BlogPostPage',
  /** `BlogPostItem`: a post, on its page and, without `BlogPostItems`, in a list. */
  'blog-post-item': 'BlogPostItem',
  /** `BlogPostItems`: a list page's posts. */
  'blog-post-items': 'BlogPostItems',
  /** `BlogListPaginator`, drawn on every list page as Docusaurus' `BlogListPage` draws it (../components/BlogListPaginator.tsx). */
  'blog-list-paginator': 'BlogListPaginator',
  /** `BlogPostPaginator`, handed the newer and the older post as Docusaurus' `BlogPostPage` hands it them (../components/BlogPostPaginator.tsx). */
  'blog-post-paginator': 'BlogPostPaginator',
  /** The blog's other pages, each whole, as its routes render them (../site-components/blog-places.ts). */
  'blog-list-page': 'BlogListPage',
  'blog-tags-page': 'BlogTagsListPage',
  'blog-tag-page': 'BlogTagsPostsPage',
  'blog-archive-page': 'BlogArchivePage',
  'blog-authors-page': 'Blog/Pages/BlogAuthorsListPage',
  'blog-author-page': 'Blog/Pages/BlogAuthorsPostsPage',
  /** The docs' pages other than a doc's, each whole (../site-components/docs-pages.ts). */
  'doc-tags-page': 'DocTagsListPage',
  'doc-tag-page': 'DocTagDocListPage',
  'doc-category-page': 'DocCategoryGeneratedIndexPage',
  /** `MDXPage`: a Markdown page of the pages folder, whole (../site-components/mdx-page.ts). */
  'mdx-page': 'MDXPage',
} as const satisfies Record<Place, ThemePart>;

/** The Docusaurus part that draws in a place. */
export const partOfPlace = (place: Place): ThemePart => PLACE_PARTS[place];

const PLACE_OF_PART: ReadonlyMap<string, Place> = new Map(Object.entries(PLACE_PARTS).map(([place, part]) => [part, place as Place]));

/** The engine's place a Docusaurus part draws in, where it has one. */
export const placeOfPart = (part: string): Place | undefined => PLACE_OF_PART.get(part);
