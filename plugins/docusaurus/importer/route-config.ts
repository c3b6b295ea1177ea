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

/** The leaf routes' paths (@docusaurus/utils flattenRoutes). */
export function flatPaths(routes: RouteConfig[]): string[] {
  return routes.flatMap((r) => (r.routes ? flatPaths(r.routes) : [r.path]));
}
