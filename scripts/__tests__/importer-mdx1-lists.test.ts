/**
 * A Docusaurus 2 page (MDX 1) whose list is followed by two blank lines and an indented component
 * tag: MDX 1 ended the list at the second blank line (remark-parse 8), MDX 3 would take the tag into
 * the last item and fail to parse; the import ends the list where MDX 1 did.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { listsEndedAsMdx1 } from '../../plugins/docusaurus/importer/mdx1-lists';

const page = [
  '---',
  'tags:',
  '  - a',
  '---',
  '',
  '<Tabs>',
  '  <TabItem value="one">',
  '',
  '- [First](https://example.org/1)',
  '- [Second](https://example.org/2)',
  '',
  '',
  '  </TabItem>',
  '</Tabs>',
  '',
].join('\n');

const parse = (text: string) =>
  unified()
    .use(remarkParse)
    .use(remarkMdx)
    .parse(text.replace(/^---[\s\S]*?---\n/, ''));

test('the indented line after a list and two blank lines starts at the margin, and the page parses as MDX 3', () => {
  assert.throws(() => parse(page), /Expected the closing tag `<\/TabItem>`/);
  const out = listsEndedAsMdx1(page)!;
  assert.equal(out, page.replace('\n  </TabItem>', '\n</TabItem>'));
  assert.doesNotThrow(() => parse(out));
});

test('one blank line, an item of the list, a line at the margin, or a fence: left as written', () => {
  const same = [
    '- a\n\n  still the item\n',
    '- a\n\n\n- a new list in MDX 1, the same in MDX 3\n',
    '- a\n\n\nAt the margin.\n',
    '```md\n- a\n\n\n  code\n```\n',
    '- a\n\n\n  ```js\n  x\n  ```\n',
  ];
  for (const text of same) assert.equal(listsEndedAsMdx1(text), undefined, text);
});
