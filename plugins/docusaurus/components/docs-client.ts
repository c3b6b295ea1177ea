'use client';
/**
 * `@docusaurus/plugin-content-docs/client`: the hooks site components call, with Docusaurus' return
 * shapes (plugin-content-docs/src/client/index.ts, docsUtils.tsx, docsVersion.tsx, doc.tsx). The
 * plugins' data (useDocsData, useAllDocsData, useVersions) is Docusaurus' global data of every
 * instance where the site's bundle carries it (plugins/docusaurus/site-components/docs-global-data.ts),
 * else the page's plugin (lib/content/docs-client-data.ts); the active version and doc are the page's:
 * asked about another instance, those hooks answer as Docusaurus does for a plugin with no data for
 * this page (no active version or doc).
 */
import { createElement, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { sharedContext } from '@/components/api/page-state';
import type { CardDoc, DocsClientData, GlobalVersion } from '@/lib/api/content';
import type { DocItemMeta } from '@/lib/api/plugins';
import type { PropSidebarItem } from '@/plugins/docusaurus/shared/prop-sidebar';
import { escapeHtml } from '@/lib/api/shared';
import { useCardList } from './card-list-context';
import { useDocsContext } from './docs-context';
import { findFirstSidebarItemLink } from './sidebar/sidebar-client';
import { matchPath, useLocation } from './router';
import renderRoutes from './renderRoutes';
import { useLayoutPart } from './layout-part';
import useGlobalData from './useGlobalData';
import { siteContext } from './site-context';
import { storageSlot } from './storage-slot';
import { installedVersion } from './installed-version';
import { currentLocale } from '@/components/api/page-state';
import { docLastUpdate } from '@/plugins/docusaurus/shared/doc-last-update';

export type { GlobalVersion, GlobalDoc } from '@/lib/api/content';
export * from './sidebar/sidebar-client';

interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

const pluginData = (data: DocsClientData): GlobalPluginData => ({ path: data.path, versions: data.versions, breadcrumbs: true });

/** The page's plugin data when `pluginId` names it (or is left out: the page's own). */
function usePlugin(pluginId?: string): DocsClientData | undefined {
  const data = useDocsContext();
  return data && (pluginId === undefined || pluginId === data.pluginId) ? data : undefined;
}

/** Every docs instance's global data, where the bundle carries it; else the page's plugin's. */
export function useAllDocsData(): Record<string, GlobalPluginData> {
  const data = useDocsContext();
  const all = useGlobalData()['docusaurus-plugin-content-docs'] as Record<string, GlobalPluginData> | undefined;
  return all ?? (data ? { [data.pluginId]: pluginData(data) } : {});
}

/** One instance's data: Docusaurus' usePluginData, whose id is "default" when left out. */
function useInstanceData(pluginId?: string): GlobalPluginData | undefined {
  const all = useAllDocsData();
  const page = useDocsContext();
  return all[pluginId ?? 'default'] ?? (pluginId === undefined && page ? all[page.pluginId] : undefined);
}

export function useDocsData(pluginId?: string): GlobalPluginData {
  const data = useInstanceData(pluginId);
  if (!data) throw new Error(`Docusaurus plugin global data not found for "docusaurus-plugin-content-docs" plugin with id "${pluginId ?? 'default'}".`);
  return data;
}

export function useActivePlugin(_options: { failfast?: boolean } = {}): { pluginId: string; pluginData: GlobalPluginData } | undefined {
  const data = useDocsContext();
  const all = useAllDocsData();
  return data ? { pluginId: data.pluginId, pluginData: all[data.pluginId] ?? pluginData(data) } : undefined;
}

/**
 * The page's version, as the object its instance's versions hold: Docusaurus' hooks all give the
 * global data's objects, and theme code compares versions by identity (`version === activeVersion`).
 */
function useActiveOf(data: DocsClientData | undefined): GlobalVersion | undefined {
  const instance = useInstanceData(data ? data.pluginId : NO_INSTANCE);
  const versions = instance?.versions ?? data?.versions ?? [];
  return data && versions.find((v) => v.name === data.activeVersion);
}
const NO_INSTANCE = '\0none';

export function useActivePluginAndVersion(
  _options: { failfast?: boolean } = {},
): { activePlugin: { pluginId: string; pluginData: GlobalPluginData }; activeVersion: GlobalVersion | undefined } | undefined {
  const data = useDocsContext();
  const activeVersion = useActiveOf(data);
  return data ? { activePlugin: { pluginId: data.pluginId, pluginData: pluginData(data) }, activeVersion } : undefined;
}

export function useVersions(pluginId?: string): GlobalVersion[] {
  return useInstanceData(pluginId)?.versions ?? [];
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  const versions = useVersions(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0];
}

export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  return useActiveOf(usePlugin(pluginId));
}

