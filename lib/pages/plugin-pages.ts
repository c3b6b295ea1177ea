/**
 * Pages a Docusaurus plugin adds in its `contentLoaded` (`actions.addRoute({ path, component,
 * modules })`, core server/plugins/actions.ts), as the importer read them from the site's own
 * plugins (site.config.json `pluginPages`, plugins/docusaurus/importer/local-plugins.ts): the route's component,
 * a module of the site, rendered at its path with the route's modules as its props. Docusaurus
 * loads each module and hands the component what it exports under the module's key
 * (client/exports/ComponentCreator.tsx); a JSON data module (createData's) is its parsed value,
 * which the importer wrote to one file per page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ReactPageRecord } from '../content/types';
import type { SiteConfig } from '../config/site-config';
import { applyTrailingSlash, pageUrl } from './page-route';
import type { PluginPage } from '../config/plugin-pages';

/** Each plugin page as a React page of the pages index: its component's module compiled with the site's components. */
export function pluginPageRecords(
  pages: PluginPage[],
  contentDir: string,
  rootDir: string,
  config: Pick<SiteConfig, 'baseUrl' | 'trailingSlash'>,
): ReactPageRecord[] {
  return pages.map((p) => {
    // The path as the plugin added it, the site's trailingSlash applied as to every route.
    const permalink = applyTrailingSlash(p.url, config);
    const abs = path.join(contentDir, p.component);
    return {
      type: 'react',
      url: pageUrl(permalink),
      permalink,
      source: path.relative(rootDir, abs).split(path.sep).join('/'),
      file: p.component,
      ownsMain: fs.existsSync(abs) && /<main[\s>]/.test(fs.readFileSync(abs, 'utf8')),
      ...(p.props ? { props: p.props } : {}),
      plugin: p.plugin,
      ...(p.context ? { context: p.context } : {}),
      ...(p.replaces ? { replaces: true as const } : {}),
    };
  });
}

/** The props a plugin page's modules give its component (the file the importer wrote). */
export function pluginPageProps(contentDir: string, file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(contentDir, file), 'utf8')) as Record<string, unknown>;
}
