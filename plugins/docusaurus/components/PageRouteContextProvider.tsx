import type { ReactNode } from 'react';
import type { PageRoute } from '@/lib/api/plugins';
import { routeContextOf } from '../shared/route-context';
import { siteFacts } from '../shared/site-facts';
import { RouteContextValueProvider } from './plugin-route-context';

/**
 * Around the whole page, its frame included: the route context Docusaurus' ComponentCreator gives the
 * route (its RouteContextProvider), which `@docusaurus/useRouteContext` reads anywhere in the page.
 * A server component: the registry's site facts (../shared/site-facts.ts) are the server's, so the
 * context is worked out here and handed to the browser as it is.
 */
export function PageRouteContextProvider({ route, children }: { route: PageRoute; children: ReactNode }) {
  return (
    <RouteContextValueProvider value={routeContextOf(route, { algoliaSearch: siteFacts()?.algoliaSearch === true })}>{children}</RouteContextValueProvider>
  );
}
