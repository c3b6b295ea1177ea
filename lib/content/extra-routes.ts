/** The routes a site renders that its content index does not hold. */
import { siteSearchPages } from './site-search-pages';
import { localeNotFoundPages } from './locale-not-found';

/** Its own search pages (./site-search-pages.ts) and its locales' not-found pages (./locale-not-found.ts). */
export function extraRoutes(config: Parameters<typeof siteSearchPages>[0]): string[] {
  return [...siteSearchPages(config), ...localeNotFoundPages(config).map((page) => page.route)];
}
