'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * The blog post context of `@docusaurus/plugin-content-blog/client` (3.5 on; theme-common/internal
 * before): a post's module (its metadata, front matter, assets and TOC) handed to the components
 * below it, as a site's own post page renders the post (plugin-content-blog client/contexts.tsx).
 */
export interface BlogPostContextValue {
  metadata: unknown;
  frontMatter: unknown;
  assets: unknown;
  toc: unknown;
  isBlogPostPage: boolean;
}

interface PostContent {
  metadata?: unknown;
  frontMatter?: unknown;
  assets?: unknown;
  toc?: unknown;
}

/** (Read by ./useRouteContext.ts, to know a post's page.) */
export const BlogPostContext = createContext<BlogPostContextValue | null>(null);

export function BlogPostProvider({ children, content, isBlogPostPage = false }: { children?: ReactNode; content: PostContent; isBlogPostPage?: boolean }) {
  const value = useMemo(
    () => ({ metadata: content.metadata, frontMatter: content.frontMatter, assets: content.assets, toc: content.toc, isBlogPostPage }),
    [content, isBlogPostPage],
  );
  return <BlogPostContext.Provider value={value}>{children}</BlogPostContext.Provider>;
}

export function useBlogPost(): BlogPostContextValue {
  const post = useContext(BlogPostContext);
  if (post === null) throw new Error('Hook useBlogPost is called outside the <BlogPostProvider>.');
  return post;
}
