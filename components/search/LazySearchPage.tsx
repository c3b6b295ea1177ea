'use client';
import { lazy, Suspense, type ComponentProps } from 'react';

// (React's lazy, not next/dynamic: that one brings its loader's code to every page.)
const SearchPage = lazy(() => import('./SearchPage').then((m) => ({ default: m.SearchPage })));

/**
 * The search page's code (InstantSearch and its helper, about 70 KB gzip) as a chunk of its own:
 * every page of the site is one route, whose client components all load on each page, so the
 * search page is reached from it through this import and loads only where it is shown.
 */
export function LazySearchPage(props: ComponentProps<typeof SearchPage>) {
  return (
    <Suspense fallback={<p className="search-message">Loading search…</p>}>
      <SearchPage {...props} />
    </Suspense>
  );
}
