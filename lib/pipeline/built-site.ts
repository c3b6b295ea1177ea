/**
 * Where a build keeps its caches, and the site it rendered as JSON (its config and content index,
 * lib/content/store.ts LoadedSite), for what runs after the build and asks which pages it published.
 */
import fs from 'node:fs';
import path from 'node:path';
import { siteFromFile, type LoadedSite } from '../content/store';

/** The build's cache folder in the engine at `root`. */
export const buildCacheDir = (root: string): string => path.join(root, '.docs-cache');

/** The file a build writes its site to, in its cache folder. */
export const builtSiteFile = (cacheDir: string): string => path.join(cacheDir, 'site.json');

/** The site the last build of the engine at `root` rendered; undefined when no build wrote one. */
export function builtSite(root: string): LoadedSite | undefined {
  const file = builtSiteFile(buildCacheDir(root));
  return fs.existsSync(file) ? siteFromFile(file) : undefined;
}
