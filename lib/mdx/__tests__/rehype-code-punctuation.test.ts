/** The punctuation that closes on inline code shares an unbreakable span with it; code blocks and other text are left as they are. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import rehypeCodePunctuation from '../rehype-code-punctuation';

const el = (tagName: string, ...children: (ElementContent | string)[]): Element => ({
  type: 'element',
  tagName,
  properties: {},
  children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)),
});
const run = (...children: Element[]) => {
  const tree: Root = { type: 'root', children };
  rehypeCodePunctuation()(tree);
  return toHtml(tree);
};

test('a comma, a full stop or a closing bracket after inline code stays with it', () => {
  assert.equal(
    run(el('p', 'Run ', el('code', 'get'), ', ', el('code', 'list'), ' and ', el('code', 'watch'), '.')),
    '<p>Run <span class="code-nobr"><code>get</code>,</span> <code>list</code> and <span class="code-nobr"><code>watch</code>.</span></p>',
  );
  assert.equal(run(el('li', '(see ', el('code', 'a'), ').')), '<li>(see <span class="code-nobr"><code>a</code>).</span></li>');
  // Nested in a link: the same, one level down.
  assert.equal(run(el('p', el('a', el('code', 'x'), ':'), ' y')), '<p><a><span class="code-nobr"><code>x</code>:</span></a> y</p>');
});

test('text that does not start with punctuation, and code blocks, are left alone', () => {
  assert.equal(run(el('p', el('code', 'a'), ' b')), '<p><code>a</code> b</p>');
  assert.equal(run(el('pre', el('code', 'a'), ',')), '<pre><code>a</code>,</pre>');
  assert.equal(run(el('p', el('code', 'a'), el('code', 'b'))), '<p><code>a</code><code>b</code></p>');
});
