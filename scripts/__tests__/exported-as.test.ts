import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { exportedAs } from '../../lib/output/exported-page';
import { NOT_FOUND_MARK } from '../../lib/shared/not-found-mark';

test("a page is its route's own export unless it is the not-found page, whatever canonical link its own head set", () => {
  // (A page's own <head> may name another URL as canonical, which replaces the engine's, as react-helmet keeps the deepest.)
  const elsewhere = '<head><link rel="canonical" href="https://example.com/docs/b/install"/></head><body><main>Install</main></body>';
  assert.equal(exportedAs(elsewhere), true);
  // The not-found page's script carries the mark, as React writes the attribute.
  const script = renderToStaticMarkup(createElement('script', { [NOT_FOUND_MARK]: '', dangerouslySetInnerHTML: { __html: '1' } }));
  assert.equal(script, `<script ${NOT_FOUND_MARK}="">1</script>`);
  assert.equal(exportedAs(`<head><title>Page not found</title></head><body>${script}</body>`), false);
  // (Its text in a page's prose is not the mark.)
  assert.equal(exportedAs(`<body><code>${NOT_FOUND_MARK}</code></body>`), true);
});