export function useActiveDocContext(pluginId?: string): {
  activeVersion?: GlobalVersion;
  activeDoc?: { id: string; path: string; sidebar?: string };
  alternateDocVersions: Record<string, { id: string; path: string }>;
} {
  const data = usePlugin(pluginId);
  const activeVersion = useActiveOf(data);
  if (!data) return { alternateDocVersions: {} };
  const activeDoc = data.doc ? { id: data.doc.id, path: data.doc.permalink, ...(data.doc.sidebar ? { sidebar: data.doc.sidebar } : {}) } : undefined;
  const alternateDocVersions = Object.fromEntries(Object.entries(data.alternates).map(([name, path]) => [name, { id: data.doc?.id ?? '', path }]));
  return { activeVersion, ...(activeDoc ? { activeDoc } : {}), alternateDocVersions };
}

export function useDocVersionSuggestions(pluginId?: string): { latestDocSuggestion?: { id: string; path: string }; latestVersionSuggestion?: GlobalVersion } {
  const data = usePlugin(pluginId);
  const latest = data?.versions.find((v) => v.isLast);
  if (!data || !latest) return {};
  const path = data.alternates[latest.name];
  return { latestVersionSuggestion: latest, ...(path ? { latestDocSuggestion: { id: data.doc?.id ?? '', path } } : {}) };
}

/**
 * The reader's version choice, per docs plugin, where plugin-content-docs keeps it
 * (client/docsPreferredVersion.ts): its key, in themeConfig.docs.versionPersistence.
 */
const preferredSlot = (pluginId: string) =>
  storageSlot(`docs-preferred-version-${pluginId}`, (siteContext.themeConfig.docs as { versionPersistence?: string } | undefined)?.versionPersistence);
const readPreferred = (pluginId: string) => preferredSlot(pluginId).get();
const PREFERRED_CHANGED = 'docs-engine:preferred-version';
const subscribeStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  window.addEventListener(PREFERRED_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(PREFERRED_CHANGED, onChange);
  };
};

export function useDocsPreferredVersion(pluginId?: string): { preferredVersion: GlobalVersion | null; savePreferredVersionName: (name: string) => void } {
  const data = usePlugin(pluginId);
  const id = data?.pluginId ?? pluginId ?? 'default';
  const name = useSyncExternalStore(
    subscribeStorage,
    () => readPreferred(id),
    () => null,
  );
  const savePreferredVersionName = useCallback(
    (next: string) => {
      preferredSlot(id).set(next);
      // (The storage event reaches other windows only; this one's other readers are told so.)
      window.dispatchEvent(new Event(PREFERRED_CHANGED));
    },
    [id],
  );
  const versions = useVersions(id);
  return { preferredVersion: versions.find((v) => v.name === name) ?? null, savePreferredVersionName };
}

/**
 * The versions a version dropdown may show as its own, best first (plugin-content-docs
 * useDocsVersionCandidates): the page's, the reader's choice, the last one; each once.
 */
