/** `@theme/…` over theme folders by Docusaurus' rule (core webpack/aliases createThemeAliases). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { tempFiles } from '../../../../test/temp-dir';
import { themeAliasFile, themeAliases } from '../theme-aliases';

test('a later theme shadows an earlier one; @theme-original is the last, @theme-init the first; tests and declarations are no modules', () => {
  const first = tempFiles('theme-first', {
    'Foo/index.js': '',
    'Bar.tsx': '',
    'Baz.d.ts': '',
    '__tests__/Foo.test.js': '',
    'Qux.test.js': '',
  });
  const second = tempFiles('theme-second', { 'Foo.js': '', 'Nav/Item/index.jsx': '' });
  const aliases = themeAliases([first, second]);
  assert.equal(themeAliasFile('@theme/Foo', aliases), path.join(second, 'Foo.js'));
  assert.equal(themeAliasFile('@theme-original/Foo', aliases), path.join(second, 'Foo.js'));
  assert.equal(themeAliasFile('@theme-init/Foo', aliases), path.join(first, 'Foo/index.js'));
  assert.equal(themeAliasFile('@theme/Bar', aliases), path.join(first, 'Bar.tsx'));
  assert.equal(themeAliasFile('@theme/Nav/Item', aliases), path.join(second, 'Nav/Item/index.jsx'));
  for (const gone of ['@theme/Baz', '@theme/Qux', '@theme/__tests__/Foo', '@docusaurus/Foo']) assert.equal(themeAliasFile(gone, aliases), undefined);
});
