/**
 * Search records hold text as the reader sees it on the page: the article's HTML is decoded exactly
 * once (htmlparser2's decoder), so "&lt;plural&gt;" in the markup is "<plural>" in the record and
 * "&amp;lt;" (text that reads "&lt;") stays "&lt;". Escaping for display is the UI's job
 * (components/search/__tests__/escaping.test.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { extractArticle } from '../search-index-builder';

test('search-entities: records hold decoded text: <, &, quotes and "&amp;lt;" decoded once', () => {
  const page = extractArticle(
    '<p>Keyed as <code>&lt;plural&gt;.&lt;group&gt;</code> &amp; scoped.</p>' +
      '<h2 id="q">Say &quot;hi&quot; &#x26; it&#39;s &#60;ok&#62;</h2>' +
      '<p>The entity <code>&amp;lt;</code> reads &amp;lt;&nbsp;here &mdash; literally.</p>',
    '/docs/x/',
    { title: 'A "title" with <tags> & &lt;entities&gt;', lvl0: 'Ref & <more>', description: 'Uses "<x>" & &amp;' },
  );
  assert.ok(page);
  assert.equal(page.title, 'A "title" with <tags> & &lt;entities&gt;');
  assert.equal(page.lvl0, 'Ref & <more>');
  assert.equal(page.description, 'Uses "<x>" & &amp;');
  assert.equal(page.sections[0].text, 'Keyed as <plural>.<group> & scoped.');
  assert.equal(page.sections[1].title, `Say "hi" & it's <ok>`);
  assert.equal(page.sections[1].text, 'The entity &lt; reads &lt; here — literally.');
});
