'use client';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { BlogPageParts } from '@/lib/api/plugins';
import { useLayoutPart } from '../layout-part';
import { BlogPostProvider } from '../blog-client';
import useDocusaurusContext from '../useDocusaurusContext';
import { blogPostContent } from './post-content';

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
    return contents[0] ? <Drawn content={contents[0]} sidebar={sidebar} /> : null;
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
