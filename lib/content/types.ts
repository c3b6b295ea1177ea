/** The typed content index: everything the site renders, with no React and no I/O. */
import type { Frontmatter } from '../source/frontmatter';
import type { SetId } from '../config/site-config';
import type { VersionBanner, VersionStatus } from './versions';
import type { LocaleMessages } from '../i18n/translations';
import type { BlogIndex as BlogIndexOf, BlogPost as BlogPostOf } from '../blog/types';
import type { TagsFileEntry } from '../blog/authors-tags';

/**
 * An old id of a page: the id of the element it now stands for, or the page's top with the reason
 * its subject is gone; with where it is written (the version's alias file, or the page's front matter).
 */
export type AnchorAlias = ({ to: string } | { top: string }) & { file: string; line: number };

/** A page's old ids by id (lib/content/anchor-aliases.ts). */
export type PageAnchorAliases = Record<string, AnchorAlias>;

export interface DocRecord {
  /** Docusaurus-style id, relative to the version root, number prefixes stripped: "manage/sleep-wakeup". */
  id: string;
  set: SetId;
  version: string;
  /** Path of the source file relative to the project root (or to DOCS_CONTENT_DIR's parent). */
  source: string;
  /** Source path relative to the version folder, e.g. "manage/sleep-wakeup.mdx". */
  relPath: string;
  /** Canonical URL path with trailing slash: "/docs/vcluster/manage/sleep-wakeup/". */
  url: string;
  /** What relative URL links in the doc resolve against, when not `url` (site.config trailingSlash). */
  linkBase?: string;
  title: string;
  description: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  frontmatter: Frontmatter;
  draft: boolean;
  unlisted: boolean;
  /** Unix seconds of the last commit touching the file, when git knows it. */
  lastUpdated?: number;
  /** Who last changed it, where its set shows it (DocSetConfig.lastUpdateAuthor). */
  lastUpdateAuthor?: string;
  /** The locale of a doc of a non-default locale's set (lib/i18n/locale-sets.ts); absent in the default locale. */
  locale?: string;
  /** Ids links written for an earlier edition of the page land on (the version's _anchors.yml, lib/content/anchor-aliases.ts). */
  anchorAliases?: PageAnchorAliases;
  /**
   * Facts a plugin of the site wrote for the page beyond the engine's (a module extending the blog
   * that adds related posts to each post's metadata), which the site's own parts read with the page's facts.
   */
  pluginFacts?: Record<string, unknown>;
}

/** What a sidebar file gives an entry for the site's own entry components to read (Docusaurus' `customProps`): the engine draws none of it. */
export type SidebarCustomProps = Record<string, unknown>;

export type SidebarItem =
  /** `unlisted`: the doc is unlisted; it shows only on its own page (Docusaurus' isVisibleSidebarItem). */
  | { type: 'doc'; label: string; href: string; docId: string; className?: string; unlisted?: true; customProps?: SidebarCustomProps }
  /** `key`: the sidebar file's own key for it, which its translation is found by instead of its label (Docusaurus 3.8+). */
  | { type: 'link'; label: string; href: string; key?: string; className?: string; description?: string; customProps?: SidebarCustomProps }
  /** The site's own HTML as an entry (a heading, a divider); `defaultStyle`: spaced as a link entry. */
  | { type: 'html'; value: string; defaultStyle?: true; className?: string; customProps?: SidebarCustomProps }
  | {
      type: 'category';
      label: string;
      key?: string;
      href?: string;
      collapsible: boolean;
      collapsed: boolean;
      className?: string;
      description?: string;
      customProps?: SidebarCustomProps;
      items: SidebarItem[];
      /** The doc it links to is unlisted: the label is no link but on that doc's own page. */
      linkUnlisted?: true;
      /** Set on pages' copies of the sidebar: children left out, loaded from the version's sidebar JSON on expand. */
      lazy?: true;
    };

export interface GeneratedIndex {
  url: string;
  title: string;
  description: string;
  /** Folder the category was generated from, relative to the version root. */
  dir: string;
  /** Source of the _category_ file (or _sidebars.json), for error messages and edit links. */
  source: string;
  /** Line of its "link" (_category_.json) or its label (_sidebars.json) in source. */
  line?: number;
  /** The category's sidebar label. */
  label: string;
  /** link.keywords and link.image: its page's head (DocCategoryGeneratedIndexPage's PageMetadata). */
  keywords?: string[];
  image?: string;
}

