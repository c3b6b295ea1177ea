/** Raw HTML that runs script is refused at file:line:column unless content.allowHtml names it; components and page code are not raw HTML. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { VFile } from 'vfile';
import remarkRawHtml from '../remark-raw-html';
import { visit } from '../visit';
import type { ContentPolicy } from '../../config/site-config';

const SOURCE = 'content/v/page.mdx';

/** The page's error, or "" when it passes. */
function refusal(text: string, { md = false, contentPolicy }: { md?: boolean; contentPolicy?: ContentPolicy } = {}): string {
  const processor = unified().use(remarkParse);
  if (!md) processor.use(remarkMdx);
  processor.use(remarkRawHtml, { source: SOURCE, contentPolicy });
  try {
    processor.runSync(processor.parse(text) as Root, new VFile({ path: SOURCE }));
    return '';
  } catch (err) {
    return (err as Error).message;
  }
}

test('script, iframe and the other embedding elements are refused at file:line:column', () => {
  assert.match(
    refusal('Text.\n\n<script>alert(1)</script>\n'),
    /^content\/v\/page\.mdx:3:1: <script> runs script in the page — remove it, or allow it by adding "script" to "content\.allowHtml" in site\.config\.json$/,
  );
  assert.match(refusal('A <iframe src="https://example.com/" /> inline.\n'), /^content\/v\/page\.mdx:1:3: <iframe> loads another document/);
  for (const tag of ['object', 'embed', 'frame']) assert.match(refusal(`<${tag} src="x" />\n`), new RegExp(`"${tag}" to "content.allowHtml"`));
});

test('a <script> data block (a type that is not JavaScript, such as JSON-LD) runs nothing and passes; a script type does not', () => {
  assert.equal(refusal('<script type="application/ld+json">{`{"@type": "FAQPage"}`}</script>\n'), '');
  assert.equal(refusal('<script type="text/template">x</script>\n', { md: true }), '');
  assert.equal(refusal('export const Meta = () => <script type="application/ld+json">{"{}"}</script>;\n'), '');
  for (const type of ['text/javascript', 'module', 'application/javascript; charset=utf-8', '', 'importmap'])
    assert.match(refusal(`<script type="${type}">x</script>\n`), /<script> runs script in the page/, type);
  assert.match(refusal('<script type={kind}>x</script>\n'), /<script> runs script in the page/);
});

test('an event handler given a string on an HTML element is refused at the attribute; a function, or a component prop, is not', () => {
  assert.match(
    refusal('<div\n  onclick="alert(1)">x</div>\n'),
    /page\.mdx:2:3: the event handler onclick on <div> runs script in the page — .* adding "onclick"/,
  );
  assert.match(refusal('<img src="a.png" onError={"alert(1)"} />\n'), /page\.mdx:1:18: the event handler onError on <img> .* adding "onerror"/);
  assert.match(refusal('<img src="a.png" onError={`alert(1)`} />\n'), /onError on <img>/);
  assert.equal(refusal('<button onClick={() => setOpen(true)}>Open</button>\n'), '');
  assert.equal(refusal('<Tabs onChange="x" />\n'), '');
});

test('dangerouslySetInnerHTML is refused on any element, spread in, or made in code', () => {
  assert.match(refusal("<style dangerouslySetInnerHTML={{__html: '.a{}'}} />\n"), /page\.mdx:1:8: dangerouslySetInnerHTML on <style> puts HTML nobody checked/);
  assert.match(refusal("<Card dangerouslySetInnerHTML={{__html: 'x'}} />\n"), /dangerouslySetInnerHTML on <Card>/);
  assert.match(refusal("<div {...{dangerouslySetInnerHTML: {__html: 'x'}}} />\n"), /page\.mdx:1:11: dangerouslySetInnerHTML puts/);
  assert.match(refusal("export const props = {dangerouslySetInnerHTML: {__html: 'x'}};\n\n<div {...props} />\n"), /page\.mdx:1:23: dangerouslySetInnerHTML/);
});

test('JSX inside expressions and exports is looked at too', () => {
  assert.match(refusal('export const Tracker = () => <script src="https://t.example/t.js" />;\n\n<Tracker />\n'), /page\.mdx:1:30: <script>/);
  assert.match(refusal('{[1].map((i) => <img key={i} src="a.png" onerror="alert(1)" />)}\n'), /page\.mdx:1:42: the event handler onerror on <img>/);
});

test("a CommonMark page's raw HTML is parsed: each tag at its own line and column; comments are not HTML", () => {
  assert.match(refusal('Text <span onclick="x">a</span>.\n', { md: true }), /page\.mdx:1:6: the event handler onclick on <span>/);
  assert.match(refusal('<div>\n  <IFRAME src="x"></IFRAME>\n</div>\n', { md: true }), /page\.mdx:2:3: <iframe> loads/);
  assert.equal(refusal('<!-- <script>alert(1)</script> -->\n\n<details><summary>More</summary>\n\nText.\n\n</details>\n', { md: true }), '');
});

test('content.allowHtml lets each name through (handlers in any case), and the message counts what is left', () => {
  const page = '<iframe src="https://example.com/" />\n\n<div onClick="x">a</div>\n\n<script>1</script>\n';
  assert.match(refusal(page), /page\.mdx:1:1: <iframe> .* \(2 more on this page\)$/);
  assert.match(refusal(page, { contentPolicy: { allowHtml: ['iframe'] } }), /page\.mdx:3:6: the event handler onClick .* \(1 more on this page\)$/);
  assert.match(refusal(page, { contentPolicy: { allowHtml: ['iframe', 'onclick'] } }), /page\.mdx:5:1: <script>.*in site\.config\.json$/);
  assert.equal(refusal(page, { contentPolicy: { allowHtml: ['iframe', 'onclick', 'script'] } }), '');
  assert.equal(refusal(page, { contentPolicy: { allowHtml: ['*'] } }), '', '"*" lets all of it through');
});

test('in a partial, the partial is named with the page line that includes it', () => {
  const tree = unified().use(remarkParse).use(remarkMdx).parse('Text.\n\n<script>1</script>\n');
  // As remark-imports marks a partial's nodes.
  visit(tree, (node) => void (node.data = { ...node.data, origin: { file: 'content/v/_partials/p.mdx', includedAt: 'content/v/page.mdx:12' } }));
  const processor = unified().use(remarkRawHtml, { source: SOURCE });
  assert.throws(
    () => processor.runSync(tree, new VFile({ path: SOURCE })),
    (err: Error) =>
      /^content\/v\/_partials\/p\.mdx:3:1: <script> runs script in the page \(in the partial included at content\/v\/page\.mdx:12\) — remove it/.test(
        err.message,
      ),
  );
});
