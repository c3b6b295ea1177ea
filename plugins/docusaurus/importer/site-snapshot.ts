/**
 * What the site folder holds, to see what a step run in it (a plugin, an install script) wrote:
 * every file with a digest of its content (not node_modules, build output or dot folders: .git,
 * .docusaurus, pagewright's cache with its Next cache, which Docusaurus' own globs skip too), so a
 * file written again as it was (its output of an earlier build) is not new. A file is read again
 * only when its size or time changed since this process last read it: pagewright start takes a
 * snapshot before and after each plugin run of each import.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileSha1 } from '../../../lib/api/build';

const digests = new Map<string, { size: number; mtimeMs: number; digest: string }>();

export function siteSnapshot(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'build' || (e.isDirectory() && e.name.startsWith('.'))) continue;
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) visit(abs);
      else if (e.isFile()) out.set(path.relative(root, abs).split(path.sep).join('/'), digestOf(abs));
    }
  };
  visit(root);
  return out;
}

function digestOf(file: string): string {
  const { size, mtimeMs } = fs.statSync(file);
  const known = digests.get(file);
  if (known && known.size === size && known.mtimeMs === mtimeMs) return known.digest;
  const digest = fileSha1(file);
  digests.set(file, { size, mtimeMs, digest });
  return digest;
}

/** The files of `after` that are new or changed since `before`. */
export const writtenSince = (before: Map<string, string>, after: Map<string, string>): string[] =>
  [...after].filter(([rel, stamp]) => before.get(rel) !== stamp).map(([rel]) => rel);
