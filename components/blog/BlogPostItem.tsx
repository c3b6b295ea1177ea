import { SmartLink as Link } from '@/components/layout/SmartLink';
import type { BlogPost } from '@/lib/content/types';
import { prerenderedArticle } from '@/lib/content/prerendered-articles';
import { BlogPostHeader } from './BlogPostHeader';
import { BlogTags } from './BlogTags';

/**
 * A post in a list: its header, its part before the truncate marker (rendered by the build's page
 * pass; the description where the page pass has none, as in `npm run dev` or for a post that
 * hydrates), its tags and a "Read more" link when the post goes on.
 */
export function BlogPostItem({ post }: { post: BlogPost }) {
  const excerpt = prerenderedArticle(post.url)?.excerpt;
  const more = post.hasTruncateMarker || excerpt === undefined;
  return (
    <article className="blog-post-item">
      <BlogPostHeader post={post} asLink />
      {excerpt !== undefined ? (
        <div className="markdown blog-excerpt" dangerouslySetInnerHTML={{ __html: excerpt }} />
      ) : (
        <p className="blog-excerpt">{post.description}</p>
      )}
      <footer className="blog-post-item-footer">
        <BlogTags tags={post.tags} />
        {more ? (
          <Link className="blog-read-more" href={post.url} aria-label={`Read more about ${post.title}`}>
            Read more
          </Link>
        ) : null}
      </footer>
    </article>
  );
}
