/**
 * `@theme/PaginatorNavLink` where the site's installed theme has none: theme-classic's link of a
 * paginator (Infima's `pagination-nav__link`, its sublabel above its title), as a site's DocPaginator,
 * the docs' and the blog's, renders it. The permalink is the page's URL whole (its base URL in it).
 */
import type { ReactNode } from 'react';
import Link from './Link';

export default function PaginatorNavLink({
  permalink,
  title,
  subLabel,
  isNext,
}: {
  permalink: string;
  title: ReactNode;
  subLabel?: ReactNode;
  isNext?: boolean;
}) {
  return (
    <Link className={`pagination-nav__link ${isNext ? 'pagination-nav__link--next' : 'pagination-nav__link--prev'}`} to={permalink} autoAddBaseUrl={false}>
      {subLabel && <div className="pagination-nav__sublabel">{subLabel}</div>}
      <div className="pagination-nav__label">{title}</div>
    </Link>
  );
}
