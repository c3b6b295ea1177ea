/**
 * What a site component learns of the page's docs plugin through Docusaurus' client API
 * (`@docusaurus/plugin-content-docs/client`: useActivePlugin, useActiveDocContext, useVersions,
 * useDocsVersion …; plugins/docusaurus/components/docs-client.ts): the plugin instance, its versions and
 * the page's doc, in Docusaurus' global-data shapes (plugin-content-docs/src/client/index.ts).
 * Versions list only their main doc and, for the active one, the page's doc: Docusaurus' global
 * data lists every doc, which would put the whole site into each page.
 */
import type { DocRecord, SetRecord, VersionRecord } from './types';
import { docsPluginOfSet } from '../shared/docs-plugin-set';

export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
}

export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars?: Record<string, { link?: { path: string; label: string } }>;
}

export interface DocsClientData {
  pluginId: string;
  /** The plugin's route base (its last version's path prefix in Docusaurus' global data). */
  path: string;
  versions: GlobalVersion[];
  /** The page's version, and its metadata as useDocsVersion gives it. */
  activeVersion: string;
  version: { version: string; label: string; banner: 'unreleased' | 'unmaintained' | null; badge: boolean; className: string; isLast: boolean; pluginId: string };
  /** The same page in the other versions (version name → path), as the version switcher links it. */
  alternates: Record<string, string>;
  /** The page's doc (none on a generated index page). */
  doc?: { id: string; title: string; description: string; permalink: string; sidebar?: string; frontMatter: Record<string, unknown> };
}

/** Docusaurus' id of the docs plugin the engine's set came from (the inverse of lib/shared/docs-plugin-set.ts). */
export function docsPluginId(set: Pick<SetRecord, 'id' | 'locale'>): string {
  return docsPluginOfSet(set.locale?.of ?? set.id);
}

const versionPath = (v: VersionRecord) => v.path || '/';

/** The classes of a version's pages' document: its own, else Docusaurus' default (plugin-content-docs versions.ts). */
export const versionClassName = (v: Pick<VersionRecord, 'name' | 'className'>): string => v.className ?? `docs-version-${v.name}`;

export function docsClientData(
  set: SetRecord,
  version: VersionRecord,
  page: { doc?: DocRecord; sidebarId?: string; versionLinks: { name: string; href: string }[] },
): DocsClientData {
  const { doc, sidebarId } = page;
  const pluginId = docsPluginId(set);
  const mainDoc = (v: VersionRecord) => v.docs.find((d) => d.id === v.mainDocId);
  const versions = set.versions.map((v) => ({
    name: v.name,
    label: v.label,
    isLast: v.isLast,
    path: versionPath(v),
    mainDocId: v.mainDocId,
    docs: [
      ...(mainDoc(v) ? [{ id: v.mainDocId, path: mainDoc(v)!.url }] : []),
      ...(v === version && doc && doc.id !== v.mainDocId ? [{ id: doc.id, path: doc.url, ...(sidebarId ? { sidebar: sidebarId } : {}) }] : []),
    ],
    draftIds: [],
  }));
  const last = set.versions.find((v) => v.isLast) ?? version;
  return {
    pluginId,
    path: versionPath(last),
    versions,
    activeVersion: version.name,
    alternates: Object.fromEntries(page.versionLinks.map((l) => [l.name, l.href])),
    version: {
      version: version.name,
      label: version.label,
      banner: version.banner === 'none' ? null : version.banner,
      badge: version.badge,
      className: versionClassName(version),
      isLast: version.isLast,
      pluginId,
    },
    ...(doc
      ? {
          doc: {
            id: doc.id,
            title: doc.title,
            description: doc.description,
            permalink: doc.url,
            ...(sidebarId ? { sidebar: sidebarId } : {}),
            frontMatter: doc.frontmatter as Record<string, unknown>,
          },
        }
      : {}),
  };
}
