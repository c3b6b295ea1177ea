'use client';
import { useContext } from 'react';
import { useDocsContext } from './docs-context';
import { BlogPostContext } from './blog-client';
import { useLayoutPart } from './layout-part';
import { PageRouteContext } from './plugin-route-context';
import type { RouteContextValue } from '../shared/route-context';

/**
 * `@docusaurus/useRouteContext`: the plugin whose route renders the page (core client
 * routeContext.tsx: `{ plugin: { name, id }, data }`, set by each route's ComponentCreator). The
 * engine knows it from the route that draws the page (./plugin-route-context.tsx), frame included; a
 * page drawn without one (the search page) from what it draws: a doc's docs plugin, a blog page's
 * blog plugin, else the pages plugin. Route data (`data`): a plugin's route what it gave, a blog page
 * its blog's metadata; the engine's other routes have none.
 */
export type RouteContext = RouteContextValue;

export default function useRouteContext(): RouteContext {
  const docs = useDocsContext();
  const post = useContext(BlogPostContext);
  const part = useLayoutPart();
  const route = useContext(PageRouteContext);
  const blog = part?.blog?.blog;
  // (A blog route's data: its blogMetadata module, plugin-content-blog routes.ts.)
  const data = blog && { blogMetadata: { blogBasePath: blog.url.replace(/\/$/, '') || '/', blogTitle: blog.title, authorsListPath: blog.authorsUrl } };
  if (route) return route.plugin.name === 'docusaurus-plugin-content-blog' && !route.data && data ? { ...route, data } : route;
  if (docs) return { plugin: { name: 'docusaurus-plugin-content-docs', id: docs.pluginId } };
  if (post || blog) return { plugin: { name: 'docusaurus-plugin-content-blog', id: blog?.id ?? 'default' }, ...(data ? { data } : {}) };
  return { plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } };
}
