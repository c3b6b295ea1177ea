/**
 * An article whose elements the browser's HTML parser would not keep as written (a `<p>` around text
 * on lines of its own holds MDX's paragraph) is rendered by React in Next, as a hydrated Docusaurus
 * page shows it: the outer paragraph's style holds. One the parser keeps stays static HTML.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import type { Root } from 'hast';
import { VFile } from 'vfile';
import rehypeParserRestructures from '../../../lib/mdx/rehype-parser-restructures';
import { fixturePagePass } from './fixture-page-pass';

/** Whether the plugin marks the MDX page's tree. */
async function marked(mdx: string): Promise<boolean> {
  let found = false;
  await compile(new VFile(mdx), {
    rehypePlugins: [() => (tree: Root, file: VFile) => void (rehypeParserRestructures()(tree, file), (found = file.data.parserRestructures === true))],
  });
  return found;
}

test('the trees the HTML parser restructures are marked, and only those', async () => {
  // A block in a paragraph: MDX's own paragraph, a div, a list, a heading (through a span too).
  assert.equal(await marked('<p style={{color: "red"}}>\n  Text on lines of its own.\n</p>'), true);
  assert.equal(await marked('<p>Text <span><div>block</div></span></p>'), true);
  assert.equal(await marked('<p>\n\n- an item\n\n</p>'), true);
  // A link in a link; a heading right in a heading.
  assert.equal(await marked('<a href="/a">one <a href="/b">two</a></a>'), true);
  assert.equal(await marked('<h2><h3>inner</h3></h2>'), true);
  // What the parser keeps: a paragraph's text and inline elements, a block in a div, a div in a
  // button or table cell inside a paragraph's scope, a link in a table cell inside a link, a
  // component's children (it draws them where it will).
  assert.equal(await marked('<p style={{color: "red"}}>Text <b>bold</b> and <a href="/x">a link</a>.</p>'), false);
  assert.equal(await marked('<div style={{color: "red"}}>\n  Text on lines of its own.\n</div>'), false);
  assert.equal(await marked('<p><button><div>in a button</div></button></p>'), false);
  assert.equal(await marked('<a href="/a"><table><tbody><tr><td><a href="/b">cell</a></td></tr></tbody></table></a>'), false);
  assert.equal(await marked('<p><Note>\n\nA paragraph\n\n</Note></p>'), false);
  assert.equal(await marked('# Title\n\nA paragraph with **bold**.\n\n- a list'), false);
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parser-restructures-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

const PAGES: Record<string, string> = {
  'nested.mdx': '<div className="box">\n  <p style={{color: "red"}}>\n    Text on lines of its own.\n  </p>\n</div>',
  'kept.mdx': '<div className="box">\n  <p style={{color: "red"}}>Text on the same line.</p>\n</div>',
};

test("the page pass leaves an article the parser would restructure to React's render, and keeps the others' HTML", async () => {
  const {
    results: [nested, kept],
  } = await fixturePagePass(dir, PAGES);
  assert.deepEqual([nested.problems, kept.problems], [[], []]);
  assert.equal(nested.article?.html, undefined);
  assert.ok(nested.article?.code, 'the nested article is compiled code, rendered in Next');
  assert.match(kept.article?.html ?? '', /<div class="box"><p style="color:red">Text on the same line\.<\/p><\/div>/);
});
