/**
 * Docusaurus' class names of the engine's parts (theme-classic 3.x and Infima), which an imported
 * site's markup carries beside the engine's (lib/shared/theme-classes.ts): plain data, also read by
 * the ports its components import (plugins/docusaurus/components/Admonition.tsx, CodeBlock.tsx).
 */
import type { ThemeClassNames } from '../../lib/api/shared';

/** theme-classic's IconExternalLink's drawing (its 3.x sprite's symbol, inlineSvgSprites.ts, draws the same). */
const EXTERNAL_LINK_PATH = 'M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z';

/** theme-classic's DocSidebar/Desktop/Content and DocSidebarItem markup, drawn by Infima's `menu` alone. */
const SIDEBAR = {
  nav: 'menu thin-scrollbar',
  rootList: 'theme-doc-sidebar-menu menu__list',
  list: 'menu__list',
  linkItem: 'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-{level} menu__list-item',
  // DocSidebarItem/Html: a link entry's classes but Infima's, which only `defaultStyle` adds, with its
  // module's padding (`menuHtmlItem`, the name its hashed class starts with: ./styles/sidebar-item.css).
  htmlItem: 'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-{level}',
  htmlItemDefault: 'menuHtmlItem menu__list-item',
  categoryItem: 'theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-{level} menu__list-item',
  collapsedItem: 'menu__list-item--collapsed',
  link: 'menu__link',
  activeLink: 'menu__link--active',
  // DocSidebarItem/Category: `menu__link--active` on the label of each category holding the page, and the
  // collapsible row `--active` where the category's own page is the page.
  activeCategory: 'menu__link--active',
  currentCategoryRow: 'menu__list-item-collapsible--active',
  categoryLink: 'menu__link--sublist',
  categoryButton: 'menu__link menu__link--sublist',
  // Infima draws the caret of a category without a page in its label (menu__link--sublist-caret).
  collapsibleButton: 'menu__link--sublist-caret',
  caretInLabel: true,
  // DocSidebarItem/Category's label without a page: `<a role="button">` (a site's CSS selects it).
  labelLink: true,
  categoryRow: 'menu__list-item-collapsible',
  caret: 'clean-btn menu__caret',
  // DocSidebarItem/Link's link that leaves the site: its module's class and theme-classic's IconExternalLink after
  // the label (2.x draws the path, 3.x the same path by its sprite; the module's names: ./styles/sidebar-item.css).
  externalLink: 'menuExternalLink',
  externalMark: `<svg width="13.5" height="13.5" aria-hidden="true" viewBox="0 0 24 24" class="iconExternalLink"><path fill="currentColor" d="${EXTERNAL_LINK_PATH}"></path></svg>`,
  // The engine's sidebar look; the behaviour's hooks (menu-category, -row, -items) stay.
  drops: ['menu-list', 'menu-root', 'menu-item', 'menu-link', 'menu-link-active', 'menu-category-label', 'collapsed', 'menu-html', 'menu-html-default'],
} as const;

/** Infima's alert colour of each admonition type, as Docusaurus' admonitions carry it (and plugins/docusaurus/components/Admonition.tsx draws them). */
export const ALERT_OF: Record<string, string> = { note: 'secondary', tip: 'success', info: 'info', warning: 'warning', caution: 'warning', danger: 'danger' };

