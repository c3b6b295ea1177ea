import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatMdxError } from '../errors';

test('compile errors name the page with the line and column the error carries (or its text gives), once', () => {
  assert.equal(formatMdxError(new Error('plain'), 'content/a.mdx'), 'content/a.mdx: MDX error: plain');
  assert.equal(formatMdxError(Object.assign(new Error('x'), { line: 3, column: 2 }), 'c.mdx'), 'c.mdx:3:2: MDX error: x');
  assert.equal(formatMdxError({ reason: 'Unexpected end', place: { start: { line: 7, column: 9 } } }, 'c.mdx'), 'c.mdx:7:9: MDX error: Unexpected end');
  assert.equal(formatMdxError(new Error('Unexpected closing tag (7:1-7:6)'), 'c.mdx'), 'c.mdx:7:1: MDX error: Unexpected closing tag (7:1-7:6)');
  // A message that already says where (a plugin's, a partial's) is kept as it is.
  assert.equal(formatMdxError(new Error('_partials/p.mdx:4: bad import'), 'c.mdx'), '_partials/p.mdx:4: bad import');
});
