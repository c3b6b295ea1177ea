/**
 * Where a docs page's breadcrumb trail starts when the site's config says the site's home
 * (SiteConfig.breadcrumbRoot "site"): the home page of the page's locale, named "Home page" (its
 * locale's message), where the site has a page there; none where it has not. Docusaurus' trail
 * starts so (theme-classic's DocBreadcrumbs: useHomePageRoute).
 */
import type { SiteConfig } from '../config/site-config';
import type { SiteIndex } from './site-index';
import { pageLocale } from './locale-site';
import { siteBase } from '../shared/site-paths';
import { localizePath } from '../shared/locale-paths';

export interface TrailStart {
  href: string;
  label: string;
}

export function trailStart(site: SiteIndex, config: SiteConfig, url: string): TrailStart | null {
  const home = localizePath(siteBase(config), pageLocale(config, url), siteBase(config));
  if (!site.byUrl(home)) return null;
  return { href: home, label: config.currentLocale?.messages['theme.docs.breadcrumbs.home'] ?? 'Home page' };
}
