/**
 * For tests of one module of a site as the whole build bundles it (./bundle-components.ts): the module
 * written at `rel` in a site of its own (with `others`, by their paths in it), bundled in an engine root of its own (whose .generated/ it
 * writes), and its default export loaded from the bundle.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { tempDir } from './temp-dir';
import { COMPONENTS_WHOLE_FILE } from '../lib/site-modules/manifest';

export async function bundledSiteModule(name: string, rel: string, source: string, others: Record<string, string> = {}): Promise<ComponentType> {
  const root = tempDir(`${name}-root`);
  for (const entry of ['lib', 'components', 'plugins', 'node_modules', 'tsconfig.json', 'package-lock.json'])
    fs.symlinkSync(path.resolve(entry), path.join(root, entry));
  const site = tempDir(`${name}-site`);
  // (The module, and the other files of the site it imports, by their paths in it.)
  for (const [at, text] of Object.entries({ ...others, [rel]: source })) {
    fs.mkdirSync(path.dirname(path.join(site, at)), { recursive: true });
    fs.writeFileSync(path.join(site, at), text);
  }
  execFileSync(process.execPath, ['--import', 'tsx', path.resolve('test/bundle-components.ts'), site, path.join(site, rel)], { cwd: root, stdio: 'pipe' });
  const bundle = (await import(pathToFileURL(path.join(root, COMPONENTS_WHOLE_FILE)).href)) as Record<string, ComponentType>;
  return Object.values(bundle).find((v) => typeof v === 'function')!;
}
