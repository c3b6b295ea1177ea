/** The typed content index: everything the site renders, with no React and no I/O. */
import type { Frontmatter } from './frontmatter';
import type { SetId } from '../config/site-config';
import type { VersionBanner, VersionStatus } from './versions';

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
  title: string;
  description: string;
  sidebarLabel: string;
  sidebarPosition?: number;
  frontmatter: Frontmatter;
  draft: boolean;
  unlisted: boolean;
  /** Unix seconds of the last commit touching the file, when git knows it. */
  lastUpdated?: number;
}

export type SidebarItem =
  | { type: 'doc'; label: string; href: string; docId: string; className?: string }
  | { type: 'link'; label: string; href: string }
  | {
      type: 'category';
      label: string;
      href?: string;
      collapsible: boolean;
      collapsed: boolean;
      className?: string;
      items: SidebarItem[];
      /** Set on pages' copies of the sidebar: children left out, loaded from the version's sidebar JSON on expand. */
      lazy?: true;
    };

export interface GeneratedIndex {
  url: string;
  title: string;
  description: string;
  /** Folder the category was generated from, relative to the version root. */
  dir: string;
  /** Source of the _category_ file, for error messages and edit links. */
  source: string;
}

export interface VersionRecord {
  name: string;
  label: string;
  status: VersionStatus;
  banner: VersionBanner;
  badge: boolean;
  isLast: boolean;
  /** URL prefix without trailing slash. */
  path: string;
  /** Folder holding this version's files, relative to the project root. */
  dir: string;
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
  lastVersion: string;
  versions: VersionRecord[];
}

export interface ContentIndex {
  sets: SetRecord[];
  /** Warnings that do not fail the build (e.g. broken anchors), printed once. */
  warnings: string[];
}

/** A route the site publishes. */
export type RouteTarget =
  | { kind: 'doc'; set: SetId; version: string; docId: string }
  | { kind: 'generated-index'; set: SetId; version: string; url: string };
