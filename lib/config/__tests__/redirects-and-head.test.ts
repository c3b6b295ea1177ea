import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { parseSiteConfig, type SiteConfig } from '../site-config';
import { redirectsProblems } from '../redirects';
import { siteHeadProblems, socialImage } from '../site-head';

const base = JSON.parse(fs.readFileSync('site.config.json', 'utf8')) as SiteConfig;

test('redirects: a list of { from, to } with valid paths, one per from', () => {
  assert.deepEqual(
    redirectsProblems([
      { from: '/docs/old', to: '/docs/new' },
      { from: '/docs/a.html', to: 'https://example.com/x' },
    ]),
    [],
  );
  assert.deepEqual(redirectsProblems({ from: '/a' }), ['"redirects" must be a list of { "from": "/old/path", "to": "/new/path" }']);
  const problems = redirectsProblems([
    { from: 'docs/old', to: '/docs/new' },
    { from: '/docs/x?y=1', to: '/docs/new' },
    { from: '/docs/b', to: '' },
    { from: '/docs/c', to: '/docs/new', status: 301 },
    { from: '/docs/d/', to: '/docs/new' },
    { from: '/docs/d', to: '/docs/other' },
    { to: '/docs/new' },
  ]);
  assert.deepEqual(problems, [
    'redirects[0]: "from" must be a path of the site starting with "/", without domain, query or hash (got "docs/old")',
    'redirects[1]: "from" must be a path of the site starting with "/", without domain, query or hash (got "/docs/x?y=1")',
    'redirects[2]: "to" is empty — give the path or URL to send readers to',
    'redirects[3]: "status" is not a setting — a redirect has "from" and "to"',
    'redirects[5]: a second redirect from "/docs/d" — one path can redirect to one place only; remove one',
    'redirects[6] needs "from" and "to" strings (got {"to":"/docs/new"})',
  ]);
});

test('the site config refuses a bad redirect or head section, naming the file', () => {
  assert.doesNotThrow(() => parseSiteConfig({ ...base, redirects: [{ from: '/docs/old', to: '/docs/new' }], head: { image: 'img/card.png' } }));
  assert.throws(() => parseSiteConfig({ ...base, redirects: [{ from: 'old', to: '/docs/new' }] }), /site\.config\.json: redirects\[0\]: "from" must be a path/);
  assert.throws(
    () => parseSiteConfig({ ...base, head: { tags: [{ tagName: 'Style!', attributes: {} }] } } as never),
    /head\.tags\[0\] needs "tagName" \(an element's name/,
  );
});

test('head tags: any element, with content where it has some; a script its source or its code; no event handlers', () => {
  assert.deepEqual(
    siteHeadProblems({
      image: '/docs/img/card.png',
      tags: [
        { tagName: 'link', attributes: { rel: 'stylesheet', href: '/docs/a.css' } },
        { tagName: 'script', attributes: { src: '/docs/a.js', async: true } },
        { tagName: 'meta', attributes: { name: 'x', content: 'y' } },
      ],
    }),
    [],
  );
  assert.deepEqual(
    siteHeadProblems({
      extra: 1,
      tags: [
        { tagName: 'script', attributes: { onload: 'x()' } },
        { tagName: 'link', attributes: { rel: 'preconnect' } },
      ],
    }),
    [
      '"head.extra" is not a setting — use image, tags, bodyClass, bodyStart, bodyEnd, locales',
      'head.tags[0]: attribute "onload" is not allowed — use plain attribute names, no event handlers',
      'head.tags[0]: a <script> needs "src" or "innerHTML"',
      'head.tags[1]: a <link> needs "href"',
    ],
  );
  // A tag manager's inline script and its frame for readers without script, at the body's start.
  assert.deepEqual(
    siteHeadProblems({
      tags: [{ tagName: 'script', attributes: {}, innerHTML: 'window.dataLayer = [];' }],
      bodyStart: [{ tagName: 'noscript', attributes: {}, innerHTML: '<iframe src="https://example.com/ns.html"></iframe>' }],
      bodyEnd: [{ tagName: 'my-widget', attributes: { 'data-id': '7' } }],
    }),
    [],
  );
  assert.deepEqual(
    siteHeadProblems({
      tags: [{ tagName: 'body', attributes: {} }],
      bodyStart: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://x.example' }, innerHTML: 'x' }],
      bodyEnd: {},
    }),
    [
      "head.tags[0]: <body> is the page's own — use another element",
      'head.bodyStart[0]: a <link> has no content — remove "innerHTML"',
      '"head.bodyEnd" must be a list of { "tagName": "link", "attributes": {…}, "innerHTML"?: "…" }',
    ],
  );
  // A locale's own lists, checked as the site's.
  const feed = { tagName: 'link', attributes: { rel: 'alternate', href: '/fr/blog/rss.xml' } };
  assert.deepEqual(siteHeadProblems({ tags: [], locales: { fr: { tags: [feed] } } }), []);
  assert.deepEqual(siteHeadProblems({ locales: { fr: { tags: [{ tagName: 'link', attributes: {} }], image: 'x.png' }, de: [] } }), [
    '"head.locales.fr.image" is not a setting — use tags, bodyStart, bodyEnd',
    'head.locales.fr.tags[0]: a <link> needs "rel" and "href"',
    '"head.locales.de" must be an object (tags, bodyStart, bodyEnd)',
  ]);
});

test('the social image: the page’s own, else the site’s, under baseUrl unless absolute', () => {
  const config = { baseUrl: '/docs/', head: { image: 'img/card.png' } };
  assert.deepEqual(socialImage(config)?.openGraph.images, ['/docs/img/card.png']);
  assert.deepEqual(socialImage(config, '/img/page.png')?.twitter.images, ['/docs/img/page.png']);
  assert.deepEqual(socialImage(config, '/docs/img/page.png')?.openGraph.images, ['/docs/img/page.png']);
  assert.deepEqual(socialImage(config, 'https://cdn.example.com/p.png')?.openGraph.images, ['https://cdn.example.com/p.png']);
  assert.equal(socialImage({ baseUrl: '/' }), undefined);
});

test("head.bodyClass: class names every page's <body> carries", () => {
  assert.deepEqual(siteHeadProblems({ bodyClass: 'navigation-with-keyboard' }), []);
  assert.deepEqual(siteHeadProblems({ bodyClass: ' ' }), ['"head.bodyClass" must be class names (got " ")']);
  assert.deepEqual(siteHeadProblems({ bodyClass: ['a'] }), ['"head.bodyClass" must be class names (got ["a"])']);
});
