/**
 * Files come from the content folder. A partial, a data file, an image or a symbolic link whose
 * real path (every symbolic link followed) is outside it would publish what lies there, so it is
 * refused, unless site.config.json `content.outsideFolders` lists a folder (relative to the
 * content folder) that holds it. One rule and one message for the four.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentPolicy } from '../config/site-config';

export interface ContentBounds {
  /** Absolute content roots: the content folder first, then the test overlay (lib/source/content-paths.ts contentRoots). */
  contentRoots: string[];
  /** The site's content policy (site.config.json "content"). */
  contentPolicy?: ContentPolicy;
  /** Of the roots, the version folders that lie outside the content folder (lib/source/content-paths.ts sourceDirs). */
  sourceDirs?: readonly SourceDir[];
}

/** A folder of the content that lies outside the content folder (a version read where it lies), and the path it stands at in the content's layout (`docs/2.0`). */
export interface SourceDir {
  dir: string;
  at: string;
}

/**
 * A file's path under the content ("/"-separated), which its published URL is made of: from the
 * root that holds it; a source folder's file at the place the folder stands for in the content's
 * layout (`docs/2.0/img/a.png`), as it would be had it been copied there. Undefined for a file under no root.
 */
export function contentPathOf(file: string, bounds: Pick<ContentBounds, 'contentRoots' | 'sourceDirs'>): string | undefined {
  const root = bounds.contentRoots.find((r) => file.startsWith(r + path.sep));
  if (!root) return undefined;
  const rel = path.relative(root, file).split(path.sep).join('/');
  const source = bounds.sourceDirs?.find((s) => s.dir === root);
  return source ? `${source.at}/${rel}` : rel;
}

/** The file at a path under the content (contentPathOf's inverse), if one of the roots has it; the first root's where two do. */
export function contentFileAt(rel: string, bounds: Pick<ContentBounds, 'contentRoots' | 'sourceDirs'>): string | undefined {
  for (const root of bounds.contentRoots) {
    const source = bounds.sourceDirs?.find((s) => s.dir === root);
    if (source && !rel.startsWith(`${source.at}/`)) continue;
    const file = path.join(root, ...(source ? rel.slice(source.at.length + 1) : rel).split('/'));
    if (file.startsWith(root + path.sep) && fs.existsSync(file) && contentPathOf(file, bounds) === rel) return file;
  }
  return undefined;
}

function realOrResolved(p: string): string {
  try {
    return fs.realpathSync.native(p);
  } catch {
    return path.resolve(p);
  }
}

const folderCache = new Map<string, string[]>();

/** The real folders files may come from: the content roots, the policy's outsideFolders and its staticFolders. */
export function allowedFolders({ contentRoots, contentPolicy }: ContentBounds): string[] {
  const outside = [...(contentPolicy?.outsideFolders ?? []), ...(contentPolicy?.staticFolders ?? [])].map((f) => path.resolve(contentRoots[0], f));
  const key = [...contentRoots, '', ...outside].join('\0');
  let folders = folderCache.get(key);
  if (!folders) folderCache.set(key, (folders = [...contentRoots, ...outside].map(realOrResolved)));
  return folders;
}

/** Whether a real path is one of the folders or inside one. */
export function isWithin(realPath: string, folders: readonly string[]): boolean {
  return folders.some((f) => realPath === f || realPath.startsWith(f.endsWith(path.sep) ? f : f + path.sep));
}

/**
 * The real path of `file` when it lies outside the allowed folders; undefined when it is inside,
 * or does not resolve (missing or looping: reported where it is used, and by lib/content/symlinks.ts).
 */
export function outsideContent(file: string, bounds: ContentBounds): string | undefined {
  let real: string;
  try {
    real = fs.realpathSync.native(file);
  } catch {
    return undefined;
  }
  return isWithin(real, allowedFolders(bounds)) ? undefined : real;
}

/** `partial "../x.mdx" resolves outside the content folder, to /abs/x.mdx — …` (`what` names the thing as written). */
export function outsideMessage(what: string, realPath: string): string {
  return (
    `${what} resolves outside the content folder, to ${realPath} — move the file into the content folder, ` +
    `or add a folder that holds it to "content.outsideFolders" in site.config.json (relative to the content folder)`
  );
}
