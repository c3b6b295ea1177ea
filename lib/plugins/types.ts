/**
 * The engine's one extension point. A product plugin (plugins/<name>/) adds to the engine what a
 * general docs site does not have — for vCluster: configuration references built from JSON
 * schemas, the in-browser validator, the CLI/API page generators and the checks of pages against
 * the product's data — and the engine knows it only through this interface. A site uses the
 * plugins its site.config.json names, among the AvailablePlugins it is handed; lib/plugins/engine.ts
 * says how.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { Heading, RootContent } from 'mdast';
import type { DocsClientData } from '../content/docs-client-data';
import type { CardListFacts, PageLink } from '../content/route-data';
import type { VersionLink } from '../content/routes';
import type { ContentIndex, DocRecord, SidebarItem, VersionRecord } from '../content/types';
import type { BlogAuthor } from '../blog/types';
import type { ThemeClassNames } from '../shared/theme-classes';
import type { PageImports } from '../mdx/page-imports';
import type { SiteConfig } from '../config/site-config';
import type { TableOfContents } from '../config/toc-levels';
import type { UncompiledCode } from '../site-modules/manifest';
import type { Place } from './places';
import type { PageHead, PageHeadTags } from '../content/page-head';

/**
 * A doc page's parts, each drawn by the engine, for a site component that arranges them itself (a
 * theme layer's in the `doc-item` place, given them through LayoutPartProvider's `doc`, with the engine's own
 * arrangement as `original`: a frame whose places, components/doc/FrameSlot.tsx, the component
 * fills); `meta` is what the parts show, as data.
 */
export interface DocItemParts {
  body: ReactNode;
  banner: ReactNode;
  breadcrumbs: ReactNode;
  /** The version badge and the page's actions, on one row. */
  header: ReactNode;
  /** Before the body inside the article: the search metadata and the title the body lacks. */
  head: ReactNode;
  tocMobile: ReactNode;
  tocDesktop: ReactNode;
  footer: ReactNode;
  paginator: ReactNode;
  /** The article element's attributes (classes, search markers). */
  article: Record<string, unknown>;
  meta: DocItemMeta;
}

export interface DocItemMeta {
  toc: { id: string; text: string; level: number }[];
  /** The title the content's own h1 gives (none: the frame shows the doc's title above the content). */
  contentTitle?: string;
  editUrl?: string;
  /** Seconds since the epoch. */
  lastUpdated?: number;
  /** Who last changed it, where its set shows it. */
  lastUpdateAuthor?: string;
  tags: { label: string; href: string }[];
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
  /** The trail to the page (its last entry the page itself); none where the set shows no breadcrumbs. */
  breadcrumbs?: { label: string; href?: string }[];
  /** What the site's plugins wrote for the page beyond these (DocRecord.pluginFacts). */
  pluginFacts?: Record<string, unknown>;
}

/** A TOC entry a component adds (the level is set by the engine: one below the heading above it). */
export interface PluginTocEntry {
  id: string;
  text: string;
}

/** An element of the exported HTML that starts a search record of its own (lib/output/search-index-builder). */
export interface SearchRecordRule {
  tag: string;
  /** A class the element has. */
  className: string;
  /** Class of the element's anchor link, whose aria-label ("Link to <title>") titles the record; the link's text is not indexed. */
  titleAnchorClass?: string;
}

/** One problem a build check found in a page. */
export interface PluginCheckIssue {
  file: string;
  line: number;
  message: string;
}

/** A check `npm run check` runs over the content tree (after the engine's own). */
export interface BuildCheck {
  name: string;
  /** Problems grouped by what was checked (e.g. "vcluster/0.27.0"); `only` narrows the run. */
  run(contentDir: string, only?: string[]): Map<string, PluginCheckIssue[]>;
}

/** What a site's own code decided of one blog post (DocsPlugin.blogPostRulings). */
export interface BlogPostRuling {
  /** Minutes, or null for none; absent: the engine's count, where the blog shows reading times. */
  readingTime?: number | null;
  unpublished?: true;
}

