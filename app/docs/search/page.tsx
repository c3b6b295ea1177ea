import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/layout/NotFoundPage';
import { routeSite } from '@/app/site';
import { siteEnginePaths } from '@/lib/shared/site-paths';
import { searchPageMetadata, SiteSearchRoute } from '@/components/search/SiteSearchRoute';

export function generateMetadata(): Metadata {
  const { config } = routeSite();
  // (No page here where the site's search is its theme layer's: the not-found page's title.)
  if (config.search.layerOnly) return notFoundMetadata(config);
  return searchPageMetadata();
}

/**
 * /docs/search?q=… — the query is read in the browser (the page itself is static). A site whose search
 * is its theme layer's own (search.layerOnly) has no such page: not found, in the live preview as in
 * the build (whose search phase leaves it out of the export).
 */
export default function SearchRoute() {
  const site = routeSite();
  if (site.config.search.layerOnly) notFound();
  return <SiteSearchRoute site={site} url={siteEnginePaths(site.config).searchPage} />;
}
