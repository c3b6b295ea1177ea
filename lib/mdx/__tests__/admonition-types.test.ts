import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { ADMONITION_TYPES, admonitionStyle, admonitionType } from '../../shared/admonition-types';
import { Admonition } from '../../../components/mdx/Admonition';
import { markdownOf } from './markdown-helper';

test('every directive name has a rendered type, a label and an icon', () => {
  for (const name of ADMONITION_TYPES) {
    const style = admonitionStyle(name);
    assert.ok(style?.label && style.icon, name);
  }
  assert.equal(admonitionType('important'), 'info');
  assert.equal(admonitionType('success'), 'tip');
  assert.equal(admonitionType('secondary'), 'note');
  assert.equal(admonitionType('nonsense'), undefined);
});

test('aliases render with the label and icon of their type, in the page and in the Markdown export', () => {
  for (const [alias, label] of [
    ['important', 'Info'],
    ['success', 'Tip'],
    ['secondary', 'Note'],
  ]) {
    const html = renderToStaticMarkup(createElement(Admonition, { type: alias }, 'Body'));
    assert.match(html, new RegExp(`aria-label="${label}"`), html);
    assert.match(html, new RegExp(`<div class="admonition-title">${label}</div>`), html);
    assert.match(html, /<svg/, `${alias} has an icon`);
    assert.match(markdownOf(`:::${alias}\nBody\n:::\n`), new RegExp(`^> \\*\\*${label}:\\*\\*`, 'm'));
  }
});
