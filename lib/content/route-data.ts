/**
 * The parts of a page's route data, one small function each: which sidebar it shows, its
 * prev/next links, breadcrumbs, the version banner, the version switcher's links and the edit URL.
 * lib/content/routes.ts puts them together (getPageData). Shared code: no Node, no React.
 */
import type { SiteConfig } from '../config/site-config';
import { flattenSidebar, sidebarTrail, type SidebarEntry } from '../shared/sidebar-tree';
import type { SiteIndex, VersionRouteEntry as RouteEntry } from './site-index';
import type { DocRecord, SetRecord, SidebarItem, VersionRecord } from './types';
import { versionTags } from './doc-tags';

export interface PageLink {
  label: string;
  href: string;
}

export interface VersionLink {
  name: string;
  label: string;
  href: string;
  active: boolean;
}

export interface SidebarChoice {
  /** Which of the version's sidebars the page shows ("" when none). */
  sidebarId: string;
  sidebar: SidebarItem[];
  /** The sidebar shown, flattened: prev/next follow it (empty when it does not list the page). */
  listing: SidebarEntry[];
}

/**
 * The sidebar a page shows, as Docusaurus picks it (plugin-content-docs sidebars/utils.ts
 * createSidebarsUtils): the last sidebar that lists the doc (its doc-id map is built with
 * Object.fromEntries, where a later sidebar wins), or the one `displayed_sidebar` names (null: none);
 * prev/next follow the sidebar shown (getDocNavigation). A page no sidebar lists shows none; an
 * unlisted page is listed (the sidebars keep it, marked: lib/content/sidebar.ts docLinkItem).
 */
export function chooseSidebar(version: Pick<VersionRecord, 'sidebars'>, url: string, displayed?: string | null): SidebarChoice {
  const flats = Object.entries(version.sidebars).map(([id, items]) => ({ id, flat: flattenSidebar(items) }));
  const listing = [...flats].reverse().find((f) => f.flat.some((l) => l.href === url));
  const sidebarId = displayed === undefined ? listing?.id : (displayed ?? undefined);
  const shown = sidebarId ? flats.find((f) => f.id === sidebarId) : undefined;
  return { sidebarId: sidebarId ?? '', sidebar: sidebarId ? (version.sidebars[sidebarId] ?? []) : [], listing: shown?.flat ?? [] };
}

/** What a neighbour's label is read from: its doc's front matter and title. */
type NeighbourDoc = Pick<DocRecord, 'sidebarLabel' | 'url' | 'unlisted'> & {
  title?: string;
  frontmatter?: Pick<DocRecord['frontmatter'], 'pagination_label' | 'sidebar_label'>;
};

/**
 * Neighbours in the listing sidebar, its unlisted entries left out, so an unlisted page has none;
 * frontmatter pagination_prev/next (a doc id, or null for none) win, an unlisted doc they name
 * giving none (plugin-content-docs docs.ts addDocNavigation, sidebars/utils.ts getDocNavigation).
 * Each is labelled as Docusaurus' toNavigationLink labels it: its doc's `pagination_label`, else its
 * `sidebar_label`, else the sidebar entry's label (a category's own doc: that doc's title); a
 * generated index, its category's label. `docAt`: the doc at a URL, where there is one.
 */
export function prevNext(
  listing: SidebarEntry[],
  url: string,
  docById: (id: string) => NeighbourDoc | undefined,
  frontmatter?: Pick<DocRecord['frontmatter'], 'pagination_prev' | 'pagination_next'>,
  docAt?: (href: string) => NeighbourDoc | undefined,
): { prev?: PageLink; next?: PageLink } {
  const listed = listing.filter((l) => !l.unlisted);
  const pos = listed.findIndex((l) => l.href === url);
  const byId = (id: string | null | undefined): PageLink | undefined => {
    const d = id ? docById(id) : undefined;
    return d && !d.unlisted ? { label: d.frontmatter?.pagination_label ?? d.sidebarLabel, href: d.url } : undefined;
  };
  const link = (l: SidebarEntry | undefined): PageLink | undefined => {
    if (!l) return undefined;
    const d = docAt?.(l.href);
    const own = d?.frontmatter?.pagination_label ?? d?.frontmatter?.sidebar_label;
    return { label: own ?? (d && l.category ? (d.title ?? d.sidebarLabel) : l.label), href: l.href };
  };
  let prev = pos > 0 ? link(listed[pos - 1]) : undefined;
  let next = pos >= 0 ? link(listed[pos + 1]) : undefined;
  if (frontmatter?.pagination_prev !== undefined) prev = byId(frontmatter.pagination_prev);
  if (frontmatter?.pagination_next !== undefined) next = byId(frontmatter.pagination_next);
  return { prev, next };
}

