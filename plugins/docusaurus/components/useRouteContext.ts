'use client';
import { useContext } from 'react';
import { useDocsContext } from './docs-context';
import { BlogPostContext } from './blog-client';

/**
 * `@docusaurus/useRouteContext`: the plugin whose route renders the page (core client
 * routeContext.tsx: `{ plugin: { name, id }, data }`, set by each route's ComponentCreator). The
 * engine knows it from the page it draws: a doc's docs plugin, a blog post's blog plugin, else
 * the pages plugin. Route data (`data`) is what a plugin's route gives, which the engine's have none of.
 */
export interface RouteContext {
  plugin: { name: string; id: string };
  data?: Record<string, unknown>;
}

export default function useRouteContext(): RouteContext {
  const docs = useDocsContext();
  const post = useContext(BlogPostContext);
  if (docs) return { plugin: { name: 'docusaurus-plugin-content-docs', id: docs.pluginId } };
  if (post) return { plugin: { name: 'docusaurus-plugin-content-blog', id: 'default' } };
  return { plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' } };
}
