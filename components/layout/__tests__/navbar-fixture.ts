/** A navbar's config and page context for render tests: the given items and search, nothing else of a site. */
import type { NavContext } from '../Navbar';
import type { NavbarItem, SiteConfig } from '@/lib/config/site-config';

export function navbarConfig(items: NavbarItem[]): SiteConfig {
  return {
    baseUrl: '/',
    navbar: { logo: { alt: 'Site', src: '/logo.svg', href: '/' }, items },
    colorMode: { default: 'light', switch: false },
    search: { hitsPerPage: 20, algolia: null },
  } as unknown as SiteConfig;
}

export function navbarContext(placeholder: string, extra: Partial<NavContext> = {}, search: Partial<NavContext['search']> = {}): NavContext {
  return {
    versionLinks: [],
    docTargets: {},
    search: {
      scope: 'x',
      scopeLabel: 'x',
      otherSets: [],
      placeholder,
      config: { hitsPerPage: 20, algolia: null, issuesUrl: '', siteUrl: '', suggestions: [] },
      ...search,
    },
    ...extra,
  } as NavContext;
}
