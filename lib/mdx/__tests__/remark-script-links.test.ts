/** A link that runs script (javascript:, vbscript:, a data: document) is refused at file:line:column, in Markdown, MDX's JSX and a CommonMark page's raw HTML, however a browser would still read it; an image's data:image/… passes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import remarkScriptLinks from '../remark-script-links';
import { scriptScheme } from '../../safety/script-url';

const SOURCE = 'content/v/page.mdx';
const MESSAGE = 'a javascript: link runs script — link to a page or a URL';

/** The page's error, or "" when it passes. */
function refusal(text: string, md = false): string {
  const processor = unified().use(remarkParse);
  if (!md) processor.use(remarkMdx);
  processor.use(remarkScriptLinks, { source: SOURCE });
  try {
    processor.runSync(processor.parse(text) as Root, new VFile({ path: SOURCE }));
    return '';
  } catch (err) {
    return (err as Error).message;
  }
}

test('a Markdown javascript: link, reference definition or autolink is refused at its position', () => {
  assert.equal(refusal('Text.\n\nSee [x](javascript:alert(1)).\n'), `${SOURCE}:3:5: ${MESSAGE}`);
  assert.equal(refusal('See [x][r].\n\n[r]: JavaScript:alert(1)\n', true), `${SOURCE}:3:1: ${MESSAGE}`);
  assert.equal(refusal('See <javascript:alert(1)>.\n', true), `${SOURCE}:1:5: ${MESSAGE}`);
  // Character references and a pointy-bracket destination with a leading space: the URL a browser gets.
  assert.match(refusal('[x](&#106;avascript:alert(1))\n', true), /:1:1: a javascript: link/);
  assert.match(refusal('[x](< javascript:alert(1)>)\n', true), /:1:1: a javascript: link/);
});

test("JSX <a href>, a component's link prop and JSX in page code are refused at the attribute", () => {
  assert.equal(refusal('Text <a\n  href="javascript:void(0)">x</a>.\n'), `${SOURCE}:2:3: ${MESSAGE}`);
  assert.match(refusal('<a href={"JAVASCRIPT:alert(1)"}>x</a>\n'), /:1:4: a javascript: link/);
  assert.match(refusal('<Link to=" javascript:alert(1)">x</Link>\n'), /:1:7: a javascript: link/);
  assert.match(refusal('export const X = () => <a href="javascript:alert(1)">x</a>;\n'), /:1:27: a javascript: link/);
  assert.match(refusal('[a](javascript:1) and [b](javascript:2)\n'), /— link to a page or a URL \(1 more on this page\)$/);
});

test("a CommonMark page's raw HTML: the tag's position", () => {
  assert.equal(refusal('Text with <a href="\tjavascript:alert(1)">x</a>.\n', true), `${SOURCE}:1:11: ${MESSAGE}`);
});

test('what a browser reads as a javascript: URL, and what it does not', () => {
  for (const url of ['javascript:x', 'JavaScript:x', ' \u0001javascript:x', 'java\tscript:x', 'jav\nascript:x'])
    assert.equal(scriptScheme(url), 'javascript', JSON.stringify(url));
  for (const url of ['https://example.com/javascript:x', '/docs/javascript/', 'javascript.md', './javascript:x', '#javascript:'])
    assert.equal(scriptScheme(url), undefined, url);
  // Links that are fine, a component prop that is not a link, and text that only mentions the scheme pass.
  assert.equal(refusal('[JavaScript](https://developer.mozilla.org/docs/Web/JavaScript) and `javascript:void(0)`.\n'), '');
  assert.equal(refusal('<Tabs label="javascript:x" /> <a title="javascript:x" href="/docs/">y</a>\n'), '');
  assert.equal(refusal('<a href="https://example.com/">y</a>\n', true), '');
});

test('vbscript: and data: links are refused too; an image may be data:image/…', () => {
  assert.equal(refusal('See [x](VBScript:msgbox(1)).\n'), `${SOURCE}:1:5: a vbscript: link runs script — link to a page or a URL`);
  const data = 'a data: link opens a document written into the link, which can run script — link to a page or a URL (an image may use data:image/…)';
  assert.equal(refusal('See [x](data:text/html,<script>alert(1)</script>).\n', true), `${SOURCE}:1:5: ${data}`);
  assert.match(refusal('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>\n'), /:1:4: a data: link/);
  assert.match(refusal('<Link to="data:image/png;base64,AAAA">x</Link>\n'), /:1:7: a data: link/);
  assert.match(refusal('![x](data:text/html,x)\n'), /:1:1: a data: link/);
  assert.match(refusal('<iframe src="data:text/html,x"></iframe>\n', true), /:1:1: a data: link/);
  // Images, their sources and posters may be data:image/….
  assert.equal(refusal('![dot](data:image/png;base64,iVBORw0KGgo=)\n'), '');
  assert.equal(refusal('<img src="data:image/svg+xml;utf8,<svg/>" alt="x" />\n'), '');
  assert.equal(refusal('<video poster="data:image/png;base64,AAAA"></video>\n', true), '');
  assert.equal(refusal('![x][r]\n\n[r]: data:image/gif;base64,R0lGOD\n', true), '');
  for (const url of ['data:text/html,x', ' DATA:text/plain,x', 'da\nta:x']) assert.equal(scriptScheme(url, { image: true }), 'data', url);
  assert.equal(scriptScheme('data:image/png;base64,x', { image: true }), undefined);
});
