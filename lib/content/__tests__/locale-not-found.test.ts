/** Each locale's not-found page where its Docusaurus build writes it (../locale-not-found.ts), and the routes beyond the index (../extra-routes.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { localeNotFoundAt, localeNotFoundPages } from '../locale-not-found';
import { extraRoutes } from '../extra-routes';
import type { SiteConfig } from '../../config/site-config';

const site = (over: Partial<SiteConfig>) => ({ baseUrl: '/', search: {}, ...over }) as SiteConfig;

test("every locale but the default one has its not-found page at its base: rendered at a folder, published as the file", () => {
  const config = site({ baseUrl: '/docs/', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'pt-BR'], localeConfigs: { 'pt-BR': { path: 'br' } } } });
  assert.deepEqual(localeNotFoundPages(config), [
    { route: '/docs/fr/404.html/', url: '/docs/fr/404.html', localeName: 'fr' },
    { route: '/docs/br/404.html/', url: '/docs/br/404.html', localeName: 'pt-BR' },
  ]);
  assert.equal(localeNotFoundAt(config, '/docs/br/404.html/')?.localeName, 'pt-BR');
  assert.equal(localeNotFoundAt(config, '/docs/404.html/'), undefined, "the default locale's is the global not-found page");
  assert.equal(localeNotFoundAt(config, '/docs/fr/404.html'), undefined, 'only the route Next renders');
});

test('a site of one locale has none; the routes beyond the index are its search pages and these', () => {
  assert.deepEqual(localeNotFoundPages(site({})), []);
  const config = site({ i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, search: { page: 'search' } } as Partial<SiteConfig>);
  assert.deepEqual(extraRoutes(config), ['/search/', '/fr/search/', '/fr/404.html/']);
});
