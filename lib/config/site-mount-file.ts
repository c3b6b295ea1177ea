/**
 * The site's mount (lib/shared/site-paths.ts siteMount) as next.config.ts needs it, for Next's
 * basePath and export folder, and where Next's own files go (nextFilesBase, its assetPrefix): read
 * from the config file itself, before any content is loaded.
 */
import fs from 'node:fs';
import { parseSiteConfig } from './site-config';
import { nextFilesBase, siteMount } from '../shared/site-paths';

/** "" when the file is missing or wrong: the build and the preview report that file themselves. */
export function siteMountOfFile(configFile: string): string {
  return sitePathsOfFile(configFile).mount;
}

/**
 * The mount and Next's files' base of the site the config file describes ("" for both when it is
 * missing or wrong), and its tabs' storage prefix (SiteConfig.tabs), which the browser's code needs too.
 */
export function sitePathsOfFile(configFile: string): { mount: string; nextFiles: string; tabStoragePrefix?: string } {
  try {
    const config = parseSiteConfig(JSON.parse(fs.readFileSync(configFile, 'utf8')), configFile);
    const tabStoragePrefix = config.tabs?.storagePrefix;
    return { mount: siteMount(config), nextFiles: nextFilesBase(config), ...(tabStoragePrefix !== undefined ? { tabStoragePrefix } : {}) };
  } catch {
    return { mount: '', nextFiles: '' };
  }
}
