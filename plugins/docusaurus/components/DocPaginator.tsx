/**
 * `@theme/DocPaginator` where the site's installed theme has none: theme-classic's docs paginator (a
 * `pagination-nav` of the previous and the next page's `@theme/PaginatorNavLink`, the site's where it
 * swizzled one), labelled in the page's locale.
 */
import Translate, { translate } from './Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';

interface Side {
  title: string;
  permalink: string;
}

export default function DocPaginator({ className, previous, next }: { className?: string; previous?: Side; next?: Side }) {
  return (
    <nav
      className={className ? `${className} pagination-nav` : 'pagination-nav'}
      aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}
    >
      {previous && <PaginatorNavLink {...previous} subLabel={<Translate id="theme.docs.paginator.previous">Previous</Translate>} />}
      {next && <PaginatorNavLink {...next} subLabel={<Translate id="theme.docs.paginator.next">Next</Translate>} isNext />}
    </nav>
  );
}
