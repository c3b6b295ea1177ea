/** Names a page's expressions read that nothing defines (lib/mdx/expressions.ts undefinedNames). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseForCheck } from '../parser';
import { undefinedNames } from '../expressions';

const namesOf = (text: string) => undefinedNames(parseForCheck(text)).map((u) => `${u.name} ${u.line}:${u.column}`);

test("an event handler's function runs in the browser on a click, not at render: its names are not a render's ReferenceError", () => {
  // create-docusaurus' classic template, blog/2021-08-01-mdx-blog-post.mdx.
  assert.deepEqual(namesOf("<button onClick={() => alert('button clicked!')}>Click me!</button>\n"), []);
  assert.deepEqual(namesOf('<button onClick={function () { track(this) }}>x</button>\n'), []);
});

test('what a render evaluates is still checked: a handler built at render, other attributes, text expressions', () => {
  assert.deepEqual(namesOf('<button onClick={makeHandler(() => alert(1))}>x</button>\n'), ['makeHandler 1:18']);
  assert.deepEqual(namesOf('<Card title={() => missing} />\n\n{items.map((i) => shown(i))}\n'), ['missing 1:20', 'items 3:2', 'shown 3:19']);
});
