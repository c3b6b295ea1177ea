import type { BlogAuthor } from '@/lib/blog/types';
import { socialName } from '@/lib/blog/author-socials';

/** One author: picture, name (linked to the author's page, else their URL) and title. */
export function BlogAuthorCard({ author, withDescription = false }: { author: BlogAuthor; withDescription?: boolean }) {
  const href = author.page ?? author.url;
  const name = author.name ?? author.key ?? '';
  return (
    <div className="blog-author">
      {/* eslint-disable-next-line @next/next/no-img-element -- a static export: pictures are served as they are */}
      {author.imageURL ? <img className="blog-author-image" src={author.imageURL} alt="" width={40} height={40} loading="lazy" /> : null}
      <div className="blog-author-text">
        {href ? (
          <a className="blog-author-name" href={href}>
            {name}
          </a>
        ) : (
          <span className="blog-author-name">{name}</span>
        )}
        {author.title ? <span className="blog-author-title">{author.title}</span> : null}
        {author.socials?.length ? (
          <span className="blog-author-socials">
            {author.socials.map((s) => (
              <a key={s.platform} href={s.url} target="_blank" rel="noopener noreferrer" aria-label={`${name} on ${socialName(s.platform)}`}>
                {socialName(s.platform)}
              </a>
            ))}
          </span>
        ) : null}
        {withDescription && author.description ? <p className="blog-author-description">{author.description}</p> : null}
      </div>
    </div>
  );
}

export function BlogAuthors({ authors }: { authors: BlogAuthor[] }) {
  if (!authors.length) return null;
  return (
    <div className="blog-authors">
      {authors.map((a, i) => (
        <BlogAuthorCard key={`${a.key ?? a.name}-${i}`} author={a} />
      ))}
    </div>
  );
}
