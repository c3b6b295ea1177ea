/** `next build` and its render workers get two malloc arenas per process and mimalloc's purge at once, unless the user chose otherwise. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NEXT_MALLOC_ARENAS, NEXT_MIMALLOC_PURGE_DELAY, nextMallocEnv } from '../next-malloc';
import { nextEnv } from '../phases';
import type { BuildState } from '../phases';

test('two arenas unless the user set MALLOC_ARENA_MAX', () => {
  assert.equal(nextMallocEnv({}).MALLOC_ARENA_MAX, NEXT_MALLOC_ARENAS);
  assert.equal(NEXT_MALLOC_ARENAS, '2');
  assert.equal(nextMallocEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX, '8');
  assert.equal(nextMallocEnv({ MALLOC_ARENA_MAX: '' }).MALLOC_ARENA_MAX, NEXT_MALLOC_ARENAS);
});

test('mimalloc purges freed pages at once unless the user set MIMALLOC_PURGE_DELAY', () => {
  assert.equal(NEXT_MIMALLOC_PURGE_DELAY, '0');
  assert.deepEqual(nextMallocEnv({}), { MALLOC_ARENA_MAX: '2', MIMALLOC_PURGE_DELAY: '0' });
  assert.equal(nextMallocEnv({ MIMALLOC_PURGE_DELAY: '10' }).MIMALLOC_PURGE_DELAY, '10');
});

test("the environment next build is started with carries the setting, from the build's own environment", () => {
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-next-malloc-'));
  try {
    const state = {
      root: cacheDir,
      cacheDir,
      paths: { contentDir: cacheDir },
      run: {},
      env: {},
      plan: { kind: 'full', reason: 'test' },
      pages: 3,
      indexFile: path.join(cacheDir, 'index.json'),
      articlesFile: path.join(cacheDir, 'articles.json'),
      buildId: 'test',
    } as unknown as BuildState;
    const env = nextEnv(state);
    assert.equal(env.MALLOC_ARENA_MAX, NEXT_MALLOC_ARENAS);
    assert.ok(Object.values(env).some((v) => v.endsWith('build-context.json')));
    assert.equal(nextEnv({ ...state, env: { MALLOC_ARENA_MAX: '6' } }).MALLOC_ARENA_MAX, '6');
  } finally {
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }
});
