'use client';
import { useContext } from 'react';
import { useDocsContext } from './docs-context';
import { BlogPostContext } from './blog-client';
import { useLayoutPart } from './layout-part';

/**
 * `@docusaurus/useRouteContext`: the plugin whose route renders the page (core client
 * routeContext.tsx: `{ plugin: { name, id }, data }`, set by each route's ComponentCreator). The
 * engine knows it from the page it draws: a doc's docs plugin, a blog page's blog plugin, else
 * the pages plugin. Route data (`data`): a blog page its blog's metadata; the engine's other routes have none.
 */
export interface RouteContext {
  plugin: { name: string; id: string };
  data?: Record<string, unknown>;
}

export default function useRouteContext(): RouteContext {
  const docs = useDocsContext();
  const post = useContext(BlogPostContext);
  const blog = useLayoutPart()?.blog?.blog;
  if (docs) return { plugin: { name: 'docusaurus-plugin-content-docs', id: docs.pluginId } };
  // (A blog route's data: its blogMetadata module, plugin-content-blog routes.ts.)
  const data = blog && { blogMetadata: { blogBasePath: blog.url.replace(/\/$/, '') || '/', blogTitle: blog.title, authorsListPath: blog.authorsUrl } };
  if (post || blog) return { plugin: { name: 'docusaurus-plugin-content-blog', id: blog?.id ?? 'default' }, ...(data ? { data } : {}) };
  return { plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } };
}
