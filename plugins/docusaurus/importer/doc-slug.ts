/**
 * Docusaurus 3's rules for a doc's slug and for which files of a docs folder are docs
 * (plugin-content-docs: number prefixes, category index files, `exclude`), shared by the importer
 * and the route list the parity benchmark compares against.
 */
import path from 'node:path';
import picomatch from 'picomatch';

// Docusaurus' DefaultNumberPrefixParser: "01-intro" → "intro", but "1.2-notes" stays (version-like).
const IGNORED_PREFIX = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

export function stripPrefix(name: string): string {
  return IGNORED_PREFIX.test(name) ? name : (NUMBER_PREFIX.exec(name)?.[2] ?? name);
}

/** A doc's slug: plugin-content-docs' getSlug, with resolvePathname's relative resolution; `strip`: its instance's number prefix parser. */
export function docSlug(rel: string, fm: { slug?: unknown; id?: unknown }, strip: (name: string) => string = stripPrefix): string {
  const dir = path.posix.dirname(rel);
  const fileName = path.posix.basename(rel).replace(/\.mdx?$/, '');
  const dirSlug = dir === '.' ? '/' : `/${dir.split('/').map(strip).join('/')}/`;
  const slug = typeof fm.slug === 'string' ? fm.slug : undefined;
  if (slug?.startsWith('/')) return slug;
  const parent = dir === '.' ? undefined : path.posix.basename(dir).toLowerCase();
  if (slug === undefined && ['index', 'readme', parent].includes(fileName.toLowerCase())) return dirSlug;
  const base = slug ?? (typeof fm.id === 'string' ? fm.id : strip(fileName));
  return new URL(base, `http://x${dirSlug}`).pathname;
}

/** plugin-content-docs' default `include` and `exclude`; a site's own list replaces each. */
const DEFAULT_INCLUDE = ['**/*.{md,mdx}'];
export const DEFAULT_EXCLUDE = ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**'];

/** Whether Docusaurus leaves a file (path relative to the version's docs folder) out of the docs. */
export function docExcluder(options: { include?: string[]; exclude?: string[] }): (rel: string) => boolean {
  const included = picomatch(options.include ?? DEFAULT_INCLUDE);
  const excluded = picomatch(options.exclude ?? DEFAULT_EXCLUDE);
  return (rel) => !included(rel) || excluded(rel);
}