export interface DocsPlugin {
  /** The name a site's configuration uses for it ("plugins": ["vcluster"]). */
  name: string;
  /** MDX components the plugin provides (its React half, plugins/components.tsx): known to the checker. */
  componentNames: readonly string[];
  /** Of those, the ones that render plain markup (any behaviour attaches by delegation): no hydration needed. */
  markupOnlyComponents?: readonly string[];
  /** The engine's own components (`DocCardList`) whose place its theme layer draws with code of the site's bundle: a page using one hydrates. */
  themeDrawnComponents?: readonly string[];
  /** Of those, the ones whose element ids come from data, so the anchor check cannot know them. */
  openIdComponents?: readonly string[];
  /** TOC entries of one of its elements on a page of `version` of the site whose content is at `contentDir` (undefined: not the plugin's element). */
  tocEntries?(name: string, attrs: Record<string, string>, version: string, contentDir: string): PluginTocEntry[] | undefined;
  /**
   * A TOC entry's label as the plugin's theme writes it: HTML made from the heading (its inline code or
   * emphasis kept), drawn as markup in the TOC; undefined leaves the engine's plain text. It reads the
   * heading's Markdown when the plugin's stage has run, before the site's own remark plugins.
   */
  tocLabel?(heading: Heading): string | undefined;
  /**
   * What one of its elements that renders from data stands for in the page's Markdown export (the
   * .md file, llms-full.txt): Markdown nodes, or undefined for what it does not render (the element's
   * children then stay, as for any component).
   */
  elementMarkdown?(name: string, attrs: Record<string, string>, version: string, contentDir: string): RootContent[] | undefined;
  /** Elements of its rendered HTML that are search records of their own. */
  searchRecords?: readonly SearchRecordRule[];
  /**
   * Whether the doc at `relPath` (its source path in its version folder) is a reference page,
   * generated one per command or API resource: search ranks it below the guides for a query that
   * does not name it (lib/search/local-engine.ts referencePrior).
   */
  referencePage?(relPath: string): boolean;
  buildChecks?: readonly BuildCheck[];
  /**
   * Rearranges the sidebar items the engine generated from a folder, as Docusaurus'
   * sidebarItemsGenerator does (returns them unchanged when they are not the plugin's pages).
   */
  sidebarItems?(items: SidebarItem[]): SidebarItem[];
  /**
   * Files the site publishes for the plugin besides pages (the vCluster plugin: the JSON schemas its
   * validator loads), URL path → file; URLs from engineFileUrl (lib/shared/site-paths.ts).
   */
  publishedFiles?(site: { contentDir: string; index: ContentIndex }): Map<string, string>;
  /**
   * A theme layer: class names the engine's markup (navbar, sidebar, TOC, breadcrumbs, pagination,
   * footer, admonitions, code blocks) carries beside its own, for a site whose CSS is written against
   * another theme's markup (an imported Docusaurus site's).
   */
  themeClasses?: ThemeClassNames;
  /** Stylesheets (absolute paths) loaded after the engine's CSS and before the site's own. */
  stylesheets?: readonly string[];
  /** Answers pages' imports of modules beyond partials, data and files (lib/mdx/page-imports.ts). */
  pageImports?: PageImports;
  /**
   * Compiles the site's own code before its pages render (lib/site-modules/prepare.ts): writes the
   * registry Next imports as `docs-site-components` and the stylesheet it imports as `docs-site-styles`.
   */
  prepare?(ctx: PrepareContext): Promise<void>;
  /**
   * The live preview, after an edit of the site's code: brings what `prepare` wrote up to date with
   * the changed files (absolute paths in the content folder) without loading the content; false when
   * only `prepare` can. Called with no files once `prepare` is done, to be ready for the first edit.
   */
  prepareChanged?(ctx: ChangedContext, files: string[]): Promise<boolean>;
  /**
   * Facts the site's plugins wrote for its pages beyond the engine's, by the page file's absolute path
   * (lib/content/plugin-facts.ts): each page's parts are handed them (DocItemMeta, BlogPostItemMeta).
   */
  pageFacts?(contentDir: string): ReadonlyMap<string, Record<string, unknown>>;
  /**
   * What the site's own code decided of its blogs' posts, by the post file's absolute path: the
   * reading time shown (null: none), or that the post is not published. Read when the blogs' index is built.
   */
  blogPostRulings?(contentDir: string): ReadonlyMap<string, BlogPostRuling>;
  /** The `config` prop a site's React page is handed, in the shape its code reads (the engine's config when no plugin gives one). */
  pageConfig?(config: SiteConfig): unknown;
  /**
   * A site's React page places the page frame where its theme's Layout stands (components/api/frame.ts
   * InPageFrame), as a theme whose Layout draws the navbar and footer has it: what the page renders
   * outside its Layout stands outside the frame, and a page without one has none.
   */
  reactPagesPlaceFrame?: boolean;
  /**
   * Messages the plugin gives a locale (its theme strings in that language, by id): the site's own
   * messages file of the locale wins over them (lib/i18n/locale-messages.ts).
   */
  localeMessages?(locale: string, contentDir: string): Readonly<Record<string, string>>;
  /**
   * The head of every page as the plugin's theme writes it: the page's facts and the engine's own
   * metadata of it (`head.native`) in; out, the metadata Next writes and tags the page writes itself (lib/content/page-head.ts).
   */
  pageHead?(head: PageHead, config: SiteConfig): PageHeadTags;
  /**
   * A page's exported head (its HTML from `<head>` to the first inline script, the site's own head
   * tags taken out: lib/pipeline/head-order.ts) as the plugin's theme settles it: which of two tags
   * of one kind, the site's and the page's, the page keeps, for instance. Run on every exported page, once.
   * It may also give the attributes the head decides for the page's `<html>` and `<body>` (a class is added
   * to theirs, any other attribute set: lib/pipeline/document-attributes.ts).
   */
  finishHead?(head: string): FinishedHead;
}

