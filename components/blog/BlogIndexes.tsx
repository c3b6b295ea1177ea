import { SmartLink as Link } from '@/components/layout/SmartLink';
import type { BlogIndex } from '@/lib/content/types';
import { postsByYear, type BlogPageData } from '@/lib/blog/blog-page';
import { BlogAuthorCard } from './BlogAuthors';

const DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Every listed tag, grouped by first letter, with its post count. */
export function BlogTagsList({ blog }: { blog: BlogIndex }) {
  const tags = Object.values(blog.tags)
    .filter((t) => !t.unlisted)
    .sort((a, b) => a.label.localeCompare(b.label));
  const groups = new Map<string, typeof tags>();
  for (const t of tags) {
    const letter = t.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), t]);
  }
  return (
    <div className="blog-tag-groups">
      {[...groups].map(([letter, list]) => (
        <section key={letter} aria-labelledby={`tags-${letter}`}>
          <h2 id={`tags-${letter}`}>{letter}</h2>
          <ul className="blog-tag-cloud">
            {list.map((t) => (
              <li key={t.url}>
                <Link className="blog-tag" href={t.url} title={t.description}>
                  {t.label} <span className="blog-tag-count">{t.posts.length}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Every author of authors.yml with their post count. */
export function BlogAuthorsList({ blog }: { blog: BlogIndex }) {
  return (
    <ul className="blog-author-list">
      {Object.values(blog.authors).map((a) => (
        <li key={a.key}>
          <BlogAuthorCard author={a} withDescription />
          <span className="blog-author-count">{a.posts.length === 1 ? '1 post' : `${a.posts.length} posts`}</span>
        </li>
      ))}
    </ul>
  );
}

/** The archive: every listed post by year. */
export function BlogArchive({ page }: { page: BlogPageData }) {
  return (
    <div className="blog-archive">
      {postsByYear(page.posts).map(({ year, posts }) => (
        <section key={year} aria-labelledby={`archive-${year}`}>
          <h2 id={`archive-${year}`}>{year}</h2>
          <ul>
            {posts.map((p) => (
              <li key={p.url}>
                <time dateTime={p.date}>{DAY.format(new Date(p.date))}</time> – <Link href={p.url}>{p.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
