/**
 * Where the site's package plugins that the engine does not run publish pages of their own
 * (site.config.json `pluginRoutes`, lib/config/plugin-routes.ts): under their `routeBasePath`
 * option, or the one the plugin defaults to. docusaurus-plugin-typedoc-api (and its @apify fork)
 * adds a route per declaration under `routeBasePath`, "api" unless set (its DEFAULT_OPTIONS; routes
 * added in contentLoaded, each version under it). Pages linking there are not broken to Docusaurus.
 */
import { stubPath } from './config';
import { engineHandlesPlugin } from './unmapped-config';
import type { PluginRoute } from '../../../lib/api/config';

type Obj = Record<string, unknown>;

/** The route base a plugin has when its options name none. */
const DEFAULT_ROUTE_BASE: [RegExp, string][] = [[/(^|\/)docusaurus-plugin-typedoc-api$/, 'api']];

export function pluginRoutesOf(raw: Obj | undefined, baseUrl: string, readAsContent: string[] = []): PluginRoute[] {
  const out: PluginRoute[] = [];
  for (const entry of [...((raw?.plugins as unknown[]) ?? []), ...((raw?.themes as unknown[]) ?? [])]) {
    const [p, options] = Array.isArray(entry) ? entry : [entry, undefined];
    const name = typeof p === 'string' ? p : stubPath(p)?.[0];
    if (!name || engineHandlesPlugin(name) || readAsContent.includes(name)) continue;
    const own = (options as Obj | undefined)?.routeBasePath;
    const base = typeof own === 'string' ? own : DEFAULT_ROUTE_BASE.find(([re]) => re.test(name))?.[1];
    // An empty base would claim the whole site: such a plugin's routes cannot be told from missing pages.
    if (!base?.replace(/^\/+|\/+$/g, '')) continue;
    out.push({ path: `/${baseUrl}/${base}`.replace(/\/+/g, '/').replace(/\/$/, ''), plugin: name });
  }
  return out;
}