/** The categories leading to the page in the sidebar it shows (the page itself left out). */
export function breadcrumbs(sidebar: SidebarItem[], url: string): { label: string; href?: string }[] {
  return sidebarTrail(sidebar, url)
    .slice(0, -1)
    .map((item) => ({ label: item.label, ...('href' in item && item.href ? { href: item.href } : {}) }));
}

/**
 * The page's own crumb: the label of the sidebar entry it is. Docusaurus' breadcrumbs end with that
 * entry (theme-common useSidebarBreadcrumbs), so a category's linked page shows the category's label
 * and a doc listed with a label of its own in sidebars.js shows that label. Undefined when the page is
 * in no sidebar entry.
 */
export function pageCrumb(sidebar: SidebarItem[], url: string): string | undefined {
  return sidebarTrail(sidebar, url).at(-1)?.label;
}

/** A URL relative to its version's root: "/docs/vcluster/0.24.0/manage/x/" → "manage/x/". */
export function pathInVersion(url: string, version: Pick<VersionRecord, 'path'>): string {
  return url.startsWith(`${version.path}/`) ? url.slice(version.path.length + 1) : url;
}

/**
 * The URL of the "same page" in another version: the page with the same doc id, else the page at
 * the same path inside the version (a folder index in one version may be a plain file in another:
 * pods/index.mdx ↔ pods.mdx), else that version's main doc.
 */
export function counterpart(entry: RouteEntry, target: VersionRecord): string {
  if (entry.kind === 'doc') {
    const same = target.docs.find((d) => d.id === entry.doc.id);
    if (same) return same.url;
  } else {
    const same = target.generatedIndexes.find((g) => g.dir === entry.index.dir);
    if (same) return same.url;
  }
  const url = entry.kind === 'doc' ? entry.doc.url : entry.index.url;
  const wanted = `${target.path}/${pathInVersion(url, entry.version)}`;
  const samePath = target.docs.find((d) => d.url === wanted) ?? target.generatedIndexes.find((g) => g.url === wanted);
  if (samePath) return samePath.url;
  return target.docs.find((d) => d.id === target.mainDocId)?.url ?? `${target.path}/`;
}

/** Unreleased and unmaintained versions point at the same page in the stable version. */
export function versionBanner(entry: RouteEntry, stable: VersionRecord | undefined): { kind: 'unreleased' | 'unmaintained'; href: string; label: string } | undefined {
  if (entry.version.banner === 'none' || !stable) return undefined;
  return { kind: entry.version.banner, href: counterpart(entry, stable), label: stable.label };
}

/** The version switcher: the same page in every version of a versioned set. */
export function versionLinks(entry: RouteEntry, set: Pick<SetRecord, 'versioned' | 'versions'>): VersionLink[] {
  if (!set.versioned) return [];
  return set.versions.map((v) => ({ name: v.name, label: v.label, href: counterpart(entry, v), active: v === entry.version }));
}

/**
 * "Edit this page": frontmatter custom_edit_url (null: none), else the version's editUrl template (a
 * locale's translated page's own where the version has one), else the repository; none when the
 * template is false (Docusaurus' docs without editUrl).
 * A page whose file lives outside the repository (DOCS_CONTENT_DIR elsewhere) has no edit link
 * unless its frontmatter names one.
 */
