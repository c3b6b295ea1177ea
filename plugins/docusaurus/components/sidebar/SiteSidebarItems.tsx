'use client';
import { themeParts } from 'docs-site-components';
import type { SidebarItem } from '@/lib/api/content';
import { withTrailingSlash } from '@/lib/api/shared';
import { propSidebar } from '@/plugins/docusaurus/shared/prop-sidebar';
import { SidebarPartsProvider } from './sidebar-parts';

/**
 * The sidebar's entries rendered by React, for a site with its own DocSidebarItem parts
 * (plugins/docusaurus/site-components/theme-parts.ts): Docusaurus' DocSidebar/Desktop/Content list, through the
 * site's parts where it has them and the engine's elsewhere. It hydrates: the state is the parts'.
 * (Given to the frame only when the list compiled: ../../site-components/registry-code.ts drawsSidebar.)
 */
export function SiteSidebarItems({ items, active, sidebarUrl }: { items: SidebarItem[]; active: string; sidebarUrl: string }) {
  // (Compiled with the site's parts, the engine's own where the site has none: plugins/docusaurus/site-components/theme-parts.ts.)
  const Items = themeParts.DocSidebarItems!;
  return (
    <SidebarPartsProvider value={{ parts: themeParts, sidebarUrl }}>
      <ul className="theme-doc-sidebar-menu menu__list">
        {/* (A site's own DocSidebarItem would take a lazy entry for a link: it gets every entry.) */}
        <Items items={propSidebar(items, active, { lazy: !themeParts.DocSidebarItem })} activePath={withTrailingSlash(active)} level={1} />
      </ul>
    </SidebarPartsProvider>
  );
}
