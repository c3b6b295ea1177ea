import type { ReactNode } from 'react';
import { themeParts } from 'docs-site-components';
import type { SidebarItem } from '@/lib/api/content';
import { withTrailingSlash } from '@/lib/api/shared';
import { propSidebar } from '@/plugins/docusaurus/shared/prop-sidebar';
import { SiteDocSidebarFrame } from './SiteDocSidebarFrame';

/**
 * The docs' sidebar drawn by the site's own `@theme/DocSidebar` (./SiteDocSidebarFrame.tsx). A server
 * component: the entries are cut to the page's open part here, so the payload carries those only.
 */
export function SiteDocSidebar({ items, active, sidebarUrl, search }: { items: SidebarItem[]; active: string; sidebarUrl: string; search?: ReactNode }) {
  // (A site's own DocSidebarItem takes a lazy entry for a link: it gets every entry.)
  const sidebar = propSidebar(items, active, { lazy: !themeParts.DocSidebarItem });
  return <SiteDocSidebarFrame sidebar={sidebar} path={withTrailingSlash(active)} sidebarUrl={sidebarUrl} search={search} />;
}