/** The engine's class of each part → Docusaurus' classes of the same element (theme-classic 3.x, Infima). */
const PARTS: Record<string, string> = {
  navbar: 'navbar--fixed-top',
  // theme-classic's Layout: the element between navbar and footer, which a site's CSS styles (theme-common's ThemeClassNames.wrapper.main, layout.main.container).
  'page-main': 'main-wrapper theme-layout-main',
  // theme-classic's DocRoot/Layout/Sidebar: the docs sidebar's column (ThemeClassNames.docs.docSidebarContainer), which a site's CSS styles.
  'docs-sidebar-column': 'theme-doc-sidebar-container',
  'navbar-dark': 'navbar--dark',
  'navbar-primary': 'navbar--primary',
  'navbar-inner': 'navbar__inner',
  'navbar-logo': 'navbar__brand',
  // theme-classic's Logo: the image in its box (LogoThemedImage's imageClassName), which Infima and a site's CSS size.
  'navbar-logo-image': 'navbar__logo',
  'navbar-brand-suffix': 'navbar__title text--truncate',
  'navbar-items': 'navbar__items',
  'navbar-right': 'navbar__items--right',
  'nav-item-link': 'navbar__item navbar__link',
  'nav-item-link-active': 'navbar__link--active',
  'navbar-html': 'navbar__item',
  'color-mode-toggle': 'clean-btn',
  // Navbar/Content's class of the colour-mode switch, which its module hides on phones (./styles/navbar.css).
  'color-mode-item': 'colorModeToggle',
  // The drawer's links as theme-classic's NavbarItem draws them with `mobile` (Navbar/MobileSidebar/PrimaryMenu):
  // Infima's menu, so a site's `.menu__link--active` rule reaches them as under Docusaurus.
  'mobile-nav-list': 'menu__list',
  'mobile-nav-item': 'menu__list-item',
  'mobile-nav-link': 'menu__link',
  'mobile-nav-link-active': 'menu__link--active',
  // (TOCItems' default list classes, on the desktop TOC and the phone's alike; the border is ./styles/doc-item.css's.)
  'toc-list': 'table-of-contents table-of-contents__left-border',
  'toc-link': 'table-of-contents__link',
  // (The desktop column's links only: theme-classic's TOC hands TOCItems this class, its phone list not.)
  'toc-column-link': 'toc-highlight',
  'toc-link-active': 'table-of-contents__link--active',
  // theme-classic's TOCCollapsible, as DocItem/Layout places it (its look: ./styles/doc-item.css).
  'toc-mobile': 'theme-doc-toc-mobile',
  // theme-classic's TOC: the desktop column's sticky box scrolls with Infima's thin scrollbar, named for sites as the desktop TOC.
  'toc-sticky': 'thin-scrollbar theme-doc-toc-desktop',
  'toc-mobile-toggle': 'clean-btn',
  breadcrumbs: 'theme-doc-breadcrumbs',
  // theme-classic's DocVersionBadge: Infima's secondary badge, its words whole on a phone too.
  'version-badge': 'theme-doc-version-badge badge badge--secondary',
  // theme-classic's DocBreadcrumbs: Infima's list, items and links; the current item `--active`.
  'breadcrumbs-list': 'breadcrumbs',
  'breadcrumbs-item': 'breadcrumbs__item',
  'breadcrumbs-item-current': 'breadcrumbs__item--active',
  'breadcrumbs-link': 'breadcrumbs__link',
  // theme-classic's DocItem/Footer edit-meta row: its edit link and last update, as a site's CSS names them (a blog post's keeps the engine's).
  'doc-meta': 'theme-doc-footer-edit-meta-row',
  // (A Markdown page's, as theme-classic's MDXPage places its EditMetaRow.)
  'page-meta': 'margin-top--sm theme-pages-footer-edit-meta-row',
  'edit-link': 'theme-edit-this-page',
  'last-updated': 'theme-last-updated',
  'doc-pagination': 'pagination-nav docusaurus-mt-lg',
  'doc-pagination-prev': 'pagination-nav__link pagination-nav__link--prev',
  'doc-pagination-next': 'pagination-nav__link pagination-nav__link--next',
  // theme-classic's `.markdown`: the doc's title and content (DocItem/Content), a post's content (BlogPostItem/Content)
  // on its page and in the engine's post item of a list (a site's own item draws its own); a site's
  // `.markdown h1:first-child` and `.markdown > h2` find what they were written for.
  // theme-classic's DocItem/Layout keeps the doc's column at 75 % unless the front matter hides the TOC, whether or not
  // it lists anything (its module's `docItemCol`: ./styles/doc-item.css).
  'toc-column-kept': 'docItemCol',
  // DocRoot/Layout/Main's box around a doc (and a generated index): Infima's container, which a site's `.container` rules reach (./styles/doc-item.css).
  'doc-layout': 'container padding-top--md padding-bottom--lg',
  'doc-markdown': 'theme-doc-markdown markdown',
  'article-body': 'markdown',
  // (A doc's: DocItem/Content's element is `theme-doc-markdown markdown`, whose children a site's `.theme-doc-markdown > table` selects.)
  'doc-article-body': 'theme-doc-markdown',
  'blog-post-body': 'markdown',
  'post-item-content': 'markdown',
  'footer-inner': 'footer__links',
  'footer-column': 'footer__col',
  'footer-title': 'footer__title',
  'footer-links': 'footer__items',
  'footer-link': 'footer__link-item',
  'footer-copyright': 'footer__copyright',
  'code-block': 'theme-code-block',
  admonition: 'theme-admonition alert',
  ...Object.fromEntries(Object.entries(ALERT_OF).map(([type, alert]) => [`admonition-${type}`, `theme-admonition-${type} alert--${alert}`])),
};

/** The engine's looks Infima draws instead: its article typography (Infima's `.markdown`), its breadcrumb trail (Infima's `.breadcrumbs`), its version badge (Infima's `.badge`) and the drawer's links (Infima's `.menu__link`). */
const DROPS = ['article-prose', 'breadcrumbs-list', 'version-badge', 'version-badge-prefix', 'mobile-nav-link', 'mobile-nav-link-active'];

// (theme-common's useTOCHighlight: no entry is current until a heading reaches the viewport's top half.)
// (react-router's NavLink, which theme-classic's navbar links are, marks the active one `aria-current="page"`.)
export const DOCUSAURUS_THEME_CLASSES: ThemeClassNames = {
  sidebar: SIDEBAR,
  parts: PARTS,
  drops: DROPS,
  tocHighlight: 'top-half',
  navCurrent: 'page',
  // (theme-classic's DocItem/Content: `<header><h1>` for the title the content lacks.)
  docTitleHeader: true,
  // (theme-classic's NavbarContentLayout: two `div.navbar__items`, each item a child of its own.)
  navbarGroups: 'div',
  // (Infima's: no font for a button, no height for an image, the browser's focus ring.)
  ownElementDefaults: true,
  // (core's client root, `<div id="__docusaurus">` around the page, which a site's CSS may style.)
  rootId: '__docusaurus',
  // theme-classic's Heading: `anchor` and its module's class (which keeps a heading a link lands on clear of the navbar:
  // ./styles/heading.css), a zero-width space the theme's CSS draws a # before, its label its title too; 3.10 on, translate="no".
  headingAnchor: { headingClass: 'anchor anchorWithStickyNavbar', text: '\u200b', noTranslate: true },
  // theme-classic's MDXComponents/Img: its height follows its width (../styles/mdx-img.css), as on the page Docusaurus builds.
  markdownImage: 'mdx-img',
  // theme-classic's MDXComponents has no table: the element alone, which Infima's `table { display: block; overflow: auto }` scrolls.
  markdownTable: 'bare',
};
