/**
 * The content index as an object: named look-ups over the typed ContentIndex (which stays plain
 * data, so the build can hand it to Next's workers as JSON). Every "which set / version / page is
 * this" question goes through here instead of hand-written `sets.find(…)` chains. Built once per
 * index and cached. Shared code: no Node, no React.
 */
import { versionTags, type DocTag, type VersionTags } from './doc-tags';
import type { BlogIndex, ContentIndex, DocRecord, GeneratedIndex, SetRecord, VersionRecord } from './types';
import type { BlogRoute } from '../blog/types';
import type { PageRecord, PagesIndex } from '../pages/types';
import { allBlogs, allPages } from '../i18n/all-locales';

export type RouteEntry =
  | { kind: 'doc'; set: SetRecord; version: VersionRecord; doc: DocRecord }
  | { kind: 'generated-index'; set: SetRecord; version: VersionRecord; index: GeneratedIndex }
  /** A page of the blog (lib/blog/): its list, post, tag, author and archive pages. */
  | { kind: 'blog'; blog: BlogIndex; route: BlogRoute }
  /** A page of the site's pages folder (lib/pages/): React or MDX, outside the docs. */
  | { kind: 'page'; pages: PagesIndex; page: PageRecord }
  /** A docs version's tags list, or one tag's list of docs (./doc-tags.ts): no sidebar, so no `version` key. */
  | { kind: 'doc-tags'; set: SetRecord; tagsOf: VersionRecord; tags: VersionTags; tag?: DocTag };

/** A page of a doc set's version (what the version switcher, banners and sidebars apply to). */
export type VersionRouteEntry = Extract<RouteEntry, { version: VersionRecord }>;

export interface SiteIndex {
  readonly data: ContentIndex;
  readonly sets: readonly SetRecord[];
  set(id: string | undefined): SetRecord | undefined;
  version(set: string | undefined, name: string | undefined): VersionRecord | undefined;
  /** Like version(), for callers that hold a name the index gave them: a miss is a bug. */
  requireVersion(set: string, name: string): VersionRecord;
  /** The set's stable version (versions.json lastVersion). */
  stableVersion(set: string | SetRecord | undefined): VersionRecord | undefined;
  /** The set a version belongs to. */
  setOf(version: VersionRecord): SetRecord;
  /** The page published at a URL (with trailing slash). */
  byUrl(url: string): RouteEntry | undefined;
  /**
   * The doc or post whose Markdown is compiled for a URL: the page published there, or the one a
   * later page at the same URL took it from (a plugin's route over a blog post, as Docusaurus serves
   * the route added first and warns of the duplicate), whose content that page may still show.
   */
  compiledAt(url: string): RouteEntry | undefined;
  /** Every published URL, in index order. */
  urls(): string[];
  /** URL → page, for the whole site. */
  readonly routes: ReadonlyMap<string, RouteEntry>;
  /** A search scope key ("vcluster-0.27.0") → its set and version. */
  byScopeKey(key: string): { set: SetRecord; version: VersionRecord } | undefined;
  /** A doc by its id in a version. */
  doc(version: VersionRecord, id: string | null | undefined): DocRecord | undefined;
  /** A version's front page (its main doc). */
  mainDoc(version: VersionRecord): DocRecord | undefined;
}

const cache = new WeakMap<ContentIndex, SiteIndex>();

export function siteIndex(data: ContentIndex): SiteIndex {
  const hit = cache.get(data);
  if (hit) return hit;
  const sets = new Map(data.sets.map((s) => [s.id as string, s]));
  const versions = new Map<string, VersionRecord>();
  const setOfVersion = new Map<VersionRecord, SetRecord>();
  const docIds = new Map<VersionRecord, Map<string, DocRecord>>();
  for (const set of data.sets)
    for (const version of set.versions) {
      versions.set(`${set.id}-${version.name}`, version);
      setOfVersion.set(version, set);
    }
  // The route table is the largest map: built on first use only.
  let routeMap: Map<string, RouteEntry> | undefined;
  const shadowed = new Map<string, RouteEntry>();
  const routes = (): Map<string, RouteEntry> => {
    if (routeMap) return routeMap;
    routeMap = new Map();
    for (const set of data.sets)
      for (const version of set.versions) {
        for (const doc of version.docs) routeMap.set(doc.url, { kind: 'doc', set, version, doc });
        for (const gi of version.generatedIndexes) routeMap.set(gi.url, { kind: 'generated-index', set, version, index: gi });
        // (A doc at the same URL wins; Docusaurus would report the duplicate route.)
        const tags = versionTags(version);
        if (tags.listUrl && !routeMap.has(tags.listUrl)) routeMap.set(tags.listUrl, { kind: 'doc-tags', set, tagsOf: version, tags });
        for (const tag of tags.tags) if (!routeMap.has(tag.url)) routeMap.set(tag.url, { kind: 'doc-tags', set, tagsOf: version, tags, tag });
      }
    for (const blog of allBlogs(data)) for (const [url, route] of Object.entries(blog.routes)) routeMap.set(url, { kind: 'blog', blog, route });
    for (const pages of allPages(data))
      for (const page of pages.pages) {
        const before = routeMap.get(page.url);
        if (before && (before.kind === 'blog' || before.kind === 'doc')) shadowed.set(page.url, before);
        routeMap.set(page.url, { kind: 'page', pages, page });
      }
    return routeMap;
  };
  const idsOf = (version: VersionRecord) => {
    let ids = docIds.get(version);
    if (!ids) {
      // The first doc with an id wins, as a `find` over the list did.
      ids = new Map();
      for (const d of version.docs) if (!ids.has(d.id)) ids.set(d.id, d);
      docIds.set(version, ids);
    }
    return ids;
  };
  const index: SiteIndex = {
    data,
    sets: data.sets,
    set: (id) => (id === undefined ? undefined : sets.get(id)),
    version: (set, name) => (set === undefined || name === undefined ? undefined : versions.get(`${set}-${name}`)),
    requireVersion(set, name) {
      const v = versions.get(`${set}-${name}`);
      if (!v) throw new Error(`unknown version ${set}@${name}`);
      return v;
    },
    stableVersion(set) {
      const record = typeof set === 'string' || set === undefined ? index.set(set) : set;
      return record?.versions.find((v) => v.isLast);
    },
    setOf(version) {
      const set = setOfVersion.get(version);
      if (!set) throw new Error(`version ${version.name} is not in this index`);
      return set;
    },
    byUrl: (url) => routes().get(url),
    compiledAt(url) {
      const served = routes().get(url);
      return served?.kind === 'page' && served.page.type === 'react' ? (shadowed.get(url) ?? served) : served;
    },
    urls: () => [...routes().keys()],
    get routes() {
      return routes();
    },
    byScopeKey(key) {
      const version = versions.get(key);
      return version ? { set: setOfVersion.get(version)!, version } : undefined;
    },
    doc: (version, id) => (id ? idsOf(version).get(id) : undefined),
    mainDoc: (version) => idsOf(version).get(version.mainDocId),
  };
  cache.set(data, index);
  return index;
}
