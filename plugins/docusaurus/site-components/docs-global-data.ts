/**
 * The global data Docusaurus' own docs plugin sets (plugin-content-docs/src/index.ts contentLoaded:
 * `setGlobalData({ path, versions: versions.map(toGlobalDataVersion), breadcrumbs })`, globalData.ts),
 * built from the engine's content index for every docs set and version, by locale, so that
 * `usePluginData('docusaurus-plugin-content-docs')` and the docs client hooks answer as in Docusaurus.
 * Its blog and pages plugins set none (3.x). Paths are the engine's published URLs.
 */
import type { ContentIndex, DocRecord, SetRecord, SidebarItem, VersionRecord, GlobalDoc, GlobalVersion } from '../../../lib/api/content';
import { docsPluginId } from '../../../lib/api/content';
import type { PluginGlobalData } from './global-data';

export const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

export interface DocsPluginGlobalData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

type FirstLink = { path: string; label: string };

/** Docusaurus' label of a doc item: the one the sidebars file or `sidebar_label` gives, else the doc's id (sidebars/utils.ts getFirstLink). */
function docItemLabel(item: Extract<SidebarItem, { type: 'doc' }>, doc: DocRecord | undefined): string {
  const explicit = !doc || doc.frontmatter.sidebar_label !== undefined || item.label !== doc.title;
  return explicit ? item.label : item.docId;
}

/** The first link of a sidebar (a doc, or a category's own link), as Docusaurus' getFirstLink finds it. */
function firstLink(items: SidebarItem[], docsById: Map<string, DocRecord>): FirstLink | undefined {
  for (const item of items) {
    if (item.type === 'doc') return { path: item.href, label: docItemLabel(item, docsById.get(item.docId)) };
    if (item.type !== 'category') continue;
    if (item.href) return { path: item.href, label: item.label };
    const inner = firstLink(item.items, docsById);
    if (inner) return inner;
  }
  return undefined;
}

/** The sidebar each doc and generated index is in (by URL): the first that lists it, as Docusaurus' getSidebarNameByDocId. */
function sidebarOfUrls(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (name: string, items: SidebarItem[]) => {
    for (const item of items) {
      if ((item.type === 'doc' || item.type === 'category') && item.href && !out.has(item.href)) out.set(item.href, name);
      if (item.type === 'category') walk(name, item.items);
    }
  };
  for (const [name, items] of Object.entries(sidebars)) walk(name, items);
  return out;
}

const withSidebar = (entry: GlobalDoc, sidebar: string | undefined): GlobalDoc => (sidebar ? { ...entry, sidebar } : entry);

/** One version as Docusaurus' toGlobalDataVersion gives it: its docs (drafts left out), then its generated indexes. */
export function globalDataVersion(version: VersionRecord): GlobalVersion {
  const docs = version.docs.filter((d) => !d.draft);
  const sidebarOf = sidebarOfUrls(version.sidebars);
  const docsById = new Map(docs.map((d) => [d.id, d]));
  const base = version.path.replace(/\/$/, '');
  return {
    name: version.name,
    label: version.label,
    isLast: version.isLast,
    path: version.path || '/',
    mainDocId: version.mainDocId,
    docs: [
      ...docs.map((d) => withSidebar({ id: d.id, path: d.url, ...(d.unlisted ? { unlisted: true } : {}) }, sidebarOf.get(d.url))),
      // (A generated index's id is its slug: its path under the version's.)
      ...version.generatedIndexes.map((g) => withSidebar({ id: g.url.slice(base.length).replace(/(.)\/$/, '$1'), path: g.url }, sidebarOf.get(g.url))),
    ],
    draftIds: version.draftIds,
    sidebars: Object.fromEntries(
      Object.entries(version.sidebars).map(([name, items]) => {
        const link = firstLink(items, docsById);
        return [name, link ? { link } : {}];
      }),
    ),
  };
}

/** One docs plugin instance's global data. */
export function docsPluginGlobalData(set: SetRecord): DocsPluginGlobalData {
  return { path: set.routeBasePath || '/', versions: set.versions.map(globalDataVersion), breadcrumbs: set.breadcrumbs !== false };
}

/** The docs plugin's global data of every set, by locale (a locale's copy of a set under its locale), then plugin id. */
export function docsGlobalData(index: Pick<ContentIndex, 'sets'>, defaultLocale: string): PluginGlobalData {
  const out: PluginGlobalData = {};
  for (const set of index.sets) {
    const locale = set.locale?.name ?? defaultLocale;
    ((out[locale] ??= {})[DOCS_PLUGIN] ??= {})[docsPluginId(set)] = docsPluginGlobalData(set);
  }
  return out;
}

/**
 * The engine's data with what the site's own plugins set (the importer's file), theirs winning for
 * one plugin instance. A locale the plugins' file lacks takes its default locale's, as useGlobalData falls back.
 */
export function mergeGlobalData(engine: PluginGlobalData, plugins: PluginGlobalData, defaultLocale: string): PluginGlobalData {
  const out: PluginGlobalData = {};
  for (const locale of new Set([...Object.keys(engine), ...Object.keys(plugins)])) {
    const theirs = plugins[locale] ?? plugins[defaultLocale] ?? {};
    const ours = engine[locale] ?? {};
    out[locale] = {};
    for (const name of new Set([...Object.keys(ours), ...Object.keys(theirs)])) out[locale][name] = { ...ours[name], ...theirs[name] };
  }
  return out;
}
