import { test } from 'node:test';
import assert from 'node:assert/strict';
import { partClass, themed, withSiteClasses } from '../theme-classes';

test("an element's classes: the engine's, then a theme layer's for each of them; none without a layer", () => {
  const theme = { parts: { 'nav-item-link': 'navbar__item navbar__link', 'nav-item-link-active': 'navbar__link--active' } };
  assert.equal(
    themed(theme, 'nav-item-link', true && 'nav-item-link-active', false, undefined),
    'nav-item-link nav-item-link-active navbar__item navbar__link navbar__link--active',
  );
  assert.equal(themed(theme, 'navbar-items navbar-left'), 'navbar-items navbar-left');
  assert.equal(themed(undefined, 'nav-item-link', 'x'), 'nav-item-link x');
});

test("a layer's drops leave those engine classes off (their look is not the layer's); their parts still come", () => {
  const theme = { parts: { 'article-prose': 'x', 'doc-markdown': 'theme-doc-markdown markdown' }, drops: ['article-prose'] };
  assert.equal(themed(theme, 'article-prose doc-markdown'), 'doc-markdown x theme-doc-markdown markdown');
  assert.equal(themed({ drops: ['article-prose'] }, 'article-prose'), '');
  assert.equal(themed(undefined, 'article-prose doc-markdown'), 'article-prose doc-markdown');
});

test("a part's element: the layer's leading classes first, then the engine's, then the layer's others; the engine's alone without a layer", () => {
  const theme = { parts: { 'docs-main': 'b' }, leading: { 'docs-main': 'a_x1' } };
  assert.equal(partClass(theme, 'docs-main', 'main'), 'a_x1 main b');
  assert.equal(partClass(theme, 'doc-container', ''), '');
  assert.equal(partClass({ leading: { 'doc-container': 'box_x2' } }, 'doc-container', ''), 'box_x2');
  assert.equal(partClass(undefined, 'docs-main', 'main'), 'main');
});

test("a site's own classes join its layer's: each part's after the layer's, its leading beside the layer's; nothing without a layer", () => {
  const layer = { parts: { 'docs-sidebar-column': 'theme-doc-sidebar-container' }, drops: ['article-prose'] };
  const merged = withSiteClasses(layer, { parts: { 'docs-sidebar-column': 'sidebar_x1', 'docs-wrapper': 'w_x2' }, leading: { 'docs-main': 'm_x3' } });
  assert.deepEqual(merged, {
    parts: { 'docs-sidebar-column': 'theme-doc-sidebar-container sidebar_x1', 'docs-wrapper': 'w_x2' },
    leading: { 'docs-main': 'm_x3' },
    drops: ['article-prose'],
  });
  assert.equal(withSiteClasses(layer, {}), layer);
  assert.equal(withSiteClasses(undefined, { parts: { a: 'b' } }), undefined);
});
