/** mentionedFiles: the file names a text mentions, exactly the matches of the regular expression it narrows. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mentionedFiles } from '../page-files';

const FULL_SCAN = /[^\s/()[\]"'`<>]+\.mdx?\b/g;

test('names in links, prose, imports and code, as the full scan finds them', () => {
  const text = [
    'See [install](../install.md) and [the config](./config/values.mdx#ports).',
    "import Intro from './_partials/intro.mdx';",
    'Files like README.md, a.md.mdx, notes.mdxy, page.md5 and x.md_ are mentioned or not.',
    '`quick-start.md` <a href="old.md">old</a> (see upgrade.mdx) [x](<spaced name.md>)',
    '.md alone, ..md, trailing.md',
  ].join('\n');
  const found = mentionedFiles(text);
  assert.deepEqual(found, text.match(FULL_SCAN));
  assert.ok(found.includes('install.md') && found.includes('values.mdx') && found.includes('intro.mdx') && found.includes('a.md.mdx'));
  assert.ok(!found.includes('notes.mdxy') && !found.some((n) => n.startsWith('page.md5')));
});

test('random texts over the characters that matter: the same matches as the full scan', () => {
  const alphabet = ['.', 'm', 'd', 'x', 'a', '_', '-', '5', ' ', '\n', '/', '(', ')', '[', ']', '"', "'", '`', '<', '>', '\u00a0', '#', 'é'];
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let round = 0; round < 2000; round++) {
    let text = '';
    const length = Math.floor(random() * 60);
    for (let i = 0; i < length; i++) text += random() < 0.15 ? '.md' : alphabet[Math.floor(random() * alphabet.length)];
    assert.deepEqual(mentionedFiles(text), text.match(FULL_SCAN) ?? [], JSON.stringify(text));
  }
});

test('a text without ".md" has no names', () => {
  assert.deepEqual(mentionedFiles('no links here at all, only words'), []);
});
