import type { ComponentType, ReactNode } from 'react';
import type { BlogPageData } from '@/lib/blog/blog-page';
import type { BlogIndex } from '@/lib/content/types';
import type { LoadedSite } from '@/lib/content/store';
import type { BlogPostItemParts } from '@/lib/api/plugins';
import { Pagination } from '@/components/doc/DocParts';
import { places, themeLayer } from 'docs-site-components';
import { BlogPostItem } from './BlogPostItem';
import { BlogExcerpt } from './BlogExcerpt';
import { blogFacts, postItemMeta } from './post-item-meta';

/**
 * The posts of a site that draws them itself (a theme layer's in the `blog-post-items` place, else its
 * `blog-post-item` for each post), given each post's excerpt and facts; undefined for a site that does not.
 */
function sitePosts(site: LoadedSite, page: BlogPageData, blog: BlogIndex): ReactNode | undefined {
  const { LayoutPartProvider: Provider } = themeLayer;
  const { 'blog-post-items': Items, 'blog-post-item': Item } = places;
  if (!Provider || !(Items || Item)) return undefined;
  const parts = page.posts.map((post) => ({
    body: <BlogExcerpt site={site} post={post} blog={blog} className="blog-excerpt post-item-content" />,
    meta: postItemMeta(post),
  }));
  const drawn = (Place: ComponentType, posts: BlogPostItemParts[], key?: string) => (
    <Provider key={key} original={null} versionLinks={[]} blog={{ posts, onPostPage: false, blog: blogFacts(blog) }}>
      <Place />
    </Provider>
  );
  return Items ? drawn(Items, parts) : parts.map((part) => drawn(Item!, [part], part.meta.url));
}

/** A list page (the blog's, a tag's or an author's): its posts and the links to the next and previous pages. */
export function BlogPostList({ site, page, blog }: { site: LoadedSite; page: BlogPageData; blog: BlogIndex }) {
  const list = page.list!;
  return (
    <>
      {sitePosts(site, page, blog) ?? page.posts.map((post) => <BlogPostItem key={post.url} site={site} post={post} blog={blog} />)}
      <Pagination
        label="Blog list page navigation"
        kind="blog"
        prev={list.previous ? { href: list.previous, label: 'Newer entries' } : undefined}
        next={list.next ? { href: list.next, label: 'Older entries' } : undefined}
        // (A theme layer's own, drawn on every list page, handed the list page's place among the pages.)
        layer={{
          place: 'blog-list-paginator',
          props: {
            metadata: {
              permalink: list.url,
              page: list.page,
              totalPages: list.totalPages,
              totalCount: list.totalCount,
              ...(list.previous ? { previousPage: list.previous } : {}),
              ...(list.next ? { nextPage: list.next } : {}),
            },
          },
          always: true,
        }}
      />
    </>
  );
}
