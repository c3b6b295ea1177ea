import { themeParts } from 'docs-site-components';
import type { SidebarItem } from '@/lib/api/content';
import { withTrailingSlash } from '@/lib/api/shared';
import { propSidebar } from '@/plugins/docusaurus/shared/prop-sidebar';
import { SiteSidebarList } from './SiteSidebarList';

/**
 * The sidebar's entries rendered by React, for a site with its own DocSidebarItem parts
 * (plugins/docusaurus/site-components/theme-parts.ts). A server component: the entries are cut to
 * the page's open part here (collapsed categories that do not hold the page become lazy entries),
 * so the page's payload carries those, not the version's whole tree.
 * (Given to the frame only when the list compiled: ../../site-components/registry-code.ts drawsSidebar.)
 */
export function SiteSidebarItems({ items, active, sidebarUrl }: { items: SidebarItem[]; active: string; sidebarUrl: string }) {
  // (A site's own DocSidebarItem would take a lazy entry for a link: it gets every entry.)
  const shown = propSidebar(items, active, { lazy: !themeParts.DocSidebarItem });
  return <SiteSidebarList items={shown} activePath={withTrailingSlash(active)} sidebarUrl={sidebarUrl} />;
}
