import { SmartLink as Link } from '@/components/layout/SmartLink';
import type { BlogPost } from '@/lib/content/types';
import { BlogAuthors } from './BlogAuthors';

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "5 min read", as the classic theme rounds it (at least one minute). */
const readingLabel = (minutes: number) => `${Math.max(1, Math.ceil(minutes))} min read`;

/** A post's title (h1 on its page, a linked h2 in lists), date, reading time and authors. */
export function BlogPostHeader({ post, asLink }: { post: BlogPost; asLink: boolean }) {
  return (
    <header className="blog-post-header">
      {asLink ? (
        <h2 className="blog-post-title">
          <Link href={post.url}>{post.title}</Link>
        </h2>
      ) : (
        <h1 className="blog-post-title">{post.title}</h1>
      )}
      <p className="blog-post-meta">
        <time dateTime={post.date}>{DATE.format(new Date(post.date))}</time>
        {post.readingTime !== undefined ? <> · {readingLabel(post.readingTime)}</> : null}
      </p>
      <BlogAuthors authors={post.authors} />
    </header>
  );
}
