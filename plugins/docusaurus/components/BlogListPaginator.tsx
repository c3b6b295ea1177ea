'use client';
/**
 * `@theme/BlogListPaginator` where the site's installed theme has none: theme-classic's links to the
 * newer and older entries of a blog list (`pagination-nav`, drawn on every list page, each link a
 * `@theme/PaginatorNavLink`), labelled in the page's locale; the place the engine's list page gives it
 * (components/blog/BlogPostList.tsx).
 */
import Translate, { translate } from './Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';

export default function BlogListPaginator({ metadata }: { metadata: { previousPage?: string; nextPage?: string } }) {
  const { previousPage, nextPage } = metadata;
  return (
    <nav className="pagination-nav" aria-label={translate({ id: 'theme.blog.paginator.navAriaLabel', message: 'Blog list page navigation' })}>
      {previousPage && <PaginatorNavLink permalink={previousPage} title={<Translate id="theme.blog.paginator.newerEntries">Newer entries</Translate>} />}
      {nextPage && <PaginatorNavLink permalink={nextPage} title={<Translate id="theme.blog.paginator.olderEntries">Older entries</Translate>} isNext />}
    </nav>
  );
}
