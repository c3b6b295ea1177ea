import type { Metadata } from 'next';
import { routeSite } from '@/app/site';
import { SEARCH_PAGE_TITLE, SiteSearchRoute } from '@/components/search/SiteSearchRoute';

export const metadata: Metadata = { title: SEARCH_PAGE_TITLE, robots: { index: false, follow: true } };

/** /docs/search?q=… — the query is read in the browser (the page itself is static). */
export default function SearchRoute() {
  return <SiteSearchRoute site={routeSite()} />;
}
