/**
 * The imported content folder written whole: the import fills a staging folder beside it
 * (lib/cache/staged-folder.ts), which takes its place only once the import finished. A failed or
 * interrupted import leaves the folder as it was; the staging folder is removed (or, after a kill,
 * by the next run). The folder's node_modules (the site's packages, installed there) is kept: the
 * staging folder links to it while the import runs, and it is moved across at the swap.
 */
import fs from 'node:fs';
import path from 'node:path';
import { replaceFolder, stagingFolder } from '../../lib/cache/staged-folder';

/** Runs `write` on a staging folder for `target` and swaps it in when it returns; returns what `write` returns. */
export async function importStaged<T>(target: string, write: (staging: string) => Promise<T>): Promise<T> {
  const staging = stagingFolder(target);
  const modules = path.join(target, 'node_modules');
  if (fs.existsSync(modules)) fs.symlinkSync(modules, path.join(staging, 'node_modules'), 'dir');
  // Ctrl-C or a kill by name: the staging folder goes, the target stays.
  const stop = (signal: NodeJS.Signals) => {
    fs.rmSync(staging, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const result = await write(staging);
    keepModules(staging, modules);
    replaceFolder(staging, target);
    return result;
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The target's install moved into the staging folder, in place of the link to it (an install the import made itself, or a link to the site's packages, stays). */
function keepModules(staging: string, modules: string): void {
  const link = path.join(staging, 'node_modules');
  const stat = fs.lstatSync(link, { throwIfNoEntry: false });
  if (!stat?.isSymbolicLink() || fs.readlinkSync(link) !== modules) return;
  fs.unlinkSync(link);
  fs.renameSync(modules, link);
}
