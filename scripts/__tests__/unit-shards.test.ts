import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { splitShards, shardCheckout, testWeight } from '../lib/unit-shards';

const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));

test('a test file that builds weighs more than one that does not; the shards share the builds and keep path order', () => {
  const sources: Record<string, string> = {
    'a.test.ts': "test('x', () => {});",
    'b.test.ts': "test('x', () => spawnSync(node, ['scripts/build.mjs']));",
    'c.test.ts': "test('x', () => spawnSync(node, ['scripts/build.mjs']));",
    'd.test.ts': "test('x', () => {}); test('y', () => {});",
  };
  assert.ok(testWeight(sources['b.test.ts']) > 5 * testWeight(sources['d.test.ts']));
  const [one, two] = splitShards(Object.keys(sources), (f) => sources[f]);
  assert.deepEqual([...one, ...two].sort(), Object.keys(sources));
  assert.equal(one.filter((f) => /[bc]/.test(f)).length, 1, 'one build in each shard');
  assert.deepEqual(one, [...one].sort());
  assert.deepEqual(two, [...two].sort());
});

test("the second shard's checkout has this checkout's uncommitted changes, its own folders and the same packages", () => {
  const root = tempDir('unit-shards');
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@localhost', ...args], { cwd: root, encoding: 'utf8' });
  fs.writeFileSync(path.join(root, 'kept.ts'), 'committed');
  fs.writeFileSync(path.join(root, 'gone.ts'), 'committed');
  fs.mkdirSync(path.join(root, 'node_modules'));
  fs.writeFileSync(path.join(root, '.gitignore'), 'node_modules\n.generated\n');
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'one');
  fs.writeFileSync(path.join(root, 'kept.ts'), 'edited');
  fs.rmSync(path.join(root, 'gone.ts'));
  fs.mkdirSync(path.join(root, 'new'));
  fs.writeFileSync(path.join(root, 'new/file.ts'), 'untracked');
  fs.mkdirSync(path.join(root, '.generated'));
  fs.writeFileSync(path.join(root, '.generated/x'), 'ignored');
  const shard = shardCheckout(root)!;
  try {
    assert.notEqual(shard.root, root);
    assert.equal(fs.statSync(path.dirname(shard.root)).mode & 0o005, 0o005, 'readable by another user, as a checkout is');
    assert.equal(fs.readFileSync(path.join(shard.root, 'kept.ts'), 'utf8'), 'edited');
    assert.equal(fs.readFileSync(path.join(shard.root, 'new/file.ts'), 'utf8'), 'untracked');
    assert.equal(fs.existsSync(path.join(shard.root, 'gone.ts')), false);
    assert.equal(fs.existsSync(path.join(shard.root, '.generated')), false, 'build output is its own');
    assert.equal(fs.realpathSync(path.join(shard.root, 'node_modules')), fs.realpathSync(path.join(root, 'node_modules')));
  } finally {
    shard.remove();
  }
  assert.equal(fs.existsSync(shard.root), false);
  assert.doesNotMatch(git('worktree', 'list'), /unit-shard-/);
});

test('no second checkout outside git', () => {
  assert.equal(shardCheckout(tempDir('unit-shards-plain')), undefined);
});
