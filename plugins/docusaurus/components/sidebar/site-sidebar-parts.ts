import { siteClasses, themeParts } from 'docs-site-components';
import type { SidebarParts } from './sidebar-parts';

/** What the sidebar's entries find around them on this site's pages (./sidebar-parts.tsx), from its registry. */
export const siteSidebarParts = (sidebarUrl: string): SidebarParts => ({
  parts: themeParts,
  sidebarUrl,
  ...(siteClasses.sidebar ? { labels: siteClasses.sidebar } : {}),
});
