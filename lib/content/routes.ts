/**
 * Route table and per-page route data. Each part of the data is built by a small function of
 * lib/content/route-data.ts; getPageData puts them together for one URL.
 */
import type { SiteConfig } from '../config/site-config';
import { encodeUrlPath } from '../source/paths';
import { siteIndex, type RouteEntry } from './site-index';
import { breadcrumbs, cardListFacts, categoryCards, pageCrumb, chooseSidebar, editUrl, prevNext, versionBanner, versionHome, versionLinks, type CardListFacts, type PageLink, type VersionLink } from './route-data';
import type { ContentIndex, DocRecord, GeneratedIndex, SidebarItem, VersionRecord } from './types';
import { trailStart, type TrailStart } from './trail-start';

export type { CardListFacts, CardDoc } from './route-data';
export type { PageLink, VersionLink, RouteEntry };
export { cardListFacts, categoryCards, chooseSidebar, counterpart, pathInVersion } from './route-data';

interface PageCommon {
  url: string;
  title: string;
  description: string;
  set: { id: string; label: string; routeBasePath: string; breadcrumbs?: boolean };
  /** The version's front page (its main doc), for the breadcrumb home link. */
  home: string;
  /** Where the breadcrumb trail starts, where the config says the site's home (lib/content/trail-start.ts): null, nowhere. */
  trailStart?: TrailStart | null;
  version: Pick<VersionRecord, 'name' | 'label' | 'status' | 'banner' | 'badge' | 'isLast' | 'path' | 'className'>;
  sidebar: SidebarItem[];
  /** Which of the version's sidebars `sidebar` is ("" when the page is in none). */
  sidebarId: string;
  breadcrumbs: { label: string; href?: string }[];
  /** The last crumb: the label of the sidebar entry the page is (lib/content/route-data.ts pageCrumb). */
  crumb?: string;
  prev?: PageLink;
  next?: PageLink;
  /** Shown on unreleased/unmaintained versions: where the same page lives in the stable version. */
  banner?: { kind: 'unreleased' | 'unmaintained'; href: string; label: string };
  versionLinks: VersionLink[];
  /** The breadcrumbs' and the paginator's accessible names in the page's locale, where it has messages for them. */
  navLabels?: { breadcrumbs?: string; paginator?: string };
}

export interface DocPage extends PageCommon {
  kind: 'doc';
  doc: DocRecord;
  editUrl?: string;
}

export interface CategoryPage extends PageCommon {
  kind: 'generated-index';
  index: GeneratedIndex;
  cards: { label: string; href: string; description: string }[];
  /** What a theme layer's card list is drawn from (the engine draws `cards`). */
  cardList: CardListFacts;
}

export type PageData = DocPage | CategoryPage;

/** URL → page, for the whole site. */
export function routeTable(index: ContentIndex): ReadonlyMap<string, RouteEntry> {
  return siteIndex(index).routes;
}

/** Every published URL (for generateStaticParams, the sitemap and link checks). */
export function allUrls(index: ContentIndex): string[] {
  return siteIndex(index).urls();
}

/**
 * The URLs this `next build` renders: all of them, or for an incremental build (lib/pipeline/
 * incremental.ts) only the changed ones, which the build context lists (`only`).
 */
export function renderedUrls(index: ContentIndex, only: readonly string[] | undefined): string[] {
  if (!only) return allUrls(index);
  const wanted = new Set(only);
  return allUrls(index).filter((url) => wanted.has(url));
}

export function urlToSegments(url: string, prefix = '/'): string[] {
  return url.slice(prefix.length).split('/').filter(Boolean).map(decodeURIComponent);
}

/** Route params → doc URL. Next may hand the segments over decoded or still percent-encoded; both map to the one encoded URL. */
export function segmentsToUrl(segments: string[] | undefined, prefix = '/'): string {
  return `${prefix}${encodeUrlPath((segments ?? []).join('/'))}${segments?.length ? '/' : ''}`;
}

/** PageCommon.navLabels: the locale's messages of the breadcrumbs' and the docs paginator's names, where it has any. */
function navLabelsOf(config: SiteConfig): Pick<PageCommon, 'navLabels'> {
  const m = config.currentLocale?.messages ?? {};
  const [breadcrumbs, paginator] = [m['theme.docs.breadcrumbs.navAriaLabel'], m['theme.docs.paginator.navAriaLabel']];
  return breadcrumbs || paginator ? { navLabels: { ...(breadcrumbs ? { breadcrumbs } : {}), ...(paginator ? { paginator } : {}) } } : {};
}

export function getPageData(index: ContentIndex, config: SiteConfig, url: string): PageData | undefined {
  const site = siteIndex(index);
  const entry = site.byUrl(url);
  // (The blog's pages and the pages folder's have their own data: lib/blog/, lib/pages/.)
  if (!entry || !('version' in entry)) return undefined;
  const { set, version } = entry;
  const doc = entry.kind === 'doc' ? entry.doc : undefined;
  const { sidebar, sidebarId, listing } = chooseSidebar(version, url, doc?.frontmatter.displayed_sidebar);
  const common: PageCommon = {
    url,
    title: doc ? doc.title : (entry as Extract<RouteEntry, { kind: 'generated-index' }>).index.title,
    description: doc ? doc.description : (entry as Extract<RouteEntry, { kind: 'generated-index' }>).index.description,
    set: { id: set.id, label: set.label, routeBasePath: set.routeBasePath, ...(set.breadcrumbs === false ? { breadcrumbs: false } : {}) },
    home: versionHome(site, version),
    ...(config.breadcrumbRoot === 'site' ? { trailStart: trailStart(site, config, url) } : {}),
    ...navLabelsOf(config),
    version: {
      name: version.name,
      label: version.label,
      status: version.status,
      banner: version.banner,
      badge: version.badge,
      isLast: version.isLast,
      path: version.path,
      ...(version.className !== undefined ? { className: version.className } : {}),
    },
    sidebar,
    sidebarId,
    breadcrumbs: breadcrumbs(sidebar, url),
    crumb: pageCrumb(sidebar, url),
    ...prevNext(listing, url, (id) => site.doc(version, id), doc?.frontmatter, (href) => {
      const at = site.byUrl(href);
      return at?.kind === 'doc' ? at.doc : undefined;
    }),
    banner: versionBanner(entry, site.stableVersion(set)),
    versionLinks: versionLinks(entry, set),
  };
  if (entry.kind === 'doc') return { ...common, kind: 'doc', doc: entry.doc, editUrl: editUrl(entry.doc, version, config.repository) };
  return { ...common, kind: 'generated-index', index: entry.index, cards: categoryCards(version, sidebar, url), cardList: cardListFacts(version, sidebar, url) };
}
