'use client';
import { useContext } from 'react';
import { useDocsContext } from './docs-context';
import { BlogPostContext } from './blog-client';
import { useLayoutPart } from './layout-part';

/**
 * `@docusaurus/useRouteContext`: the plugin whose route renders the page (core client
 * routeContext.tsx: `{ plugin: { name, id }, data }`, set by each route's ComponentCreator). The
 * engine knows it from the page it draws: the not-found page's `native`, a doc's docs plugin, a blog page's
 * blog plugin, else the pages plugin. Route data (`data`): a blog page its blog's metadata; the engine's other routes have none.
 */
export interface RouteContext {
  plugin: { name: string; id: string };
  data?: Record<string, unknown>;
}

export default function useRouteContext(): RouteContext {
  const docs = useDocsContext();
  const post = useContext(BlogPostContext);
  const part = useLayoutPart();
  const blog = part?.blog?.blog;
  // (The not-found page is core's own route: its plugin is `native`, core client routeContext.tsx.)
  if (part?.part?.startsWith('NotFound')) return { plugin: { name: 'native', id: 'default' } };
  if (docs) return { plugin: { name: 'docusaurus-plugin-content-docs', id: docs.pluginId } };
  // (A blog route's data: its blogMetadata module, plugin-content-blog routes.ts.)
  const data = blog && { blogMetadata: { blogBasePath: blog.url.replace(/\/$/, '') || '/', blogTitle: blog.title, authorsListPath: blog.authorsUrl } };
  if (post || blog) return { plugin: { name: 'docusaurus-plugin-content-blog', id: blog?.id ?? 'default' }, ...(data ? { data } : {}) };
  return { plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } };
}
