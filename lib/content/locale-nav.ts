/** What the navbar's locale dropdown needs: the locales, which paths every locale has, and each locale's home. */
import type { SiteConfig } from '../config/site-config';
import type { ContentIndex } from './types';
import { sidebarHrefs } from './nav';
import { siteBase } from '../shared/site-paths';
import { siteLocales, type Locale } from '../config/i18n';
import { localeSetId } from '../shared/locale-paths';
import { siteBlogs } from '../i18n/all-locales';

export interface LocaleNav {
  /** The site's base, after which a locale's path comes. */
  base: string;
  list: Locale[];
  /** Path prefixes of the doc sets and the blog, whose pages exist in every locale (translated or not). */
  docBases: string[];
  /** The pages folder's pages, which exist in every locale too. */
  pageUrls?: string[];
  /** Where a locale's link goes from a page the locale does not have: its first doc set's front page. */
  homes: Record<string, string>;
}

export function localeNav(index: ContentIndex, config: SiteConfig): LocaleNav | undefined {
  const list = siteLocales(config.i18n);
  if (list.length < 2) return undefined;
  const hrefs = sidebarHrefs(index);
  // (A blog-only site has no doc set: its locales' home is the site's.)
  const first = config.sets[0]?.id;
  return {
    base: siteBase(config),
    list,
    docBases: [...config.sets.map((s) => `${s.routeBasePath}/`), ...siteBlogs(index).map((b) => b.url)],
    ...(index.pages ? { pageUrls: index.pages.pages.map((p) => p.url) } : {}),
    homes: Object.fromEntries(list.map((l) => [l.name, (first ? hrefs[localeSetId(first, l)] : undefined) ?? siteBase(config)])),
  };
}
