'use client';
/**
 * The docs' previous and next links as theme-classic draws them: the place the engine's doc and category
 * pages give a theme layer's paginator (components/doc/DocParts.tsx Pagination), handed each side's title
 * and URL. `@theme/DocPaginator` is the site's where it swizzled one, else the installed theme's, else the
 * room's port (./DocPaginator.tsx); under a doc's article with DocItem/Paginator's margin, on a category's
 * page in DocCategoryGeneratedIndexPage's footer.
 */
import DocPaginator from '@theme/DocPaginator';

interface Side {
  title: string;
  /** The page's URL, its base URL and locale in it. */
  permalink: string;
}

export default function DocPaginatorPart({ previous, next, docPage }: { previous?: Side; next?: Side; docPage?: boolean }) {
  if (docPage) return <DocPaginator className="docusaurus-mt-lg" previous={previous} next={next} />;
  return (
    <footer className="margin-top--md">
      <DocPaginator previous={previous} next={next} />
    </footer>
  );
}
