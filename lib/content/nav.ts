/** Navbar data derived from the index: where each doc-set item links (the stable version's first page). */
import type { ContentIndex, SidebarItem, VersionRecord } from './types';
import type { SiteConfig } from '../config/site-config';
import type { PageData } from './routes';
import { siteIndex } from './site-index';
import { otherSets, type OtherSet } from '../search/cross-set';
import { isLandingUrl, setHomeUrl, siteEnginePaths } from '../shared/site-paths';
import { sitePagesSearch } from './site-pages-search';

export function sidebarHrefs(index: ContentIndex): Record<string, string> {
  const site = siteIndex(index);
  const out: Record<string, string> = {};
  for (const set of site.sets) {
    const stable = site.stableVersion(set);
    out[set.id] = (stable && site.mainDoc(stable)?.url) ?? setHomeUrl(set);
  }
  return out;
}

/** Folder where "Create new doc" proposes a file for a page of this set/version; none on a site without doc sets (blog-only). */
export function newDocFolder(index: ContentIndex, set?: string, version?: string): string | undefined {
  const site = siteIndex(index);
  const s = site.set(set) ?? site.sets[0];
  return s && (site.version(s.id, version) ?? site.stableVersion(s) ?? s.versions[0]).dir;
}

/** File name (without .json) of a version's sidebar data under EnginePaths.sidebarsBase (sidebars after the first get their id). */
export function sidebarDataKey(set: string, version: { name: string; sidebars: Record<string, unknown> }, sidebarId?: string): string {
  const first = Object.keys(version.sidebars)[0];
  return sidebarId && sidebarId !== first ? `${set}-${version.name}~${sidebarId}` : `${set}-${version.name}`;
}

/** A page's sidebar: its version's tree, the page it marks current, and where the whole tree loads from. */
export interface PageSidebar {
  items: SidebarItem[];
  active: string;
  dataUrl: string;
  /** The build writes its markup into the exported page (lib/content/page-slots.ts): the page leaves an empty slot. */
  filledAfterExport?: boolean;
}

/**
 * The sidebar a page shows, if any. The landing set's front page is the site's entrance: it leads
 * to the products, not into the landing set's own sidebar (its other pages keep it), unless the
 * site's frontPageSidebar says it shows its sidebar.
 */
export function pageSidebar(index: ContentIndex, config: SiteConfig, page: PageData, filledAfterExport = false): PageSidebar | undefined {
  if ((isLandingUrl(config, page.url) && !config.frontPageSidebar) || !page.sidebar.length) return undefined;
  const version = siteIndex(index).requireVersion(page.set.id, page.version.name);
  return {
    items: page.sidebar,
    active: page.url,
    dataUrl: sidebarDataUrl(config, page.set.id, version, page.sidebarId),
    ...(filledAfterExport ? { filledAfterExport } : {}),
  };
}

/** Where one of a version's sidebars loads whole from. */
const sidebarDataUrl = (config: SiteConfig, set: string, version: VersionRecord, sidebarId?: string) =>
  `${siteEnginePaths(config).sidebarsBase}${sidebarDataKey(set, version, sidebarId)}.json`;

/** Every sidebar of a version, by name: its tree and where its whole tree loads from (a docs frame a theme layer draws chooses among them). */
export function versionSidebars(config: SiteConfig, set: string, version: VersionRecord): Record<string, { items: SidebarItem[]; dataUrl: string }> {
  return Object.fromEntries(Object.entries(version.sidebars).map(([id, items]) => [id, { items, dataUrl: sidebarDataUrl(config, set, version, id) }]));
}

/**
 * The search scope of a page: its own set version; pages outside a set (not-found, search page,
 * blog, site pages) and the landing set search the landing pages together with every set's stable
 * version, and the blog's posts and MDX pages when the site has them.
 */
export function searchScope(index: ContentIndex, set?: string, version?: string): string {
  if (set && set !== 'docs' && version) return `${set}-${version}`;
  const site = siteIndex(index);
  const sitePages = sitePagesSearch(index);
  return [...site.sets.filter((s) => !s.locale).map((s) => `${s.id}-${site.stableVersion(s)?.name ?? 'current'}`), ...(sitePages ? [sitePages.scope] : [])].join(
    '+',
  );
}

/** The stable version of every set a page's search scope leaves out, searched beside it; then the blog's posts and MDX pages. */
export function searchOtherSets(index: ContentIndex, scope: string): OtherSet[] {
  const site = siteIndex(index);
  // Only the scope's own locale: a reader of /fr/ gets French results (lib/i18n/locale-sets.ts).
  const locale = site.byScopeKey(scope.split('+')[0])?.set.locale?.name;
  const sitePages = sitePagesSearch(index);
  const others = otherSets(
    site.sets.filter((s) => s.locale?.name === locale).map((s) => ({ id: s.id, label: s.label, stableVersion: site.stableVersion(s)?.name ?? 'current' })),
    scope,
  );
  return sitePages && !scope.split('+').includes(sitePages.scope) ? [...others, { scope: sitePages.scope, label: sitePages.label }] : others;
}

/** The set and version a page searches, as readers know them ("vCluster v0.27 Stable"). */
export function searchScopeLabel(index: ContentIndex, set?: string, version?: string): string {
  const site = siteIndex(index);
  const s = set && set !== 'docs' ? site.set(set) : undefined;
  const v = s && site.version(s.id, version);
  return s && v ? (s.versioned ? `${s.label} ${v.label}` : s.label) : 'the documentation';
}