/** Attributes by name (as written in HTML: `class`, `data-x`), for the page's `<html>` and `<body>`. */
export interface DocumentAttributes {
  html?: Readonly<Record<string, string>>;
  body?: Readonly<Record<string, string>>;
}

/** What a DocsPlugin.finishHead gives: the head, and the attributes it decides for the document, if any. */
export type FinishedHead = string | ({ head: string } & DocumentAttributes);

/** What a plugin's prepare step is handed. */
export interface PrepareContext {
  site: { config: SiteConfig; index: ContentIndex };
  contentDir: string;
  /** The plugins this checkout provides. */
  plugins: AvailablePlugins;
  /** What the site's code that does not compile does: the build stops on it, the live preview shows the rest. */
  uncompiled: UncompiledCode;
  /** A build that publishes the site: what the plugin writes for the pages is as its production build writes it (minified); not the live preview, not a check. */
  production?: boolean;
}

/** What a plugin's prepareChanged is handed: the site's config as it is now. */
export interface ChangedContext {
  config: SiteConfig;
  contentDir: string;
  plugins: AvailablePlugins;
}

/**
 * The product plugins this checkout provides (plugins/index.ts), a site using those its configuration
 * names (lib/plugins/engine.ts sitePlugins). lib/ imports none: whoever wires a build, the preview
 * or a check hands this list in.
 */
export type AvailablePlugins = readonly DocsPlugin[];

/** What a page's MDX components may know about the page. */
export interface PluginPage {
  doc: DocRecord;
  version: VersionRecord;
  /** Where the site's content lives (its data files). */
  contentDir: string;
  /** The page's locale's messages by id (the site's and its plugins', lib/i18n/locale-messages.ts); empty where it has none. */
  messages: Readonly<Record<string, string>>;
  /** The heading levels the site's tables of contents list (SiteConfig.tableOfContents), where it sets them. */
  tableOfContents?: TableOfContents;
}

/**
 * What a plugin does in the browser with markup of its own that needs no hydration (a page's
 * article is plain HTML): its code loads only on a page where `selector` finds an element
 * (components/behaviour/LazyBehaviours.tsx), and `attach` returns the function that stops it.
 */
export interface PluginBehaviour {
  selector: string;
  load(): Promise<{ attach(): () => void }>;
}

/** The React half of a plugin: its MDX components for one page. */
export type PluginComponents = (page: PluginPage) => Record<string, ComponentType<never>>;

/**
 * A blog post as a site component draws it in a list or on its page (a theme layer's in the
 * `blog-post-page`, `blog-post-item` or `blog-post-items` place, given them through LayoutPartProvider's `blog`): the
 * engine's rendering of its content (in a list, the part above its truncate mark) and its facts.
 */
export interface BlogPostItemParts {
  body: ReactNode;
  meta: BlogPostItemMeta;
}

/**
 * A blog page whose posts a site draws: its posts, whether it is a post's own page, the blog's
 * sidebar (its title and recent posts) and the blog itself (its URL, title and authors' page).
 */
export interface BlogPageParts {
  posts: BlogPostItemParts[];
  onPostPage: boolean;
  /** The blog: its id (a site's blogs each have one, 'default' for the first), URL, title, description, and its authors' and tags' pages. */
  blog: { id: string; url: string; title: string; description: string; authorsUrl: string; tagsUrl: string };
  sidebar?: { title: string; items: { title: string; url: string; date: string }[] };
  /** On a page other than a post's drawn whole by the site (a `blog-*-page` place): what the page is about. */
  page?: BlogIndexPageFacts;
}

