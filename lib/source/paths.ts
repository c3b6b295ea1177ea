/** Doc ids and URLs from file paths, following Docusaurus' rules so existing URLs keep working. */
import path from 'node:path';

// Docusaurus' default number-prefix parser: date-like (2024-01-31) and version-like (1.2, v1.0,
// 0-20-notes) names keep their digits.
const IGNORED_PREFIX = /^(?:\d{2}|\d{4})[-_.]\d{2}(?:[-_.](?:\d{2}|\d{4}))?.*$|^v?\d+[-_.]\d+(?:[-_.]\d+)?.*$/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

function splitPrefix(segment: string): { position?: number; name: string } {
  if (IGNORED_PREFIX.test(segment)) return { name: segment };
  const m = NUMBER_PREFIX.exec(segment);
  return m ? { position: Number(m[1]), name: m[2] } : { name: segment };
}

/** "01-intro" → "intro", "2.setup" → "setup" (Docusaurus strips numeric ordering prefixes). */
export function stripNumberPrefix(segment: string): string {
  return splitPrefix(segment).name;
}

/** Position encoded in a number prefix ("03-foo" → 3), used when no explicit position is set. */
export function numberPrefix(segment: string): number | undefined {
  return splitPrefix(segment).position;
}

/** How a doc set reads the number prefixes of file and folder names: their name without it, and the position it gives. */
export interface NumberPrefixParser {
  strip(segment: string): string;
  position(segment: string): number | undefined;
}

/** Docusaurus' default parser. */
export const NUMBER_PREFIXES: NumberPrefixParser = { strip: stripNumberPrefix, position: numberPrefix };

/**
 * A set's own reading of its file and folder names, where it has rules of its own (a Docusaurus
 * site's numberPrefixParser function, run ahead by the room): each name (a file's without its
 * extension) → the name without its prefix, and the position the prefix gives.
 */
export type NumberPrefixTable = Record<string, { name: string; position?: number }>;

/** Whether a value is such a table (a site config's `numberPrefixes`). */
export function isNumberPrefixTable(value: unknown): value is NumberPrefixTable {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (v) =>
      typeof v === 'object' &&
      v !== null &&
      typeof v.name === 'string' &&
      (v.position === undefined || (typeof v.position === 'number' && Number.isFinite(v.position))),
  );
}

const NO_PREFIXES: NumberPrefixParser = { strip: (segment) => segment, position: () => undefined };

/** A set's parser: the default; none where the set keeps names whole (Docusaurus' `numberPrefixParser: false`); its table's, for the names it lists. */
export function numberPrefixParser(set: { numberPrefixes?: boolean | NumberPrefixTable }): NumberPrefixParser {
  const table = set.numberPrefixes;
  if (table === false) return NO_PREFIXES;
  if (!table || table === true) return NUMBER_PREFIXES;
  // (A name the table does not list yet, a file the live preview has not read ahead: the default's reading.)
  return {
    strip: (segment) => (Object.hasOwn(table, segment) ? table[segment].name : stripNumberPrefix(segment)),
    position: (segment) => (Object.hasOwn(table, segment) ? table[segment].position : numberPrefix(segment)),
  };
}

export function isIndexFile(relPath: string): boolean {
  const base = path.posix
    .basename(relPath)
    .replace(/\.mdx?$/, '')
    .toLowerCase();
  return base === 'index' || base === 'readme';
}

/** Docusaurus' category-index convention: index, README or a doc named like its folder. */
export function isCategoryIndex(relPath: string, folderName = folderOf(relPath)): boolean {
  const base = path.posix
    .basename(relPath)
    .replace(/\.mdx?$/, '')
    .toLowerCase();
  return isIndexFile(relPath) || (folderName !== '' && base === folderName.toLowerCase());
}

/** Raw name of the folder a file is in ("" at the version root). */
function folderOf(relPath: string): string {
  const dir = path.posix.dirname(relPath);
  return dir === '.' ? '' : path.posix.basename(dir);
}

