/** A docs page's breadcrumb trail starting at the site's home page (SiteConfig.breadcrumbRoot "site"), as Docusaurus' does. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { trailStart } from '../trail-start';
import type { SiteIndex } from '../site-index';
import type { SiteConfig } from '../../config/site-config';

const config = { baseUrl: '/docs/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } } as unknown as SiteConfig;
const siteWith = (...urls: string[]) => ({ byUrl: (url: string) => (urls.includes(url) ? { kind: 'page' } : undefined) }) as unknown as SiteIndex;

test("the trail starts at the home page of the page's locale, named by its message; nowhere without one", () => {
  assert.deepEqual(trailStart(siteWith('/docs/'), config, '/docs/guides/setup/'), { href: '/docs/', label: 'Home page' });
  assert.deepEqual(trailStart(siteWith('/docs/', '/docs/fr/'), config, '/docs/fr/guides/setup/'), { href: '/docs/fr/', label: 'Home page' });
  const fr = { ...config, currentLocale: { name: 'fr', path: 'fr', messages: { 'theme.docs.breadcrumbs.home': "Page d'accueil" } } } as SiteConfig;
  assert.deepEqual(trailStart(siteWith('/docs/fr/'), fr, '/docs/fr/guides/'), { href: '/docs/fr/', label: "Page d'accueil" });
  assert.equal(trailStart(siteWith('/docs/intro/'), config, '/docs/guides/setup/'), null);
});
