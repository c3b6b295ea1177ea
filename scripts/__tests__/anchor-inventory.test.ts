import { test } from 'node:test';
import assert from 'node:assert/strict';
import { anchorInventory, articleIds } from '../gen-anchor-inventory';
import { tempFiles } from '../../test/temp-dir';

test("an original page's anchors: the ids inside its article, not the SVG's own nor React's", () => {
  const html = `<nav id="sidebar"></nav><div class="theme-doc-markdown markdown"><h2 id="setup">Setup</h2>
    <details id="field-a"><summary><h5 id="field-a-b">b</h5></summary></details><svg><defs><marker id="arrow"/></defs></svg>
    <div id=":r1:"></div><div id="«r2»"></div><h2 id="setup">again</h2></div><footer id="f"></footer>`;
  assert.deepEqual(articleIds(html), ['setup', 'field-a', 'field-a-b']);
  assert.equal(articleIds('<div id="x">no article</div>'), undefined);
});

test("the inventory: each page of the build with ids in its article, by its URL under the site's base", () => {
  const out = tempFiles('anchor-inventory', {
    'vcluster/intro/index.html': '<article><div class="theme-doc-markdown"><h2 id="a">A</h2></div></article>',
    'vcluster/empty/index.html': '<article><div class="theme-doc-markdown"><p>text</p></div></article>',
    'index.html': '<main id="home"></main>',
    'old/index.html': '<meta http-equiv="refresh" content="0; url=/docs/vcluster/intro">',
  });
  assert.deepEqual(anchorInventory(out, '/docs/'), { '/docs/vcluster/intro/': ['a'] });
});
