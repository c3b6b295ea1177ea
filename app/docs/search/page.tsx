import type { Metadata } from 'next';
import { getSite } from '@/components/site';
import { newDocFolder, searchScope } from '@/lib/content/nav';
import { navContext } from '@/lib/content/nav-context';
import { SiteShell } from '@/components/layout/SiteShell';
import { SearchPage } from '@/components/search/SearchPage';

export const metadata: Metadata = { title: 'Search', robots: { index: false, follow: true } };

/** /docs/search?q=… — the query is read in the browser (the page itself is static). */
export default function SearchRoute() {
  const { index, config } = getSite();
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
          <SearchPage config={nav.search.config} scopes={scopes} defaultScope={defaultScope} />
        </div>
      </div>
    </SiteShell>
  );
}
