import type { ReactNode } from 'react';
import type { BlogIndex } from '@/lib/content/types';
import type { BlogPageData } from '@/lib/blog/blog-page';
import { places, themeLayer } from 'docs-site-components';
import { hasLayerPart } from '@/components/layout/WrappedPart';
import { blogFacts } from './post-item-meta';

/** Whether a site draws its blog's pages other than posts' in its own layout (a theme layer's in the `blog-layout` place). */
export const drawsBlogLayout = (): boolean => hasLayerPart('blog-layout');

/** A page of the blog in the site's own layout (a theme layer's in the `blog-layout` place), given the blog's sidebar, the engine's content of the page inside. */
export function SiteBlogLayout({ page, blog, children }: { page: BlogPageData; blog: BlogIndex; children: ReactNode }) {
  const Layout = places['blog-layout'];
  const { LayoutPartProvider: Provider } = themeLayer;
  if (!Layout || !Provider) return <>{children}</>;
  return (
    <Provider original={null} place="blog-layout" versionLinks={[]} blog={{ posts: [], onPostPage: false, sidebar: page.sidebar, blog: blogFacts(blog) }}>
      <Layout>{children}</Layout>
    </Provider>
  );
}
