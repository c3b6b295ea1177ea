'use client';
/**
 * Runs the site's client modules (plugins/docusaurus/site-components/client-module.ts) as Docusaurus does: they
 * load with every page, and each page load calls `onRouteUpdate`, then `onRouteDidUpdate`, with no
 * previous location (client/PendingNavigation.tsx, ClientLifecyclesDispatcher.tsx). Pages here load
 * as documents, so that is every navigation between pages; a move to another hash or through the
 * history within the page calls both again with the location before it.
 */
import { useEffect } from 'react';
import { clientModules } from 'docs-site-client-modules';
import type { ClientModule, RouteLocation, RouteUpdate } from '@/plugins/docusaurus/site-components/client-module';

function dispatch(lifecycle: 'onRouteUpdate' | 'onRouteDidUpdate', update: RouteUpdate): () => void {
  const cleanups = (clientModules as ClientModule[]).map((m) => (m.default?.[lifecycle] ?? m[lifecycle])?.(update));
  return () => cleanups.forEach((cleanup) => cleanup?.());
}

const here = (): RouteLocation => ({ pathname: location.pathname, search: location.search, hash: location.hash, state: history.state });

export function ClientModules() {
  useEffect(() => {
    if (!clientModules.length) return;
    let current = here();
    let cleanup = dispatch('onRouteUpdate', { previousLocation: null, location: current });
    dispatch('onRouteDidUpdate', { previousLocation: null, location: current });
    const moved = () => {
      const next = here();
      if (next.pathname === current.pathname && next.search === current.search && next.hash === current.hash) return;
      cleanup();
      cleanup = dispatch('onRouteUpdate', { previousLocation: current, location: next });
      dispatch('onRouteDidUpdate', { previousLocation: current, location: next });
      current = next;
    };
    window.addEventListener('hashchange', moved);
    window.addEventListener('popstate', moved);
    return () => {
      window.removeEventListener('hashchange', moved);
      window.removeEventListener('popstate', moved);
      cleanup();
    };
  }, []);
  return null;
}
