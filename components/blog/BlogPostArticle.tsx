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
  return (
    <ArticleFrame
      layout="blog-post-layout"
      column="blog-post-column"
      toc={toc}
      theme={theme}
      showToc={!post.hideToc && toc.length > 0}
      before={
        <>
          <div className="doc-header-row">
            <PageActions markdownUrl={markdownPath(post.url, siteBase(site.config))} />
          </div>
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
          <Pagination
            label="Blog post navigation"
            kind="blog"
            prev={post.prev ? { href: post.prev.url, label: post.prev.title } : undefined}
            next={post.next ? { href: post.next.url, label: post.next.title } : undefined}
          />
        </>
      }
    >
      {published ? <SearchFacts title={post.title} lvl0={blog.config.blogTitle} /> : null}
      {body}
    </ArticleFrame>
  );
}
