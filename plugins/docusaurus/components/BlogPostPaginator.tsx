'use client';
/**
 * `@theme/BlogPostPaginator` where the site's installed theme has none: theme-classic's newer and older
 * post under a post (`pagination-nav docusaurus-mt-lg`, each a `@theme/PaginatorNavLink`, the site's
 * where it swizzled one), labelled in the page's locale; the place the engine's post page gives it
 * (components/blog/BlogPostArticle.tsx).
 */
import Translate, { translate } from './Translate';
import PaginatorNavLink from '@theme/PaginatorNavLink';

interface Item {
  title: string;
  permalink: string;
}

export default function BlogPostPaginator({ nextItem, prevItem }: { nextItem?: Item; prevItem?: Item }) {
  return (
    <nav
      className="pagination-nav docusaurus-mt-lg"
      aria-label={translate({ id: 'theme.blog.post.paginator.navAriaLabel', message: 'Blog post page navigation' })}
    >
      {prevItem && <PaginatorNavLink {...prevItem} subLabel={<Translate id="theme.blog.post.paginator.newerPost">Newer post</Translate>} />}
      {nextItem && <PaginatorNavLink {...nextItem} subLabel={<Translate id="theme.blog.post.paginator.olderPost">Older post</Translate>} isNext />}
    </nav>
  );
}
