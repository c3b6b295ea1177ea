import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatMdxError } from '../errors';

test('compile errors rethrown by next-mdx-remote-client keep their line and column (from the code frame)', () => {
  const wrapped = new Error(
    '[next-mdx-remote-client] error compiling MDX:\nCould not parse expression with acorn\n\n  6 | x\n> 7 | The map { key: value\n    |         ^\n\nMore information: https://mdxjs.com/docs/troubleshooting-mdx',
  );
  assert.equal(formatMdxError(wrapped, 'content/a.mdx'), 'content/a.mdx:7:9: MDX error: Could not parse expression with acorn');
  assert.equal(formatMdxError(new Error('plain'), 'content/a.mdx'), 'content/a.mdx: MDX error: plain');
  assert.equal(formatMdxError(Object.assign(new Error('x'), { line: 3, column: 2 }), 'c.mdx'), 'c.mdx:3:2: MDX error: x');
});
