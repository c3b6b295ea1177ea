/** The doc and version-like record the page pass compiles a route's MDX as: a doc's own, or an MDX page's in the pages' container. */
import type { RouteEntry } from '../content/site-index';
import type { DocRecord, VersionRecord } from '../content/types';

export function docEntry(entry: RouteEntry | undefined): { doc: DocRecord; version: VersionRecord } | undefined {
  if (entry?.kind === 'doc') return entry;
  if (entry?.kind === 'page' && entry.page.type === 'mdx') return { doc: entry.page.doc, version: entry.pages.container };
  return undefined;
}
