import type { BlogIndex, BlogPost } from '@/lib/content/types';
import type { LoadedSite } from '@/lib/content/store';
import { ArticleFrame } from '@/components/doc/ArticleFrame';
import type { ThemeClassNames } from '@/lib/shared/theme-classes';
import { pageArticle } from '@/components/doc/page-article';
import { DocMeta, Pagination } from '@/components/doc/DocParts';
import { PageActions } from '@/components/doc/PageActions';
import { searchAttributes, SearchFacts } from '@/components/doc/SearchMeta';
import { isPublished } from '@/lib/content/published';
import { markdownPath } from '@/lib/output/markdown-path';
import { siteBase } from '@/lib/shared/site-paths';
import { BlogPostHeader } from './BlogPostHeader';
import { BlogTags } from './BlogTags';
import { postParts } from './post-content';
import { pageCompileSetup } from '@/components/mdx/render';
import { themeLayer, themeParts } from 'docs-site-components';
import { postItemMeta } from './post-item-meta';

/** A post's page: its Markdown actions, header, article, tags, edit link and last update, and the newer / older posts. */
export async function BlogPostArticle({ site, post, blog, theme }: { site: LoadedSite; post: BlogPost; blog: BlogIndex; theme?: ThemeClassNames }) {
  // (Where Next renders the post, its own h1 and the truncate mark are left out, as the page pass leaves them out.)
  const { toc, body } = await pageArticle(
    site,
    post.doc,
    blog.container,
    (content) => postParts(content, pageCompileSetup(site, post.doc, blog.container).components.h1).full,
  );
  const published = isPublished(post.doc);
  const facts = published ? <SearchFacts title={post.title} lvl0={blog.config.blogTitle} /> : null;
  const actions = (
    <div className="doc-header-row">
      <PageActions markdownUrl={markdownPath(post.url, siteBase(site.config))} />
    </div>
  );
  const pagination = (
    <Pagination
      label="Blog post navigation"
      kind="blog"
      prev={post.prev ? { href: post.prev.url, label: post.prev.title } : undefined}
      next={post.next ? { href: post.next.url, label: post.next.title } : undefined}
    />
  );
  // A site that draws its posts itself (a plugin's BlogPostItem) draws the header, content and
  // footer; the engine's frame keeps the TOC and the newer / older posts.
  const Item = themeParts.BlogPostItem;
  const { LayoutPartProvider } = themeLayer;
  if (Item && LayoutPartProvider) {
    const posts = [
      {
        body: (
          <>
            {facts}
            {body}
          </>
        ),
        meta: postItemMeta(post, toc),
      },
    ];
    return (
      <ArticleFrame
        layout="blog-post-layout"
        column="blog-post-column"
        toc={toc}
        theme={theme}
        showToc={!post.hideToc && toc.length > 0}
        before={actions}
        article={{}}
        articleNode={
          <div className="blog-post-item-place" {...searchAttributes(published)}>
            <LayoutPartProvider original={null} versionLinks={[]} blog={{ posts, onPostPage: true }}>
              <Item />
            </LayoutPartProvider>
          </div>
        }
        after={pagination}
      />
    );
  }
  return (
    <ArticleFrame
      layout="blog-post-layout"
      column="blog-post-column"
      toc={toc}
      theme={theme}
      showToc={!post.hideToc && toc.length > 0}
      before={
        <>
          {actions}
          <BlogPostHeader post={post} asLink={false} />
        </>
      }
      article={{ className: 'markdown blog-post-body', ...searchAttributes(published) }}
      after={
        <>
          <footer className="blog-post-footer">
            <BlogTags tags={post.tags} />
          </footer>
          <DocMeta editUrl={post.editUrl} lastUpdated={post.lastUpdated} lastUpdateAuthor={post.lastUpdateAuthor} />
          {pagination}
        </>
      }
    >
      {facts}
      {body}
    </ArticleFrame>
  );
}
