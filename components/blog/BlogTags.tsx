import { SmartLink as Link } from '@/components/layout/SmartLink';
import type { BlogTag } from '@/lib/blog/types';

/** A post's tags, each linking to its tag page. */
export function BlogTags({ tags }: { tags: BlogTag[] }) {
  if (!tags.length) return null;
  return (
    <div className="blog-tags">
      <span className="blog-tags-label">Tags:</span>
      <ul>
        {tags.map((t) => (
          <li key={t.url}>
            <Link className="blog-tag" href={t.url}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