export interface VersionRecord {
  name: string;
  label: string;
  status: VersionStatus;
  banner: VersionBanner;
  badge: boolean;
  /** Edit link template with `{docPath}`, or false for none (versions.json `editUrl`). */
  editUrl?: string | false;
  /** In a non-default locale: the template for a page its translations folder holds, where it differs (versions.json `localeEditUrls`). */
  editUrlTranslated?: string | false;
  /** The default locale's record: its locales' templates, which their copies take (versions.json `localeEditUrls`). */
  localeEditUrls?: Record<string, { translated?: string | false; other?: string | false }>;
  isLast: boolean;
  /** Its pages ask search engines not to index them and stay out of the sitemap (versions.json `noIndex`). */
  noIndex?: boolean;
  /** Classes of its pages' document, where versions.json names its own (`className`). */
  className?: string;
  /** URL prefix without trailing slash. */
  path: string;
  /** URL prefix of its tag pages, without trailing slash, where it is not `<path>/tags` (DocSetConfig.tagsBasePath). */
  tagsPath?: string;
  /** Its tags file's entries, where it has one (DocSetConfig.tags). */
  tagsFile?: Record<string, TagsFileEntry>;
  /** Folder holding this version's files, relative to the project root. */
  dir: string;
  /** In a non-default locale: the folder whose files replace `dir`'s (relative to the project root). */
  translationsDir?: string;
  mainDocId: string;
  docs: DocRecord[];
  draftIds: string[];
  sidebars: Record<string, SidebarItem[]>;
  generatedIndexes: GeneratedIndex[];
}

export interface SetRecord {
  id: SetId;
  label: string;
  routeBasePath: string;
  versioned: boolean;
  /** false: its pages show no breadcrumbs (site.config.json sets[].breadcrumbs). */
  breadcrumbs?: boolean;
  lastVersion: string;
  versions: VersionRecord[];
  /** A non-default locale's copy of a set (lib/i18n/locale-sets.ts): the locale, and the default locale's set id. */
  locale?: { name: string; of: SetId };
}

export interface ContentIndex {
  sets: SetRecord[];
  /** The blog, when site.config.json has a "blog" section (lib/blog/). */
  blog?: BlogIndex;
  /** The site's other blogs (a "blog" list: plugin-content-blog instances with their own id), in the config's order. */
  otherBlogs?: BlogIndex[];
  /** The site's pages outside the docs (lib/pages/), when it has any. */
  pages?: PagesIndex;
  /** Warnings that do not fail the build (e.g. broken anchors), printed once. */
  warnings: string[];
  /** Each non-default locale's navbar, footer and code messages (lib/i18n/locale-messages.ts). */
  i18n?: Record<string, LocaleMessages>;
  /** Each non-default locale's copy of the blog and of the pages (lib/content/locale-content.ts). */
  localeBlogs?: BlogIndex[];
  localePages?: PagesIndex[];
}

/** The blog, its posts read as docs of a version-like container (lib/blog/types.ts). */
export type BlogIndex = BlogIndexOf<DocRecord, VersionRecord>;
export type BlogPost = BlogPostOf<DocRecord>;
/* The site's pages outside the docs (Docusaurus' plugin-content-pages), built by lib/pages/build-pages.ts. */

interface PageCommon {
  /** URL path with a trailing slash, percent-encoded: the page is exported as `<url>index.html`. */
  url: string;
  /** The URL Docusaurus gives the page (its trailing slash as the file name says, or as site.config trailingSlash forces). */
  permalink: string;
  /** Source file relative to the project root. */
  source: string;
  /** Source file relative to the content folder (`src/pages/help.js`), for messages and the import report. */
  file: string;
}

/** A React page: its module's default export, compiled with the site's components (plugins/docusaurus/site-components/bundle.ts). */
export interface ReactPageRecord extends PageCommon {
  type: 'react';
  /**
   * The module renders a <main> of its own (as Docusaurus' templates do): the shell then wraps the
   * page in a plain element, so the page has one main landmark either way. Read from the source.
   */
  ownsMain: boolean;
  /** A plugin's route (lib/pages/plugin-pages.ts): the JSON file, relative to the content folder, of the props its modules give. */
  props?: string;
  /** The plugin that added the route. */
  plugin?: string;
  /** What that plugin says of its route (lib/config/plugin-pages.ts `context`). */
  context?: Record<string, unknown>;
  /** It stands in for the content's page at its URL (lib/config/plugin-pages.ts `replaces`). */
  replaces?: true;
}

/** A Markdown/MDX page: parsed, checked and rendered by the page pass, as a doc of the pages' container. */
export interface MdxPageRecord extends PageCommon {
  type: 'mdx';
  title: string;
  description: string;
  hideTableOfContents: boolean;
  wrapperClassName?: string;
  image?: string;
  keywords?: string[];
  /** Its "Edit this page" link (the pages' editUrl). */
  editUrl?: string;
  /** When it was last updated and by whom, where the pages show them (epoch seconds). */
  lastUpdate?: { at?: number; author?: string };
  /** The page as the page pass sees a doc (source, frontmatter, URL). */
  doc: DocRecord;
}

export type PageRecord = ReactPageRecord | MdxPageRecord;

export interface PagesIndex {
  /** The pages folder relative to the project root. */
  dir: string;
  pages: PageRecord[];
  /** MDX pages as a version-like record: what the page pass and the MDX compile take a doc's version for. */
  container: VersionRecord;
}
