/**
 * The site's src/ folder (its components, swizzled theme, pages and stylesheets): the content
 * folder's where the import copied it (a plain import, which exports the site to the engine's
 * layout), else the site's own, read where it lies (`pagewright build` and `start`: the import writes
 * no copy of src/, ../in-place/reading.ts). Every reader of src/ asks here (./site-folders.ts holds
 * the same fallback for any file of the site).
 */
import fs from 'node:fs';
import path from 'node:path';
import { READING_FILE } from '../in-place/reading-file';

/** The content folder's reading file, by its stamp: the folder of the site it names. */
const known = new Map<string, { stamp: number; own: string | undefined }>();

/** The site's own folder when its content folder reads it where it lies (the reading's `siteRoot`), else undefined. */
export function ownSiteRoot(contentDir: string): string | undefined {
  const file = path.join(contentDir, READING_FILE);
  const stamp = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const cached = known.get(file);
  if (cached?.stamp === stamp) return cached.own;
  let own: string | undefined;
  try {
    const root = stamp ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { siteRoot?: unknown }).siteRoot : undefined;
    own = typeof root === 'string' && path.resolve(root) !== path.resolve(contentDir) ? path.resolve(root) : undefined;
  } catch {
    own = undefined;
  }
  known.set(file, { stamp, own });
  return own;
}

/**
 * `<site>/src`: the site's own folder's when the site is read where it lies, else the content
 * folder's copy. (Read in place, the content folder may hold a few files of src/ all the same: a
 * local plugin's or client module's copy that Node runs, ../importer/site-files.ts copySiteModules.)
 */
export function siteSrcDir(contentDir: string): string {
  const own = ownSiteRoot(contentDir);
  return own && fs.existsSync(path.join(own, 'src')) ? path.join(own, 'src') : path.join(contentDir, 'src');
}

/** The site's own src/ when it lies outside the content folder (read where it lies), which a walk of the content folder does not reach; else undefined. */
export function srcApart(contentDir: string): string | undefined {
  const src = siteSrcDir(contentDir);
  return fs.existsSync(src) && path.relative(contentDir, src).startsWith('..') ? src : undefined;
}

/** `<site>/src/theme/<name>` (no extension: a module's path, ./resolve.ts asModule), in the folder siteSrcDir gives. */
export const siteThemePath = (contentDir: string, name = ''): string => path.join(siteSrcDir(contentDir), 'theme', name);
