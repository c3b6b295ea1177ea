/**
 * The typed site configuration (site.config.json) and its validation.
 * Structural checks run on the raw JSON; checks that need the content (versions, sidebars)
 * run in checkConfigAgainstContent once the index is built. Both run before anything renders.
 */
import { ProblemList, type Problem } from '../errors';
import { SEVERITIES, type ReportingSeverity, type LinkPolicies } from './link-policy';
import { blogConfigProblems, type BlogConfig } from './blog';
import { pluginRoutesProblems, type PluginRoute } from './plugin-routes';
import { markdownPluginsProblems, type MarkdownPluginEntry } from './markdown-plugins';
import { admonitionTypesProblems, type AdmonitionTypesEntry } from './admonition-types';
import { mermaidInBrowserProblems, type MermaidInBrowser } from './mermaid-in-browser';
import { algoliaConfigProblems, type AlgoliaConfig } from './algolia';
import { prismProblems, type PrismConfig } from './prism';
import { redirectsProblems, type Redirect } from './redirects';
import { siteHeadProblems, type SiteHead } from './site-head';
import { pagesConfigProblems, type PagesConfig } from './pages';
import { pluginPagesProblems, type PluginPage } from './plugin-pages';
import { tableOfContentsProblems, type TableOfContents } from './toc-levels';
import { i18nConfigProblems, type I18nConfig } from './i18n';
import { configScriptProblems } from './config-scripts';
import { isObj } from './is-obj';
import { isNumberPrefixTable, type NumberPrefixTable } from '../source/paths';

export type SetId = string;

export interface DocSetConfig {
  id: SetId;
  label: string;
  /** URL path the set is served under, without trailing slash: "/docs/vcluster". */
  routeBasePath: string;
  versioned: boolean;
  searchPlaceholder?: string;
  /** false: the set's pages show no breadcrumbs (Docusaurus' docs option `breadcrumbs`). */
  breadcrumbs?: boolean;
  /**
   * What a category of the set's sidebars is when it does not say: collapsible (default true) and
   * collapsed at first (default true, false where categories are not collapsible): Docusaurus' docs
   * options `sidebarCollapsible` and `sidebarCollapsed`.
   */
  sidebarCollapsible?: boolean;
  sidebarCollapsed?: boolean;
  /** Where each version's tag pages are, below the version's path (default "tags": Docusaurus' docs option `tagsBasePath`). */
  tagsBasePath?: string;
  /** false: its docs show no last update date (front matter `last_update.date`, else the last commit's; shown by default). */
  lastUpdateTime?: boolean;
  /** true: its docs show who last changed them (`last_update.author`, else the last commit's author). */
  lastUpdateAuthor?: boolean;
  /**
   * The tags file in each version's folder, which names the tags its docs use (their labels, pages and
   * descriptions): a file name, which must exist; false for none; absent: `tags.yml` where there is one
   * (Docusaurus' docs option `tags`).
   */
  tags?: string | false;
  /** What a doc's tag that its version's tags file does not name does: 'ignore', 'log', 'warn' (the default) or 'throw' (`onInlineTags`). */
  onInlineTags?: ReportingSeverity;
  /**
   * false: number prefixes of its file and folder names (`01-intro`) stay in ids, URLs and labels and
   * order nothing (Docusaurus' `numberPrefixParser: false`); a table: each name read by rules of the
   * set's own (NumberPrefixTable: a Docusaurus site's numberPrefixParser function).
   */
  numberPrefixes?: boolean | NumberPrefixTable;
}

/** Where a navbar item sits, as in Docusaurus (default: left for doc sets and links, right for the rest). */
export type NavbarPosition = 'left' | 'right';

export interface NavbarLinkItem {
  type: 'link';
  label: string;
  href: string;
  /** "github" / "slack" draw an icon instead of the label (Docusaurus sites set className github-link). */
  icon?: 'github' | 'slack';
  /** false: another site's link opens in a new tab without the external mark (an imported site's link given as a route, `to`). */
  externalMark?: false;
  position?: NavbarPosition;
  /** The Docusaurus item's className, on the link for the site's CSS (which may draw the item). */
  className?: string;
  /** The item had no label of its own (its className draws it): the label is only its accessible name. */
  hideLabel?: boolean;
  /**
   * The pages the item is marked current on (lib/content/navbar-active.ts): those at `path` or below
   * it, those whose path starts with `prefix`, or those `regex` matches (an imported site's link:
   * Docusaurus' NavLink, activeBasePath, activeBaseRegex). None when absent.
   */
  activeOn?: { path?: string; prefix?: string; regex?: string };
  /** The item's content as HTML, drawn in place of its label (Docusaurus' `html`); the label stays its text. */
  html?: string;
}

/** An item that leads into a doc set: to a sidebar's first doc, or to one doc, in the version being read or the stable one. */
export type NavbarDocItem =
  | { type: 'docSidebar'; label: string; set: SetId; sidebarId?: string; position?: NavbarPosition; html?: string }
  /** A link to one doc of a set's stable version (Docusaurus `type: 'doc'`). */
  | { type: 'doc'; label: string; set: SetId; docId: string; position?: NavbarPosition; html?: string };

/** An entry of a dropdown: a link, or an item into a doc set (Docusaurus' dropdown items). */
export type NavbarDropdownEntry = NavbarLinkItem | NavbarDocItem;

