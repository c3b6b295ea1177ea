/**
 * The Docusaurus version a site builds with, to the patch (plugins/docusaurus/importer/mdx1.ts
 * docusaurusFrom), which decides behaviours that changed between releases: from 3.1.1 the link check
 * takes a page's path in its case (the import sets routesMatchAnyCase before it).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { docusaurusFrom } from '../../plugins/docusaurus/importer/mdx1';
import { tempDir } from '../../test/temp-dir';

const siteWithCore = (range: string) => {
  const root = tempDir('docusaurus-version');
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': range } }));
  return root;
};

test('a version is compared to the patch; a range without a lock installs its newest', () => {
  const from311 = (range: string) => docusaurusFrom(siteWithCore(range), 3, 1, 1);
  assert.equal(from311('3.1.0'), false);
  assert.equal(from311('3.1.1'), true);
  assert.equal(from311('2.4.3'), false);
  assert.equal(from311('3.0.1'), false);
  assert.equal(from311('~3.1.0'), true, "a ~ range installs its minor's newest patch");
  assert.equal(from311('^3.0.0'), true, "a ^ range installs its major's newest");
  assert.equal(from311('^2.4.0'), false);
  assert.equal(docusaurusFrom(siteWithCore('3.10.2'), 3, 9), true);
  assert.equal(docusaurusFrom(tempDir('docusaurus-version-none'), 3, 1, 1), undefined);
});

test('the lock file decides over the range', () => {
  const root = siteWithCore('^3.0.0');
  const lock = { lockfileVersion: 3, packages: { '': {}, 'node_modules/@docusaurus/core': { version: '3.1.0' } } };
  fs.writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify(lock));
  assert.equal(docusaurusFrom(root, 3, 1, 1), false);
});

test("broken anchors are reported from 3.1.0 on, onBrokenAnchors' release: before it Docusaurus checks none", async () => {
  const { importDocusaurus } = await import('../../plugins/docusaurus/importer/import');
  const anchors = async (core: string) => {
    const root = siteWithCore(core);
    fs.writeFileSync(path.join(root, 'docusaurus.config.js'), "module.exports = { title: 'Site', url: 'https://example.com', baseUrl: '/' };\n");
    fs.mkdirSync(path.join(root, 'docs'));
    fs.writeFileSync(path.join(root, 'docs/intro.md'), '# Intro\n\nSee [the end](#nowhere).\n');
    const to = tempDir('docusaurus-version-imported');
    await importDocusaurus(root, to);
    return JSON.parse(fs.readFileSync(path.join(to, 'site.config.json'), 'utf8')).onBrokenAnchors;
  };
  assert.equal(await anchors('2.4.3'), 'ignore');
  assert.equal(await anchors('3.0.1'), 'ignore');
  assert.equal(await anchors('3.1.0'), 'warn');
});
