/**
 * The banner a docs version shows when its `versions.<name>.banner` option leaves it out, by
 * Docusaurus' rule (plugin-content-docs getDefaultVersionBanner): none on the last version,
 * "unreleased" on the versions listed before it (current, when ahead of it), "unmaintained" on older ones.
 */
export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

/** @param versions the instance's versions in Docusaurus' order: current first, then versions.json */
export function defaultVersionBanner(version: string, versions: string[], lastVersion: string): VersionBanner {
  if (version === lastVersion) return 'none';
  return versions.indexOf(version) < versions.indexOf(lastVersion) ? 'unreleased' : 'unmaintained';
}
