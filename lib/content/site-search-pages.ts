/**
 * The search page where an imported Docusaurus site has it: theme-search-algolia adds a route at
 * `<baseUrl><searchPagePath>` ("search" unless the site sets it, or false for none) in each locale
 * (theme-search-algolia's plugin: addRoute(normalizeUrl([baseUrl, searchPagePath]))). The engine's
 * own search page is at EnginePaths.searchPage; site.config.json `search.page` publishes it at the site's
 * path too, so links and bookmarks to `/search?q=…` keep working.
 */
import type { SiteConfig } from '../config/site-config';
import { siteBase, siteEnginePaths } from '../shared/site-paths';
import { siteLocales } from '../config/i18n';
import { localizePath } from '../shared/locale-paths';

/**
 * The site's own search page for a locale (the default one unless named), where it is not the
 * engine's: the page the search box's "see all results" and the not-found page's search lead to.
 */
export function ownSearchPage(config: Pick<SiteConfig, 'baseUrl' | 'mountAtBaseUrl' | 'i18n' | 'search'>, localeName?: string): string | undefined {
  const page = config.search.page?.replace(/^\/+|\/+$/g, '');
  if (!page) return undefined;
  const base = siteBase(config);
  const locales = siteLocales(config.i18n);
  const locale = locales.find((l) => l.name === localeName) ?? locales.find((l) => l.isDefault)!;
  const url = localizePath(base, locale, `${base}${page}/`);
  return url === siteEnginePaths(config).searchPage ? undefined : url;
}

/** Every URL of the site's own search page (one per locale), without the engine's. */
export function siteSearchPages(config: Pick<SiteConfig, 'baseUrl' | 'mountAtBaseUrl' | 'i18n' | 'search'>): string[] {
  const page = config.search.page?.replace(/^\/+|\/+$/g, '');
  if (!page) return [];
  const base = siteBase(config);
  return siteLocales(config.i18n)
    .map((locale) => localizePath(base, locale, `${base}${page}/`))
    .filter((url) => url !== siteEnginePaths(config).searchPage);
}