export type NavbarItem =
  | NavbarLinkItem
  | NavbarDocItem
  | { type: 'dropdown'; label: string; items: NavbarDropdownEntry[]; position?: NavbarPosition; className?: string }
  | {
      type: 'docsVersionDropdown';
      set: SetId;
      versions?: string[];
      position?: NavbarPosition;
      /** Links listed before and after the versions (Docusaurus' dropdownItemsBefore / dropdownItemsAfter). */
      itemsBefore?: NavbarLinkItem[];
      itemsAfter?: NavbarLinkItem[];
      /**
       * Drawn on every page, as Docusaurus draws it, not only on its set's: elsewhere labelled with the
       * stable version, each entry leading to its version's main doc; a set with one version a plain link.
       */
      everyPage?: boolean;
      /** The versions' labels in the menu where they are not the versions' own (Docusaurus' `versions: { name: { label } }`). */
      versionLabels?: Record<string, string>;
      /** Its label is never drawn as the page's own (Docusaurus' dropdownActiveClassDisabled). */
      activeClassDisabled?: boolean;
      /** Its own class (Docusaurus' className), for the site's CSS. */
      className?: string;
    }
  /** A link to the main doc of the version being read, else of the stable one, labelled with that version (Docusaurus `type: 'docsVersion'`). */
  | { type: 'docsVersion'; set: SetId; label?: string; href?: string; position?: NavbarPosition; className?: string }
  /** `afterColorMode`: drawn after the colour-mode switch, the bar's last item (where a theme places a search box no item names). */
  | { type: 'search'; position?: NavbarPosition; afterColorMode?: boolean }
  /** Docusaurus' locale dropdown: every locale by its label, each linking to the page being read in that locale. */
  | { type: 'localeDropdown'; position?: NavbarPosition }
  /** The site's own HTML as an item (Docusaurus `type: 'html'`, its `value`), with its className. */
  | { type: 'html'; value: string; position?: NavbarPosition; className?: string };

export interface FooterLink {
  label: string;
  href?: string;
  /** false: another site's link without the external mark, where a theme layer draws one (an imported site's link given as a route, `to`). */
  externalMark?: false;
  /** "newDoc": proposes a new page in the repository, in the folder of the page being read. */
  type?: 'newDoc';
  /** Raw HTML of a Docusaurus footer `html` item; it comes from the site's own config. */
  html?: string;
  /** The item's own class, on the link (or the `html` item), for the site's CSS. */
  className?: string;
}

