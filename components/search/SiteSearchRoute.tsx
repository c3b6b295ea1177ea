/**
 * The search page in the site's frame: at the engine's /docs/search/ (app/docs/search/page.tsx) and
 * where an imported site has its own (lib/content/site-search-pages.ts, app/[[...slug]]/page.tsx).
 * The query is read in the browser; the page itself is static.
 */
import type { Metadata } from 'next';
import type { LoadedSite } from '@/lib/content/store';
import type { SiteConfig } from '@/lib/config/site-config';
import { newDocFolder, searchScope } from '@/lib/content/nav';
import { navContext } from '@/lib/content/nav-context';
import { SiteShell } from '@/components/layout/SiteShell';
import { LazySearchPage } from '@/components/search/LazySearchPage';
import { WrappedPart } from '@/components/layout/WrappedPart';
import { places } from 'docs-site-components';

const SEARCH_PAGE_TITLE = 'Search';

/** The search page's head: a theme layer's own search page titles itself, as a site's React page does (the engine's, as a wrapper's original, too). */
export const searchPageMetadata = (): Metadata => ({ title: places['search-page'] ? null : SEARCH_PAGE_TITLE, robots: { index: false, follow: true } });

/** `url`: the search page's (the engine's own, or one of the site's `search.page` in a locale). */
export function SiteSearchRoute({ site, url, config = site.config }: { site: LoadedSite; url: string; config?: SiteConfig }) {
  const { index } = site;
  const nav = navContext(index, config, undefined, url);
  const defaultScope = searchScope(index);
  const scopes = [
    { scope: defaultScope, label: 'All documentation (stable versions)' },
    ...index.sets.filter((s) => s.versioned).flatMap((s) => s.versions.map((v) => ({ scope: `${s.id}-${v.name}`, label: `${s.label} ${v.label}` }))),
  ];
  return (
    <SiteShell config={config} nav={nav} newDocFolder={newDocFolder(index)} route={{ kind: 'search' }}>
      {/* A theme layer's own search page, where the site has one (its wrapper: around the engine's). */}
      <WrappedPart place="search-page">
        {places['search-page'] ? <title>{`${SEARCH_PAGE_TITLE} ${config.titleSeparator} ${config.title}`}</title> : null}
        <div className="doc-layout">
          <div className="doc-column">
            <h1>Search the documentation</h1>
            <LazySearchPage config={nav.search.config} scopes={scopes} defaultScope={defaultScope} />
          </div>
        </div>
      </WrappedPart>
    </SiteShell>
  );
}
