/** Everything the navbar needs for one page, derived from the index and the site config. */
import type { SiteConfig } from '../config/site-config';
import type { ContentIndex } from './types';
import type { VersionLink } from './routes';
import { localeNav } from './locale-nav';
import { searchOtherSets, searchScope, searchScopeLabel } from './nav';
import { everyPageVersionMenus, navbarDocTargets, type NavPage } from './navbar-doc-items';
import { siteIndex, type RouteEntry } from './site-index';
import { tagsVersionLinks } from './route-data';
import { siteMount } from '../shared/site-paths';
import { ownSearchPage } from './site-search-pages';
import { siteLocales } from '../config/i18n';
import { activeLinkHrefs } from './navbar-active';
import { localeDropdownLinks } from '../shared/locale-link';

/**
 * `url`: the page's, whose own navbar links are marked (lib/content/navbar-active.ts) and whose locale
 * dropdown is drawn here; without one (the not-found page), the dropdown reads the reader's address.
 */
export function navContext(index: ContentIndex, config: SiteConfig, page?: Required<Pick<NavPage, 'set' | 'version'>> & Pick<NavPage, 'sidebarId'> & { versionLinks: VersionLink[] }, url?: string) {
  const activeHrefs = url === undefined ? [] : activeLinkHrefs(config.navbar.items, url);
  const setConfig = config.sets.find((s) => s.id === page?.set);
  const scope = searchScope(index, page?.set, page?.version);
  const locales = localeNav(index, config);
  const searchPage = ownSearchPage(config, config.currentLocale?.name);
  return {
    set: page?.set,
    versionLinks: page?.versionLinks ?? [],
    docTargets: navbarDocTargets(index, config.navbar.items, { ...page, url }),
    versionMenus: everyPageVersionMenus(index, config.navbar.items, { ...page, url }),
    locales,
    ...(locales && url !== undefined ? { localeLinks: localeDropdownLinks(locales, url) } : {}),
    ...(activeHrefs.length ? { activeHrefs } : {}),
    search: {
      scope,
      scopeLabel: searchScopeLabel(index, page?.set, page?.version),
      otherSets: searchOtherSets(index, scope),
      ...(config.search.layerOnly ? { layerOnly: true } : {}),
      // (A locale's code.json message first: the config's text is the default locale's.)
      placeholder: config.currentLocale?.messages['theme.SearchModal.searchBox.placeholderText'] ?? setConfig?.searchPlaceholder ?? config.search.placeholder ?? 'Search docs',
      config: { hitsPerPage: config.search.hitsPerPage, algolia: config.search.algolia, issuesUrl: `${config.repository.url}/issues`,
        siteUrl: config.url,
        suggestions: config.search.suggestions ?? [],
        ...(config.search.algolia?.externalUrlRegex ? { externalUrlRegex: config.search.algolia.externalUrlRegex } : {}),
        // (Only the Algolia backend filters by it; the local index has a file per set version.)
        ...(config.search.algolia && config.search.tagFacet ? { tagFacet: config.search.tagFacet } : {}),
        ...(siteMount(config) ? { mount: siteMount(config) } : {}),
        ...(searchPage ? { page: searchPage } : {}),
        // (The language the Algolia backend's contextual search filters by: this page's locale.)
        ...(config.search.algolia ? { language: config.currentLocale?.name ?? siteLocales(config.i18n).find((l) => l.isDefault)!.name } : {}),
      },
    },
  };
}

/** The navbar of a docs tag page (lib/content/doc-tags.ts): its version's, the version menu leading to each version's tags. */
export function docTagsNavContext(index: ContentIndex, config: SiteConfig, entry: Extract<RouteEntry, { kind: 'doc-tags' }>) {
  const url = entry.tag?.url ?? entry.tags.listUrl;
  return navContext(index, config, { set: entry.set.id, version: entry.tagsOf.name, versionLinks: tagsVersionLinks(siteIndex(index), entry.set, entry.tagsOf) }, url);
}
