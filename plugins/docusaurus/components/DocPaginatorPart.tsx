'use client';
/**
 * The docs' previous and next links as theme-classic's DocPaginator and PaginatorNavLink draw them
 * (Infima's `pagination-nav`: each link a box of its sublabel and its title, the next one in the second
 * column), labelled in the page's locale; under a doc's article with DocItem/Paginator's margin. The
 * place the engine's doc and category pages give a theme layer's paginator (components/doc/DocParts.tsx Pagination).
 */
import type { ReactNode } from 'react';
import Translate, { translate } from './Translate';
import Link from './Link';

interface Side {
  title: string;
  /** The page's URL, its base URL and locale in it. */
  permalink: string;
}

function PaginatorNavLink({ permalink, title, subLabel, isNext }: Side & { subLabel: ReactNode; isNext?: boolean }) {
  return (
    <Link className={`pagination-nav__link ${isNext ? 'pagination-nav__link--next' : 'pagination-nav__link--prev'}`} to={permalink} autoAddBaseUrl={false}>
      <div className="pagination-nav__sublabel">{subLabel}</div>
      <div className="pagination-nav__label">{title}</div>
    </Link>
  );
}

export default function DocPaginatorPart({ previous, next, docPage }: { previous?: Side; next?: Side; docPage?: boolean }) {
  return (
    <nav
      className={docPage ? 'docusaurus-mt-lg pagination-nav' : 'pagination-nav'}
      aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}
    >
      {previous && <PaginatorNavLink {...previous} subLabel={<Translate id="theme.docs.paginator.previous">Previous</Translate>} />}
      {next && <PaginatorNavLink {...next} subLabel={<Translate id="theme.docs.paginator.next">Next</Translate>} isNext />}
    </nav>
  );
}
