import { test } from 'node:test';
import assert from 'node:assert/strict';
import { enginePaths, nextFilesBase, robotsUrl, siteEnginePaths, siteMount, sitePrefixes } from '../site-paths';
import { segmentsToUrl, urlToSegments } from '../../content/routes';
import { ownSearchPage, siteSearchPages } from '../../content/site-search-pages';
import { parseSiteConfig } from '../../config/site-config';

test('no mount: the engine keeps its paths at the host root, whatever the baseUrl', () => {
  for (const baseUrl of ['/', '/docs/', '/base/']) assert.equal(siteMount({ baseUrl }), '');
  assert.deepEqual(siteEnginePaths({ baseUrl: '/base/' }), enginePaths(''));
  assert.equal(enginePaths('').searchPage, '/docs/search/');
  assert.equal(enginePaths('').sidebarsBase, '/docs/sidebars/');
  // Next's files and robots.txt go under the site's base: a site at /docs/ of another site's domain writes nothing outside it.
  assert.equal(nextFilesBase({ baseUrl: '/docs/' }), '/docs');
  assert.equal(nextFilesBase({ baseUrl: '/' }), '');
  assert.equal(robotsUrl({ baseUrl: '/docs/' }), '/docs/robots.txt');
  assert.equal(robotsUrl({ baseUrl: '/' }), '/robots.txt');
});

test('mountAtBaseUrl: the mount is the baseUrl, and every engine path is under it', () => {
  const config = { baseUrl: '/base/', mountAtBaseUrl: true };
  assert.equal(siteMount(config), '/base');
  const engine = siteEnginePaths(config);
  for (const url of [
    engine.base,
    engine.searchPage,
    engine.assetPrefix,
    engine.searchIndexBase,
    engine.sidebarsBase,
    ...Object.values(engine.files),
    robotsUrl(config),
  ])
    assert.ok(url.startsWith('/base/'), url);
  // (Next's basePath puts its own files under the mount.)
  assert.equal(nextFilesBase(config), '');
  assert.deepEqual(sitePrefixes(config), ['/base/']);
  // A site at the host's root has nothing to mount.
  assert.equal(siteMount({ baseUrl: '/', mountAtBaseUrl: true }), '');
});

test("a route's params are the path after the mount, and give the URL back", () => {
  for (const url of ['/base/', '/base/guide/intro/', '/base/guide/%C3%BCber/']) assert.equal(segmentsToUrl(urlToSegments(url, '/base/'), '/base/'), url);
  assert.deepEqual(urlToSegments('/base/', '/base/'), []);
});

test("the site's search page is kept apart from the engine's under the mount", () => {
  const config = { baseUrl: '/base/', mountAtBaseUrl: true, search: { hitsPerPage: 10, algolia: null, page: 'search' } };
  assert.deepEqual(siteSearchPages(config), ['/base/search/']);
});

test("the site's own search page, where it is not the engine's, is the one the search box and the not-found page lead to", () => {
  const search = { hitsPerPage: 10, algolia: null, page: 'search' };
  const i18n = { defaultLocale: 'en', locales: ['en', 'fr'] };
  assert.equal(ownSearchPage({ baseUrl: '/', search, i18n }), '/search/');
  assert.equal(ownSearchPage({ baseUrl: '/', search, i18n }, 'fr'), '/fr/search/');
  // (At /docs/search/ it is the engine's own page: nothing apart from it.)
  assert.equal(ownSearchPage({ baseUrl: '/docs/', search }), undefined);
  assert.equal(ownSearchPage({ baseUrl: '/', search: { hitsPerPage: 10, algolia: null } }), undefined);
});

test('mountAtBaseUrl must be true or false', () => {
  const base = { title: 't', tagline: '', url: 'https://x.example', baseUrl: '/b/', titleSeparator: '|', sets: [{ id: 'd', routeBasePath: '/b/d' }] };
  assert.throws(() => parseSiteConfig({ ...base, navbar: { items: [] }, mountAtBaseUrl: 'yes' }), /"mountAtBaseUrl" must be true or false/);
});
