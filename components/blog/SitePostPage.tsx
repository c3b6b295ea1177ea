import type { ReactNode } from 'react';
import type { BlogIndex } from '@/lib/content/types';
import type { BlogPageData } from '@/lib/blog/blog-page';
import { places, themeLayer } from 'docs-site-components';
import { hasLayerPart } from '@/components/layout/WrappedPart';
import { sitePostParts, type PostArticle } from './post-article';
import { blogFacts } from './post-item-meta';

/** Whether a site draws its posts' pages itself (a theme layer's in the `blog-post-page` place). */
export const drawsPostPages = (): boolean => hasLayerPart('blog-post-page');

/**
 * A post's page drawn by the site's own component (a theme layer's in the `blog-post-page` place), given the
 * post (its `article` as the engine's page of it reads it too), the blog's sidebar and, as its
 * original, the engine's page of the post.
 */
export function SitePostPage({ page, blog, article, original }: { page: BlogPageData; blog: BlogIndex; article: PostArticle; original: ReactNode }) {
  const Page = places['blog-post-page'];
  const { LayoutPartProvider: Provider } = themeLayer;
  if (!Page || !Provider) return <>{original}</>;
  const post = page.post!;
  const parts = sitePostParts(post, blog, article);
  return (
    <Provider
      original={original}
      place="blog-post-page"
      versionLinks={[]}
      blog={{ posts: [parts], onPostPage: true, sidebar: page.sidebar, blog: blogFacts(blog) }}
    >
      <Page />
    </Provider>
  );
}