export function useDocsVersionCandidates(pluginId?: string): GlobalVersion[] {
  const { activeVersion } = useActiveDocContext(pluginId);
  const { preferredVersion } = useDocsPreferredVersion(pluginId);
  const latest = useLatestVersion(pluginId);
  return [...new Set([activeVersion, preferredVersion, latest].filter((v): v is GlobalVersion => v != null))];
}

/** Every docs instance's version the reader chose (Docusaurus' useDocsPreferredVersionByPluginId): null where none, and before the page runs. */
export function useDocsPreferredVersionByPluginId(): Record<string, GlobalVersion | null> {
  const all = useAllDocsData();
  const ids = Object.keys(all);
  // (One string per snapshot, so the store's value compares equal while the choices stay.)
  const stored = useSyncExternalStore(
    subscribeStorage,
    () => JSON.stringify(ids.map(readPreferred)),
    () => JSON.stringify(ids.map(() => null)),
  );
  const names = JSON.parse(stored) as (string | null)[];
  return Object.fromEntries(ids.map((id, i) => [id, all[id].versions.find((v) => v.name === names[i]) ?? null]));
}

/**
 * DocsPreferredVersionContextProvider (theme-common's before 3.0, the docs client's since): the
 * reader's choices are kept in the browser's storage and read from there by the hooks above, with
 * no state of its own to provide, so a component that draws it (Docusaurus 2's LayoutProvider) draws its children.
 */
export function DocsPreferredVersionContextProvider({ children }: { children: ReactNode }): ReactNode {
  return children;
}

/** A docs version's search tag, as Docusaurus' search plugins index and filter by it. */
export const getDocsVersionSearchTag = (pluginId: string, versionName: string) => `docs-${pluginId}-${versionName}`;

/**
 * The search tags of the versions the reader reads (plugin-content-docs client/docsSearch.ts): for each
 * docs instance, the page's version where the page is its, else the reader's choice, else its last
 * version, as theme-search-algolia filters its results by them (`contextualSearch`).
 */
export function useDocsContextualSearchTags(): string[] {
  const all = useAllDocsData();
  const active = useActivePluginAndVersion();
  const preferred = useDocsPreferredVersionByPluginId();
  return Object.keys(all).map((pluginId) => {
    const activeVersion = active?.activePlugin.pluginId === pluginId ? active.activeVersion : undefined;
    const version = activeVersion ?? preferred[pluginId] ?? all[pluginId].versions.find((v) => v.isLast);
    return getDocsVersionSearchTag(pluginId, version!.name);
  });
}

/** A version's metadata as Docusaurus' docs routes hand it (PropVersionMetadata). */
export type PropVersionMetadata = DocsClientData['version'] & {
  noIndex: boolean;
  docsSidebars: Record<string, PropSidebarItem[]>;
  docs: Record<string, unknown>;
};

/** The version a docs frame the site draws provides (Docusaurus' DocsVersionProvider: DocVersionRoot, 2.x DocPage). */
const VersionContext = sharedContext<PropVersionMetadata | null>('docs-engine.docs-version', null);

export function DocsVersionProvider({ version, children }: { version: PropVersionMetadata | null; children: ReactNode }): ReactNode {
  return createElement(VersionContext.Provider, { value: version }, children);
}

/**
 * The page's version metadata: the one a docs frame the site draws provides; else, where the engine
 * draws the frame, the page's version without the sidebars and docs it lists.
 */
export function useDocsVersion(): PropVersionMetadata {
  const provided = useContext(VersionContext);
  const data = useDocsContext();
  if (provided) return provided;
  if (!data) throw new Error('Hook useDocsVersion is called outside the <DocsVersionProvider>.');
  return { ...data.version, noIndex: false, docsSidebars: {}, docs: {} };
}

/** A TOC entry as Docusaurus' TOC item: its `value` is HTML (the label the page pass wrote, ../shared/toc-label.ts, else the text escaped). */
export const tocItem = (e: { id: string; text: string; level: number; html?: string }) => ({ value: e.html ?? escapeHtml(e.text), id: e.id, level: e.level });

