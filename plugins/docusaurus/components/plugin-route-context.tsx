'use client';
import type { ReactNode } from 'react';
import { sharedContext } from '@/components/api/page-state';
import type { RouteContextValue } from '../shared/route-context';

/**
 * The page's route context, read by ./useRouteContext.ts, which the site components' bundle holds a copy
 * of: one context for both, kept on globalThis (./layout-part.tsx).
 */
export const PageRouteContext = sharedContext<RouteContextValue | undefined>('docs-engine.route-context', undefined);

/** Around the whole page, its frame included: the route context worked out on the server (./PageRouteContextProvider.tsx). */
export function RouteContextValueProvider({ value, children }: { value: RouteContextValue; children: ReactNode }) {
  return <PageRouteContext.Provider value={value}>{children}</PageRouteContext.Provider>;
}
