import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withDocumentAttributes } from '../document-attributes';
import { withLayoutHeadLast } from '../head-order';
import { pluginFinishHead } from '../../plugins/engine';
import type { DocsPlugin } from '../../plugins/types';

const PAGE =
  '<!DOCTYPE html><html lang="en" dir="ltr" data-theme="light" class="own"><head><meta charset="utf-8"/><script>document.write("<body x>")</script></head><body><main>Text</main></body></html>';

test("the <html> and <body> attributes a head decides: a class is added to the element's own, any other set; the rest of the page as it was", () => {
  const out = withDocumentAttributes(PAGE, { html: { class: 'docs-wrapper own', 'data-x': 'a "b"' }, body: { class: 'navigation-with-keyboard' } });
  assert.match(out, /<html lang="en" dir="ltr" data-theme="light" class="own docs-wrapper" data-x="a &quot;b&quot;">/);
  // (The body's tag is the element's, not the text a head script writes.)
  assert.match(out, /<\/head><body class="navigation-with-keyboard"><main>/);
  assert.match(out, /document\.write\("<body x>"\)/);
  assert.equal(withDocumentAttributes(PAGE, {}), PAGE);
  assert.equal(withDocumentAttributes(PAGE, { html: {} }), PAGE);
});

test("the plugins' finishHead: each finishes the head the one before gave, the attributes each decides kept; the export writes them", () => {
  const settle: DocsPlugin = {
    name: 'a',
    componentNames: [],
    finishHead: (head) => ({ head: head.replace('<meta charset="utf-8"/>', ''), html: { class: 'a' }, body: { 'data-a': '1' } }),
  };
  const mark: DocsPlugin = { name: 'b', componentNames: [], finishHead: (head) => ({ head: `${head}<meta name="b"/>`, html: { class: 'b' } }) };
  const plain: DocsPlugin = { name: 'c', componentNames: [], finishHead: (head) => head };
  const finish = pluginFinishHead([settle, mark, plain])!;
  assert.deepEqual(finish('<meta charset="utf-8"/><title>x</title>'), {
    head: '<title>x</title><meta name="b"/>',
    html: { class: 'b' },
    body: { 'data-a': '1' },
  });
  const page = withLayoutHeadLast('<html lang="en"><head><meta charset="utf-8"/><script>1</script></head><body></body></html>', [], finish);
  assert.equal(page, '<html lang="en" class="b"><head><meta name="b"/><script>1</script></head><body data-a="1"></body></html>');
  assert.equal(pluginFinishHead([{ name: 'n', componentNames: [] }]), undefined);
});
