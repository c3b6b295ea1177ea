import { SmartLink as Link } from '@/components/layout/SmartLink';
import { sidebarHrefs, newDocFolder } from '@/lib/content/nav';
import { navContext } from '@/lib/content/nav-context';
import { SiteShell } from '@/components/layout/SiteShell';
import { LazyLocaleDropdown } from '@/components/layout/LazyLocaleDropdown';
import { NOT_FOUND_REDIRECT_SCRIPT } from '@/components/layout/head-script';
import { NOT_FOUND_MARK } from '@/lib/shared/not-found-mark';
import { siteEnginePaths } from '@/lib/shared/site-paths';
import { ownSearchPage } from '@/lib/content/site-search-pages';
import { WrappedPart } from '@/components/layout/WrappedPart';
import { places } from 'docs-site-components';
import { siteThemeClasses } from '@/components/site';
import { themed } from '@/lib/shared/theme-classes';
import type { LoadedSite } from '@/lib/content/store';
import type { SiteConfig } from '@/lib/config/site-config';
import { notFoundDocsScope } from '@/lib/content/not-found-scope';

/**
 * The not-found page's title and robots: a theme layer's own not-found page titles itself, as a site's
 * React page does. (Absolute: a locale's not-found page renders under the root layout's title template.)
 */
export function notFoundMetadata(config: SiteConfig) {
  return { title: places['not-found-page'] ? null : { absolute: `Page not found ${config.titleSeparator} ${config.title}` }, robots: { index: false } };
}

/**
 * The site's not-found page inside the document: the shell, and a theme layer's own page or content
 * where the site has one, else the engine's (the sets, and a search box where the engine searches).
 * app/global-not-found.tsx puts it in its document; a route with no page on this site
 * (app/docs/search/not-found.tsx) in the root layout's. At `url` (where it is written), under a docs
 * version's path, its route tells a layer's parts that version's set.
 */
export function NotFoundPage({ site, url }: { site: LoadedSite; url?: string }) {
  const { index, config } = site;
  const docs = url ? notFoundDocsScope(index, url) : undefined;
  // (A theme layer's not-found content draws the page's <main> itself, in a plain element of the shell.)
  return (
    <SiteShell
      config={config}
      nav={navContext(index, config)}
      newDocFolder={newDocFolder(index)}
      localeMenu={LazyLocaleDropdown}
      route={{ kind: 'not-found', ...(docs ? { set: docs.set } : {}) }}
      mainElement={places['not-found-content'] && !places['not-found-page'] ? 'div' : 'main'}
    >
      <script {...{ [NOT_FOUND_MARK]: '' }} dangerouslySetInnerHTML={{ __html: NOT_FOUND_REDIRECT_SCRIPT }} />
      {/* A theme layer's own not-found page, where the site has one, in the shell. */}
      <WrappedPart place="not-found-page">
        <WrappedPart place="not-found-content">
          <div className={themed(siteThemeClasses(config), 'not-found article-prose')}>
            <h1>Page not found</h1>
            <p>We could not find the page you asked for. It may have moved when the docs were reorganised, or the link may be mistyped.</p>
            <p>Try one of the documentation sets:</p>
            <ul className="card-grid">
              {index.sets.map((set) => (
                <li key={set.id} className="card">
                  <Link href={sidebarHrefs(index)[set.id]}>
                    <span className="card-title">{set.id === 'docs' ? 'Docs home' : set.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {/* (No form where the site's search is its theme layer's: the engine has no search page there.) */}
            {config.search.layerOnly ? null : (
              <form action={ownSearchPage(config) ?? siteEnginePaths(config).searchPage} method="get" role="search" className="not-found-search">
                <label htmlFor="nf-q">Search the docs</label>
                <input id="nf-q" name="q" type="search" placeholder="Search docs" maxLength={64} />
                <button type="submit">Search</button>
              </form>
            )}
          </div>
        </WrappedPart>
      </WrappedPart>
    </SiteShell>
  );
}
