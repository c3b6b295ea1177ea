/**
 * The search page in the site's frame: at the engine's /docs/search/ (app/docs/search/page.tsx) and
 * where an imported site has its own (lib/content/site-search-pages.ts, app/[[...slug]]/page.tsx).
 * The query is read in the browser; the page itself is static.
 */
import type { LoadedSite } from '@/lib/content/store';
import type { SiteConfig } from '@/lib/config/site-config';
import { newDocFolder, searchScope } from '@/lib/content/nav';
import { navContext } from '@/lib/content/nav-context';
import { SiteShell } from '@/components/layout/SiteShell';
import { LazySearchPage } from '@/components/search/LazySearchPage';

export const SEARCH_PAGE_TITLE = 'Search';

export function SiteSearchRoute({ site, config = site.config }: { site: LoadedSite; config?: SiteConfig }) {
  const { index } = site;
  const nav = navContext(index, config);
  const defaultScope = searchScope(index);
  const scopes = [
    { scope: defaultScope, label: 'All documentation (stable versions)' },
    ...index.sets.filter((s) => s.versioned).flatMap((s) => s.versions.map((v) => ({ scope: `${s.id}-${v.name}`, label: `${s.label} ${v.label}` }))),
  ];
  return (
    <SiteShell config={config} nav={nav} newDocFolder={newDocFolder(index)}>
      <div className="doc-layout">
        <div className="doc-column">
          <h1>Search the documentation</h1>
          <LazySearchPage config={nav.search.config} scopes={scopes} defaultScope={defaultScope} />
        </div>
      </div>
    </SiteShell>
  );
}