/**
 * A docs page other than a doc's drawn whole by the site (the `doc-tags-page`, `doc-tag-page` and
 * `doc-category-page` places): a version's tags (listed ones, with their docs' count), one tag's docs,
 * or a category's generated page with what its card list is drawn from.
 */
export type DocsIndexPageFacts =
  | { kind: 'tags'; tags: { label: string; url: string; description?: string; count: number }[] }
  | {
      kind: 'tag';
      tag: {
        label: string;
        url: string;
        description?: string;
        unlisted: boolean;
        allTagsUrl?: string;
        docs: { id: string; title: string; description: string; url: string }[];
      };
    }
  | {
      kind: 'category';
      category: { title: string; description: string; url: string; slug: string; sidebarId: string; previous?: PageLink; next?: PageLink };
      cardList: CardListFacts;
    };

/** A Markdown page of the pages folder the site draws whole (the `mdx-page` place): its rendered body and its facts. */
/**
 * A docs page (a doc's or a category's) whose whole docs frame a theme layer draws (`doc-root`): the
 * page as the engine renders it in the main column, which the layer's frame places, and the sidebars
 * the frame may show.
 */
export interface DocRootParts {
  /** The page's content, as the engine's main column holds it. */
  page: ReactNode;
  /** The page's URL. */
  url: string;
  /** The sidebar the page is in, by name (its front matter's displayed sidebar where it names one); none where it is in none. */
  sidebar?: string;
  /** Every sidebar of the page's version, by name: its tree, and where its whole tree loads from. */
  sidebars: Record<string, { items: SidebarItem[]; dataUrl: string }>;
}

export interface MdxPageParts {
  body: ReactNode;
  meta: {
    url: string;
    title: string;
    description: string;
    frontMatter: Record<string, unknown>;
    toc: { id: string; text: string; level: number }[];
    unlisted: boolean;
    editUrl?: string;
    /** Seconds since the epoch. */
    lastUpdatedAt?: number;
    lastUpdatedBy?: string;
    image?: string;
  };
}

/** A list page's place among its pages (the blog's, a tag's or an author's). */
export interface BlogListFacts {
  url: string;
  page: number;
  /** Posts per page (all of them where the blog does not paginate). */
  postsPerPage: number;
  totalPages: number;
  totalCount: number;
  previous?: string;
  next?: string;
}

/** What a blog page other than a post's shows, as a site's own page of its kind reads it; its posts are BlogPageParts' `posts` (the archive's without their bodies). */
export type BlogIndexPageFacts =
  | { kind: 'list'; list: BlogListFacts }
  /** Every listed tag, with its listed posts' count. */
  | { kind: 'tags'; tags: { label: string; url: string; description?: string; count: number }[] }
  | { kind: 'tag'; tag: { label: string; url: string; description?: string; count: number; unlisted: boolean }; list: BlogListFacts }
  | { kind: 'archive' }
  | { kind: 'authors'; authors: (BlogAuthor & { count: number })[] }
  | { kind: 'author'; author: BlogAuthor & { count: number }; list: BlogListFacts };

export interface BlogPostItemMeta {
  url: string;
  title: string;
  description: string;
  /** ISO date. */
  date: string;
  authors: BlogAuthor[];
  tags: { label: string; href: string; description?: string }[];
  /** Minutes, where the blog shows reading times. */
  readingTime?: number;
  hasTruncateMarker: boolean;
  unlisted: boolean;
  editUrl?: string;
  /** Seconds since the epoch. */
  lastUpdated?: number;
  lastUpdateAuthor?: string;
  image?: string;
  frontMatter: Record<string, unknown>;
  /** Its page's TOC; `html`: an entry's label as a plugin's theme wrote it (lib/mdx/rehype-toc.ts TocEntry). */
  toc: { id: string; text: string; level: number; html?: string }[];
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
  /** What the site's plugins wrote for the post beyond these (DocRecord.pluginFacts). */
  pluginFacts?: Record<string, unknown>;
}

/**
 * A theme layer's React parts that the engine's frame renders where a site has them (the site's
 * registry, `docs-site-components`, exports them as `themeLayer`): none for a site of the engine's
 * own theme, so its pages load none of their code.
 */
/**
 * The route that draws a page, for a theme layer's components anywhere in it, its frame included: a
 * docs set's page, a blog's, a page of the pages folder (or one a plugin added), the search page, the not-found page.
 */
