/**
 * What the site folder holds, to see what a step run in it (a plugin, an install script) wrote:
 * every file with a digest of its content (not node_modules, build output or VCS), so a file written
 * again as it was (its output of an earlier build) is not new.
 */
import fs from 'node:fs';
import path from 'node:path';
import { sha1 } from '../../../lib/cache/stamp';

export function siteSnapshot(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', '.git', '.docusaurus', 'build'].includes(e.name)) continue;
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) visit(abs);
      else if (e.isFile()) out.set(path.relative(root, abs).split(path.sep).join('/'), sha1(fs.readFileSync(abs)));
    }
  };
  visit(root);
  return out;
}

/** The files of `after` that are new or changed since `before`. */
export const writtenSince = (before: Map<string, string>, after: Map<string, string>): string[] =>
  [...after].filter(([rel, stamp]) => before.get(rel) !== stamp).map(([rel]) => rel);
