/**
 * Where a navbar item of a doc set leads on one page, and whether it is the page's own. An item
 * that names a sidebar, a doc or a version follows the version being read: the page's own version
 * where the page is in the item's set and that version has what the item names, else the set's
 * stable one — the candidates Docusaurus' docs client tries (useDocsVersionCandidates, without the
 * reader's stored preference, which only a browser knows). A `docSidebar` item without a sidebar id
 * leads to the stable version's main doc and is active on any page of its set.
 */
import type { NavbarItem } from '../config/site-config';
import type { ContentIndex, SidebarItem, VersionRecord } from './types';
import { siteIndex, type SiteIndex } from './site-index';
import { chooseSidebar, type VersionLink } from './route-data';
import { setHomeUrl } from '../shared/site-paths';

export interface DocItemTarget {
  href: string;
  active: boolean;
  /** The label where the item has none of its own (a `docsVersion` item: the version's). */
  label?: string;
}

/** The page a navbar is drawn for: its set, version, the sidebar it shows and its URL. */
export interface NavPage {
  /** Absent on a page outside the doc sets (the blog, a page, search). */
  set?: string;
  version?: string;
  sidebarId?: string;
  url?: string;
}

type DocItem = Extract<NavbarItem, { type: 'docSidebar' | 'doc' | 'docsVersion' }>;

/** The key of an item's target in NavContext.docTargets. */
export function docItemKey(item: DocItem): string {
  return `${item.type}:${item.set}:${item.type === 'docSidebar' ? (item.sidebarId ?? '') : item.type === 'doc' ? item.docId : ''}`;
}

/** The first link of a sidebar, depth first, as Docusaurus' getFirstLink finds it: a doc, or a category's own page. */
function firstLink(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.href;
    if (item.type !== 'category') continue;
    const found = item.href ?? firstLink(item.items);
    if (found) return found;
  }
  return undefined;
}

function candidates(site: SiteIndex, set: string, page?: NavPage): VersionRecord[] {
  const own = page?.set === set && page.version ? site.version(set, page.version) : undefined;
  const stable = site.stableVersion(set);
  return [own, stable].filter((v, i, all): v is VersionRecord => !!v && all.indexOf(v) === i);
}

function sidebarTarget(site: SiteIndex, item: Extract<DocItem, { type: 'docSidebar' }>, page?: NavPage): DocItemTarget | undefined {
  const inSet = page?.set === item.set;
  if (!item.sidebarId) {
    const stable = site.stableVersion(item.set);
    const set = site.set(item.set);
    const href = (stable && site.mainDoc(stable)?.url) ?? (set && setHomeUrl(set));
    return href ? { href, active: inSet } : undefined;
  }
  for (const version of candidates(site, item.set, page)) {
    const href = version.sidebars[item.sidebarId] && firstLink(version.sidebars[item.sidebarId]);
    if (href) return { href, active: inSet && page?.sidebarId === item.sidebarId };
  }
  return undefined;
}

/** The sidebar a doc shows (route-data chooseSidebar), per version: asked for each page of a site, not recomputed for each. */
const docSidebars = new WeakMap<VersionRecord, Map<string, string>>();
function sidebarOfDoc(version: VersionRecord, doc: { id: string; url: string; frontmatter: { displayed_sidebar?: string | null } }): string {
  let known = docSidebars.get(version);
  if (!known) docSidebars.set(version, (known = new Map()));
  let id = known.get(doc.id);
  if (id === undefined) known.set(doc.id, (id = chooseSidebar(version, doc.url, doc.frontmatter.displayed_sidebar).sidebarId));
  return id;
}

function docTarget(site: SiteIndex, item: Extract<DocItem, { type: 'doc' }>, page?: NavPage): DocItemTarget | undefined {
  for (const version of candidates(site, item.set, page)) {
    const doc = site.doc(version, item.docId);
    if (!doc) continue;
    const onIt = page?.url === doc.url;
    // (An unlisted doc is no item but on its own page, as theme-classic's DocNavbarItem has it.)
    if (doc.unlisted && !onIt) return undefined;
    const inSidebar = page?.set === item.set && !!page.sidebarId && page.sidebarId === sidebarOfDoc(version, doc);
    return { href: doc.url, active: onIt || inSidebar };
  }
  return undefined;
}

function versionTarget(site: SiteIndex, item: Extract<DocItem, { type: 'docsVersion' }>, page?: NavPage): DocItemTarget | undefined {
  const version = candidates(site, item.set, page)[0];
  if (!version) return undefined;
  const href = item.href ?? site.mainDoc(version)?.url ?? version.path + '/';
  return { href, label: version.label, active: !!page?.url && page.url.startsWith(href) };
}

/** Every doc item of the navbar's targets on a page, by docItemKey (an item with none is not drawn). */
export function navbarDocTargets(index: ContentIndex, items: NavbarItem[], page?: NavPage): Record<string, DocItemTarget> {
  const site = siteIndex(index);
  const out: Record<string, DocItemTarget> = {};
  // (A dropdown's entries into a doc set lead where the same item in the bar would.)
  for (const item of items.flatMap((i): NavbarItem[] => (i.type === 'dropdown' ? [i, ...i.items] : [i]))) {
    const target =
      item.type === 'docSidebar'
        ? sidebarTarget(site, item, page)
        : item.type === 'doc'
          ? docTarget(site, item, page)
          : item.type === 'docsVersion'
            ? versionTarget(site, item, page)
            : undefined;
    if (target) out[docItemKey(item as DocItem)] = target;
  }
  return out;
}

/** A version menu's entries on a page: the page's own (`versionLinks`) where it is in the menu's set and the set is versioned, else each version's main doc. */
export interface VersionMenu {
  links: VersionLink[];
  /** The version the menu is labelled with: the page's, else the stable one. */
  shown: string;
}

/**
 * The menus of `docsVersionDropdown` items drawn on every page (`everyPage`) that the page's own
 * version links do not give: on a page outside their set, or of a set with one version.
 */
export function everyPageVersionMenus(index: ContentIndex, items: NavbarItem[], page?: NavPage & { versionLinks?: VersionLink[] }): Record<string, VersionMenu> {
  const site = siteIndex(index);
  const out: Record<string, VersionMenu> = {};
  for (const item of items) {
    if (item.type !== 'docsVersionDropdown' || !item.everyPage || out[item.set]) continue;
    if (page?.set === item.set && page.versionLinks?.length) continue;
    const set = site.set(item.set);
    const shown = candidates(site, item.set, page)[0];
    if (!set || !shown) continue;
    const links = set.versions.map((v) => {
      const href = site.mainDoc(v)?.url ?? `${v.path}/`;
      // (One version is drawn as a link, current at its path and below it, as a router NavLink is.)
      const active = set.versions.length === 1 ? !!page?.url?.startsWith(href) : page?.set === item.set && page.version === v.name;
      return { name: v.name, label: v.label, href, active };
    });
    out[item.set] = { links, shown: shown.name };
  }
  return out;
}
