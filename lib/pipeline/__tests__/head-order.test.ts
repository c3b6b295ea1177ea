/** The root layout's head tags land in one place whichever order React hoisted them in. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { layoutHeadElements, putLayoutHeadLast, withLayoutHeadLast } from '../head-order';

const head = layoutHeadElements([{ type: 'application/rss+xml', href: '/blog/rss.xml', title: 'Notes & news RSS Feed' }], {
  tags: [
    { tagName: 'link', attributes: { rel: 'search', type: 'application/opensearchdescription+xml', title: 'Docs "search"', href: '/opensearch.xml' } },
    { tagName: 'meta', attributes: { name: 'algolia-site-verification', content: 'ABC' } },
    { tagName: 'script', attributes: { src: '/js/custom.js', async: true } },
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.com', crossorigin: true } },
    // Not hoisted: React writes these where they are, or first.
    { tagName: 'link', attributes: { rel: 'stylesheet', href: '/theme.css' } },
    { tagName: 'meta', attributes: { name: 'viewport', content: 'width=device-width' } },
  ],
});

// What React writes for them: attributes in the config's order, escaped, `true` as "".
const FEED = '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Notes &amp; news RSS Feed"/>';
const SEARCH = '<link rel="search" type="application/opensearchdescription+xml" title="Docs &quot;search&quot;" href="/opensearch.xml"/>';
const VERIFY = '<meta name="algolia-site-verification" content="ABC"/>';
const PRECONNECT = '<link rel="preconnect" href="https://cdn.example.com" crossorigin=""/>';
const METADATA =
  '<meta name="theme-color" content="#ffffff"/><title>Install</title><meta name="description" content="How to install"/><link rel="canonical" href="https://example.com/install/"/>';
const page = (hoisted: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  // (React's own preconnect, from its API: not the site's tag, which has another href.)
  '<link rel="preconnect" href="/" crossorigin=""/><script src="/js/custom.js" async=""></script>' +
  hoisted +
  '<script>/* head script */</script><link rel="stylesheet" href="/theme.css"/><script src="/polyfills.js" noModule=""></script></head><body><p>Text</p></body></html>';

const layoutFirst = page(FEED + SEARCH + VERIFY + PRECONNECT + METADATA);
const metadataFirst = page(METADATA + FEED + SEARCH + VERIFY + PRECONNECT);

test('either order React hoisted them in gives the same page, the layout’s tags last before the inline script', () => {
  assert.equal(withLayoutHeadLast(layoutFirst, head), metadataFirst);
  assert.equal(withLayoutHeadLast(metadataFirst, head), metadataFirst);
  // Interleaved as a stream cut elsewhere could leave them.
  const [viewport, metadata] = METADATA.split(/(?=<title>)/);
  assert.equal(withLayoutHeadLast(page(SEARCH + PRECONNECT + viewport + FEED + metadata + VERIFY), head), metadataFirst);
});

test('what React does not hoist stays: its own preconnect, the viewport, the async script, the stylesheet, the body', () => {
  const ordered = withLayoutHeadLast(layoutFirst, head);
  assert.ok(
    ordered.startsWith(
      '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><link rel="preconnect" href="/" crossorigin=""/><script src="/js/custom.js" async=""></script><meta name="theme-color"',
    ),
  );
  assert.ok(
    ordered.endsWith(
      '<script>/* head script */</script><link rel="stylesheet" href="/theme.css"/><script src="/polyfills.js" noModule=""></script></head><body><p>Text</p></body></html>',
    ),
  );
  assert.deepEqual(
    head.map((e) => e.attributes.rel ?? e.attributes.name),
    ['alternate', 'search', 'algolia-site-verification', 'preconnect'],
  );
});

test('a page without the tags, without an inline script, or a site without head tags is left as it is', () => {
  const plain = page(METADATA);
  assert.equal(withLayoutHeadLast(plain, head), plain);
  const noScript = layoutFirst.replace('<script>/* head script */</script>', '');
  assert.equal(withLayoutHeadLast(noScript, head), noScript);
  assert.equal(withLayoutHeadLast(layoutFirst, []), layoutFirst);
  // An element of the page's own content that only looks alike (another value) does not move.
  const lookalike = page('<meta name="algolia-site-verification" content="XYZ"/>' + METADATA);
  assert.equal(withLayoutHeadLast(lookalike, head), lookalike);
});

test("the site's plugins finish the head up to its inline script, without the layout's tags, which stay theirs", () => {
  const seen: string[] = [];
  const finish = (h: string) => (seen.push(h), h.replace('<meta name="description" content="How to install"/>', ''));
  assert.equal(withLayoutHeadLast(layoutFirst, head, finish), metadataFirst.replace('<meta name="description" content="How to install"/>', ''));
  assert.deepEqual(seen, [
    '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><link rel="preconnect" href="/" crossorigin=""/><script src="/js/custom.js" async=""></script>' +
      METADATA,
  ]);
  // (With no layout tags, or no inline script, the whole head is theirs; a finish that changes nothing leaves the page as it was.)
  const noScript = page(METADATA).replace('<script>/* head script */</script>', '');
  assert.equal(
    withLayoutHeadLast(noScript, [], (h) => h),
    noScript,
  );
  assert.ok(!withLayoutHeadLast(noScript, [], finish).includes('How to install'));
});

test('the other pages Next wrote are ordered too; a file an incremental build took over (a hard link) and the slot pass’s files are not read', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'head-order-'));
  try {
    const write = (rel: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
      fs.writeFileSync(path.join(out, rel), html);
    };
    write('404.html', layoutFirst);
    write('search/index.html', layoutFirst);
    write('kept/index.html', layoutFirst);
    fs.linkSync(path.join(out, 'kept/index.html'), path.join(out, 'kept.html'));
    write('_next/static/x.html', layoutFirst);
    write('docs/_next/static/y.html', layoutFirst);
    putLayoutHeadLast(out, head, new Set([path.join(out, 'search/index.html')]));
    const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
    assert.equal(read('404.html'), metadataFirst);
    assert.equal(read('search/index.html'), layoutFirst);
    assert.equal(read('kept/index.html'), layoutFirst);
    assert.equal(read('_next/static/x.html'), layoutFirst);
    assert.equal(read('docs/_next/static/y.html'), layoutFirst);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});

test("a locale's page gets its own layout elements in their place, written as React writes them", () => {
  const own = layoutHeadElements([{ type: 'application/rss+xml', href: '/fr/blog/rss.xml', title: "Notes & l'actu RSS Feed" }], {
    tags: [{ tagName: 'meta', attributes: { name: 'algolia-site-verification', content: 'ABC' } }],
  });
  const fr =
    '<link rel="alternate" type="application/rss+xml" href="/fr/blog/rss.xml" title="Notes &amp; l&#x27;actu RSS Feed"/>' +
    '<meta name="algolia-site-verification" content="ABC"/>';
  assert.equal(withLayoutHeadLast(layoutFirst, head, undefined, own), page(METADATA + fr));
  assert.equal(withLayoutHeadLast(metadataFirst, head, undefined, own), page(METADATA + fr));
});
