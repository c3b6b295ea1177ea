/**
 * The engine's out/ published as the site's build folder (`build/`, as `docusaurus build` writes
 * it): hard links where the file system allows, into a staging folder swapped in at the end, so a
 * reader of build/ sees the last build or the new one. `finish`: what writes into the new folder
 * before it is swapped in (the site's plugins' postBuild), which then is a copy, so that it does not
 * write through into out/; when it throws, build/ stays as it was.
 */
import fs from 'node:fs';
import { linkTree } from '../lib/link-tree';

export async function publishBuild(out: string, target: string, finish?: (staging: string) => Promise<void>): Promise<void> {
  const staging = `${target}.pagewright-staging`;
  const old = `${target}.pagewright-old`;
  fs.rmSync(staging, { recursive: true, force: true });
  if (finish) fs.cpSync(out, staging, { recursive: true, verbatimSymlinks: true });
  else linkTree(out, staging);
  try {
    await finish?.(staging);
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(target)) fs.renameSync(target, old);
  fs.renameSync(staging, target);
  fs.rmSync(old, { recursive: true, force: true });
}
