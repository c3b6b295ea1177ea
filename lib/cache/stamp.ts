/**
 * The build's stamps, one kind: content hashes. A fresh checkout of the same commit has the same
 * stamps as the tree it was made from (mtimes would differ), so caches and the incremental build
 * hold across clones. What each cache keys on is built from these and its own inputs.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ContentPolicy } from '../config/site-config';
import { contentFiles } from '../source/content-walk';
import { allowedFolders } from '../source/inside-content';

export const sha1 = (data: string | Buffer): string => newHash().update(data).digest('hex');
/** An incremental hash of the same kind, for stamps of many parts. */
export const newHash = () => crypto.createHash('sha1');

/** One buffer for fileSha1's reads: hashing a folder of large files allocates nothing per file. */
const chunk = Buffer.allocUnsafe(1 << 20);

/** sha1(the file's bytes), read in chunks into one buffer (a whole site's files: half the time of reading each whole). */
export function fileSha1(file: string): string {
  const hash = newHash();
  const fd = fs.openSync(file, 'r');
  try {
    for (let n = fs.readSync(fd, chunk, 0, chunk.length, null); n > 0; n = fs.readSync(fd, chunk, 0, chunk.length, null)) hash.update(chunk.subarray(0, n));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

/** Folders and files of the engine whose change can change any page. */
const ENGINE_PATHS = ['app', 'components', 'lib', 'plugins', 'scripts', 'public', '.generated', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];

/** The files under a folder (or the file itself), sorted, tests left out. */
export function filesUnder(abs: string): string[] {
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [abs];
  return (fs.readdirSync(abs, { recursive: true }) as string[])
    .filter((rel) => !rel.split(path.sep).includes('__tests__'))
    .map((rel) => path.join(abs, rel))
    .filter((f) => fs.statSync(f).isFile())
    .sort();
}

/** Adds the files under each of `rels` (folders or files of `rootDir`) to `hash`, each by its path and content. */
export function hashFilesUnder(hash: ReturnType<typeof newHash>, rootDir: string, rels: readonly string[]): void {
  for (const rel of rels)
    for (const file of filesUnder(path.join(rootDir, rel))) hash.update(`${path.relative(rootDir, file)}\0`).update(fs.readFileSync(file));
}

/**
 * The engine: its files, and where the run's content and a test build's overlay are (which change
 * what a build renders: the overlay adds pages, test components and test hooks). Relative to the
 * project, so that clones agree.
 */
export function engineStamp(rootDir: string, where: { contentDir?: string; extraContentDir?: string }): string {
  const hash = newHash();
  hashFilesUnder(hash, rootDir, ENGINE_PATHS);
  const rel = (dir: string | undefined) => (dir ? path.relative(rootDir, dir) : '');
  hash.update(`content=${rel(where.contentDir)}\0extra=${rel(where.extraContentDir)}\0`);
  return hash.digest('hex');
}

/**
 * The content besides its pages: every partial, data file and image of the content roots. Coarse
 * on purpose: a change to one of them renders and checks every page again.
 */
export function contentStamp(roots: string[], pages: Set<string>, rootDir: string, contentPolicy?: ContentPolicy): string {
  const hash = newHash();
  const folders = allowedFolders({ contentRoots: roots, contentPolicy });
  for (const root of roots)
    for (const rel of contentFiles(root, folders)) {
      const abs = path.join(root, rel);
      const source = path.relative(rootDir, abs).split(path.sep).join('/');
      if (!pages.has(source)) hash.update(`${source}\0`).update(fs.readFileSync(abs)).update('\0');
    }
  return hash.digest('hex');
}
