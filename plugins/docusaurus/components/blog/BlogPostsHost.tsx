'use client';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { BlogListFacts, BlogPageParts } from '@/lib/api/plugins';
import { useLayoutPart } from '../layout-part';
import { BlogPostProvider } from '../blog-client';
import useDocusaurusContext from '../useDocusaurusContext';
import { authorOf, blogPostContent } from './post-content';
import { PageTitleRecord } from '../PageTitleRecord';

type Content = ReturnType<typeof blogPostContent>;

function usePostContents(): { contents: Content[]; onPostPage: boolean; blog: BlogPageParts | undefined } {
  const blog = useLayoutPart()?.blog;
  const locale = useDocusaurusContext().i18n.currentLocale;
  // (One content component per post and page: a new one on each render would remount the post.)
  const contents = useMemo(() => (blog?.posts ?? []).map((post) => blogPostContent(post, locale)), [blog, locale]);
  return { contents, onPostPage: blog?.onPostPage ?? false, blog };
}

/** The blog's sidebar as the blog plugin hands it to a post's page (BlogSidebar: its title and recent posts). */
const docusaurusSidebar = (sidebar: BlogPageParts['sidebar']) =>
  sidebar && { title: sidebar.title, items: sidebar.items.map((i) => ({ title: i.title, permalink: i.url, unlisted: false, date: i.date })) };

/**
 * A post's page, as Docusaurus' blog routes render it: `@theme/BlogPostPage` (the site's, or the
 * installed theme's where it renders a swizzle), or the blog's own `blogPostComponent` (`own`, by
 * blog id), with the post's content and the blog's sidebar.
 */
export function blogPostPageHost(Page: PostPage, own: Record<string, PostPage> = {}) {
  return function BlogPostPageHost() {
    const { contents, blog } = usePostContents();
    const sidebar = useMemo(() => docusaurusSidebar(blog?.sidebar), [blog]);
    // (A blog's own blogPostComponent takes the page's place, as its routes render it.)
    const Drawn = (blog && own[blog.blog.id]) || Page;
    return contents[0] ? (
      <PageTitleRecord>
        <Drawn content={contents[0]} sidebar={sidebar} />
      </PageTitleRecord>
    ) : null;
  };
}

type PostPage = ComponentType<{ content: Content; sidebar: ReturnType<typeof docusaurusSidebar> }>;

/**
 * A post on the engine's page of it, as Docusaurus' BlogPostPage renders it: `@theme/BlogPostItem` (the site's, or
 * the installed theme's where it renders a swizzle: ../../site-components/blog-places.ts) in the
 * post's provider, the content its child.
 */
export function blogPostItemHost(Item: ComponentType<{ children?: ReactNode }>) {
  return function BlogPostItemHost() {
    const { contents, onPostPage } = usePostContents();
    const Post = contents[0];
    if (!Post) return null;
    return (
      <BlogPostProvider content={Post} isBlogPostPage={onPostPage}>
        <Item>
          <Post />
        </Item>
      </BlogPostProvider>
    );
  };
}

/** A list page's posts, as Docusaurus' list pages render them: `@theme/BlogPostItems` with their contents as `items`. */
export function blogPostItemsHost(Items: ComponentType<{ items: { content: Content }[] }>) {
  return function BlogPostItemsHost() {
    const { contents } = usePostContents();
    const items = useMemo(() => contents.map((content) => ({ content })), [contents]);
    return <Items items={items} />;
  };
}

/**
 * A page of the blog other than a post's, as Docusaurus' list, tag, author and archive pages
 * render it: in `@theme/BlogLayout` (the site's, or the installed theme's where it renders a
 * swizzle) with the blog's sidebar, the engine's content of the page its child.
 */
export function blogLayoutHost(Layout: ComponentType<{ sidebar: ReturnType<typeof docusaurusSidebar>; children?: ReactNode }>) {
  return function BlogLayoutHost({ children }: { children?: ReactNode }) {
    const sidebar = docusaurusSidebar(useLayoutPart()?.blog?.sidebar);
    return <Layout sidebar={sidebar}>{children}</Layout>;
  };
}

/** A list page's metadata as the blog's routes hand it (plugin-content-blog's paginateBlogPosts). */
const listMetadata = (list: BlogListFacts, blog: BlogPageParts['blog']) => ({
  permalink: list.url,
  page: list.page,
  postsPerPage: list.postsPerPage,
  totalPages: list.totalPages,
  totalCount: list.totalCount,
  previousPage: list.previous,
  nextPage: list.next,
  blogDescription: blog.description,
  blogTitle: blog.title,
});

/** The props the blog's route of the page's kind hands its component (plugin-content-blog routes.ts, props.ts). */
function indexPageProps(blog: BlogPageParts, contents: Content[]): Record<string, unknown> | undefined {
  const page = blog.page;
  if (!page) return undefined;
  const sidebar = docusaurusSidebar(blog.sidebar);
  const items = contents.map((content) => ({ content }));
  const author = (a: Parameters<typeof authorOf>[0] & { count: number }) => ({ ...authorOf(a), count: a.count });
  switch (page.kind) {
    case 'list':
      return { metadata: listMetadata(page.list, blog.blog), items, sidebar };
    case 'tags':
      return { tags: page.tags.map(({ url, ...t }) => ({ ...t, permalink: url })), sidebar };
    case 'tag': {
      const { url, ...tag } = page.tag;
      return { tag: { ...tag, permalink: url, allTagsPath: blog.blog.tagsUrl }, items, sidebar, listMetadata: listMetadata(page.list, blog.blog) };
    }
    case 'archive':
      // (Docusaurus hands the listed posts themselves; the archive reads their metadata.)
      return { archive: { blogPosts: contents.map((content) => ({ id: content.metadata.permalink, metadata: content.metadata })) } };
    case 'authors':
      return { authors: page.authors.map(author), sidebar };
    case 'author':
      return { author: author(page.author), items, sidebar, listMetadata: listMetadata(page.list, blog.blog) };
  }
}

/**
 * A page of the blog other than a post's, drawn whole as its route draws it: the page component of its
 * kind (`@theme/BlogListPage`, `BlogTagsPostsPage`…: the site's, or the installed theme's), or the
 * blog's own where its options name one (`own`, by blog id), handed the route's props.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function blogIndexPageHost(Page: ComponentType<any>, own: Record<string, ComponentType<any>> = {}) {
  return function BlogIndexPageHost() {
    const { contents, blog } = usePostContents();
    const props = useMemo(() => blog && indexPageProps(blog, contents), [blog, contents]);
    const Drawn = (blog && own[blog.blog.id]) || Page;
    return props ? (
      <PageTitleRecord>
        <Drawn {...props} />
      </PageTitleRecord>
    ) : null;
  };
}
