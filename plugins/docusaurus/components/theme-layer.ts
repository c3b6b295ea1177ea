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
import { PageRouteContextProvider } from './PageRouteContextProvider';
import { ClientModules } from './ClientModules';
import { HeadSettleHost } from './HeadSettleHost';
import { TabItem } from './TabItem';
import Head from './Head';

export const themeLayer: ThemeLayerComponents = {
  SidebarItems: SiteSidebarItems,
  DocsSidebar: SiteDocSidebar,
  DocsContextProvider,
  LayoutPartProvider: PlaceProvider,
  PluginRoute,
  RouteContextProvider: PageRouteContextProvider,
  ClientModules,
  HeadSettle: HeadSettleHost,
  TabItem,
  // (A page's own <head>: @docusaurus/Head, as the theme's MDXComponents give it, one Head deeper than the page's metadata.)
  Head,
};
