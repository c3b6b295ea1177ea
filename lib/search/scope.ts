/** Search scopes: one local index per doc set version, addressed by "<set>-<version>", and one for blog posts and MDX pages. */

export function scopeKey(set: string, version: string): string {
  return `${set}-${version}`;
}

/** Docusaurus' DocSearch tag for a set version (docusaurus_tag facet), e.g. docs-vcluster-0.27.0. */
export function docusaurusTag(set: string, version: string): string {
  return `docs-${set === 'docs' ? 'default' : set}-${version}`;
}

/**
 * The scope of blog posts and the pages folder's MDX pages (lib/content/site-pages-search.ts): the
 * DocSearch tag Docusaurus gives every page outside the docs (its DEFAULT_SEARCH_TAG), which no
 * "<set>-<version>" key can equal.
 */
export const SITE_PAGES_SCOPE = 'default';

/** A scope's docusaurus_tag facet value. */
export function scopeTag(scope: string): string {
  if (scope === SITE_PAGES_SCOPE) return SITE_PAGES_SCOPE;
  const i = scope.indexOf('-');
  return docusaurusTag(scope.slice(0, i), scope.slice(i + 1));
}

/** The DocSearch meta of a page (Next's `other` metadata): its language and tag. */
export function docSearchMeta(tag: string): Record<string, string> {
  return { 'docsearch:language': 'en', 'docsearch:docusaurus_tag': tag };
}