export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
  titleSeparator: string;
  /** Icons for the browser tab; several with `media` give light and dark variants. */
  favicons?: { href: string; type?: string; media?: string }[];
  repository: { url: string; branch: string };
  sets: DocSetConfig[];
  navbar: {
    /** Text shown after the logo. */
    title?: string;
    /** Docusaurus' navbar.style: the bar dark, or in the primary colour, with light links (Infima's navbar--dark, navbar--primary). */
    style?: 'dark' | 'primary';
    /** The bar slides away while the reader scrolls down and comes back as they scroll up (Docusaurus' navbar.hideOnScroll). */
    hideOnScroll?: boolean;
    logo: { alt: string; src: string; srcDark?: string; href: string; width?: number; height?: number };
    items: NavbarItem[];
  };
  announcement: {
    id: string;
    text?: string;
    /** Raw HTML content (Docusaurus `announcementBar.content`), from the site's own config. */
    html?: string;
    linkLabel?: string;
    href?: string;
    backgroundColor?: string;
    textColor?: string;
    isCloseable?: boolean;
  } | null;
  footer: {
    links?: { title?: string; items: FooterLink[] }[];
    /** May hold inline HTML, as in Docusaurus. */
    copyright: string;
    license?: string;
  };
  /** Brand colour (Docusaurus' --ifm-color-primary). */
  colors?: { primary?: string };
  /**
   * Docusaurus' colorMode: `switch` shows the light/dark toggle in the navbar (the reader's choice
   * is kept under `storageKey`, "theme" by default, in `readerStorage`); `respectPrefersColorScheme`
   * starts from the system's preference.
   */
  colorMode: { default: 'light' | 'dark'; switch: boolean; respectPrefersColorScheme?: boolean; storageKey?: string };
  /**
   * Where the browser keeps a reader's choices (the colour mode, a dismissed announcement): `type`,
   * and a `namespace` each key ends with, so that sites sharing an origin keep theirs apart
   * (Docusaurus' `storage`). Absent: localStorage, no namespace.
   */
  readerStorage?: { type: 'localStorage' | 'sessionStorage'; namespace: string };
  /**
   * The site's stylesheets, in order, loaded on every page after the engine's CSS (Docusaurus'
   * customCss): CSS or SCSS files relative to the content folder, and "infima" for Infima's content
   * classes (buttons, grid, cards, badges, alerts, spacing, text). See plugins/docusaurus/site-styles/compile.ts.
   */
  styles?: string[];
  /** Code colours and magic comments (Docusaurus' themeConfig.prism): lib/config/prism.ts. */
  prism?: PrismConfig;
  /** Heading levels every page's table of contents lists (Docusaurus' themeConfig.tableOfContents); h2–h4 when absent. */
  tableOfContents?: TableOfContents;
  search: {
    hitsPerPage: number;
    placeholder?: string;
    /** Queries offered when the search dialog opens with nothing typed. */
    suggestions?: string[];
    algolia: AlgoliaConfig | null;
    /**
     * The facet a DocSearch crawler indexes each page's search tag under (the page's
     * `docsearch:<facet>` meta: lib/search/scope.ts), which the Algolia backend filters a doc set
     * version's queries by: the index's schema. None: pages carry no tag, and queries are filtered
     * by language alone.
     */
    tagFacet?: string;
    /**
     * A path under the baseUrl where the search page is published too, in each locale: an imported
     * Docusaurus site's search page ("search", theme-search-algolia's searchPagePath),
     * lib/content/site-search-pages.ts.
     */
    page?: string;
    /**
     * The site's search is its theme layer's own: the navbar's search box is the layer's (its `search-box` place),
     * none where the layer has none, and the engine writes no search index or page (an imported
     * Docusaurus site without a search theme, whose classic theme's SearchBar draws nothing).
     */
    layerOnly?: boolean;
  };
  /**
   * Images that open enlarged when selected (medium-zoom), attached `delayMs` after a page shows;
   * none when absent. `options`: medium-zoom's own, in place of the engine's margin and background
   * (an imported site's image zoom plugin's); `background`: the overlay's colour in each colour mode.
   */
  zoom?: { selector: string; delayMs: number; options?: Record<string, unknown>; background?: { light: string; dark: string } };
  /**
   * The docs sidebar's behaviour on wide screens (Docusaurus' themeConfig.docs.sidebar): `hideable`
   * gives it a button that hides it, the page taking its width until a reader shows it again;
   * `autoCollapseCategories` closes a category's open siblings when it opens.
   */
  docsSidebar?: { hideable?: boolean; autoCollapseCategories?: boolean };
  /**
   * Tabs (components/mdx/Tabs.tsx): the prefix of the browser storage key a tab group's choice is
   * remembered under (`<prefix><groupId>`; "tabs." when not given). A site published where another
   * was keeps its readers' choices by the other's key.
   */
  tabs?: { storagePrefix?: string };
  /**
   * Site components every page may use without importing them (a Docusaurus site's
   * src/theme/MDXComponents): name → module, e.g. "@site/src/components/Term" or "…#NamedExport".
   */
  globalComponents?: Record<string, string>;
  /**
   * Modules that run in the browser on every page, with their route lifecycles (`onRouteUpdate`,
   * `onRouteDidUpdate`): a Docusaurus site's `clientModules` and its plugins' `getClientModules()`,
   * in Docusaurus' order. Paths of the content folder ("src/client/analytics.js").
   */
  clientModules?: string[];
  /** The site's own remark and rehype plugins, where Docusaurus runs them (lib/config/markdown-plugins.ts). */
  markdownPlugins?: MarkdownPluginEntry[];
  /** Which directive names make admonitions, by scope; the engine's types where no entry applies (lib/config/admonition-types.ts). */
  admonitionTypes?: AdmonitionTypesEntry[];
  /**
   * Docusaurus themes besides the classic theme that the site's config names, in its order
   * (`docusaurus-theme-openapi-docs`). The engine does not run them: a `@theme/X` import that
   * neither the engine nor the site's src/theme provides is taken as theirs, and its elements render
   * their children, as those of a component that does not compile do (lib/mdx/remark-imports.ts).
   */
  themes?: string[];
  /**
   * Module aliases for the site's components, as its plugins gave webpack (`configureWebpack`
   * `resolve.alias`): specifier → a path of the content folder ("./src/lib"), a package specifier
   * ("path-browserify"), or false for an empty module. Matched as webpack matches them: the
   * specifier itself or followed by "/…"; a key ending in "$" only itself (plugins/docusaurus/site-components/alias.ts).
   */
  resolveAlias?: Record<string, string | false>;
  /**
   * PostCSS plugins the site's stylesheets go through, as Docusaurus runs those its plugins add in
   * `configurePostCss` (Tailwind): package names, installed in the content folder, each loaded with
   * its defaults in the content folder as the working directory (plugins/docusaurus/site-styles/postcss.ts).
   */
  postcss?: string[];
  /**
   * The site's stylesheets also go through the PostCSS config of the site's folder (postcss.config.js
   * and the like, found from each stylesheet's folder up), before the `postcss` plugins, as
   * Docusaurus' postcss-loader merges them (plugins/docusaurus/site-styles/postcss.ts).
   */
  postcssConfig?: true;
  /**
   * The configuration of the site's source as plain data, as the plugin that reads that source gives
   * it to the site's components (an imported Docusaurus site's docusaurus.config, functions left out:
   * plugins/docusaurus/site-components/site-config-view.ts). The engine itself reads none of it.
   */
  sourceConfig?: Record<string, unknown>;
  /** Paths where a Docusaurus plugin the engine does not run publishes its own pages (lib/config/plugin-routes.ts). */
  pluginRoutes?: PluginRoute[];
  /** Pages the site's own plugins add with `addRoute`: a component of the site with its props (lib/pages/plugin-pages.ts). */
  pluginPages?: PluginPage[];
  /** Broken-link policies (Docusaurus' onBrokenLinks, onBrokenMarkdownLinks, onBrokenAnchors). */
  onBrokenLinks?: LinkPolicies['onBrokenLinks'];
  onBrokenMarkdownLinks?: LinkPolicies['onBrokenMarkdownLinks'];
  onBrokenAnchors?: LinkPolicies['onBrokenAnchors'];
  /**
   * A link whose path differs from a page's only in letter case finds that page, and the build writes
   * a redirect page at the path it names, so that it leads there on a host that serves paths by their
   * case. Off by default: such a link is broken. (Docusaurus before 3.1.1 matched links against its
   * routes in any case, as react-router does.)
   */
  routesMatchAnyCase?: boolean;
  /**
   * Whether the doc at the site's base path shows its sidebar. Off by default: that page is the
   * site's entrance, which leads to the doc sets rather than into its own set's sidebar (its set's
   * other pages keep it). (Docusaurus shows a doc's sidebar wherever the doc is, its docs' root too.)
   */
  frontPageSidebar?: boolean;
  /**
   * Two pages at one URL (Docusaurus' onDuplicateRoutes, "warn" there): "throw" (the engine's default)
   * fails the build, "warn" and "log" report it and serve the later one, "ignore" says nothing.
   */
  onDuplicateRoutes?: ReportingSeverity;
  /**
   * Docusaurus' `markdown` options: format "mdx" parses .md files as MDX too (the default),
   * "detect" parses .md files as CommonMark; mermaid turns ```mermaid blocks into diagrams.
   * `mermaidInBrowser`: every diagram is drawn in the reader's browser by Mermaid itself, with the
   * theme of the colour mode and Mermaid's own options (an imported site's theme-mermaid
   * themeConfig.mermaid), in place of the build's drawing.
   */
  markdown?: { format?: 'mdx' | 'md' | 'detect'; mermaid?: boolean; mermaidInBrowser?: MermaidInBrowser };
  /**
   * Frontmatter keys the engine does not know: "refuse" (default) names each as a problem, "keep"
   * keeps them for the site's components, as Docusaurus does (an imported site: lib/source/frontmatter.ts).
   */
  unknownFrontmatterKeys?: 'refuse' | 'keep';
  /**
   * Whether page URLs end in "/" where the pages' relative links (`[x](../other)`) were written:
   * true (default), false, or "auto" (Docusaurus' default: only folder index pages and slugs
   * ending in "/"). Pages are always exported as folder/index.html; relative links are resolved
   * with this rule at build time and written as absolute paths.
   */
  trailingSlash?: boolean | 'auto';
  /**
   * Serve the build at the baseUrl, as a Docusaurus build folder is served: Next's basePath is the
   * baseUrl, so Next's files and the engine's own routes and files sit under it too, and
   * out/<baseUrl> holds all a host serving that folder at the baseUrl needs (lib/shared/site-paths.ts
   * siteMount). Off: out/ is served at the host's root and the engine's files sit at its root.
   */
  mountAtBaseUrl?: boolean;
  /**
   * The product plugins the site uses, by name (lib/plugins/engine.ts): ["vcluster"]. None when
   * absent, as for an imported Docusaurus site.
   */
  plugins?: string[];
  /** What content may do beyond the safe defaults (see ContentPolicy). */
  content?: ContentPolicy;
  /**
   * A blog (Docusaurus' plugin-content-blog options, lib/config/blog.ts), or a list of blogs, each
   * with its own `id`, folder and routeBasePath (several plugin-content-blog instances); none when absent.
   */
  blog?: BlogConfig | BlogConfig[];
  /** Client redirects: a page at each `from` that sends readers to `to` (lib/config/redirects.ts). */
  redirects?: Redirect[];
  /** The social card image and the site's own link, meta and script tags (lib/config/site-head.ts). */
  head?: SiteHead;
  /** The site's pages outside the docs (Docusaurus' plugin-content-pages options, lib/config/pages.ts); `<content>/src/pages/` when absent, none when false. */
  pages?: PagesConfig | false;
  /** Docusaurus' `customFields`: what the site's components and pages read as `siteConfig.customFields`. */
  customFields?: Record<string, unknown>;
  /**
   * What a docs page's breadcrumb trail starts with: the doc set's name, leading to its front page
   * (absent); "site": the site's home page as a house icon where the site has one, else nothing (an
   * imported Docusaurus site's trail, lib/content/trail-start.ts).
   */
  breadcrumbRoot?: 'site';
  /**
   * Whose class and custom props a sidebar's doc entry shows (lib/content/sidebar.ts docLinkItem):
   * absent, the doc's front matter (`sidebar_class_name`, `sidebar_custom_props`) over the
   * entry's own; "entry", the entry's class alone and its custom props over the doc's, and a category
   * shown as its only page's link carries neither of its own (an imported site on Docusaurus before 3.9).
   */
  sidebarEntryProps?: 'entry';
  /**
   * false: no Markdown copies of the pages (URL + ".md"), no llms.txt or llms-full.txt, and no Copy page
   * or View as Markdown on the pages (an imported Docusaurus site publishes none). Absent: all of them.
   */
  markdownExport?: false;
  /**
   * The files for crawlers the build writes where the site's static folders publish none: sitemap.xml
   * and robots.txt, unless `false` here (an imported Docusaurus site: no robots.txt but its static
   * one, and a sitemap only where its config has the sitemap plugin, as under Docusaurus).
   */
  crawlFiles?: { sitemap?: false; robots?: false };
  /** The site's locales (Docusaurus' `i18n`, lib/config/i18n.ts); one, "en", when absent. */
  i18n?: I18nConfig;
  /** Not read from the file: set on a non-default locale's pages, its name, URL path and code.json messages (lib/content/locale-site.ts localeConfig). */
  currentLocale?: {
    name: string;
    path: string;
    messages: Record<string, string>;
    /** The locale's navbar.json and footer.json messages (Docusaurus' keys: `item.label.Docs`), for a theme layer's own navbar and footer. */
    chrome?: { navbar: Record<string, string>; footer: Record<string, string> };
  };
}

