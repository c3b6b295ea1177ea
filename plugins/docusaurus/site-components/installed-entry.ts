/**
 * A module of the site's install, found from the site as webpack finds it. Apart from
 * ./ported-packages.ts, which loads esbuild: the page pass Next bundles imports this (through
 * ./theme-aliases.ts), and must not reach esbuild's binary.
 */
import path from 'node:path';
import { createRequire } from 'node:module';

/** The installed file `spec` names, resolved from `siteRoot`; undefined when it is not installed. */
export function installedEntry(spec: string, siteRoot: string): string | undefined {
  try {
    return createRequire(path.resolve(siteRoot, 'package.json')).resolve(spec);
  } catch {
    return undefined;
  }
}
