import type { ReactNode } from 'react';
import type { BlogIndex } from '@/lib/content/types';
import type { LoadedSite } from '@/lib/content/store';
import type { BlogPageData } from '@/lib/blog/blog-page';
import { themeLayer, themeParts } from 'docs-site-components';
import { postArticle, sitePostParts } from './post-article';
import { blogFacts } from './post-item-meta';

/** Whether a site draws its posts' pages itself (a plugin's `themeParts.BlogPostPage`). */
export const drawsPostPages = (): boolean => Boolean(themeParts.BlogPostPage && themeLayer.LayoutPartProvider);

/**
 * A post's page drawn by the site's own component (a plugin's `themeParts.BlogPostPage`), given the
 * post, the blog's sidebar and, as its original, the engine's page of the post.
 */
export async function SitePostPage({ site, page, blog, original }: { site: LoadedSite; page: BlogPageData; blog: BlogIndex; original: ReactNode }) {
  const { BlogPostPage: Page } = themeParts;
  const { LayoutPartProvider: Provider } = themeLayer;
  if (!Page || !Provider) return <>{original}</>;
  const post = page.post!;
  const parts = sitePostParts(post, blog, await postArticle(site, post, blog));
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
