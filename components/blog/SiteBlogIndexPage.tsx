import type { BlogIndexPageFacts, BlogListFacts, BlogPostItemParts, Place } from '@/lib/api/plugins';
import type { BlogIndex } from '@/lib/content/types';
import type { LoadedSite } from '@/lib/content/store';
import type { BlogPageData } from '@/lib/blog/blog-page';
import type { BlogListPage, BlogRoute } from '@/lib/blog/types';
import { hasLayerPart, LayerPage } from '@/components/layout/WrappedPart';
import { BlogExcerpt } from './BlogExcerpt';
import { blogFacts, postItemMeta } from './post-item-meta';

type IndexRoute = Exclude<BlogRoute['type'], 'post'>;

/** The place of each kind of page the blog has besides its posts'. */
const PAGE_PLACES = {
  list: 'blog-list-page',
  tags: 'blog-tags-page',
  tag: 'blog-tag-page',
  archive: 'blog-archive-page',
  authors: 'blog-authors-page',
  author: 'blog-author-page',
} as const satisfies Record<IndexRoute, Place>;

/** Whether the site draws this page of the blog whole (a theme layer's in the place of its kind). */
export const drawsBlogIndexPage = (route: BlogRoute): boolean => route.type !== 'post' && hasLayerPart(PAGE_PLACES[route.type]);

function listFacts(list: BlogListPage, blog: BlogIndex): BlogListFacts {
  const perPage = blog.config.postsPerPage;
  return {
    url: list.url,
    page: list.page,
    postsPerPage: perPage === 'ALL' ? list.totalCount : perPage,
    totalPages: list.totalPages,
    totalCount: list.totalCount,
    ...(list.previous ? { previous: list.previous } : {}),
    ...(list.next ? { next: list.next } : {}),
  };
}

/** The listed posts of a tag's or an author's, counted as the blog's props count them. */
const listedCount = (blog: BlogIndex, urls: string[]) => urls.filter((u) => blog.posts.some((p) => p.url === u && !p.unlisted)).length;

/** What the page is about, by its kind. */
function pageFacts(page: BlogPageData, blog: BlogIndex): BlogIndexPageFacts {
  const r = page.route;
  switch (r.type) {
    case 'list':
      return { kind: 'list', list: listFacts(r.list, blog) };
    case 'tags': {
      const tags = Object.values(blog.tags).filter((t) => !t.unlisted);
      return {
        kind: 'tags',
        tags: tags.map((t) => ({ label: t.label, url: t.url, ...(t.description ? { description: t.description } : {}), count: t.posts.length })),
      };
    }
    case 'tag': {
      const t = page.tag!;
      const tag = { label: t.label, url: t.url, ...(t.description ? { description: t.description } : {}), count: t.count, unlisted: blog.tags[r.tag].unlisted };
      return { kind: 'tag', tag, list: listFacts(r.list, blog) };
    }
    case 'archive':
      return { kind: 'archive' };
    case 'authors':
      return { kind: 'authors', authors: Object.values(blog.authors).map(({ posts, ...a }) => ({ ...a, count: listedCount(blog, posts) })) };
    case 'author': {
      const { posts, ...author } = blog.authors[r.author];
      return { kind: 'author', author: { ...author, count: listedCount(blog, posts) }, list: listFacts(r.list, blog) };
    }
    case 'post':
      throw new Error(`${page.url}: a post's page is not an index page of the blog`);
  }
}

/**
 * A page of the blog other than a post's drawn whole by the site's own component of its kind (a theme
 * layer's in its place), given the page's posts (a list's excerpts; the archive's, facts only), the
 * blog's sidebar and what the page is about.
 */
export function SiteBlogIndexPage({ site, page, blog }: { site: LoadedSite; page: BlogPageData; blog: BlogIndex }) {
  const r = page.route;
  if (r.type === 'post' || !hasLayerPart(PAGE_PLACES[r.type])) return null;
  const posts: BlogPostItemParts[] = page.posts.map((post) => ({
    body: r.type === 'archive' ? null : <BlogExcerpt site={site} post={post} blog={blog} className="blog-excerpt post-item-content" />,
    meta: postItemMeta(post),
  }));
  return (
    <LayerPage
      place={PAGE_PLACES[r.type]}
      facts={{ blog: { posts, onPostPage: false, sidebar: page.sidebar, blog: blogFacts(blog), page: pageFacts(page, blog) } }}
    />
  );
}
