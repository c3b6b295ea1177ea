/**
 * The one way to walk a content folder. Symbolic links are followed where they lead inside the
 * walk's bounds (the content roots and the site's content.outsideFolders); a link that loops, points
 * to nothing or leads outside is passed over, never read (lib/content/symlinks.ts reports it), so a
 * bad link can neither hang nor crash a reader of the content. node_modules is not content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isWithin } from './inside-content';

export interface ContentEntry {
  /** Path as walked (under the walked folder). */
  abs: string;
  /** Path relative to the walked folder, "/"-separated. */
  rel: string;
  name: string;
  isDir: boolean;
  isLink: boolean;
}

export interface LinkDefect {
  /** The link's own path (where it is, not where the walk came through). */
  link: string;
  /** What the link says (readlink). */
  target: string;
  kind: 'loop' | 'dangling' | 'outside';
  /** For "outside": the real path it leads to. */
  leadsTo?: string;
}

export interface WalkOptions {
  /** Whether to go into a folder (default: every folder but node_modules). */
  enter?: (entry: ContentEntry) => boolean;
  /** A link the walk passes over. */
  onDefect?: (defect: LinkDefect) => void;
}

const notContent = (entry: ContentEntry) => entry.name !== 'node_modules';

/**
 * Files and folders under `root` (folders before what they hold, names in order), links followed
 * when they lead into `bounds` (real folders, lib/source/inside-content.ts allowedFolders).
 */
export function walkContent(root: string, bounds: readonly string[], opts: WalkOptions = {}): ContentEntry[] {
  const out: ContentEntry[] = [];
  let realRoot: string;
  try {
    realRoot = fs.realpathSync.native(root);
  } catch {
    return out;
  }
  const enter = opts.enter ?? notContent;
  // A link's own path: under the walked folder when it is there, else its real place.
  const linkPath = (realDir: string, name: string) =>
    isWithin(realDir, [realRoot]) ? path.join(root, path.relative(realRoot, realDir), name) : path.join(realDir, name);
  const visit = (dir: string, rel: string, realDir: string, ancestors: string[]) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      const abs = path.join(dir, e.name);
      let isDir = e.isDirectory();
      let real = path.join(realDir, e.name);
      const isLink = e.isSymbolicLink();
      // A linked node_modules (an install shared with the site's folder: pagewright) holds packages, not content.
      if (isLink && e.name === 'node_modules') continue;
      if (isLink) {
        const defect = (kind: LinkDefect['kind'], leadsTo?: string) =>
          opts.onDefect?.({ link: linkPath(realDir, e.name), target: fs.readlinkSync(abs), kind, ...(leadsTo ? { leadsTo } : {}) });
        try {
          real = fs.realpathSync.native(abs);
          isDir = fs.statSync(real).isDirectory();
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          if (code === 'ELOOP') defect('loop');
          else if (code === 'ENOENT' || code === 'ENOTDIR') defect('dangling');
          else throw err;
          continue;
        }
        if (!isWithin(real, bounds)) {
          defect('outside', real);
          continue;
        }
        // A folder that holds the link, or one the walk is in already: following it never ends.
        if (isDir && (isWithin(realDir, [real]) || ancestors.includes(real))) {
          defect('loop');
          continue;
        }
      } else if (!isDir && !e.isFile()) continue;
      const entry: ContentEntry = { abs, rel: rel ? `${rel}/${e.name}` : e.name, name: e.name, isDir, isLink };
      out.push(entry);
      if (isDir && enter(entry)) visit(abs, entry.rel, real, [...ancestors, real]);
    }
  };
  visit(root, '', realRoot, [realRoot]);
  return out;
}

/** The files under `root`, relative to it ("/"-separated). */
export function contentFiles(root: string, bounds: readonly string[], opts: WalkOptions = {}): string[] {
  return walkContent(root, bounds, opts)
    .filter((e) => !e.isDir)
    .map((e) => e.rel);
}
