/**
 * The search scope of a not-found page: the docs version whose path it lies under, deepest first (a
 * docs set at the site's base: Docusaurus renders its not-found page inside that version's route,
 * whose DocVersionRoot writes the version's search tags), else the site's pages'.
 */
import type { ContentIndex, VersionRecord } from './types';
import type { PageHead } from './page-head';
import { docsSearchTag, SITE_PAGES_SCOPE } from '../search/scope';

/** The docs version whose path a not-found page lies under, deepest first: its set (a locale's copy: the original's id) and version. */
export function notFoundDocsScope(index: Pick<ContentIndex, 'sets'>, url: string): { set: string; version: VersionRecord } | undefined {
  let found: { set: string; version: VersionRecord } | undefined;
  for (const set of index.sets)
    for (const version of set.versions)
      if (url.startsWith(`${version.path}/`) && version.path.length > (found?.version.path.length ?? -1)) found = { set: set.locale?.of ?? set.id, version };
  return found;
}

export function notFoundSearchScope(index: Pick<ContentIndex, 'sets'>, url: string): PageHead['search'] {
  const found = notFoundDocsScope(index, url);
  return found ? { tag: docsSearchTag(found.set, found.version.name), version: found.version.name } : { tag: SITE_PAGES_SCOPE };
}
