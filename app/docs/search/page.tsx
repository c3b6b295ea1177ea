import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/components/layout/NotFoundPage';
import { routeSite } from '@/app/site';
import { siteHead } from '@/components/site';
import { WithHeadTags } from '@/components/layout/SiteHeadTags';
import type { SiteConfig } from '@/lib/config/site-config';
import type { PageHead } from '@/lib/content/page-head';
import { SITE_PAGES_SCOPE } from '@/lib/search/scope';
import { siteEnginePaths } from '@/lib/shared/site-paths';
import { searchPageMetadata, SiteSearchRoute } from '@/components/search/SiteSearchRoute';

/** The search page's head (lib/content/page-head.ts). */
function searchHead(config: SiteConfig): PageHead {
  return { kind: 'search', url: siteEnginePaths(config).searchPage, search: { tag: SITE_PAGES_SCOPE }, ownHead: false, native: searchPageMetadata() };
}

export function generateMetadata(): Metadata {
  const { config } = routeSite();
  // (No page here where the site's search is its theme layer's: the not-found page's title.)
  if (config.search.layerOnly) return notFoundMetadata(config);
  return siteHead(config, searchHead(config)).metadata;
}

/**
 * /docs/search?q=… — the query is read in the browser (the page itself is static). A site whose search
 * is its theme layer's own (search.layerOnly) has no such page: not found, in the live preview as in
 * the build (whose search phase leaves it out of the export).
 */
export default function SearchRoute() {
  const site = routeSite();
  if (site.config.search.layerOnly) notFound();
  const tags = siteHead(site.config, searchHead(site.config)).tags;
  return (
    <WithHeadTags tags={tags}>
      <SiteSearchRoute site={site} url={siteEnginePaths(site.config).searchPage} />
    </WithHeadTags>
  );
}
