/**
 * A page's head: the metadata the engine makes for it, and what a plugin whose theme writes heads
 * its own way needs beside it (DocsPlugin.pageHead). Every route's metadata goes through
 * lib/plugins/engine.ts `pluginPageHead`, so a site's plugin sees every page: docs, tags, blog,
 * pages, search, not-found.
 */
import type { Metadata } from 'next';
import type { HeadTag } from '../config/site-head';

export interface PageHead {
  /** What the page is: a doc (or a generated category index), a version's tags list or one tag's docs, a blog's page, a page of the pages folder, the search page, the not-found page. */
  kind: 'doc' | 'doc-tags' | 'doc-tag' | 'blog' | 'page' | 'search' | 'not-found';
  /** The page's URL path, with its trailing slash, as the engine exports it. */
  url: string;
  /** The page's own title, where it has one (a doc's, a post's, a tag's), before the site's title is added. */
  title?: string;
  /** The path the page's source gives it, where the engine knows it (a doc's, a post's, a page's): its trailing slash as the site serves it. */
  permalink?: string;
  /** On a page of the pages folder written in Markdown: the wrapper class its front matter names, if any. */
  markdownPage?: { wrapperClassName?: string };
  /**
   * On a doc set's page (a doc, a category's generated index, a tags page), and on a not-found page under a
   * version's path: its set (a locale's copy: the original's id), version, and doc's id where it is a doc's.
   */
  docs?: { set: string; version: string; versionClassName: string; doc?: string };
  /** The page's search scope: its DocSearch tag and, for a doc set's page, its version's name. */
  search: { tag: string; version?: string };
  /** The site's own components write the page's title, description, keywords and image (a page its theme draws whole). */
  ownHead: boolean;
  /** The page names an image of its own (its front matter's), which the site's components write where they write its head. */
  ownImage?: boolean;
  /** The site's own components write the page's search tag (a docs frame or a blog page its theme draws). */
  ownSearch?: boolean;
  /** The code messages of the page's locale (lib/content/locale-site.ts pageMessages), where the site has any: a theme's own words for the page's title in its language. */
  messages?: Readonly<Record<string, string>>;
  /** What the engine writes for the page. */
  native: Metadata;
}

/**
 * What a page's head holds: Next's metadata, and tags written as they are, for what Next's metadata
 * would write otherwise (it gives every URL of the site's own origin a trailing slash under the
 * export's trailingSlash, a canonical link included), rendered in the page, which React puts in the head.
 */
export interface PageHeadTags {
  metadata: Metadata;
  tags?: HeadTag[];
}