/** Folder of a doc relative to the version root with number prefixes stripped ("" at the root). */
export function docDir(relPath: string, prefixes = NUMBER_PREFIXES): string {
  const dir = path.posix.dirname(relPath);
  return dir === '.' ? '' : dir.split('/').map(prefixes.strip).join('/');
}

export function docId(relPath: string, frontmatterId?: string, prefixes = NUMBER_PREFIXES): string {
  const dir = docDir(relPath, prefixes);
  const base = frontmatterId ?? prefixes.strip(path.posix.basename(relPath).replace(/\.mdx?$/, ''));
  return dir ? `${dir}/${base}` : base;
}

/** Normalise a URL path: single slashes, leading slash, trailing slash (trailingSlash: true). */
export function normaliseUrl(p: string): string {
  const joined = ('/' + p + '/').replace(/\/+/g, '/');
  return joined;
}

/**
 * Percent-encodes each segment of a URL path ("/my guide/über" → "/my%20guide/%C3%BCber"), so a
 * doc's URL is the same string in pages, sidebars, sitemap, llms.txt and the search index, and the
 * exported file (named by the decoded path) is what a static server serves for it. Already
 * encoded segments are left as they are.
 */
export function encodeUrlPath(p: string): string {
  return p
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // a lone "%" is text, not an escape
      }
      return encodeURIComponent(decoded);
    })
    .join('/');
}

/**
 * URL of a doc (percent-encoded). `slug` may be absolute ("/foo" → under the version base) or relative to the doc's
 * folder; index/README files take their folder's URL.
 */
export function docUrl(versionBase: string, relPath: string, fm: { slug?: string; id?: string }, prefixes = NUMBER_PREFIXES): string {
  return encodeUrlPath(rawDocUrl(versionBase, relPath, fm, prefixes));
}

/** A relative slug from the doc's folder, "." and ".." resolved as Docusaurus resolves them (resolvePathname), never above the version. */
function resolveRelative(dir: string, slug: string): string {
  const out: string[] = [];
  for (const segment of `${dir}/${slug}`.split('/')) {
    if (segment === '..') out.pop();
    else if (segment && segment !== '.') out.push(segment);
  }
  return out.join('/');
}

function rawDocUrl(versionBase: string, relPath: string, fm: { slug?: string; id?: string }, prefixes: NumberPrefixParser): string {
  const dir = docDir(relPath, prefixes);
  if (fm.slug !== undefined) {
    if (fm.slug.startsWith('/')) return normaliseUrl(`${versionBase}/${fm.slug}`);
    return normaliseUrl(`${versionBase}/${resolveRelative(dir, fm.slug)}`);
  }
  if (isCategoryIndex(relPath)) return normaliseUrl(`${versionBase}/${dir}`);
  const base = fm.id ?? prefixes.strip(path.posix.basename(relPath).replace(/\.mdx?$/, ''));
  return normaliseUrl(`${versionBase}/${dir}/${base}`);
}

/**
 * The URL relative links in a doc were written against, when the site's pages were not all served
 * with a trailing slash (site.config `trailingSlash`): false drops it everywhere; "auto" is
 * Docusaurus' default, where only a folder's index page and a slug written with a final "/" keep it.
 * Undefined when it is the doc's own URL (the engine's default, trailingSlash true).
 */
export function docLinkBase(url: string, relPath: string, fm: { slug?: string }, trailingSlash: boolean | 'auto' | undefined): string | undefined {
  // (Only the site root is "/" in every case; a top-level page of docs served at the root, /install/, is not.)
  if (trailingSlash === undefined || trailingSlash === true || url === '/') return undefined;
  const keepsSlash = trailingSlash === 'auto' && (fm.slug !== undefined ? fm.slug.endsWith('/') : isCategoryIndex(relPath));
  return keepsSlash ? undefined : url.replace(/\/$/, '');
}
