/**
 * How the dialog lays out section hits: one result per page (its sections under it, so the
 * results a reader counts are the pages "See all N results" counts), and the pages under group
 * titles naming the section of the docs, plus the set and version when the hits span several.
 */
import type { SearchHit } from './types';

/** One page of the results: its best hit first, then its other matching sections. */
export interface PageResult {
  url: string;
  hits: SearchHit[];
}

export interface ResultGroup {
  title: string;
  pages: PageResult[];
}

const pageOf = (url: string) => url.split('#')[0];

/** Whether hits come from more than one set or version (then titles name them). */
export function spansScopes(hits: SearchHit[]): boolean {
  return new Set(hits.map((h) => h.scopeLabel ?? '')).size > 1;
}

/** A hit's section of the docs ("Configure"), after its set and version when `named`. */
export function sectionTitle(hit: SearchHit, named: boolean): string {
  const section = hit.hierarchy.lvl0 || hit.hierarchy.lvl1 || '';
  if (!named || !hit.scopeLabel) return section;
  return section && section !== hit.scopeLabel ? `${hit.scopeLabel} › ${section}` : hit.scopeLabel;
}

/**
 * Groups hits by section of the docs (lvl0) and, when they come from several sets or versions,
 * by set and version too, in order of first appearance (as DocSearch does), so a title never
 * repeats. Within a group, the hits of one page stay together under that page.
 */
export function groupResults(hits: SearchHit[]): ResultGroup[] {
  const named = spansScopes(hits);
  const groups = new Map<string, ResultGroup>();
  const pages = new Map<string, PageResult>();
  for (const hit of hits) {
    const page = pageOf(hit.url);
    const known = pages.get(page);
    if (known) {
      known.hits.push(hit);
      continue;
    }
    const title = sectionTitle(hit, named);
    let group = groups.get(title);
    if (!group) groups.set(title, (group = { title, pages: [] }));
    const result = { url: page, hits: [hit] };
    pages.set(page, result);
    group.pages.push(result);
  }
  return [...groups.values()];
}

/** The hits in the order the groups show them (the order arrow keys move through). */
export function hitsInOrder(groups: ResultGroup[]): SearchHit[] {
  return groups.flatMap((g) => g.pages.flatMap((p) => p.hits));
}
