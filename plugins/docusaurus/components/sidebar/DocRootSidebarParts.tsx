'use client';
import { useMemo, type ReactNode } from 'react';
import { SidebarPartsProvider } from './sidebar-parts';
import { siteSidebarParts } from './site-sidebar-parts';

/**
 * Around a docs frame the site draws (../DocRootHost.tsx): what the sidebar's entries its DocSidebar
 * renders find around them, the site's entry parts and the page's sidebar's JSON (./sidebar-parts.tsx).
 */
export function DocRootSidebarParts({ sidebarUrl, children }: { sidebarUrl: string; children: ReactNode }) {
  // (One value while the URL stays: a filler of the phone drawer carries it, and fills again when it changes.)
  const value = useMemo(() => siteSidebarParts(sidebarUrl), [sidebarUrl]);
  return <SidebarPartsProvider value={value}>{children}</SidebarPartsProvider>;
}
