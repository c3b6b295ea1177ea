'use client';
import { themeParts } from 'docs-site-components';
import type { PropSidebarItem } from '@/lib/api/shared';
import { SidebarPartsProvider } from './sidebar-parts';

/**
 * The sidebar's entries rendered by React, for a site with its own DocSidebarItem parts
 * (plugins/docusaurus/site-components/theme-parts.ts): Docusaurus' DocSidebar/Desktop/Content list, through the
 * site's parts where it has them and the engine's elsewhere. It hydrates: the state is the parts'.
 * (Rendered only when the list compiled: lib/shared/docusaurus-sidebar.ts rendersSidebarItems.)
 */
export function SiteSidebarItems({ items, activePath, sidebarUrl }: { items: PropSidebarItem[]; activePath: string; sidebarUrl: string }) {
  // (Compiled with the site's parts, the engine's own where the site has none: plugins/docusaurus/site-components/theme-parts.ts.)
  const Items = themeParts.DocSidebarItems!;
  return (
    <SidebarPartsProvider value={{ parts: themeParts, sidebarUrl }}>
      <ul className="menu-list menu__list menu-root theme-doc-sidebar-menu">
        <Items items={items} activePath={activePath} level={1} />
      </ul>
    </SidebarPartsProvider>
  );
}
