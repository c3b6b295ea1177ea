/**
 * The engine's out/ published as the site's build folder (`build/`, as `docusaurus build` writes
 * it): hard links where the file system allows, into a staging folder swapped in at the end, so a
 * reader of build/ sees the last build or the new one.
 */
import fs from 'node:fs';
import path from 'node:path';

export function publishBuild(out: string, target: string): void {
  const staging = `${target}.pagewright-staging`;
  const old = `${target}.pagewright-old`;
  fs.rmSync(staging, { recursive: true, force: true });
  linkTree(out, staging);
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(staging, target);
  fs.rmSync(old, { recursive: true, force: true });
}

function linkTree(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const a = path.join(from, e.name);
    const b = path.join(to, e.name);
    if (e.isDirectory()) linkTree(a, b);
    else {
      try {
        fs.linkSync(a, b);
      } catch {
        fs.copyFileSync(a, b);
      }
    }
  }
}
