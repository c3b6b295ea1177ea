import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePayload, readInlinePayload, serializePayload } from '../rsc-payload';
import { stripArticlePayload } from '../strip-article-payload';

// A payload shaped like Next's: imports (one named through a string row), a text row with a byte
// length (multi-byte characters, a newline and a "7:" inside it), model rows, a hint row.
const text = (markupOnly: boolean) =>
  [
    '1:"$Sreact.fragment"\n',
    '2:"ArticleBody"\n',
    '3:I[101,["/c.js"],"$2"]\n',
    '4:I[102,["/c.js"],"TabsClient"]\n',
    ':HL["/s.css","style"]\n',
    `0:{"b":"x","f":[["$","main",null,{"children":[["$","h1",null,{"children":"Title"}],["$","$L3",null,{"markupOnly":${markupOnly},"children":["$","div",null,{"children":["$5","$L6"]}]}]]}]]}\n`,
    `5:T${Buffer.byteLength('héllo\n7:wörld', 'utf8').toString(16)},héllo\n7:wörld`,
    '6:["$","$L4",null,{"children":"tab"}]\n',
  ].join('');

const page = (payload: string) => {
  const mid = Math.floor(payload.length / 2);
  const push = (s: string) => `<script>self.__next_f.push([1,${JSON.stringify(s).replace(/</g, '\\u003c')}])</script>`;
  return `<html><head><script>(self.__next_f=self.__next_f||[]).push([0])</script>${push(payload.slice(0, mid))}</head><body><article><p>héllo</p></article>${push(payload.slice(mid))}</body></html>`;
};

test('a payload reads into rows and writes back byte for byte, text rows by their UTF-8 length', () => {
  const rows = parsePayload(text(true));
  assert.deepEqual(
    rows.map((r) => r.id),
    ['1', '2', '3', '4', '', '0', '5', '6'],
  );
  assert.equal(rows[6].tag, 'T');
  assert.equal(rows[6].data, 'héllo\n7:wörld');
  assert.equal(serializePayload(rows), text(true));
  assert.equal(readInlinePayload(page(text(true))), text(true));
});

test('a markup-only article leaves the payload with every row only it used; the HTML keeps it', () => {
  const html = page(text(true));
  const slim = stripArticlePayload(html)!;
  assert.ok(slim.includes('<article><p>héllo</p></article>'));
  const payload = readInlinePayload(slim)!;
  const ids = parsePayload(payload).map((r) => r.id);
  // Gone: 5 (text), 6 (an element) and 4 (the import only 6 used); 1 was never referenced and stays.
  assert.deepEqual(ids, ['1', '2', '3', '', '0']);
  assert.match(payload, /\["\$","\$L3",null,\{"markupOnly":true\}\]/);
  assert.doesNotMatch(payload, /wörld/);
  // One payload script, at the end of the body, after the article.
  assert.equal(slim.match(/self\.__next_f\.push\(\[1,/g)!.length, 1);
  assert.ok(slim.indexOf('push([1,') > slim.indexOf('</article>'));
});

test('an article that needs hydration, or a page without the component, is left as it is', () => {
  assert.equal(stripArticlePayload(page(text(false))), undefined);
  assert.equal(stripArticlePayload(page(text(true).replace('"ArticleBody"', '"Other"'))), undefined);
  assert.equal(stripArticlePayload('<html><body>no payload</body></html>'), undefined);
});
