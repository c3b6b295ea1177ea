import { test } from 'node:test';
import assert from 'node:assert/strict';
import { themed } from '../theme-classes';

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
