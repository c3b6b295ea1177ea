import type { PageData } from '@/lib/content/routes';

/** Marks the article as the searchable body of the page (Pagefind reads it at build time). */
export function searchAttributes(page: PageData, indexed: boolean): Record<string, string> {
  return indexed ? { 'data-pagefind-body': '' } : {};
}

/**
 * Hidden facts for the local search index: which set/version the page belongs to (filters) and the
 * DocSearch-style hierarchy root (lvl0: the page's top category, or the doc set).
 */
export function SearchMeta({ page }: { page: PageData }) {
  const lvl0 = page.breadcrumbs[0]?.label ?? page.set.label;
  return (
    <>
      <span hidden data-pagefind-filter={`scope:${page.set.id}-${page.version.name}`} />
      <span hidden data-pagefind-meta={`lvl0:${lvl0}`} />
      <span hidden data-pagefind-meta={`title:${page.title}`} />
    </>
  );
}
