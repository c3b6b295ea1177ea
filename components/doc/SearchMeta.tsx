import type { PageData } from '@/lib/content/routes';

/** Marks the article as the searchable body of the page (the search index reads it at build time). */
export function searchAttributes(indexed: boolean): Record<string, string> {
  return indexed ? { 'data-search-body': '' } : {};
}

/**
 * Hidden facts for the local search index: the page title (DocSearch lvl1) and the hierarchy root
 * (lvl0: the page's top category, or the doc set). The index is per set version, so no filter.
 */
/** The page's top category, or its doc set. */
export const searchLvl0 = (page: PageData) => page.breadcrumbs[0]?.label ?? page.set.label;

export function SearchMeta({ page }: { page: PageData }) {
  return <SearchFacts lvl0={searchLvl0(page)} title={page.title} />;
}

/** The hidden facts themselves (a blog post and an MDX page give theirs: lib/content/site-pages-search.ts). */
export function SearchFacts({ lvl0, title }: { lvl0: string; title: string }) {
  return (
    <>
      <span hidden data-search-meta={`lvl0:${lvl0}`} />
      <span hidden data-search-meta={`title:${title}`} />
    </>
  );
}
