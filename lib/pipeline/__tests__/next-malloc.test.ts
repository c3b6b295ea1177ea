/** `next build` and its render workers get two malloc arenas per process, unless the user chose a number. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NEXT_MALLOC_ARENAS, nextMallocEnv } from '../next-malloc';
import { nextEnv } from '../phases';
import type { BuildState } from '../phases';

test('two arenas unless the user set MALLOC_ARENA_MAX', () => {
  assert.deepEqual(nextMallocEnv({}), { MALLOC_ARENA_MAX: NEXT_MALLOC_ARENAS });
  assert.equal(NEXT_MALLOC_ARENAS, '2');
  assert.deepEqual(nextMallocEnv({ MALLOC_ARENA_MAX: '8' }), { MALLOC_ARENA_MAX: '8' });
  assert.deepEqual(nextMallocEnv({ MALLOC_ARENA_MAX: '' }), { MALLOC_ARENA_MAX: NEXT_MALLOC_ARENAS });
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
