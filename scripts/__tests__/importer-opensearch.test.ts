/**
 * theme-search-algolia's OpenSearch description (plugins/docusaurus/importer/opensearch.ts): the file
 * Docusaurus writes at each locale's baseUrl, byte for byte as its template writes it (the first case
 * is what `docusaurus build` 3.8 wrote for a site with favicon 'img/logo.png'), and the link every page carries.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSearchOf } from '../../plugins/docusaurus/importer/opensearch';

const algolia = { appId: 'APP', apiKey: 'key', indexName: 'idx' };

test('a site at the root with a favicon: the file as Docusaurus writes it, and its link', () => {
  const o = openSearchOf({ title: 'Acme', url: 'https://acme.dev', favicon: 'img/logo.png', themeConfig: { algolia } }, '/', undefined)!;
  assert.deepEqual([...o.files.keys()], ['opensearch.xml']);
  assert.equal(
    o.files.get('opensearch.xml'),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"',
      '                       xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
      '  <ShortName>Acme</ShortName>',
      '  <Description>Search Acme</Description>',
      '  <InputEncoding>UTF-8</InputEncoding>',
      '  <Image width="16" height="16" type="image/x-icon">https://acme.dev/img/logo.png</Image>',
      '  <Url type="text/html" method="get" template="https://acme.dev/search?q={searchTerms}"/>',
      '  <Url type="application/opensearchdescription+xml" rel="self" template="https://acme.dev/opensearch.xml" />',
      '  <moz:SearchForm>https://acme.dev/</moz:SearchForm>',
      '</OpenSearchDescription>',
    ].join('\n'),
  );
  assert.deepEqual(o.tag, {
    tagName: 'link',
    attributes: { rel: 'search', type: 'application/opensearchdescription+xml', title: 'Acme', href: '/opensearch.xml' },
  });
});

test("under a baseUrl, in each locale at its own base, with the site's search path; no favicon, no image", () => {
  const raw = { title: 'Docs & more', url: 'https://example.com/', themeConfig: { algolia: { ...algolia, searchPagePath: 'find' } } };
  const o = openSearchOf(raw, '/docs/', { defaultLocale: 'en', locales: ['en', 'fr', 'pt-BR'], localeConfigs: { 'pt-BR': { path: 'br' } } })!;
  assert.deepEqual([...o.files.keys()], ['docs/opensearch.xml', 'docs/fr/opensearch.xml', 'docs/br/opensearch.xml']);
  const fr = o.files.get('docs/fr/opensearch.xml')!;
  assert.match(fr, /template="https:\/\/example\.com\/docs\/fr\/find\?q=\{searchTerms\}"/);
  assert.match(fr, /<moz:SearchForm>https:\/\/example\.com\/docs\/fr\/<\/moz:SearchForm>/);
  assert.match(fr, /<ShortName>Docs &amp; more<\/ShortName>/);
  assert.doesNotMatch(fr, /<Image/);
  assert.equal(o.tag.attributes.href, '/docs/opensearch.xml');
  // Each other locale's pages link its own file, as its build does.
  assert.deepEqual(
    Object.entries(o.localeTags).map(([name, tag]) => [name, tag.attributes.href]),
    [
      ['fr', '/docs/fr/opensearch.xml'],
      ['pt-BR', '/docs/br/opensearch.xml'],
    ],
  );
});

test('no file without a search page, with the hash router, or without a complete Algolia config', () => {
  const site = (themeConfig: object, extra: object = {}) => ({ title: 'T', url: 'https://t.dev', themeConfig, ...extra });
  assert.equal(openSearchOf(site({ algolia: { ...algolia, searchPagePath: false } }), '/', undefined), undefined);
  assert.equal(openSearchOf(site({ algolia }, { future: { experimental_router: 'hash' } }), '/', undefined), undefined);
  assert.equal(openSearchOf(site({ algolia: { appId: 'APP', apiKey: 'key' } }), '/', undefined), undefined);
  assert.equal(openSearchOf(site({}), '/', undefined), undefined);
});
