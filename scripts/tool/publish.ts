/**
 * The engine's out/ published as the site's build folder (`build/`, as `docusaurus build` writes
 * it): hard links where the file system allows, into a staging folder swapped in at the end, so a
 * reader of build/ sees the last build or the new one.
 */
import fs from 'node:fs';
import { linkTree } from '../lib/link-tree';

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
