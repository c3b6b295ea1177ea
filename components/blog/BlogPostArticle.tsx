import type { BlogIndex, BlogPost } from '@/lib/content/types';
import { renderCompiled, renderDoc } from '@/components/mdx/render';
import { prerenderedArticle } from '@/lib/content/prerendered-articles';
import { ArticleBody } from '@/components/doc/ArticleBody';
import { Toc } from '@/components/doc/Toc';
import { DevContentError } from '@/components/layout/DevContentError';
import { BlogPostHeader } from './BlogPostHeader';
import { BlogTags } from './BlogTags';
import { BlogPaginator } from './BlogPaginator';

const UPDATED = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The post's body: the page pass's article (a slot the build fills), its compile (it hydrates), or in `npm run dev` its source. */
async function body(post: BlogPost, blog: BlogIndex) {
  const prerendered = prerenderedArticle(post.url);
  if (prerendered?.code !== undefined)
    return { toc: prerendered.toc, body: <ArticleBody>{renderCompiled(post.doc, blog.container, { ...prerendered, code: prerendered.code })}</ArticleBody> };
  if (prerendered) return { toc: prerendered.toc, body: <ArticleBody /> };
  try {
    const { content, toc } = await renderDoc(post.doc, blog.container);
    return { toc, body: <ArticleBody>{content}</ArticleBody> };
  } catch (err) {
    if (process.env.NODE_ENV !== 'development') throw err;
    return { toc: [], body: <ArticleBody>{<DevContentError message={(err as Error).message} />}</ArticleBody> };
  }
}

/** A post's page: header, article, tags, last update, and the newer / older posts. */
export async function BlogPostArticle({ post, blog }: { post: BlogPost; blog: BlogIndex }) {
  const { toc, body: article } = await body(post, blog);
  const showToc = !post.hideToc && toc.length > 0;
  return (
    <div className={`blog-post-layout${showToc ? ' with-toc' : ''}`}>
      <div className="blog-post-column">
        <BlogPostHeader post={post} asLink={false} />
        {showToc ? <Toc entries={toc} /> : null}
        <article className="markdown blog-post-body" {...(post.unlisted ? { 'data-search-ignore': '' } : {})}>
          {article}
        </article>
        <footer className="blog-post-footer">
          <BlogTags tags={post.tags} />
          {post.lastUpdated ? (
            <p className="blog-post-updated">
              Last updated on <time dateTime={new Date(post.lastUpdated * 1000).toISOString()}>{UPDATED.format(new Date(post.lastUpdated * 1000))}</time>
              {post.lastUpdateAuthor ? ` by ${post.lastUpdateAuthor}` : ''}
            </p>
          ) : null}
        </footer>
        <BlogPaginator
          label="Blog post navigation"
          newer={post.prev ? { href: post.prev.url, title: post.prev.title } : undefined}
          older={post.next ? { href: post.next.url, title: post.next.title } : undefined}
        />
      </div>
    </div>
  );
}
