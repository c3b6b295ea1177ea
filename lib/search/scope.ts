/** Search scopes: one local index per doc set version, addressed by "<set>-<version>". */

export function scopeKey(set: string, version: string): string {
  return `${set}-${version}`;
}

/** Docusaurus' DocSearch tag for a set version (docusaurus_tag facet), e.g. docs-vcluster-0.27.0. */
export function docusaurusTag(set: string, version: string): string {
  return `docs-${set === 'docs' ? 'default' : set}-${version}`;
}
