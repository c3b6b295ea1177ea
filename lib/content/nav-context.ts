/** Everything the navbar needs for one page, derived from the index and the site config. */
import type { SiteConfig } from '../config/site-config';
import type { ContentIndex } from './types';
import type { VersionLink } from './routes';
import { localeNav } from '../i18n/locale-nav';
import { navbarDocHrefs, searchOtherSets, searchScope, searchScopeLabel, sidebarHrefs } from './nav';

export function navContext(index: ContentIndex, config: SiteConfig, page?: { set: string; version: string; versionLinks: VersionLink[] }) {
  const setConfig = config.sets.find((s) => s.id === page?.set);
  const scope = searchScope(index, page?.set, page?.version);
  return {
    set: page?.set,
    versionLinks: page?.versionLinks ?? [],
    sidebarHrefs: sidebarHrefs(index),
    docHrefs: navbarDocHrefs(index, config.navbar.items),
    locales: localeNav(index, config),
    search: {
      scope,
      scopeLabel: searchScopeLabel(index, page?.set, page?.version),
      otherSets: searchOtherSets(index, scope),
      placeholder: setConfig?.searchPlaceholder ?? config.search.placeholder ?? 'Search docs',
      config: { hitsPerPage: config.search.hitsPerPage, algolia: config.search.algolia, issuesUrl: `${config.repository.url}/issues`,
        siteUrl: config.url,
        suggestions: config.search.suggestions ?? [],
        ...(config.search.algolia?.externalUrlRegex ? { externalUrlRegex: config.search.algolia.externalUrlRegex } : {}),
      },
    },
  };
}
