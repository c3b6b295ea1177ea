import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { shardCheckout, testWeight, unitJobs } from '../lib/unit-shards';

const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));

test('a test file that builds weighs more than one that does not: it is a job alone, first in the queue; light files go together; a recorded duration wins', () => {
  const sources: Record<string, string> = {
    'a.test.ts': "test('x', () => {});",
    'b.test.ts': "test('x', () => spawnSync(node, ['scripts/build.mjs']));",
    'c.test.ts': "test('x', () => spawnSync(node, ['scripts/build.mjs'])); test('y', () => spawnSync(node, ['scripts/build.mjs']));",
    'd.test.ts': "test('x', () => {}); test('y', () => {});",
  };
  for (let i = 0; i < 40; i++) sources[`e${String(i).padStart(2, '0')}.test.ts`] = "test('x', () => {});";
  assert.ok(testWeight(sources['b.test.ts']) > 5 * testWeight(sources['d.test.ts']));
  const jobs = unitJobs(Object.keys(sources), (f) => sources[f]);
  assert.deepEqual(jobs.flat().sort(), Object.keys(sources).sort(), 'every file once');
  assert.deepEqual(jobs.slice(0, 2), [['c.test.ts'], ['b.test.ts']], 'the builds first, the heaviest before');
  const light = jobs.slice(2);
  assert.ok(light.length > 1 && light.every((job) => job.length > 1), 'light files in a few batches');
  for (const job of light) assert.deepEqual(job, [...job].sort(), 'each batch in path order');
  // A recorded duration outweighs the guess: a light-looking file that took long goes first, alone.
  assert.deepEqual(unitJobs(Object.keys(sources), (f) => sources[f], { 'a.test.ts': 300 })[0], ['a.test.ts']);
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
