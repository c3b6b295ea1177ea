/** The site's config file, read and checked. (Its own module: light to load without the content loader.) */
import path from 'node:path';
import { parseSiteConfig, type SiteConfig } from '../config/site-config';
import { readJsonFile } from '../json-file';
import { sitePlugins } from '../plugins/engine';
import type { ContentPaths } from '../source/content-paths';
import type { AvailablePlugins } from '../plugins/types';

/** `available`: the plugins this checkout provides; given them, a plugin name the checkout lacks fails here, naming the config file. */
export function loadSiteConfig(paths: ContentPaths, available?: AvailablePlugins): SiteConfig {
  const file = path.relative(paths.rootDir, paths.configFile) || paths.configFile;
  const config = parseSiteConfig(readJsonFile(paths.configFile, file), file);
  if (available) sitePlugins(config, available, file);
  return config;
}
