import type { BlogIndex, BlogPost } from '@/lib/content/types';
import type { LoadedSite } from '@/lib/content/store';
import { pageCompileSetup, renderCompiled } from '@/components/mdx/render';
import { articleData } from '@/components/doc/page-article';
import { DevContentError } from '@/components/layout/DevContentError';
import { postParts } from './post-content';
import { siteThemeClasses } from '@/components/site';
import { themed } from '@/lib/shared/theme-classes';

/**
 * A post's part above its truncate marker (all of it without one), as a list page shows it, from
 * the post's article as the page pass made it (the build's, or in `npm run dev` its run on the
 * post): its excerpt HTML, or, for a post that hydrates, its compile run here and cut at the mark.
 */
export async function BlogExcerpt({
  site,
  post,
  blog,
  className: ownClass = 'article-prose blog-excerpt post-item-content',
}: {
  site: LoadedSite;
  post: BlogPost;
  blog: BlogIndex;
  /**
   * (The engine's post item's content by default; in a site's own post item, whose content part is the
   * `markdown` block, without the engine's prose: its theme layer's classes still, so that the block's
   * `.markdown > p` rules reach the excerpt's paragraphs through it, as a post's body's do.)
   */
  className?: string;
}) {
  const className = themed(siteThemeClasses(site.config), ownClass);
  const article = await articleData(site, post.doc, blog.container);
  if ('error' in article) return <DevContentError message={article.error} run={site.run} />;
  if (article.excerpt !== undefined) return <div className={className} dangerouslySetInnerHTML={{ __html: article.excerpt }} />;
  // (The page pass gives a post's article its excerpt, or its code when it hydrates.)
  if (article.code === undefined)
    throw new Error(`${post.doc.source}: the build's page pass left no excerpt for this post — run the build again; if it persists, report it`);
  const content = renderCompiled(site, post.doc, blog.container, { ...article, code: article.code });
  const { excerpt } = postParts(content, pageCompileSetup(site, post.doc, blog.container).components.h1);
  return <div className={className}>{excerpt}</div>;
}
