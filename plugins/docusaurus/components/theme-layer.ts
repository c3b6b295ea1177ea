/**
 * Docusaurus' parts of the engine's frame, which a site with components of its own gets through its
 * registry (plugins/docusaurus/site-components/bundle.ts writes `export { themeLayer } from` here): only such a
 * site's pages load their code.
 */
import type { ThemeLayerComponents } from '@/lib/api/plugins';
import { SiteSidebarItems } from './sidebar/SiteSidebarItems';
import { SiteDocSidebar } from './sidebar/SiteDocSidebar';
import { DocsContextProvider } from './docs-context';
import { PlaceProvider } from './place-provider';
import { PluginRoute } from './PluginRoute';
import { ClientModules } from './ClientModules';
import { TabItem } from './TabItem';
import Head from './Head';
import { PageTitleRecord } from './PageTitleRecord';

export const themeLayer: ThemeLayerComponents = {
  SidebarItems: SiteSidebarItems,
  DocsSidebar: SiteDocSidebar,
  DocsContextProvider,
  LayoutPartProvider: PlaceProvider,
  PluginRoute,
  ClientModules,
  TabItem,
  // (A React page's titles, one record for the page: a PageMetadata beside its Layout is known to the Layout.)
  ReactPageRoot: PageTitleRecord,
  // (A page's own <head>: @docusaurus/Head, as the theme's MDXComponents give it, one Head deeper than the page's metadata.)
  Head,
};
