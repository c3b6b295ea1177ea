/**
 * The live preview's import of a blog edit alone (plugins/docusaurus/importer/blog.ts importBlogChanges,
 * through importDocusaurus' PartialImport): a post changed, added or removed, and authors.yml changed
 * leave the imported folder as a whole import of the edited site makes it (the engine makes the
 * list, tag and author pages and the feeds from that folder).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { importDocusaurus } from '../../plugins/docusaurus/importer/import';
import { tempDir } from '../../test/temp-dir';
import { importEditAlone, importedTree as tree } from '../../test/imported-tree';

test('a blog post changed, added or removed, or authors.yml changed, is imported alone as a whole import would', async () => {
  const site = tempDir('blog-partial-site');
  fs.cpSync('test/fixtures/docusaurus-blog', site, { recursive: true });
  const live = tempDir('blog-partial-live');
  await importDocusaurus(site, live);
  const edits: [string, string | undefined][] = [
    ['blog/2023-05-01-may.md', '---\ntitle: May\nslug: /may-update\ntags: [launch]\n---\n\nMay was busy after all.\n'],
    ['blog/2023-07-01-july.md', '---\ntitle: July\nauthors: [mira]\n---\n\nA new post in [the docs](/docs/intro).\n'],
    ['blog/2023/04/01/april.mdx', undefined],
    ['blog/authors.yml', `${fs.readFileSync(path.join(site, 'blog/authors.yml'), 'utf8')}\nnoor:\n  name: Noor\n`],
  ];
  for (const [rel, text] of edits) {
    const imported = await importEditAlone(site, live, rel, text);
    assert.deepEqual([...imported], [path.join(site, rel)], `${rel}: imported alone`);
    const whole = tempDir('blog-partial-whole');
    await importDocusaurus(site, whole);
    assert.deepEqual(tree(live), tree(whole), `${rel}: as a whole import makes it`);
  }
});