/**
 * The page's doc: its metadata and front matter; on a doc page the site draws itself, also what its
 * parts show (the TOC, edit link, last update, tags, neighbours: ./layout-part.tsx `doc.meta`).
 */
export function useDoc() {
  const data = useDocsContext();
  const meta = useLayoutPart()?.doc?.meta;
  if (!data?.doc) throw new Error('Hook useDoc is called outside the <DocProvider>.');
  return docValue(data, meta);
}

/**
 * `DocProvider`: the page's doc is the engine's page (useDoc reads it there), so a swizzle's provider,
 * from this module or, before Docusaurus 3.5, from theme-common/internal, only renders its children.
 */
export function DocProvider({ children }: { content?: unknown; children: ReactNode }): ReactNode {
  return children;
}

/** The doc's last update in its metadata, in the page's locale and its calendar (../shared/doc-last-update.ts). */
function lastUpdateOf(meta: DocItemMeta | undefined) {
  if (!meta?.lastUpdated) return {};
  const locale = currentLocale()?.name ?? siteContext.i18n?.defaultLocale ?? 'en';
  return docLastUpdate(meta.lastUpdated, installedVersion, locale, siteContext.i18n?.localeConfigs?.[locale]?.calendar);
}

/** What useDoc gives (Docusaurus' DocContextValue) for the page's docs data and its parts' data. */
export function docValue(data: DocsClientData | undefined, meta: DocItemMeta | undefined) {
  const { id = '', title = '', description = '', permalink = '', sidebar, frontMatter = {} } = data?.doc ?? {};
  const link = (l: { label: string; href: string } | undefined) => l && { title: l.label, permalink: l.href };
  return {
    metadata: {
      id,
      title,
      description,
      permalink,
      sidebar,
      frontMatter,
      version: data?.version.version,
      unlisted: false,
      tags: (meta?.tags ?? []).map((t) => ({ label: t.label, permalink: t.href })),
      ...(meta?.editUrl ? { editUrl: meta.editUrl } : {}),
      // (As the installed docs plugin gives it: milliseconds from 3.2, before seconds and a formatted date.)
      ...lastUpdateOf(meta),
      ...(meta?.lastUpdateAuthor ? { lastUpdatedBy: meta.lastUpdateAuthor } : {}),
      ...(meta?.previous ? { previous: link(meta.previous) } : {}),
      ...(meta?.next ? { next: link(meta.next) } : {}),
      // (What a module extending the docs plugin wrote into the doc's metadata: Docusaurus hands the file it wrote.)
      ...meta?.pluginFacts,
    },
    frontMatter,
    toc: (meta?.toc ?? []).map(tocItem),
    // (Where the engine draws the parts, the content's own title; where it does not, the doc's.)
    contentTitle: meta ? meta.contentTitle : title,
    assets: {},
  };
}

/** The trail to the page as Docusaurus' sidebar items (null where its docs plugin shows none). */
export function useSidebarBreadcrumbs(): { type: 'category' | 'link'; label: string; href?: string }[] | null {
  const crumbs = useLayoutPart()?.doc?.meta.breadcrumbs;
  if (!crumbs) return null;
  return crumbs.map((c, i) =>
    i === crumbs.length - 1 ? { type: 'link', label: c.label, href: c.href } : { type: 'category', label: c.label, ...(c.href ? { href: c.href } : {}) },
  );
}

type SidebarValue = { name: string; items: PropSidebarItem[] };

/** The sidebar a docs frame the site draws shows (Docusaurus' DocsSidebarProvider): null where it shows none; unset where the engine draws the frame. */
const SidebarContext = sharedContext<SidebarValue | null | undefined>('docs-engine.docs-sidebar', undefined);

