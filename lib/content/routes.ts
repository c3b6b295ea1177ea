/** Route table and per-page route data (breadcrumbs, prev/next, banner, version links, edit URL). */
import type { SiteConfig } from '../config/site-config';
import { flattenSidebar, sidebarTrail } from './sidebar-tree';
import type { ContentIndex, DocRecord, GeneratedIndex, SetRecord, SidebarItem, VersionRecord } from './types';

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

interface PageCommon {
  url: string;
  title: string;
  description: string;
  set: { id: string; label: string; routeBasePath: string };
  /** The version's front page (its main doc), for the breadcrumb home link. */
  home: string;
  version: Pick<VersionRecord, 'name' | 'label' | 'status' | 'banner' | 'badge' | 'isLast' | 'path'>;
  sidebar: SidebarItem[];
  /** Which of the version's sidebars `sidebar` is ("" when the page is in none). */
  sidebarId: string;
  breadcrumbs: { label: string; href?: string }[];
  prev?: PageLink;
  next?: PageLink;
  /** Shown on unreleased/unmaintained versions: where the same page lives in the stable version. */
  banner?: { kind: 'unreleased' | 'unmaintained'; href: string; label: string };
  versionLinks: VersionLink[];
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
}

export type PageData = DocPage | CategoryPage;

type RouteEntry =
  | { kind: 'doc'; set: SetRecord; version: VersionRecord; doc: DocRecord }
  | { kind: 'generated-index'; set: SetRecord; version: VersionRecord; index: GeneratedIndex };

const tables = new WeakMap<ContentIndex, Map<string, RouteEntry>>();

export function routeTable(index: ContentIndex): Map<string, RouteEntry> {
  let table = tables.get(index);
  if (table) return table;
  table = new Map();
  for (const set of index.sets)
    for (const version of set.versions) {
      for (const doc of version.docs) table.set(doc.url, { kind: 'doc', set, version, doc });
      for (const gi of version.generatedIndexes) table.set(gi.url, { kind: 'generated-index', set, version, index: gi });
    }
  tables.set(index, table);
  return table;
}

/** Every published URL (for generateStaticParams, the sitemap and link checks). */
export function allUrls(index: ContentIndex): string[] {
  return [...routeTable(index).keys()];
}

export function urlToSegments(url: string, prefix = '/docs/'): string[] {
  return url.slice(prefix.length).split('/').filter(Boolean).map(decodeURIComponent);
}

export function segmentsToUrl(segments: string[] | undefined, prefix = '/docs/'): string {
  return `${prefix}${(segments ?? []).map(encodeURIComponent).join('/')}${segments?.length ? '/' : ''}`;
}

export function findDoc(index: ContentIndex, set: string, version: string, id: string): DocRecord | undefined {
  return index.sets.find((s) => s.id === set)?.versions.find((v) => v.name === version)?.docs.find((d) => d.id === id);
}

/** The URL of the "same page" in another version: same doc id, else that version's main doc. */
function counterpart(entry: RouteEntry, target: VersionRecord): string {
  if (entry.kind === 'doc') {
    const same = target.docs.find((d) => d.id === entry.doc.id);
    if (same) return same.url;
  } else {
    const same = target.generatedIndexes.find((g) => g.dir === entry.index.dir);
    if (same) return same.url;
  }
  return target.docs.find((d) => d.id === target.mainDocId)?.url ?? `${target.path}/`;
}

export function getPageData(index: ContentIndex, config: SiteConfig, url: string): PageData | undefined {
  const entry = routeTable(index).get(url);
  if (!entry) return undefined;
  const { set, version } = entry;
  // The sidebar that lists the page (a page in no sidebar shows none, as in Docusaurus).
  const sidebarId = Object.keys(version.sidebars).find((id) => flattenSidebar(version.sidebars[id]).some((l) => l.href === url));
  const sidebar = sidebarId ? version.sidebars[sidebarId] : [];
  const flat = flattenSidebar(sidebar);
  const pos = flat.findIndex((l) => l.href === url);
  const byId = (id: string | null | undefined): PageLink | undefined => {
    if (!id) return undefined;
    const d = version.docs.find((x) => x.id === id);
    return d ? { label: d.sidebarLabel, href: d.url } : undefined;
  };
  let prev = pos > 0 ? flat[pos - 1] : undefined;
  let next = pos >= 0 && pos < flat.length - 1 ? flat[pos + 1] : undefined;
  if (entry.kind === 'doc') {
    const fm = entry.doc.frontmatter;
    if (fm.pagination_prev !== undefined) prev = byId(fm.pagination_prev);
    if (fm.pagination_next !== undefined) next = byId(fm.pagination_next);
  }

  const trail = sidebarTrail(sidebar, url);
  const breadcrumbs = trail.slice(0, -1).map((item) => ({
    label: item.label,
    ...('href' in item && item.href ? { href: item.href } : {}),
  }));

  const stable = set.versions.find((v) => v.isLast)!;
  const banner =
    version.banner !== 'none' ? { kind: version.banner, href: counterpart(entry, stable), label: stable.label } : undefined;

  const common: PageCommon = {
    url,
    title: entry.kind === 'doc' ? entry.doc.title : entry.index.title,
    description: entry.kind === 'doc' ? entry.doc.description : entry.index.description,
    set: { id: set.id, label: set.label, routeBasePath: set.routeBasePath },
    home: version.docs.find((d) => d.id === version.mainDocId)?.url ?? `${version.path}/`,
    version: {
      name: version.name,
      label: version.label,
      status: version.status,
      banner: version.banner,
      badge: version.badge,
      isLast: version.isLast,
      path: version.path,
    },
    sidebar,
    sidebarId: sidebarId ?? '',
    breadcrumbs,
    prev,
    next,
    banner,
    versionLinks: set.versioned
      ? set.versions.map((v) => ({ name: v.name, label: v.label, href: counterpart(entry, v), active: v === version }))
      : [],
  };

  if (entry.kind === 'doc') {
    const fm = entry.doc.frontmatter;
    // A page whose file lives outside the repository (DOCS_CONTENT_DIR elsewhere) has no edit link
    // unless its frontmatter names one.
    const inRepo = !entry.doc.source.startsWith('../');
    const editUrl =
      fm.custom_edit_url === null
        ? undefined
        : (fm.custom_edit_url ?? (inRepo ? `${config.repository.url}/edit/${config.repository.branch}/${entry.doc.source}` : undefined));
    return { ...common, kind: 'doc', doc: entry.doc, editUrl };
  }
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
  const cards = (findItems(sidebar) ?? []).flatMap((it) =>
    'href' in it && it.href ? [{ label: it.label, href: it.href, description: describe(it.href) }] : [],
  );
  return { ...common, kind: 'generated-index', index: entry.index, cards };
}
