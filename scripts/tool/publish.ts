/**
 * The engine's out/ published as the site's build folder (`build/`, as `docusaurus build` writes
 * it): hard links where the file system allows, into a staging folder swapped in at the end, so a
 * reader of build/ sees the last build or the new one. `finish`: what writes into the new folder
 * (the site's plugins' postBuild), which then is a copy, so that it does not write through into out/;
 * it runs once the new folder stands where Docusaurus' build folder stands (a plugin that writes into
 * `build/…` by a path of its own finds it there); when it throws, the last build is put back.
 */
import fs from 'node:fs';
import { linkTree } from '../lib/link-tree';

export async function publishBuild(out: string, target: string, finish?: (built: string) => Promise<void>): Promise<void> {
  const staging = `${target}.pagewright-staging`;
  const old = `${target}.pagewright-old`;
  fs.rmSync(staging, { recursive: true, force: true });
  if (finish) fs.cpSync(out, staging, { recursive: true, verbatimSymlinks: true });
  else linkTree(out, staging);
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(staging, target);
  try {
    await finish?.(target);
  } catch (err) {
    fs.rmSync(target, { recursive: true, force: true });
    if (fs.existsSync(old)) fs.renameSync(old, target);
    throw err;
  }
  fs.rmSync(old, { recursive: true, force: true });
}
