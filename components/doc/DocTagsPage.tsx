import { SmartLink as Link } from '@/components/layout/SmartLink';
import type { DocTag, VersionTags } from '@/lib/content/doc-tags';
import { themed, type ThemeClassNames } from '@/lib/shared/theme-classes';

/**
 * A docs version's tags (lib/content/doc-tags.ts): the list of its tags, or one tag's docs, as
 * Docusaurus' DocTagsListPage and DocTagDocListPage show them.
 */
export function DocTagsPage({ tags, tag, theme }: { tags: VersionTags; tag?: DocTag; theme?: ThemeClassNames }) {
  return (
    <div className="doc-layout">
      <div className="doc-column">
        <article className={themed(theme, 'article-prose doc-tags')}>
          {tag ? <TagDocs tag={tag} allTags={tags.listUrl} /> : <TagsList tags={tags.tags} />}
        </article>
      </div>
    </div>
  );
}

/** The heading of a tag's page, which is also its title. */
export function docTagTitle(tag: DocTag | undefined): string {
  if (!tag) return 'Tags';
  return `${tag.docs.length} doc${tag.docs.length === 1 ? '' : 's'} tagged with "${tag.label}"`;
}

function TagsList({ tags }: { tags: DocTag[] }) {
  const listed = tags.filter((t) => !t.unlisted).sort((a, b) => a.label.localeCompare(b.label));
  // Grouped by first letter, as Docusaurus lists them.
  const groups = new Map<string, DocTag[]>();
  for (const t of listed) {
    const letter = t.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), t]);
  }
  return (
    <>
      <h1>{docTagTitle(undefined)}</h1>
      {[...groups].map(([letter, group]) => (
        <section key={letter} className="doc-tags-group">
          <h2 id={`letter-${encodeURIComponent(letter)}`}>{letter}</h2>
          <ul className="blog-tag-cloud">
            {group.map((t) => (
              <li key={t.url}>
                <Link className="blog-tag" href={t.url}>
                  {`${t.label} `}
                  <span className="blog-tag-count">{t.docs.length}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function TagDocs({ tag, allTags }: { tag: DocTag; allTags?: string }) {
  return (
    <>
      <h1>{docTagTitle(tag)}</h1>
      {tag.description ? <p className="lead">{tag.description}</p> : null}
      {allTags ? (
        <p>
          <Link href={allTags}>View all tags</Link>
        </p>
      ) : null}
      {tag.docs.map((doc) => (
        <section key={doc.url} className="doc-tags-doc">
          <h2>
            <Link href={doc.url}>{doc.title}</Link>
          </h2>
          {doc.description ? <p>{doc.description}</p> : null}
        </section>
      ))}
    </>
  );
}
