/**
 * URL paths where a Docusaurus plugin the engine does not run publishes pages of its own
 * (site.config.json `pluginRoutes`, written by the importer: docusaurus-plugin-typedoc-api adds a
 * route per declaration under /api). Docusaurus' broken-link check matches links against every
 * plugin's routes (core server/brokenLinks.ts, from the routes all plugins added), so a page's link
 * there is not broken to it. The engine cannot publish those pages: the content check reports such a
 * link as a warning naming the plugin instead of failing the site on it, and the output check lets it
 * be (lib/check/site-check.ts, lib/pipeline/outputs.ts).
 */
import { isObj } from './is-obj';

export interface PluginRoute {
  /** URL path, from the site's root ("/api"). */
  path: string;
  /** The plugin that publishes the pages under it. */
  plugin: string;
}

export function pluginRoutesProblems(value: unknown): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return [`"pluginRoutes" must be a list of { "path": "/api", "plugin": "<name>" } (got ${JSON.stringify(value)})`];
  return value.flatMap((r, i) =>
    isObj(r) && typeof r.path === 'string' && r.path.startsWith('/') && typeof r.plugin === 'string' && r.plugin
      ? []
      : [`"pluginRoutes[${i}]" must be { "path": "/…", "plugin": "<name>" } (got ${JSON.stringify(r)})`],
  );
}

/** The plugin whose pages `urlPath` (decoded, without hash or query) is one of, if any. */
export function pluginRouteOf(config: { pluginRoutes?: PluginRoute[] }, urlPath: string): string | undefined {
  const p = urlPath.replace(/\/+$/, '');
  return config.pluginRoutes?.find((r) => {
    const base = r.path.replace(/\/+$/, '');
    return p === base || p.startsWith(`${base}/`);
  })?.plugin;
}
