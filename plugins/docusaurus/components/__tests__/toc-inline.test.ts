import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TOCInline } from '../TOCInline';
import { docusaurusComponents } from '../page-components';

const toc = [
  { id: 'methods', text: 'Methods', level: 2 },
  { id: 'reference', text: 'Reference', level: 3 },
  { id: 'after-all', text: 'afterAll(fn)', level: 4, html: '<code>afterAll(fn)</code>' },
  { id: 'setup', text: 'Set up', level: 2 },
];

test("a page's <TOCInline toc={…} /> is theme-classic's: its box, Infima's table-of-contents list, each heading's value, h2–h3 unless told", () => {
  // As Docusaurus 3.10 writes jestjs/jest's <TOCInline toc={toc.slice(1)} /> (the box's class by its local name).
  assert.equal(
    renderToStaticMarkup(createElement(TOCInline, { toc })),
    '<div class="tableOfContentsInline_TOCInline"><ul class="table-of-contents">' +
      '<li><a href="#methods">Methods</a><ul><li><a href="#reference">Reference</a></li></ul></li>' +
      '<li><a href="#setup">Set up</a></li></ul></div>',
  );
  assert.equal(
    renderToStaticMarkup(createElement(TOCInline, { toc: toc.slice(1), minHeadingLevel: 3, maxHeadingLevel: 4 })),
    '<div class="tableOfContentsInline_TOCInline"><ul class="table-of-contents">' +
      '<li><a href="#reference">Reference</a><ul><li><a href="#after-all"><code>afterAll(fn)</code></a></li></ul></li></ul></div>',
  );
  // Nothing to list: the theme's box, empty.
  assert.equal(renderToStaticMarkup(createElement(TOCInline, { toc: [] })), '<div class="tableOfContentsInline_TOCInline"></div>');
});

test("a Docusaurus site's pages draw TOCInline with the theme's port, at the levels of the site's themeConfig.tableOfContents unless the page sets them", () => {
  const page = { messages: {}, contentDir: '/nowhere', tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 } };
  const { TOCInline: Drawn } = docusaurusComponents(page as Parameters<typeof docusaurusComponents>[0]) as { TOCInline: typeof TOCInline };
  const html = (props: Parameters<typeof TOCInline>[0]) => renderToStaticMarkup(createElement(Drawn, props));
  assert.equal(html({ toc }), renderToStaticMarkup(createElement(TOCInline, { toc, minHeadingLevel: 2, maxHeadingLevel: 4 })));
  assert.match(html({ toc }), /afterAll/);
  assert.doesNotMatch(html({ toc, maxHeadingLevel: 3 }), /afterAll/);
  assert.match(html({ toc, minHeadingLevel: undefined }), /afterAll/);
});