/**
 * Content is untrusted by default: page code cannot read the build machine, nothing that runs
 * script is published, files come from the content folder, and each page has bounded size, depth
 * and time. A site widens this by name, here.
 */
export interface ContentPolicy {
  /** Environment variables page expressions may read, as `buildEnv.NAME` (undefined when unset). */
  buildEnv?: string[];
  /** What raw HTML may hold anyway, by name: "script", "iframe", "dangerouslySetInnerHTML", an event handler attribute such as "onclick"; "*": all of it. */
  allowHtml?: string[];
  /** Folders outside the content folder (relative to it) that partials, data, images and symlinks may come from. */
  outsideFolders?: string[];
  /**
   * Folders (relative to the content folder) whose files are published as they are under the site's
   * base URL, besides the content folder's `static/` (lib/source/static-folders.ts): an imported
   * site's `staticDirectories`, read where they lie.
   */
  staticFolders?: string[];
  /**
   * Folders outside the content folder (relative to it) holding the site's code that is compiled
   * where it lies (components, stylesheets: an imported site's src/): the live preview watches them,
   * and compiles again what changes there.
   */
  codeFolders?: string[];
  /**
   * Pages may define React components in their own code (`export const Card = () => …`, with hooks
   * and imports of any module), as Docusaurus pages do: that code runs in the browser and in the
   * build's render like the site's components (plugins/docusaurus/site-components/page-module.ts). The importer
   * sets it, since Docusaurus ran that code.
   */
  pageComponents?: boolean;
  /** Bounds for one page; each failure names the page. */
  limits?: {
    /** Deepest nesting of block quotes, lists and JSX elements (default 100). */
    nesting?: number;
    /** Largest page source, in bytes, before the build refuses it (default 8 MB; pages over 1 MB are warned about). */
    pageBytes?: number;
    /** Longest time evaluating one page may take, in seconds (default 20). */
    pageSeconds?: number;
  };
}

