/**
 * The typed record of the site's pages (Docusaurus' plugin-content-pages), built from the files by
 * lib/pages/build-pages.ts. Plain data: it travels in the site's JSON to Next's workers.
 */
import type { DocRecord, VersionRecord } from '../content/types';

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

/** A React page: its module's default export, compiled with the site's components (lib/site-components/bundle.ts). */
export interface ReactPageRecord extends PageCommon {
  type: 'react';
  /**
   * The module renders a <main> of its own (as Docusaurus' templates do): the shell then wraps the
   * page in a plain element, so the page has one main landmark either way. Read from the source.
   */
  ownsMain: boolean;
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
