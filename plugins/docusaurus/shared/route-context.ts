/**
 * Docusaurus' route context (core client routeContext.tsx) of the route that draws a page, from the
 * route the engine hands the theme layer (lib/plugins/types.ts PageRoute). Worked out on the server
 * (../components/PageRouteContextProvider.tsx), where the registry's site facts are.
 */
import type { PageRoute } from '../../../lib/api/plugins';
import { docsPluginOfSet } from '../../../lib/api/shared';

/** A route's context: its plugin's name and id, and its `context` modules as `data`. */
export interface RouteContextValue {
  plugin: { name: string; id: string };
  data?: Record<string, unknown>;
}

/** What a plugin's page's record holds, when it has the shape the import gives it (core server/plugins/actions.ts addRoute). */
function pluginContext(value: Record<string, unknown>): RouteContextValue | undefined {
  const plugin = value.plugin as { name?: unknown; id?: unknown } | undefined;
  if (typeof plugin?.name !== 'string' || typeof plugin.id !== 'string') return undefined;
  const data = value.data && typeof value.data === 'object' ? (value.data as Record<string, unknown>) : undefined;
  return { plugin: { name: plugin.name, id: plugin.id }, ...(data ? { data } : {}) };
}

/**
 * The route context Docusaurus gives the route that draws the page: the docs plugin's on a docs page
 * (and on the not-found page under a docs version, which the docs plugin's routes render), the blog's,
 * a plugin's own route's, the Algolia theme's on its search page (`algoliaSearch`: the site searches with
 * it), core's `native` not-found route's, else the pages plugin's.
 */
export function routeContextOf(route: PageRoute, { algoliaSearch = false } = {}): RouteContextValue {
  const added = route.plugin && pluginContext(route.plugin);
  if (added) return added;
  if (route.kind === 'docs' || (route.kind === 'not-found' && route.set))
    return { plugin: { name: 'docusaurus-plugin-content-docs', id: docsPluginOfSet(route.set ?? 'docs') } };
  if (route.kind === 'blog') return { plugin: { name: 'docusaurus-plugin-content-blog', id: route.blog ?? 'default' } };
  if (route.kind === 'not-found') return { plugin: { name: 'native', id: 'default' } };
  // (theme-search-algolia adds the search page's route in its contentLoaded.)
  if (route.kind === 'search' && algoliaSearch) return { plugin: { name: 'docusaurus-theme-search-algolia', id: 'default' } };
  return { plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } };
}
