import type { ComponentProps, ReactNode } from 'react';
import type { BlogIndex, BlogPost } from '@/lib/content/types';
import type { LoadedSite } from '@/lib/content/store';
import { ArticleFrame } from '@/components/doc/ArticleFrame';
import { themed, type ThemeClassNames } from '@/lib/shared/theme-classes';
import { DocMeta, Pagination } from '@/components/doc/DocParts';
import { PageActions } from '@/components/doc/PageActions';
import { searchAttributes } from '@/components/doc/SearchMeta';
import { isPublished } from '@/lib/content/published';
import { exportsMarkdown, markdownPath } from '@/lib/output/markdown-path';
import { siteBase } from '@/lib/shared/site-paths';
import { BlogPostHeader } from './BlogPostHeader';
import { BlogTags } from './BlogTags';
import { places, themeLayer } from 'docs-site-components';
import { postSearchFacts, sitePostParts, type PostArticle } from './post-article';
import { blogFacts } from './post-item-meta';

/** A post's page: its Markdown actions, header, article, tags, edit link and last update, and the newer / older posts. */
export function BlogPostArticle({
  site,
  post,
  blog,
  article,
  theme,
}: {
  site: LoadedSite;
  post: BlogPost;
  blog: BlogIndex;
  /** Its article (./post-article.ts postArticle). */
  article: PostArticle;
  theme?: ThemeClassNames;
}) {
  const { toc, body } = article;
  const published = isPublished(post.doc);
  const actions = exportsMarkdown(site.config) ? (
    <div className="doc-header-row">
      <PageActions markdownUrl={markdownPath(post.url, siteBase(site.config))} />
    </div>
  ) : null;
  const pagination = (
    <Pagination
      label="Blog post navigation"
      kind="blog"
      prev={post.prev ? { href: post.prev.url, label: post.prev.title } : undefined}
      next={post.next ? { href: post.next.url, label: post.next.title } : undefined}
      // (A theme layer's own, handed the newer and the older post.)
      layer={{
        place: 'blog-post-paginator',
        props: {
          ...(post.prev ? { prevItem: { title: post.prev.title, permalink: post.prev.url } } : {}),
          ...(post.next ? { nextItem: { title: post.next.title, permalink: post.next.url } } : {}),
        },
      }}
    />
  );
  const frame = (slots: Pick<ComponentProps<typeof ArticleFrame>, 'before' | 'after' | 'article' | 'articleNode'>, children?: ReactNode) => (
    <ArticleFrame layout="blog-post-layout" column="blog-post-column" toc={toc} theme={theme} showToc={!post.hideToc && toc.length > 0} {...slots}>
      {children}
    </ArticleFrame>
  );
  // A site that draws its posts itself (a theme layer's in the `blog-post-item` place) draws the header,
  // content and footer; the engine's frame keeps the TOC and the newer / older posts.
  const Item = places['blog-post-item'];
  const { LayoutPartProvider } = themeLayer;
  if (Item && LayoutPartProvider) {
    const posts = [sitePostParts(post, blog, article)];
    return frame({
      before: actions,
      article: {},
      articleNode: (
        <div className="blog-post-item-place" {...searchAttributes(published)}>
          <LayoutPartProvider original={null} versionLinks={[]} blog={{ posts, onPostPage: true, blog: blogFacts(blog) }}>
            <Item />
          </LayoutPartProvider>
        </div>
      ),
      after: pagination,
    });
  }
  return frame(
    {
      before: (
        <>
          {actions}
          <BlogPostHeader post={post} asLink={false} />
        </>
      ),
      article: { className: themed(theme, 'article-prose blog-post-body'), ...searchAttributes(published) },
      after: (
        <>
          <footer className="blog-post-footer">
            <BlogTags tags={post.tags} />
          </footer>
          <DocMeta editUrl={post.editUrl} lastUpdated={post.lastUpdated} lastUpdateAuthor={post.lastUpdateAuthor} />
          {pagination}
        </>
      ),
    },
    <>
      {postSearchFacts(post, blog)}
      {body}
    </>,
  );
}
