/**
 * The places of the engine's page where a theme layer may draw instead of the engine (or around it):
 * components/layout/WrappedPart.tsx draws a layer's component in its place, handed the engine's own
 * there as its original; a few places (a doc page's item, the blog's posts and layout) the engine hands
 * the layer through LayoutPartProvider itself. The site's registry (`docs-site-components`) exports the
 * layer's components by place (`places`); a theme layer says which of its components draws each
 * (the Docusaurus room: plugins/docusaurus/shared/places.ts).
 */
export type Place =
  /** Around the whole page, inside the document (a site's providers). */
  | 'page-root'
  /** The page's frame: the announcement, the navbar and the footer around the page, placed by the layer. */
  | 'page-frame'
  /** The docs' main column, around a doc's or a category's page. */
  | 'docs-main'
  /** The docs' whole frame of a doc's or a category's page, its sidebar and main column, drawn by the layer around the page (LayoutPartProvider's `docRoot`). */
  | 'doc-root'
  /** The link that skips to the page's main content, first in the page. */
  | 'skip-link'
  /** The announcement bar above the navbar. */
  | 'announcement'
  /** The navbar. */
  | 'navbar'
  /** A dropdown of the navbar (a config's, the versions', the locales'). */
  | 'navbar-dropdown'
  /** The mark after a navbar link to another site. */
  | 'external-link-icon'
  /** The navbar's (and the sidebar's) search box. */
  | 'search-box'
  /** The phone's menu button, which opens the drawer. */
  | 'phone-menu-toggle'
  /** The navbar's colour-mode switch. */
  | 'colour-mode-toggle'
  /** The drawer's header on a phone (its close button). */
  | 'phone-menu-header'
  /** The drawer's panels on a phone: the navbar's links and the page's sidebar. */
  | 'phone-menu'
  /** The page's footer. */
  | 'footer'
  /** The button that takes a docs page back to its top, first in the docs' frame. */
  | 'back-to-top'
  /** The not-found page, in the shell. */
  | 'not-found-page'
  /** The not-found page's content. */
  | 'not-found-content'
  /** The search page, in the shell. */
  | 'search-page'
  /** The docs sidebar's list. */
  | 'sidebar-content'
  /** A hideable sidebar's collapse button. */
  | 'sidebar-collapse-button'
  /** The strip a hidden sidebar leaves, which shows it again. */
  | 'sidebar-expand-strip'
  /** A doc page's table of contents on a phone (the collapsible list above the article). */
  | 'toc-phone'
  /** An unreleased or unmaintained docs version's banner (on every docs page, drawing nothing for a version without one). */
  | 'doc-version-banner'
  /** The docs' previous and next links. */
  | 'doc-paginator'
  /** A doc's or a Markdown page's edit link and last update, below its article. */
  | 'edit-meta-row'
  /** A doc's footer: its tags, edit link and last update. */
  | 'doc-footer'
  /** A doc page's article and its parts, arranged by the layer (LayoutPartProvider's `doc`). */
  | 'doc-item'
  /** A page's content, around the rendered body. */
  | 'article-content'
  /** A page's card list (a category's generated page's too). */
  | 'doc-card-list'
  /** A card of a page's card list. */
  | 'doc-card'
  /** A blog page other than a post's, around the engine's content (LayoutPartProvider's `blog`). */
  | 'blog-layout'
  /** A blog post's own page (LayoutPartProvider's `blog`, the engine's page as its original). */
  | 'blog-post-page'
  /** A blog post, on its page or in a list (LayoutPartProvider's `blog`). */
  | 'blog-post-item'
  /** A blog list's posts, together (LayoutPartProvider's `blog`). */
  | 'blog-post-items'
  /** A blog list page's links to the next and previous pages. */
  | 'blog-list-paginator'
  /** A blog post's links to the newer and older posts. */
  | 'blog-post-paginator'
  /** The blog's list page, whole (LayoutPartProvider's `blog`, with its `page`); so each of the next five. */
  | 'blog-list-page'
  /** The blog's page of all tags. */
  | 'blog-tags-page'
  /** A tag's page of posts. */
  | 'blog-tag-page'
  /** The blog's archive. */
  | 'blog-archive-page'
  /** The blog's page of authors. */
  | 'blog-authors-page'
  /** An author's page of posts. */
  | 'blog-author-page'
  /** A docs version's page of all tags, whole (LayoutPartProvider's `docsPage`); so each of the next two. */
  | 'doc-tags-page'
  /** A docs tag's page of docs. */
  | 'doc-tag-page'
  /** A category's generated page, in the docs' frame. */
  | 'doc-category-page'
  /** A Markdown page of the pages folder, whole (LayoutPartProvider's `mdxPage`). */
  | 'mdx-page';
