/**
 * `pagewright build` publishes out/ as build/: the site's plugins' postBuild runs with the new build
 * where Docusaurus' build folder stands (a plugin that writes into `build/…` by a path of its own finds
 * it), never writing through into out/; a postBuild that throws leaves the last build in place.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { publishBuild } from '../tool/publish';
import { tempFiles } from '../../test/temp-dir';

const read = (file: string) => fs.readFileSync(file, 'utf8');

test("postBuild runs in the build folder's own place, and what it writes stays out of out/", async () => {
  const root = tempFiles('publish', { 'out/index.html': 'new', 'build/index.html': 'old' });
  const target = path.join(root, 'build');
  await publishBuild(path.join(root, 'out'), target, async (built) => {
    assert.equal(built, target);
    assert.equal(read(path.join(target, 'index.html')), 'new');
    // (docusaurus-plugin-internaldocs-fb writes `build/rendered-components` from the site's folder.)
    fs.mkdirSync(path.join(root, 'build', 'rendered-components'));
    fs.writeFileSync(path.join(root, 'build', 'rendered-components', 'a.png'), 'png');
  });
  assert.equal(read(path.join(target, 'rendered-components', 'a.png')), 'png');
  assert.ok(!fs.existsSync(path.join(root, 'out', 'rendered-components')));
  assert.deepEqual(fs.readdirSync(root).sort(), ['build', 'out']);
});

test('a postBuild that throws puts the last build back', async () => {
  const root = tempFiles('publish-fails', { 'out/index.html': 'new', 'build/index.html': 'old' });
  const target = path.join(root, 'build');
  await assert.rejects(
    publishBuild(path.join(root, 'out'), target, async () => {
      throw new Error('a plugin failed');
    }),
    /a plugin failed/,
  );
  assert.equal(read(path.join(target, 'index.html')), 'old');
  assert.deepEqual(fs.readdirSync(root).sort(), ['build', 'out']);
});
