/** Which external links print their target after their text (lib/browser/print-links.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { showsItsUrl } from '../print-links';

test('a link whose text is its address, as a reader writes it, shows its target already', () => {
  assert.ok(showsItsUrl('https://github.com/loft-sh/vcluster', 'https://github.com/loft-sh/vcluster'));
  assert.ok(showsItsUrl(' vcluster.com ', 'https://www.vcluster.com/'));
  assert.ok(showsItsUrl('HTTP://Example.com/a/', 'http://example.com/a'));
});

test('a link with words for text does not', () => {
  assert.ok(!showsItsUrl('the changelog', 'https://www.vcluster.com/changelog'));
  assert.ok(!showsItsUrl('vcluster.com', 'https://www.vcluster.com/docs/'));
  assert.ok(!showsItsUrl('', 'https://vcluster.com/'));
});
