import type { BlogIndex, BlogPost } from '@/lib/content/types';
import { pageCompileSetup, renderCompiled, renderDoc } from '@/components/mdx/render';
import { prerenderedArticle } from '@/lib/content/prerendered-articles';
import { remarkTruncateMark } from '@/lib/blog/truncate';
import { postParts } from './post-content';

/**
 * A post's part above its truncate marker (all of it without one), as a list page shows it: the
 * page pass's HTML, or, for a post that hydrates, its compile run here and cut at the mark
 * (`npm run dev`: compiled from the source).
 */
export async function BlogExcerpt({ post, blog }: { post: BlogPost; blog: BlogIndex }) {
  const prerendered = prerenderedArticle(post.url);
  if (prerendered?.excerpt !== undefined) return <div className="markdown blog-excerpt" dangerouslySetInnerHTML={{ __html: prerendered.excerpt }} />;
  const content =
    prerendered?.code !== undefined
      ? renderCompiled(post.doc, blog.container, { ...prerendered, code: prerendered.code })
      : (await renderDoc(post.doc, blog.container, undefined, [remarkTruncateMark])).content;
  const { excerpt } = postParts(content, pageCompileSetup(post.doc, blog.container).components.h1);
  return <div className="markdown blog-excerpt">{excerpt}</div>;
}
