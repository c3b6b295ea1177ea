/**
 * The live preview's import of a docs edit alone (importDocusaurus' PartialImport): a page of one
 * version changed, added or removed, and a version's sidebars file changed, each leave the imported
 * folder as a whole import of the edited site makes it, and the import takes the edited file alone,
 * whatever the other versions hold (it passes them by without walking them).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { tempDir } from '../../test/temp-dir';
import { importEditAlone, importedTree as tree } from '../../test/imported-tree';

test('a docs page of one version changed, added or removed, or a version’s sidebars changed, is imported alone as a whole import would', async () => {
  const site = tempDir('docs-partial-site');
  fs.cpSync('test/fixtures/docusaurus-site', site, { recursive: true });
  const live = tempDir('docs-partial-live');
  const sources = (await importDocusaurus(site, live)).sources ?? {};
  const edits: [string, string | undefined][] = [
    ['product_versioned_docs/version-1.0.0/01-getting-started.mdx', '---\ntitle: First steps\n---\n\nRead the [guides](./guides/tabs.mdx) next.\n'],
    ['product_versioned_docs/version-2.0.0/guides/added.md', '---\ntitle: Added\nslug: /added-page\n---\n\nA page added while the preview runs.\n'],
    ['product/hidden.mdx', undefined],
    ['docs/intro.mdx', '---\ntitle: Intro, edited\n---\n\n# Intro, edited\n\nThe unversioned docs changed.\n'],
    ['product_versioned_sidebars/version-1.0.0-sidebars.json', '{"docs": [{"type": "doc", "id": "01-getting-started"}]}\n'],
  ];
  for (const [rel, text] of edits) {
    const file = path.join(site, rel);
    const imported = await importEditAlone(site, live, rel, text);
    if (text === undefined) {
      // (A removed page's copy is the caller's to remove, by the report's sources: scripts/tool/import-site.ts removeDoc.)
      assert.deepEqual([...imported], [], `${rel}: nothing to read`);
      const copies = Object.keys(sources).filter((copy) => sources[copy] === rel);
      assert.equal(copies.length, 1, `${rel}: one copy`);
      for (const copy of copies) fs.rmSync(path.join(live, copy));
    } else assert.deepEqual([...imported], [file], `${rel}: imported alone`);
    const whole = tempDir('docs-partial-whole');
    await importDocusaurus(site, whole);
    assert.deepEqual(tree(live), tree(whole), `${rel}: as a whole import makes it`);
  }
});
