/** Search scopes: one local index per doc set version, addressed by "<set>-<version>", and one for blog posts and MDX pages. */

export function scopeKey(set: string, version: string): string {
  return `${set}-${version}`;
}

/** The search tag of a set version, e.g. docs-vcluster-0.27.0 (the landing set "docs": docs-default-…), as DocSearch indexes Docusaurus sites. */
export function docsSearchTag(set: string, version: string): string {
  return `docs-${set === 'docs' ? 'default' : set}-${version}`;
}

/**
 * The scope of blog posts and the pages folder's MDX pages (lib/content/site-pages-search.ts): the
 * DocSearch tag Docusaurus gives every page outside the docs (its DEFAULT_SEARCH_TAG), which no
 * "<set>-<version>" key can equal.
 */
export const SITE_PAGES_SCOPE = 'default';

/** A scope's search tag. */
export function scopeTag(scope: string): string {
  if (scope === SITE_PAGES_SCOPE) return SITE_PAGES_SCOPE;
  const i = scope.indexOf('-');
  return docsSearchTag(scope.slice(0, i), scope.slice(i + 1));
}

/** The DocSearch meta of a page (Next's `other` metadata): its language (the page's locale) and, where the site's index has a tag facet (site.config search.tagFacet), its tag. */
export function docSearchMeta(tag: string, language: string, tagFacet: string | undefined): Record<string, string> {
  return { 'docsearch:language': language, ...(tagFacet ? { [`docsearch:${tagFacet}`]: tag } : {}) };
}
