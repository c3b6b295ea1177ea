/** A route as a Docusaurus plugin adds it (@docusaurus/types RouteConfig), with the plugin core names on a top route (PluginRouteConfig). */
export interface RouteConfig {
  path: string;
  exact?: boolean;
  component?: string;
  routes?: RouteConfig[];
  props?: Record<string, unknown>;
  priority?: number;
  modules?: Record<string, string>;
  metadata?: { sourceFilePath?: string; lastUpdatedAt?: number };
  plugin?: { name: string; id: string };
}

/** A route's path without its trailing slash, but the site's root: how a build's page and a plugin's route are matched. */
export const bareRoute = (p: string): string => p.replace(/(.)\/$/, '$1');

/** The leaf routes' paths (@docusaurus/utils flattenRoutes). */
export function flatPaths(routes: RouteConfig[]): string[] {
  return routes.flatMap((r) => (r.routes ? flatPaths(r.routes) : [r.path]));
}

/** The site's core's `server/plugins/routeConfig.js`: 3.2 on `sortRoutes` (a sorted copy), before it `sortConfig` (sorts in place). */
export interface CoreRouteConfig {
  applyRouteTrailingSlash: (r: RouteConfig, p: { trailingSlash: unknown; baseUrl: unknown }) => RouteConfig;
  sortRoutes?: (r: RouteConfig[], baseUrl: unknown) => RouteConfig[];
  sortConfig?: (r: RouteConfig[], baseUrl: unknown) => void;
}

/** The routes as the site's core makes them of what its plugins added (server/plugins/actions.ts applyRouteTrailingSlash, then its sort). */
export function coreRoutes(core: CoreRouteConfig, added: RouteConfig[], trailingSlash: unknown, baseUrl: unknown): RouteConfig[] {
  const routes = added.map((r) => core.applyRouteTrailingSlash(r, { trailingSlash, baseUrl }));
  if (core.sortRoutes) return core.sortRoutes(routes, baseUrl);
  core.sortConfig?.(routes, baseUrl);
  return routes;
}