/** The content policy's defaults, where the config leaves a value out. */
export const CONTENT_LIMITS = { nesting: 100, pageBytes: 8 * 1024 * 1024, pageSeconds: 20 } as const;

export type ContentLimits = { nesting: number; pageBytes: number; pageSeconds: number };

export function contentLimits(cfg: Pick<SiteConfig, 'content'>): ContentLimits {
  return { ...CONTENT_LIMITS, ...cfg.content?.limits };
}

/** Problems with the "content" section (an object of known keys, lists of strings, positive limits). */
function contentPolicyProblems(content: unknown): string[] {
  if (content === undefined) return [];
  if (!isObj(content)) return ['"content" must be an object (buildEnv, allowHtml, outsideFolders, staticFolders, codeFolders, pageComponents, limits)'];
  const out: string[] = [];
  for (const key of Object.keys(content))
    if (!['buildEnv', 'allowHtml', 'outsideFolders', 'staticFolders', 'codeFolders', 'pageComponents', 'limits'].includes(key))
      out.push(`"content.${key}" is not a setting — use buildEnv, allowHtml, outsideFolders, staticFolders, codeFolders, pageComponents or limits`);
  if (content.pageComponents !== undefined && typeof content.pageComponents !== 'boolean')
    out.push(`"content.pageComponents" must be true or false (got ${JSON.stringify(content.pageComponents)})`);
  for (const key of ['buildEnv', 'allowHtml', 'outsideFolders', 'staticFolders', 'codeFolders'])
    if (content[key] !== undefined && (!Array.isArray(content[key]) || !(content[key] as unknown[]).every((v) => typeof v === 'string')))
      out.push(`"content.${key}" must be a list of strings (got ${JSON.stringify(content[key])})`);
  const limits = content.limits;
  if (limits !== undefined) {
    if (!isObj(limits)) out.push('"content.limits" must be an object (nesting, pageBytes, pageSeconds)');
    else
      for (const [key, value] of Object.entries(limits)) {
        if (!(key in CONTENT_LIMITS)) out.push(`"content.limits.${key}" is not a limit — use nesting, pageBytes or pageSeconds`);
        else if (typeof value !== 'number' || !(value > 0)) out.push(`"content.limits.${key}" must be a positive number (got ${JSON.stringify(value)})`);
      }
  }
  return out;
}

/** Problems with "styles": a list of .css/.scss paths relative to the content folder, or "infima". */
function stylesProblems(styles: unknown): string[] {
  if (styles === undefined) return [];
  if (!Array.isArray(styles)) return [`"styles" must be a list of stylesheet paths (got ${JSON.stringify(styles)}) — e.g. ["infima", "src/css/custom.css"]`];
  return styles.flatMap((s, i) =>
    typeof s !== 'string' || (s !== 'infima' && (!/\.s?css$/.test(s) || /^([a-zA-Z]:)?[\\/]/.test(s) || s.split(/[\\/]/).includes('..')))
      ? [`"styles[${i}]" must be "infima" or a .css/.scss path inside the content folder (got ${JSON.stringify(s)})`]
      : [],
  );
}

const DROPDOWN_ENTRY_TYPES = ['link', 'doc', 'docSidebar'] as const;
const NAVBAR_TYPES = ['link', 'docSidebar', 'doc', 'dropdown', 'docsVersionDropdown', 'docsVersion', 'search', 'localeDropdown', 'html'] as const;

/**
 * Whether the build writes the engine's local search index: only where a reader's search reads it.
 * Not where the site's search is Algolia's (the dialog and the search page query its index,
 * lib/search/client.ts) or its theme layer's own (search.layerOnly).
 */
export function writesLocalSearchIndex(cfg: Pick<SiteConfig, 'search'>): boolean {
  return !cfg.search.layerOnly && !cfg.search.algolia;
}

