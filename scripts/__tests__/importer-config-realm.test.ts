/**
 * The site's config is evaluated in a context of its own (plugins/docusaurus/importer/config.ts), so
 * its RegExps, plain objects and promises are that realm's: the import reads them as what they are,
 * not by `instanceof` this realm's classes (wix/Detox: a blog `truncateMarker` RegExp read as `{}`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { evaluateModule } from '../../plugins/docusaurus/importer/config';
import { mapBlogOptions } from '../../plugins/docusaurus/importer/blog';
import { moduleRulesOf } from '../../plugins/docusaurus/importer/webpack-module-rules';
import { copyTree } from '../../lib/mdx/copy-tree';
import { tempDir } from '../../test/temp-dir';

interface Evaluated {
  presets: [string, { blog: { truncateMarker: unknown } }][];
  plugins: (() => { configureWebpack: () => { module: { rules: { test: RegExp }[] } } })[];
}

async function config() {
  const root = tempDir('config-realm');
  fs.writeFileSync(
    path.join(root, 'docusaurus.config.js'),
    `module.exports = {
  title: 'Site',
  presets: [['classic', { blog: { truncateMarker: /<!--\\s*(more)\\s*-->/ } }]],
  plugins: [() => ({ name: 'yaml', configureWebpack: () => ({ module: { rules: [{ test: /\\.ya?ml$/i, use: 'yaml-loader' }] } }) })],
};\n`,
  );
  return { root, config: (await evaluateModule(path.join(root, 'docusaurus.config.js'), {})) as unknown as Evaluated };
}

test("a blog's truncateMarker RegExp is its source in the blog's options, as JSON cannot carry it", async () => {
  const { config: c } = await config();
  const marker = c.presets[0][1].blog.truncateMarker;
  assert.ok(!(marker instanceof RegExp), 'the config is of its own realm');
  assert.equal(mapBlogOptions({ truncateMarker: marker }).config.truncateMarker, '<!--\\s*(more)\\s*-->');
});

test("a config plugin's module rule keeps its RegExp test, and a tree holding that realm's RegExp copies it whole", async () => {
  const { root, config: c } = await config();
  const rules = c.plugins[0]().configureWebpack().module.rules;
  const { rules: read, unapplied } = moduleRulesOf(rules, 'client', root);
  assert.deepEqual(unapplied, []);
  assert.deepEqual(read[0].test, { regexp: '\\.ya?ml$', flags: 'i' });
  const copied = copyTree({ value: rules[0].test });
  assert.ok(copied.value.test('a.YAML'));
});
