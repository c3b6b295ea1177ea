import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ADMONITION_TYPES, admonitionStyle, admonitionType } from '../../shared/admonition-types';
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

test('aliases are exported with the label of their type in the Markdown export (components/mdx/__tests__/admonition.test.ts: in the page)', () => {
  for (const [alias, label] of [
    ['important', 'Info'],
    ['success', 'Tip'],
    ['secondary', 'Note'],
  ])
    assert.match(markdownOf(`:::${alias}\nBody\n:::\n`), new RegExp(`^> \\*\\*${label}:\\*\\*`, 'm'));
});
