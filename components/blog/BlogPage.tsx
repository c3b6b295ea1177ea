import type { ThemeClassNames } from '@/lib/shared/theme-classes';
import { SmartLink as Link } from '@/components/layout/SmartLink';
import type { BlogIndex } from '@/lib/content/types';
import type { LoadedSite } from '@/lib/content/store';
import type { BlogPageData } from '@/lib/blog/blog-page';
import { BlogSidebar } from './BlogSidebar';
import { BlogPostArticle } from './BlogPostArticle';
import { BlogPostList } from './BlogPostList';
import { BlogArchive, BlogAuthorsList, BlogTagsList } from './BlogIndexes';
import { BlogAuthorCard } from './BlogAuthors';
import { drawsPostPages, SitePostPage } from './SitePostPage';
import { postArticle } from './post-article';
import { drawsBlogLayout, SiteBlogLayout } from './SiteBlogLayout';
import { drawsBlogIndexPage, SiteBlogIndexPage } from './SiteBlogIndexPage';

/** The heading of a page that is not a post, and what it says about itself. */
function PageHeader({ page, blog }: { page: BlogPageData; blog: BlogIndex }) {
  const r = page.route;
  if (r.type === 'tag')
    return (
      <header className="blog-page-header">
        <h1>{page.title}</h1>
        {page.tag?.description ? <p>{page.tag.description}</p> : null}
        <Link href={blog.tagsUrl}>View all tags</Link>
      </header>
    );
  if (r.type === 'author')
    return (
      <header className="blog-page-header">
        <h1 className="visually-hidden">{page.title}</h1>
        <BlogAuthorCard author={page.author!} withDescription />
        <p>{page.author!.count === 1 ? '1 post' : `${page.author!.count} posts`}</p>
      </header>
    );
  return (
    <header className="blog-page-header">
      <h1 className={r.type === 'list' ? 'visually-hidden' : undefined}>{page.title}</h1>
      {r.type === 'archive' ? <p>Every post, newest first.</p> : null}
    </header>
  );
}

/**
 * Whether the site's own components draw the page's frame (a post's page, another page whole or its
 * blog layout), which holds the page's main landmark: the shell's main is then a plain element.
 */
export const siteDrawsBlogFrame = (page: BlogPageData): boolean =>
  page.route.type === 'post' ? drawsPostPages() : drawsBlogIndexPage(page.route) || drawsBlogLayout();

/** A page of the blog: the recent posts beside what the route shows (a post's page, or another's layout: the site's own, where it has one). */
export async function BlogPage({ site, page, blog, theme }: { site: LoadedSite; page: BlogPageData; blog: BlogIndex; theme?: ThemeClassNames }) {
  const r = page.route;
  if (drawsBlogIndexPage(r)) return <SiteBlogIndexPage site={site} page={page} blog={blog} />;
  // (A post's article, read once for the engine's page of it and the site's own.)
  const article = r.type === 'post' ? await postArticle(site, page.post!, blog) : undefined;
  const content = article ? (
    <BlogPostArticle site={site} post={page.post!} blog={blog} article={article} theme={theme} />
  ) : (
    <>
      <PageHeader page={page} blog={blog} />
      {r.type === 'tags' ? <BlogTagsList blog={blog} /> : null}
      {r.type === 'authors' ? <BlogAuthorsList blog={blog} /> : null}
      {r.type === 'archive' ? <BlogArchive page={page} /> : null}
      {r.type === 'list' || r.type === 'tag' || r.type === 'author' ? <BlogPostList site={site} page={page} blog={blog} /> : null}
    </>
  );
  if (r.type !== 'post' && drawsBlogLayout())
    return (
      <SiteBlogLayout page={page} blog={blog}>
        {content}
      </SiteBlogLayout>
    );
  // (Where the site's page draws the post, the engine's page of it, its original, holds the main landmark.)
  const Main = siteDrawsBlogFrame(page) ? 'main' : 'div';
  const engine = (
    <div className="blog-layout">
      <BlogSidebar sidebar={page.sidebar} current={page.url} />
      <Main className="blog-main">{content}</Main>
    </div>
  );
  // A site that draws its posts' pages itself gets the engine's page as the original it may wrap.
  return article && drawsPostPages() ? <SitePostPage page={page} blog={blog} article={article} original={engine} /> : engine;
}
