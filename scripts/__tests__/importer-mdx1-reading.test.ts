/**
 * A Docusaurus 2 page read by MDX 1's own parser (plugins/docusaurus/importer/mdx1-reading.ts): the
 * text written so that MDX 3 reads what MDX 1 read. What MDX 1 made of each case was checked with
 * @mdx-js/mdx 1.6.22's compile: text nodes become strings (`{`…`}` literals), block JSX stays code.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import { asMdx1Read, mdx1Parser } from '../../plugins/docusaurus/importer/mdx1-reading';
import { preprocess } from '../../lib/api/mdx';

// (The engine's own MDX 1: this folder has no site install.)
const parse = mdx1Parser('/nonexistent-site')!;
const mdx3 = unified().use(remarkParse).use(remarkMdx);

const read = (text: string) => {
  const out = asMdx1Read(text, parse);
  // (As the engine parses a page: its heading ids taken first.)
  if (out !== undefined) mdx3.parse(preprocess(out, 'mdx'));
  return out;
};

test('MDX 1 is found: the engine’s own where the site has no install', () => {
  assert.equal(typeof parse, 'function');
});

test('what MDX 1 read as text is text: braces and < escaped, between a component’s tags too; an escape stays as it was', () => {
  assert.equal(read('Versions <= v1.22 and {x} here \\{ok\\}.\n'), 'Versions \\<= v1.22 and \\{x\\} here \\{ok\\}.\n');
  assert.equal(read("import A from 'a';\n\nSee <A>{'as written'}</A>.\n"), "import A from 'a';\n\nSee <A>\\{'as written'\\}</A>.\n");
});

test('what MDX 1 read as JSX, imports and exports stays as written; a page MDX 1 reads as MDX 3 does is unchanged', () => {
  assert.equal(read("import A from 'a';\nexport const b = {c: 1};\n\n<A>{'kept'}</A>\n\nPlain text.\n"), undefined);
});

test('an indented code block is fenced, at its container’s indentation; a fenced one is left', () => {
  assert.equal(read('Intro:\n\n\tconst x = { a: 1 };\n\tif (x) { go(); }\n'), 'Intro:\n\n```\nconst x = { a: 1 };\nif (x) { go(); }\n```\n');
  assert.equal(read('- item\n\n      code {a}\n      more\n'), '- item\n\n  ```\n  code {a}\n  more\n  ```\n');
  assert.equal(read('> quote\n>\n>     code {b}\n'), '> quote\n>\n> ```\n> code {b}\n> ```\n');
  assert.equal(read('```js\nconst y = {};\n```\n'), undefined);
});

test('a heading’s custom id is Docusaurus’ own syntax, not text', () => {
  assert.equal(read('## Title {#custom-id}\n'), undefined);
  assert.equal(read('## Title {x} {#custom-id}\n'), '## Title \\{x\\} {#custom-id}\n');
});

test('Markdown inside an expression (a JSX block that opens it, one that closes it) is one expression with placeholders, each part after it; Markdown between tags stays', () => {
  const open = '<>\n  {props.debug && <div>\n\nRun the **bundler** first.\n\n  </div>}\n</>\n\nAfter.\n';
  assert.equal(
    read(open),
    '{((__mdx1Parts) => <><>\n  {props.debug && <div>{__mdx1Parts[0]}\n  </div>}\n</></>)([])}\n\n<mdx1-part>\n\nRun the **bundler** first.\n\n</mdx1-part>\n\nAfter.\n',
  );
  // (Its Markdown reads as MDX 1 read it: braces in text are text.)
  assert.match(read('<section>\n  {show && <aside>\n\nSee {this}.\n\n  </aside>}\n</section>\n')!, /<mdx1-part>\n\nSee \\\{this\\\}\.\n\n<\/mdx1-part>/);
  assert.equal(read('import T from \'t\';\n\n<T value="a">\n\nMarkdown in a tab.\n\n</T>\n'), undefined);
});
