import { SmartLink as Link } from '@/components/layout/SmartLink';

/** Newer / older links: between list pages, or between posts. */
export function BlogPaginator({ label, newer, older }: { label: string; newer?: { href: string; title: string }; older?: { href: string; title: string } }) {
  if (!newer && !older) return null;
  return (
    <nav className="pagination blog-paginator" aria-label={label}>
      {newer ? (
        <Link className="pagination-link pagination-prev" href={newer.href}>
          <span className="pagination-sub">Newer</span>
          <span className="pagination-label">{newer.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link className="pagination-link pagination-next" href={older.href}>
          <span className="pagination-sub">Older</span>
          <span className="pagination-label">{older.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
