/**
 * The site's mount (lib/shared/site-paths.ts siteMount) as next.config.ts needs it, for Next's
 * basePath and export folder: read from the config file itself, before any content is loaded.
 */
import fs from 'node:fs';
import { parseSiteConfig } from './site-config';
import { siteMount } from '../shared/site-paths';

/** "" when the file is missing or wrong: the build and the preview report that file themselves. */
export function siteMountOfFile(configFile: string): string {
  try {
    return siteMount(parseSiteConfig(JSON.parse(fs.readFileSync(configFile, 'utf8')), configFile));
  } catch {
    return '';
  }
}
