import type { ReactNode } from 'react';
import type { BlogIndex } from '@/lib/content/types';
import type { BlogPageData } from '@/lib/blog/blog-page';
import { themeLayer, themeParts } from 'docs-site-components';
import { sitePostParts, type PostArticle } from './post-article';
import { blogFacts } from './post-item-meta';

/** Whether a site draws its posts' pages itself (a plugin's `themeParts.BlogPostPage`). */
export const drawsPostPages = (): boolean => Boolean(themeParts.BlogPostPage && themeLayer.LayoutPartProvider);

/**
 * A post's page drawn by the site's own component (a plugin's `themeParts.BlogPostPage`), given the
 * post (its `article` as the engine's page of it reads it too), the blog's sidebar and, as its
 * original, the engine's page of the post.
 */
export function SitePostPage({ page, blog, article, original }: { page: BlogPageData; blog: BlogIndex; article: PostArticle; original: ReactNode }) {
  const { BlogPostPage: Page } = themeParts;
  const { LayoutPartProvider: Provider } = themeLayer;
  if (!Page || !Provider) return <>{original}</>;
  const post = page.post!;
  const parts = sitePostParts(post, blog, article);
  return (
    <Provider
      original={original}
      part="BlogPostPage"
      versionLinks={[]}
      blog={{ posts: [parts], onPostPage: true, sidebar: page.sidebar, blog: blogFacts(blog) }}
    >
      <Page />
    </Provider>
  );
}
