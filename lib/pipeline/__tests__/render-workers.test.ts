/** Next's render workers: the run's number, else one per core (at most 4) for a site of some size, else one. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { renderWorkers } from '../render-workers';
import { MIN_PAGES_FOR_THREADS } from '../../check/threads';

test('DOCS_BUILD_WORKERS decides when it is set', () => {
  assert.equal(renderWorkers(3, 10, 2), 3);
  assert.equal(renderWorkers(1, 5000, 8), 1);
});

test('a site of some size gets one worker per core, at most four', () => {
  assert.equal(renderWorkers(undefined, MIN_PAGES_FOR_THREADS, 2), 2);
  assert.equal(renderWorkers(undefined, 1500, 1), 1);
  assert.equal(renderWorkers(undefined, 1500, 16), 4);
});

test('a small site, or an incremental build of a few pages, renders with one', () => {
  assert.equal(renderWorkers(undefined, MIN_PAGES_FOR_THREADS - 1, 8), 1);
  assert.equal(renderWorkers(undefined, 1, 2), 1);
});
