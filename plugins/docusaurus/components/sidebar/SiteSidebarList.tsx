'use client';
import { themeParts } from 'docs-site-components';
import type { PropSidebarItem } from '@/plugins/docusaurus/shared/prop-sidebar';
import { SidebarPartsProvider } from './sidebar-parts';
import { siteSidebarParts } from './site-sidebar-parts';

/**
 * Docusaurus' DocSidebar/Desktop/Content list, through the site's parts where it has them and the
 * engine's elsewhere. It hydrates: the state is the parts'.
 */
export function SiteSidebarList({ items, activePath, sidebarUrl }: { items: PropSidebarItem[]; activePath: string; sidebarUrl: string }) {
  // (Compiled with the site's parts, the engine's own where the site has none: plugins/docusaurus/site-components/theme-parts.ts.)
  const Items = themeParts.DocSidebarItems!;
  return (
    <SidebarPartsProvider value={siteSidebarParts(sidebarUrl)}>
      <ul className="theme-doc-sidebar-menu menu__list">
        <Items items={items} activePath={activePath} level={1} />
      </ul>
    </SidebarPartsProvider>
  );
}
