import { SmartLink as Link } from '@/components/layout/SmartLink';
import type { BlogIndex, BlogPost } from '@/lib/content/types';
import type { LoadedSite } from '@/lib/content/store';
import { BlogPostHeader } from './BlogPostHeader';
import { BlogTags } from './BlogTags';
import { BlogExcerpt } from './BlogExcerpt';

/** A post in a list: its header, its part before the truncate marker, its tags and a "Read more" link when the post goes on. */
export function BlogPostItem({ site, post, blog }: { site: LoadedSite; post: BlogPost; blog: BlogIndex }) {
  return (
    <article className="blog-post-item">
      <BlogPostHeader post={post} asLink />
      <BlogExcerpt site={site} post={post} blog={blog} />
      <footer className="blog-post-item-footer">
        <BlogTags tags={post.tags} />
        {post.hasTruncateMarker ? (
          <Link className="blog-read-more" href={post.url} aria-label={`Read more about ${post.title}`}>
            Read more
          </Link>
        ) : null}
      </footer>
    </article>
  );
}
