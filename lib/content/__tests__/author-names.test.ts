/** The page's error box names the file the author edits, where the content folder is a copy (../author-names.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../../test/temp-dir';
import { withAuthorNames } from '../author-names';

test('a copy in the content folder is named by its original, a copy kept at its own path by that path', () => {
  const site = tempDir('author-names');
  const root = path.join(site, '.pagewright/engine');
  const content = path.join(site, '.pagewright/content');
  fs.mkdirSync(content, { recursive: true });
  const report = path.join(content, 'import-report.json');
  fs.writeFileSync(report, JSON.stringify({ sources: { 'product/v2/intro.mdx': 'product_versioned_docs/version-2/intro.mdx' } }));
  const run = { contentDir: content, sourceNames: report };
  assert.equal(withAuthorNames('../content/product/v2/intro.mdx:12:3: MDX error', run, root), 'product_versioned_docs/version-2/intro.mdx:12:3: MDX error');
  assert.equal(withAuthorNames(`${content}/src/pages/x.js:4: Expected "}"`, run, root), 'src/pages/x.js:4: Expected "}"');
  assert.equal(withAuthorNames('../content/a.mdx:1: x', { contentDir: content }, root), '../content/a.mdx:1: x', 'no map: as it was');
});

test("a file read where it lies, in the map's `from` folder, is named from that folder", () => {
  const site = tempDir('author-names-in-place');
  const root = path.join(site, '.pagewright/engine');
  const content = path.join(site, '.pagewright/content');
  fs.mkdirSync(content, { recursive: true });
  const report = path.join(content, 'import-report.json');
  fs.writeFileSync(report, JSON.stringify({ from: site, sources: {} }));
  const run = { contentDir: content, sourceNames: report };
  assert.equal(withAuthorNames('../../docs/intro.mdx:3:1: Could not parse expression', run, root), 'docs/intro.mdx:3:1: Could not parse expression');
  assert.equal(withAuthorNames('see x/../../docs/intro.mdx', run, root), 'see x/../../docs/intro.mdx', 'only a path as the engine names it');
});
