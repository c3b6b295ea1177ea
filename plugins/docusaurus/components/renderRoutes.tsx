'use client';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { matchPath, useLocation } from './router';

/**
 * `@docusaurus/renderRoutes` (react-router-config's renderRoutes): of `routes`, the first whose
 * path matches the location renders its component, given `extraProps` and its route; none, null.
 */
interface RouteConfig {
  path?: string;
  exact?: boolean;
  component?: ComponentType<Record<string, unknown>>;
  render?: (props: Record<string, unknown>) => ReactNode;
  routes?: RouteConfig[];
}

function Routes({ routes, extraProps }: { routes: RouteConfig[]; extraProps: Record<string, unknown> }) {
  const { pathname } = useLocation();
  for (const route of routes) {
    const match = route.path === undefined ? { path: pathname, url: pathname, isExact: true, params: {} } : matchPath(pathname, route);
    if (!match) continue;
    const props = { ...extraProps, match, location: { pathname }, route };
    if (route.render) return route.render(props);
    return route.component ? createElement(route.component, props) : null;
  }
  return null;
}

export default function renderRoutes(routes: RouteConfig[] | undefined, extraProps: Record<string, unknown> = {}): ReactNode {
  return routes ? <Routes routes={routes} extraProps={extraProps} /> : null;
}
