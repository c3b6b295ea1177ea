import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { themeCss, contrast, CODE_BACKGROUND } from '../highlighter';

test('code-theme.css is generated from the theme and up to date', async () => {
  const css = fs.readFileSync('app/styles/code-theme.css', 'utf8');
  assert.ok(css.includes(await themeCss()), 'run: node --import tsx scripts/gen-code-theme.ts');
});

test('every token colour meets WCAG AA contrast on the code background', async () => {
  for (const m of (await themeCss()).matchAll(/color:(#[0-9a-f]{6})/g)) {
    assert.ok(contrast(m[1], CODE_BACKGROUND) >= 4.5, `${m[1]} is too light`);
  }
});
