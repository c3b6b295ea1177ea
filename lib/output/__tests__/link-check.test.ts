import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkLinks, idsOf } from '../link-check';
import { sitemapXml } from '../sitemap';

const pages = [
  {
    url: '/docs/a/',
    source: 'content/a.mdx',
    html: '<h2 id="intro">x</h2><a href="/docs/b/#setup">b</a><a href="/docs/missing/">m</a><a href="#intro">i</a><a href="#nope">n</a>',
  },
  {
    url: '/docs/b/',
    source: 'content/b.mdx',
    html: '<h2 id="install">y</h2><a href="/docs/a/">a</a><a href="https://example.com/docs/x">ext</a><a href="/docs/img/logo.svg">f</a>',
  },
];
const urls = new Set(['/docs/a/', '/docs/b/', '/docs/img/logo.svg']);

test('broken page links are errors naming source and target; broken anchors are warnings', () => {
  const report = checkLinks(
    pages,
    (p) => urls.has(p) || urls.has(p + '/'),
    (u) => {
      const page = pages.find((x) => x.url === u);
      return page ? idsOf(page.html) : undefined;
    },
    ['/docs/'],
  );
  assert.deepEqual(report.errors, ['content/a.mdx: links to /docs/missing/, which is not a page of the site']);
  assert.deepEqual(report.warnings, ['content/a.mdx: anchor "#nope" does not exist on this page', 'content/a.mdx: anchor "#setup" does not exist on /docs/b/']);
});

test('an anchor link the content check already warned about is not warned about again', () => {
  const ids = (u: string) => {
    const page = pages.find((x) => x.url === u);
    return page ? idsOf(page.html) : undefined;
  };
  const seen: string[] = [];
  const warned = (pageUrl: string, target: string, id: string) => (seen.push(`${pageUrl} ${target} ${id}`), id === 'setup');
  const report = checkLinks(pages, (p) => urls.has(p) || urls.has(p + '/'), ids, ['/docs/'], [], warned);
  assert.deepEqual(report.warnings, ['content/a.mdx: anchor "#nope" does not exist on this page']);
  assert.deepEqual(seen.sort(), ['/docs/a/ /docs/a/ nope', '/docs/a/ /docs/b/ setup']);
});

test('a link that opens in another tab (pathname://, target="_blank") is not checked, as Docusaurus\' Link collects none', () => {
  const html =
    '<a target="_blank" rel="noopener noreferrer" href="/docs/api/Thing.html#m">api</a><a href="/docs/gone/" target="_blank">t</a>' +
    '<a href="/docs/gone-self/" target="_self">s</a><a class="x" href="/docs/gone-plain/">p</a>';
  const report = checkLinks(
    [{ url: '/docs/a/', source: 'content/a.mdx', html }],
    (p) => urls.has(p) || urls.has(p + '/'),
    () => undefined,
    ['/docs/'],
  );
  assert.deepEqual(report.errors, [
    'content/a.mdx: links to /docs/gone-plain/, which is not a page of the site',
    'content/a.mdx: links to /docs/gone-self/, which is not a page of the site',
  ]);
});

test('sitemap entries are weekly with priority 0.5', () => {
  const xml = sitemapXml('https://www.vcluster.com/', ['/docs/a/']);
  assert.match(xml, /<loc>https:\/\/www\.vcluster\.com\/docs\/a\/<\/loc><changefreq>weekly<\/changefreq><priority>0\.5<\/priority>/);
});

test("a link marked data-noBrokenLinkCheck (the locale dropdown's, as Docusaurus' pathname:// links) is not checked; ={false} still is", () => {
  const page = {
    url: '/docs/a/',
    source: 'content/a.mdx',
    html:
      '<a class="dropdown-link" hrefLang="fr" data-noBrokenLinkCheck="true" href="/fr/docs/elsewhere/">fr</a>' +
      '<a data-nobrokenlinkcheck href="/docs/skipped/">x</a>' +
      '<a data-noBrokenLinkCheck="false" href="/docs/checked/">y</a>' +
      '<a data-noBrokenLinkCheckX="true" href="/docs/also-checked/">z</a>',
  };
  const report = checkLinks(
    [page],
    (p) => p === '/docs/a/',
    () => undefined,
    ['/docs/', '/fr/'],
  );
  assert.deepEqual(report.errors, [
    'content/a.mdx: links to /docs/also-checked/, which is not a page of the site',
    'content/a.mdx: links to /docs/checked/, which is not a page of the site',
  ]);
});