export function DocsSidebarProvider({
  name,
  items,
  children,
}: {
  name: string | undefined;
  items: PropSidebarItem[] | undefined;
  children: ReactNode;
}): ReactNode {
  const value = useMemo(() => (name && items ? { name, items } : null), [name, items]);
  return createElement(SidebarContext.Provider, { value }, children);
}

/** The sidebar the page shows: the one a docs frame the site draws provides; else its name (the engine renders and fills its items itself). */
export function useDocsSidebar(): SidebarValue | null {
  const provided = useContext(SidebarContext);
  const data = useDocsContext();
  if (provided !== undefined) return provided;
  return data?.doc?.sidebar ? { name: data.doc.sidebar, items: [] } : null;
}

interface DocRouteConfig {
  path?: string;
  exact?: boolean;
  sidebar?: string;
  routes?: DocRouteConfig[];
}

/** The doc route at the location, its element and its sidebar (Docusaurus' useDocRootMetadata; 2.x useDocRouteMetadata, handed the version). */
function docRouteMetadata(routes: DocRouteConfig[], pathname: string, version: PropVersionMetadata) {
  const current = routes.find((route) => matchPath(pathname, route));
  if (!current) return null;
  const sidebarName = current.sidebar;
  return {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    docElement: renderRoutes(routes as any),
    sidebarName,
    sidebarItems: sidebarName ? version.docsSidebars[sidebarName] : undefined,
  };
}

export function useDocRootMetadata({ route }: { route: { routes?: DocRouteConfig[] } }) {
  const { pathname } = useLocation();
  const version = useDocsVersion();
  return docRouteMetadata(route.routes ?? [], pathname, version);
}

export function useDocRouteMetadata({ route, versionMetadata }: { route: { routes?: DocRouteConfig[] }; versionMetadata: PropVersionMetadata }) {
  const { pathname } = useLocation();
  return docRouteMetadata(route.routes ?? [], pathname, versionMetadata);
}

type SidebarCategory = Extract<PropSidebarItem, { type: 'category' }>;

/**
 * The page's deepest sidebar category (Docusaurus' useCurrentSidebarCategory): what the page's card
 * list was handed (./DocCardListPart.tsx); Docusaurus' errors where it has none.
 */
export function useCurrentSidebarCategory(): SidebarCategory {
  const list = useCardList();
  const { pathname } = useLocation();
  if (!list) throw new Error('Unexpected: cant find current sidebar in context');
  if (!list.category)
    throw new Error(`${pathname} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.`);
  return list.category;
}

/** The entries of the page's deepest category, else its sidebar's top ones (Docusaurus 3.10's useCurrentSidebarSiblings). */
export function useCurrentSidebarSiblings(): PropSidebarItem[] {
  const list = useCardList();
  if (!list) throw new Error('Unexpected: cant find current sidebar in context');
  return list.category?.items ?? list.sidebar;
}

/**
 * A doc of the page's version by id (Docusaurus' useDocById): the docs a card list's entries name. A
 * doc outside them is undefined (Docusaurus has every doc of the version, and throws on an unknown id).
 */
export function useDocById(id: string | undefined): CardDoc | undefined {
  const list = useCardList();
  return id ? list?.docs[id] : undefined;
}

/** Entries a card may stand for: links and categories with a link somewhere in them, and the rest (Docusaurus' filterDocCardListItems). */
export function filterDocCardListItems(items: PropSidebarItem[]): PropSidebarItem[] {
  return items.filter((item) => (item.type === 'category' || item.type === 'link' ? Boolean(findFirstSidebarItemLink(item)) : true));
}

/** Docusaurus' findSidebarCategory: the first category of the tree `predicate` takes, depth first. */
export function findSidebarCategory(sidebar: PropSidebarItem[], predicate: (category: SidebarCategory) => boolean): SidebarCategory | undefined {
  for (const item of sidebar) {
    if (item.type !== 'category') continue;
    if (predicate(item)) return item;
    const inner = findSidebarCategory(item.items, predicate);
    if (inner) return inner;
  }
  return undefined;
}
