import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { Admonition } from '../Admonition';

test('aliases render with the label and icon of their type (lib/shared/admonition-types.ts)', () => {
  for (const [alias, label, icon] of [
    ['important', 'Info', 'info'],
    ['success', 'Tip', 'tip'],
    ['secondary', 'Note', 'info'],
  ]) {
    const html = renderToStaticMarkup(createElement(Admonition, { type: alias }, 'Body'));
    assert.match(html, new RegExp(`aria-label="${label}"`), html);
    assert.match(html, new RegExp(`<div class="admonition-title">${label}</div>`), html);
    assert.match(html, new RegExp(`<i class="icon icon-${icon}"`), `${alias} has the icon of its type`);
  }
});
