import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportedAs } from '../../lib/output/exported-page';

test("a page is its route's own export when a canonical link names its URL, also after one the page sets itself with @docusaurus/Head", () => {
  const own = '<link rel="canonical" href="https://example.com/docs/a/install/"/>';
  const set = '<link rel="canonical" href="https://example.com/docs/b/install"/>';
  assert.equal(exportedAs(`<head>${own}</head>`, '/docs/a/install/'), true);
  assert.equal(exportedAs(`<head>${set}${own}</head>`, '/docs/a/install/'), true);
  assert.equal(exportedAs(`<head>${set}</head>`, '/docs/a/install/'), false);
  assert.equal(exportedAs('<head><title>Page not found</title></head>', '/docs/a/install/'), false);
});

test("a canonical link naming the route without its trailing slash, as a plugin's head names a Docusaurus route, is the page's too; the not-found page's is not", () => {
  const bare = '<link rel="canonical" href="https://example.com/docs/a/install"/>';
  assert.equal(exportedAs(`<head>${bare}</head>`, '/docs/a/install/'), true);
  assert.equal(exportedAs('<head><link rel="canonical" href="https://example.com/404.html"/></head>', '/docs/a/install/'), false);
  assert.equal(exportedAs('<head><link rel="canonical" href="https://example.com/"/></head>', '/'), true);
});
