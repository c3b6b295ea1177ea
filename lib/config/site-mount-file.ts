/**
 * What next.config.ts needs of the site, read from the config file itself before any content is
 * loaded: its mount (lib/shared/site-paths.ts siteMount), for Next's basePath and export folder,
 * where Next's own files go (nextFilesBase, its assetPrefix), and the plugins it names.
 */
import fs from 'node:fs';
import { parseSiteConfig, type SiteConfig } from './site-config';
import { nextFilesBase, siteMount } from '../shared/site-paths';

/**
 * How a static server answers for the site's build: its mount, and its trailingSlash where the
 * config settles it (true or false; "auto" leaves page URLs as they come). The mount "" and no
 * trailingSlash when the file is missing or wrong.
 */
export function siteServingOfFile(configFile: string): { mount: string; trailingSlash?: boolean } {
  const config = configOfFile(configFile);
  if (!config) return { mount: '' };
  return { mount: siteMount(config), ...(typeof config.trailingSlash === 'boolean' ? { trailingSlash: config.trailingSlash } : {}) };
}

/** The site config the file holds, or undefined when it is missing or wrong. */
function configOfFile(configFile: string): SiteConfig | undefined {
  try {
    return parseSiteConfig(JSON.parse(fs.readFileSync(configFile, 'utf8')), configFile);
  } catch {
    return undefined;
  }
}

/** "" when the file is missing or wrong: the build and the preview report that file themselves. */
export function siteMountOfFile(configFile: string): string {
  return nextSettingsOfFile(configFile).mount;
}

/**
 * The mount and Next's files' base of the site the config file describes ("" for both when it is
 * missing or wrong), its tabs' storage prefix (SiteConfig.tabs), which the browser's code needs too,
 * and the names of its plugins (none when it is missing or wrong: the build reports it itself).
 */
export function nextSettingsOfFile(configFile: string): { mount: string; nextFiles: string; tabStoragePrefix?: string; plugins?: string[] } {
  const config = configOfFile(configFile);
  if (!config) return { mount: '', nextFiles: '' };
  const tabStoragePrefix = config.tabs?.storagePrefix;
  return {
    mount: siteMount(config),
    nextFiles: nextFilesBase(config),
    ...(tabStoragePrefix !== undefined ? { tabStoragePrefix } : {}),
    plugins: config.plugins ?? [],
  };
}