export function editUrl(
  doc: Pick<DocRecord, 'source' | 'relPath' | 'frontmatter'>,
  version: Pick<VersionRecord, 'editUrl' | 'editUrlTranslated' | 'translationsDir'>,
  repository: SiteConfig['repository'],
): string | undefined {
  const custom = doc.frontmatter.custom_edit_url;
  if (custom === null) return undefined;
  if (custom !== undefined) return custom;
  // (A locale's page its translations folder holds, where the version has a template for those.)
  const translated = version.editUrlTranslated !== undefined && version.translationsDir && doc.source.startsWith(`${version.translationsDir}/`);
  const template = translated ? version.editUrlTranslated : version.editUrl;
  if (template === false) return undefined;
  const fromVersion = template?.replace('{docPath}', doc.relPath);
  if (fromVersion !== undefined) return fromVersion;
  return doc.source.startsWith('../') ? undefined : `${repository.url}/edit/${repository.branch}/${doc.source}`;
}

/**
 * The items of the sidebar category whose page is `url`, as cards (label, link, description):
 * what a generated-index page and Docusaurus' <DocCardList /> show.
 */
export function categoryCards(version: VersionRecord, sidebar: SidebarItem[], url: string): { label: string; href: string; description: string }[] {
  const findItems = (items: SidebarItem[]): SidebarItem[] | undefined => {
    for (const it of items) {
      if (it.type !== 'category') continue;
      if (it.href === url) return it.items;
      const inner = findItems(it.items);
      if (inner) return inner;
    }
    return undefined;
  };
  const describe = (href: string) => version.docs.find((d) => d.url === href)?.description ?? '';
  // (An entry's own description first, as DocCard shows it: a link's or a category's from its sidebar file.)
  return (findItems(sidebar) ?? []).flatMap((it) =>
    it.type !== 'html' && it.href ? [{ label: it.label, href: it.href, description: ('description' in it && it.description) || describe(it.href) }] : [],
  );
}

type SidebarCategory = Extract<SidebarItem, { type: 'category' }>;

/** A doc as a card reads it (Docusaurus' PropVersionDoc): its title and description. */
export interface CardDoc {
  id: string;
  title: string;
  description?: string;
}

/**
 * What a page's card list is drawn from, as Docusaurus finds it (plugin-content-docs client
 * useCurrentSidebarCategory, useCurrentSidebarSiblings): the deepest category of the page's sidebar
 * that links to the page or holds a doc entry for it; where none does, the sidebar's top entries.
 * `docs`: the docs its entries name, for the descriptions a card falls back to (useDocById).
 */
export interface CardListFacts {
  category?: SidebarCategory;
  /** The sidebar's top entries, where no category holds the page. */
  sidebar?: SidebarItem[];
  docs: Record<string, CardDoc>;
}

/** The card facts of the page at `url` in its sidebar (chooseSidebar's). */
export function cardListFacts(version: Pick<VersionRecord, 'docs'>, sidebar: SidebarItem[], url: string): CardListFacts {
  // (Docusaurus' getSidebarBreadcrumbs with onlyCategories: a trail ends at a category's link or a doc entry.)
  const category = sidebarTrail(sidebar, url, (entry) => entry.type === 'doc')
    .filter((item): item is SidebarCategory => item.type === 'category')
    .at(-1);
  const docs: Record<string, CardDoc> = {};
  const byUrl = new Map(version.docs.map((d) => [d.url, d]));
  const collect = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'category') collect(item.items);
      if (item.type !== 'doc') continue;
      const doc = byUrl.get(item.href);
      if (doc) docs[item.docId] = { id: item.docId, title: doc.title, ...(doc.description ? { description: doc.description } : {}) };
    }
  };
  collect(category ? category.items : sidebar);
  return category ? { category, docs } : { sidebar, docs };
}

/** The version's front page, for the breadcrumb home link. */
export function versionHome(index: SiteIndex, version: VersionRecord): string {
  return index.mainDoc(version)?.url ?? `${version.path}/`;
}

/** The version menu on a tag page: each version's tags list, or its front page when it has no tags. */
export function tagsVersionLinks(index: SiteIndex, set: SetRecord, current: VersionRecord): VersionLink[] {
  if (!set.versioned) return [];
  return set.versions.map((v) => ({ name: v.name, label: v.label, href: versionTags(v).listUrl ?? versionHome(index, v), active: v === current }));
}
