/** A thread's heap collected as it grows past what the thread holds (Next's render workers: app/site.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import v8 from 'node:v8';
import { collectGarbage, collectGarbageWhenGrown } from '../collect-garbage';

const used = () => v8.getHeapStatistics().used_heap_size;

/** Garbage of about `mb` MB that only a full collection takes: arrays too large for the young generation (1 MB of doubles each). */
function litter(mb: number): void {
  let junk: number[][] | undefined = Array.from({ length: mb }, (_, i) => new Array<number>(131_072).fill(i + 0.5));
  assert.ok(junk.length);
  junk = undefined;
}

test('collects once the heap holds twice what its last collection left, not before', () => {
  collectGarbage();
  const live = used();
  // The first call has no last collection to go by: the floor decides (0 here), and it collects.
  litter(40);
  assert.ok(used() > live + 30 * 2 ** 20, 'the litter is on the heap');
  collectGarbageWhenGrown(2, 0);
  assert.ok(used() < live + 10 * 2 ** 20, 'collected');
  // Garbage under the heap it left: no collection.
  litter(Math.max(1, Math.floor((live / 2 ** 20) * 0.5)));
  const before = used();
  collectGarbageWhenGrown(2, 0);
  assert.ok(used() >= before, 'not collected below twice what the last collection left');
  // Past it: collected.
  litter(Math.ceil((live / 2 ** 20) * 1.5) + 8);
  collectGarbageWhenGrown(2, 0);
  assert.ok(used() < live + 10 * 2 ** 20, 'collected past twice what it left');
});
