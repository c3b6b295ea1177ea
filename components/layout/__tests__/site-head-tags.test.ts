import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { SiteHeadTags } from '../SiteHeadTags';

test("the site's tags render as written: inline code as it is, React's spelling of attributes, a style attribute, no content in a void element", () => {
  const html = renderToStaticMarkup(
    createElement(SiteHeadTags, {
      tags: [
        { tagName: 'script', attributes: {}, innerHTML: "window.dataLayer = window.dataLayer || []; gtag('js', new Date() < 1);" },
        { tagName: 'noscript', attributes: {}, innerHTML: '<iframe src="https://example.com/ns.html" height="0" width="0"></iframe>' },
        { tagName: 'div', attributes: { class: 'widget', style: 'display:none; --gap: 2px', 'data-id': '7' } },
        { tagName: 'meta', attributes: { 'http-equiv': 'x-ua-compatible', content: 'IE=edge' }, innerHTML: 'ignored' },
        { tagName: 'my-widget', attributes: { hidden: true } },
      ],
    }),
  );
  // (React hoists a meta before the rest: HtmlDocument's head order, lib/pipeline/head-order.ts.)
  assert.equal(
    html,
    '<meta http-equiv="x-ua-compatible" content="IE=edge"/>' +
      "<script>window.dataLayer = window.dataLayer || []; gtag('js', new Date() < 1);</script>" +
      '<noscript><iframe src="https://example.com/ns.html" height="0" width="0"></iframe></noscript>' +
      '<div class="widget" style="display:none;--gap:2px" data-id="7"></div>' +
      '<my-widget hidden=""></my-widget>',
  );
});
