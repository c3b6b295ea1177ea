import type { Metadata } from 'next';
import { routeSite } from '@/app/site';
import { searchPageMetadata, SiteSearchRoute } from '@/components/search/SiteSearchRoute';

export const metadata: Metadata = searchPageMetadata();

/** /docs/search?q=… — the query is read in the browser (the page itself is static). */
export default function SearchRoute() {
  return <SiteSearchRoute site={routeSite()} />;
}