/** Structural validation of the raw JSON. Throws a BuildError listing every problem. */
export function parseSiteConfig(raw: unknown, file = 'site.config.json'): SiteConfig {
  const problems = new ProblemList();
  const bad = (message: string) => problems.add({ file, message });
  if (!isObj(raw)) {
    bad('the site configuration must be a JSON object');
    problems.throwIfAny('Invalid site configuration');
  }
  const cfg = raw as Record<string, unknown>;
  for (const key of ['title', 'url', 'baseUrl', 'titleSeparator']) {
    if (typeof cfg[key] !== 'string') bad(`"${key}" must be a string`);
  }
  // (No doc set with a blog: Docusaurus' blog-only mode, its docs plugin off.)
  if (!Array.isArray(cfg.sets) || (cfg.sets.length === 0 && !cfg.blog)) bad('"sets" must list at least one doc set (or "blog" be set, for a blog-only site)');
  else {
    const ids = new Set<string>();
    cfg.sets.forEach((s, i) => {
      if (!isObj(s) || typeof s.id !== 'string' || typeof s.routeBasePath !== 'string') {
        bad(`sets[${i}] needs "id" and "routeBasePath" strings`);
        return;
      }
      if (ids.has(s.id)) bad(`sets[${i}]: duplicate set id "${s.id}"`);
      ids.add(s.id);
      // "" serves the set at the site root (Docusaurus' routeBasePath '/').
      if (s.routeBasePath !== '' && (!s.routeBasePath.startsWith('/') || s.routeBasePath.endsWith('/')))
        bad(`sets[${i}] "${s.id}": routeBasePath must be "" (the site root) or start with "/" and not end with "/" (got "${s.routeBasePath}")`);
      for (const key of ['breadcrumbs', 'sidebarCollapsible', 'sidebarCollapsed', 'lastUpdateTime', 'lastUpdateAuthor'])
        if (s[key] !== undefined && typeof s[key] !== 'boolean') bad(`sets[${i}] "${s.id}": ${key} must be true or false (got ${JSON.stringify(s[key])})`);
      if (s.numberPrefixes !== undefined && typeof s.numberPrefixes !== 'boolean' && !isNumberPrefixTable(s.numberPrefixes))
        bad(`sets[${i}] "${s.id}": numberPrefixes must be true, false or a table of names ({ "01-intro": { "name": "intro", "position": 1 } })`);
      if (s.tags !== undefined && s.tags !== false && (typeof s.tags !== 'string' || !s.tags))
        bad(`sets[${i}] "${s.id}": tags must name a file of each version's folder, or be false (got ${JSON.stringify(s.tags)})`);
      if (s.onInlineTags !== undefined && !SEVERITIES.includes(s.onInlineTags as ReportingSeverity))
        bad(`sets[${i}] "${s.id}": onInlineTags must be "ignore", "log", "warn" or "throw" (got ${JSON.stringify(s.onInlineTags)})`);
      if (s.tagsBasePath !== undefined && (typeof s.tagsBasePath !== 'string' || !s.tagsBasePath.replace(/\//g, '')))
        bad(`sets[${i}] "${s.id}": tagsBasePath must be a path such as "tags" (got ${JSON.stringify(s.tagsBasePath)})`);
    });
  }
  const docsSidebar = cfg.docsSidebar;
  if (
    docsSidebar !== undefined &&
    (!isObj(docsSidebar) || Object.entries(docsSidebar).some(([k, v]) => !['hideable', 'autoCollapseCategories'].includes(k) || typeof v !== 'boolean'))
  )
    bad('"docsSidebar" must be an object of booleans "hideable" and "autoCollapseCategories"');
  const reader = cfg.readerStorage;
  if (reader !== undefined && (!isObj(reader) || (reader.type !== 'localStorage' && reader.type !== 'sessionStorage') || typeof reader.namespace !== 'string'))
    bad(`"readerStorage" must be { "type": "localStorage" or "sessionStorage", "namespace": a string } (got ${JSON.stringify(reader)})`);
  if (cfg.tabs !== undefined && (!isObj(cfg.tabs) || (cfg.tabs.storagePrefix !== undefined && typeof cfg.tabs.storagePrefix !== 'string')))
    bad('"tabs" must be an object whose "storagePrefix" is a string');
  const navbar = cfg.navbar;
  if (isObj(navbar) && navbar.style !== undefined && navbar.style !== 'dark' && navbar.style !== 'primary')
    bad(`"navbar.style" must be "dark" or "primary" (got ${JSON.stringify(navbar.style)})`);
  if (isObj(navbar) && navbar.hideOnScroll !== undefined && typeof navbar.hideOnScroll !== 'boolean') bad('"navbar.hideOnScroll" must be true or false');
  if (!isObj(navbar) || !Array.isArray(navbar.items)) bad('"navbar.items" must be an array');
  else {
    navbar.items.forEach((item, i) => {
      const where = `navbar.items[${i}]`;
      if (!isObj(item)) return bad(`${where} must be an object`);
      if (!NAVBAR_TYPES.includes(item.type as (typeof NAVBAR_TYPES)[number])) {
        return bad(`${where}: unknown navbar item type "${String(item.type)}". Use one of: ${NAVBAR_TYPES.join(', ')}`);
      }
      if (item.type === 'link' && (typeof item.href !== 'string' || typeof item.label !== 'string')) bad(`${where}: a "link" item needs "label" and "href"`);
      if (item.type === 'dropdown' && (typeof item.label !== 'string' || !Array.isArray(item.items)))
        bad(`${where}: a "dropdown" item needs "label" and "items" (links)`);
      if (item.type === 'dropdown' && Array.isArray(item.items))
        item.items.forEach((entry, j) => {
          const type = isObj(entry) ? entry.type : undefined;
          if (!isObj(entry) || !DROPDOWN_ENTRY_TYPES.includes(type as (typeof DROPDOWN_ENTRY_TYPES)[number]))
            bad(`${where}.items[${j}]: an entry of a dropdown is one of ${DROPDOWN_ENTRY_TYPES.join(', ')} (got ${JSON.stringify(type)})`);
          else if (type === 'link' && (typeof entry.href !== 'string' || typeof entry.label !== 'string'))
            bad(`${where}.items[${j}]: a "link" needs "label" and "href"`);
          else if (type !== 'link' && typeof entry.set !== 'string') bad(`${where}.items[${j}]: a "${String(type)}" entry needs "set" (the doc set id)`);
          else if (type === 'doc' && typeof entry.docId !== 'string') bad(`${where}.items[${j}]: a "doc" entry needs "docId"`);
        });
      if (item.type === 'doc' && (typeof item.docId !== 'string' || typeof item.set !== 'string')) bad(`${where}: a "doc" item needs "set" and "docId"`);
      if (item.type === 'html' && typeof item.value !== 'string') bad(`${where}: an "html" item needs "value" (its HTML)`);
      if ((item.type === 'docSidebar' || item.type === 'docsVersionDropdown' || item.type === 'docsVersion') && typeof item.set !== 'string')
        bad(`${where}: a "${item.type}" item needs "set" (the doc set id)`);
      for (const key of ['itemsBefore', 'itemsAfter'])
        if (item.type === 'docsVersionDropdown' && item[key] !== undefined)
          if (!Array.isArray(item[key]) || (item[key] as unknown[]).some((l) => !isObj(l) || typeof l.label !== 'string' || typeof l.href !== 'string'))
            bad(`${where}: "${key}" must be a list of links, each with "label" and "href"`);
    });
  }
  for (const key of ['onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors', 'onDuplicateRoutes']) {
    if (cfg[key] !== undefined && !SEVERITIES.includes(cfg[key] as (typeof SEVERITIES)[number]))
      bad(`"${key}" must be one of ${SEVERITIES.join(', ')} (got ${JSON.stringify(cfg[key])})`);
  }
  for (const key of ['routesMatchAnyCase', 'frontPageSidebar'])
    if (cfg[key] !== undefined && typeof cfg[key] !== 'boolean') bad(`"${key}" must be true or false (got ${JSON.stringify(cfg[key])})`);
  if (cfg.unknownFrontmatterKeys !== undefined && cfg.unknownFrontmatterKeys !== 'refuse' && cfg.unknownFrontmatterKeys !== 'keep')
    bad(`"unknownFrontmatterKeys" must be "refuse" or "keep" (got ${JSON.stringify(cfg.unknownFrontmatterKeys)})`);
  const md = cfg.markdown as Record<string, unknown> | undefined;
  if (md !== undefined && (!isObj(md) || (md.format !== undefined && !['mdx', 'md', 'detect'].includes(md.format as string))))
    bad('"markdown.format" must be "mdx", "md" or "detect"');
  for (const message of mermaidInBrowserProblems(isObj(md) ? md.mermaidInBrowser : undefined)) bad(message);
  if (cfg.trailingSlash !== undefined && cfg.trailingSlash !== true && cfg.trailingSlash !== false && cfg.trailingSlash !== 'auto')
    bad(`"trailingSlash" must be true, false or "auto" (got ${JSON.stringify(cfg.trailingSlash)})`);
  if (cfg.sidebarEntryProps !== undefined && cfg.sidebarEntryProps !== 'entry')
    bad(
      `"sidebarEntryProps" must be "entry" (a sidebar entry's own class and custom props first) or absent (the doc's front matter first), got ${JSON.stringify(cfg.sidebarEntryProps)}`,
    );
  if (cfg.breadcrumbRoot !== undefined && cfg.breadcrumbRoot !== 'site')
    bad(`"breadcrumbRoot" must be "site" (the trail starts at the site's home page) or absent (at the doc set's), got ${JSON.stringify(cfg.breadcrumbRoot)}`);
  const crawl = cfg.crawlFiles as Record<string, unknown> | undefined;
  if (crawl !== undefined && !(isObj(crawl) && Object.entries(crawl).every(([k, v]) => (k === 'sitemap' || k === 'robots') && v === false)))
    bad(`"crawlFiles" must be { "sitemap": false, "robots": false }, either or both (got ${JSON.stringify(crawl)})`);
  if (cfg.markdownExport !== undefined && cfg.markdownExport !== false)
    bad(`"markdownExport" must be false (no .md copies, llms.txt or Copy page) or absent (all of them), got ${JSON.stringify(cfg.markdownExport)}`);
  if (cfg.mountAtBaseUrl !== undefined && typeof cfg.mountAtBaseUrl !== 'boolean')
    bad(`"mountAtBaseUrl" must be true or false (got ${JSON.stringify(cfg.mountAtBaseUrl)})`);
  if (cfg.themes !== undefined && (!Array.isArray(cfg.themes) || !cfg.themes.every((t) => typeof t === 'string' && t)))
    bad(`"themes" must be a list of theme package names (got ${JSON.stringify(cfg.themes)})`);
  if (
    cfg.resolveAlias !== undefined &&
    (!isObj(cfg.resolveAlias) || !Object.values(cfg.resolveAlias).every((v) => v === false || (typeof v === 'string' && v.length > 0)))
  )
    bad(`"resolveAlias" must map specifiers to a path ("./src/lib"), a package name or false (got ${JSON.stringify(cfg.resolveAlias)})`);
  const tagFacet = isObj(cfg.search) ? cfg.search.tagFacet : undefined;
  if (tagFacet !== undefined && (typeof tagFacet !== 'string' || !/^[\w.-]+$/.test(tagFacet)))
    bad(`"search.tagFacet" must be an Algolia facet name, such as "version" (got ${JSON.stringify(tagFacet)})`);
  for (const message of algoliaConfigProblems(isObj(cfg.search) ? cfg.search.algolia : undefined)) bad(message);
  const layerOnly = isObj(cfg.search) ? cfg.search.layerOnly : undefined;
  if (layerOnly !== undefined && typeof layerOnly !== 'boolean') bad(`"search.layerOnly" must be true or false (got ${JSON.stringify(layerOnly)})`);
  const searchPage = isObj(cfg.search) ? cfg.search.page : undefined;
  if (searchPage !== undefined && (typeof searchPage !== 'string' || !/^\/?[\w.~-]+(\/[\w.~-]+)*\/?$/.test(searchPage)))
    bad(`"search.page" must be a path under the baseUrl, such as "search" (got ${JSON.stringify(searchPage)})`);
  if (cfg.clientModules !== undefined && (!Array.isArray(cfg.clientModules) || !cfg.clientModules.every((p) => typeof p === 'string' && p)))
    bad(`"clientModules" must be a list of module paths of the content folder, such as "src/client/analytics.js" (got ${JSON.stringify(cfg.clientModules)})`);
  if (cfg.postcss !== undefined && (!Array.isArray(cfg.postcss) || !cfg.postcss.every((p) => typeof p === 'string' && p)))
    bad(`"postcss" must be a list of PostCSS plugin package names (got ${JSON.stringify(cfg.postcss)})`);
  if (cfg.postcssConfig !== undefined && cfg.postcssConfig !== true)
    bad(`"postcssConfig" must be true (the site's PostCSS config applies) or absent (got ${JSON.stringify(cfg.postcssConfig)})`);
  if (cfg.plugins !== undefined && (!Array.isArray(cfg.plugins) || !cfg.plugins.every((p) => typeof p === 'string')))
    bad(`"plugins" must be a list of plugin names (got ${JSON.stringify(cfg.plugins)}) — write e.g. ["vcluster"], or leave it out for none`);
  for (const message of pluginRoutesProblems(cfg.pluginRoutes)) bad(message);
  for (const message of pluginPagesProblems(cfg.pluginPages)) bad(message);
  if (cfg.sourceConfig !== undefined && !isObj(cfg.sourceConfig)) bad(`"sourceConfig" must be an object (got ${JSON.stringify(cfg.sourceConfig)})`);
  for (const message of contentPolicyProblems(cfg.content)) bad(message);
  for (const message of configScriptProblems(cfg)) bad(message);
  for (const message of pagesConfigProblems(cfg.pages)) bad(message);
  if (cfg.customFields !== undefined && !isObj(cfg.customFields)) bad(`"customFields" must be an object (got ${JSON.stringify(cfg.customFields)})`);
  for (const message of stylesProblems(cfg.styles)) bad(message);
  for (const message of blogConfigProblems(cfg.blog)) bad(message);
  for (const message of markdownPluginsProblems(cfg.markdownPlugins)) bad(message);
  for (const message of admonitionTypesProblems(cfg.admonitionTypes)) bad(message);
  for (const message of i18nConfigProblems(cfg.i18n)) bad(message);
  for (const message of prismProblems(cfg.prism)) bad(message);
  for (const message of tableOfContentsProblems(cfg.tableOfContents)) bad(message);
  for (const message of [...redirectsProblems(cfg.redirects), ...siteHeadProblems(cfg.head)]) bad(message);
  problems.throwIfAny('Invalid site configuration (site.config.json)');
  return raw as unknown as SiteConfig;
}

/** What the content-dependent checks need to know about the built index. */
export interface ContentFacts {
  versionsOf(set: SetId): string[] | undefined;
  /** Number of items in the sidebar of the set's last version (undefined when no such sidebar). */
  sidebarSize(set: SetId, sidebarId?: string): number | undefined;
}

export function checkConfigAgainstContent(cfg: SiteConfig, facts: ContentFacts, file = 'site.config.json'): Problem[] {
  const out: Problem[] = [];
  cfg.navbar.items.forEach((item, i) => {
    const where = `navbar.items[${i}] (${item.type})`;
    if (item.type === 'docsVersionDropdown') {
      const known = facts.versionsOf(item.set);
      if (!known) {
        out.push({ file, message: `${where}: doc set "${item.set}" does not exist` });
        return;
      }
      for (const v of item.versions ?? []) {
        if (!known.includes(v))
          out.push({
            file,
            message: `${where}: version "${v}" does not exist in doc set "${item.set}". Known versions: ${known.join(', ')}`,
          });
      }
    }
    if (item.type === 'docSidebar') {
      const size = facts.sidebarSize(item.set, item.sidebarId);
      if (size === undefined) out.push({ file, message: `${where} "${item.label}": no sidebar "${item.sidebarId ?? 'default'}" in doc set "${item.set}"` });
      else if (size === 0)
        out.push({ file, message: `${where} "${item.label}": the sidebar of doc set "${item.set}" is empty, so the item has nothing to link to` });
    }
  });
  return out;
}