export interface PageRoute {
  kind: 'docs' | 'blog' | 'pages' | 'search' | 'not-found';
  /** A docs page's set (a locale's copy: the original's id); on the not-found page, the set of the docs version it lies under. */
  set?: string;
  /** A blog page's blog. */
  blog?: string;
  /** A page a plugin added: what the plugin says of its route (lib/config/plugin-pages.ts `context`). */
  plugin?: Record<string, unknown>;
}

export interface ThemeLayerComponents {
  /**
   * The sidebar's entries through the site's own parts, in place of the engine's markup: the page's
   * sidebar (`items`, `active`: the page's URL) and the URL of its version's whole sidebar. Set only
   * for a site whose parts draw the sidebar; its build then renders each page's sidebar with the
   * page (the manifest's `sidebarInRender`, lib/site-modules/manifest.ts).
   */
  SidebarItems?: ComponentType<{ items: SidebarItem[]; active: string; sidebarUrl: string }>;
  /**
   * The whole sidebar drawn by the site's own code, in place of the engine's list and its frame (it
   * then draws its own navigation landmark), with what SidebarItems is handed. Set only for a site
   * whose code draws it; its pages render the sidebar with the page, as for SidebarItems. `search`: the
   * engine's search box, for a search place the site's sidebar has.
   */
  DocsSidebar?: ComponentType<{ items: SidebarItem[]; active: string; sidebarUrl: string; search?: ReactNode }>;
  /** What the site's components read of the page's docs plugin. */
  DocsContextProvider?: ComponentType<{ data: DocsClientData | undefined; children: ReactNode }>;
  /**
   * Around a theme layer's component in a place of the page (./places.ts): the engine's part there
   * (`original`, of `place`) and the page's doc set; on a doc page a site draws itself (`doc-item`),
   * the doc's parts (`doc`); in the `footer` place, the page's footer, in its locale (`footer`).
   */
  LayoutPartProvider?: ComponentType<{
    original: ReactNode;
    /** The place (`footer`): only the layer's component there gets `original` as the engine's own. */
    place?: Place;
    set?: string;
    versionLinks: VersionLink[];
    doc?: DocItemParts;
    footer?: SiteConfig['footer'];
    /** In the `navbar` place: the engine's search box, for the layer's navbar's search place. */
    search?: ReactNode;
    /** In the `page-frame` place: the engine's parts of the frame the layer places (its `announcement`, `navbar` and `footer`), by place. */
    frame?: Partial<Record<Place, ReactNode>>;
    /** On a blog page a site draws its posts on (`blog-post-page`, `blog-post-item`, `blog-post-items`, `blog-layout`) or whole (`blog-*-page`). */
    blog?: BlogPageParts;
    /** On a docs page other than a doc's the site draws whole (`doc-tags-page`, `doc-tag-page`, `doc-category-page`). */
    docsPage?: DocsIndexPageFacts;
    /** On a Markdown page of the pages folder the site draws whole (`mdx-page`). */
    mdxPage?: MdxPageParts;
    /** On a docs page whose docs frame the site draws (`doc-root`). */
    docRoot?: DocRootParts;
    children: ReactNode;
  }>;
  /** A plugin's route whose props hold modules that become components in the browser. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  PluginRoute?: ComponentType<{ Page: ComponentType<any>; props: Record<string, unknown> }>;
  /** Around the whole of a page, its frame included (inside the layer's page root): the route that draws it (PageRoute). */
  RouteContextProvider?: ComponentType<{ route: PageRoute; children: ReactNode }>;
  /** Runs the site's client modules on each page (site.config.json `clientModules`). */
  ClientModules?: ComponentType;
  /**
   * Keeps the document's head as the layer's heads decide it, on every page: what a DocsPlugin.finishHead
   * of the layer took out of the written page, React may put back in the browser.
   */
  HeadSettle?: ComponentType;
  /**
   * A page's own `<Head>` (its MDX's `<head>`), in place of the engine's: the layer's heads decide
   * between a page's tags and its metadata's of the same kind (a DocsPlugin.finishHead of the layer).
   */
  Head?: (props: { children?: ReactNode }) => ReactElement;
  /** A tab of <Tabs> as a client component, whose props a site component wrapping tabs reads. */
  TabItem?: (props: { value: string | number; label?: string; default?: boolean; attributes?: Record<string, unknown>; children?: ReactNode }) => ReactElement;
}
