/** The docs' main column a site swizzled, by the name its installed theme has (../docs-main.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tempFiles } from '../../../../test/temp-dir';
import { themeAliases } from '../theme-aliases';
import { docsMainSwizzle } from '../docs-main';

const WRAPPER = "import Main from '@theme-original/DocPage/Layout/Main';\nexport default function W(p) { return <Main {...p} />; }\n";

test('a 2.x name swizzled on a Docusaurus 3 site replaces nothing; on a 2.x site, and without an installed theme, it is the column', () => {
  const site = tempFiles('docs-main-site', { 'src/theme/DocPage/Layout/Main/index.js': WRAPPER });
  const v3 = themeAliases([tempFiles('docs-main-v3', { 'DocRoot/Layout/Main/index.js': '' })]);
  const v2 = themeAliases([tempFiles('docs-main-v2', { 'DocPage/Layout/Main/index.js': '' })]);
  assert.equal(docsMainSwizzle(site, v3), undefined);
  assert.equal(docsMainSwizzle(site, v2)?.name, 'DocPage/Layout/Main');
  assert.equal(docsMainSwizzle(site, themeAliases([]))?.name, 'DocPage/Layout/Main');
  const site3 = tempFiles('docs-main-site3', { 'src/theme/DocRoot/Layout/Main.jsx': WRAPPER });
  assert.match(docsMainSwizzle(site3, v3)!.file, /DocRoot\/Layout\/Main\.jsx$/);
});
