/**
 * Full garbage collections where a long run knows its garbage is large: between the build's
 * phases, and while the check parses pages on the main thread. V8 grows a heap with no limit
 * long before it collects (a check of a site with 1.7 MB reference pages grew this thread past a
 * gigabyte with 130 MB live), while workers or Next run beside it: collecting at these points
 * lowers the build's peak by about a gigabyte. Next's render workers collect as their heap doubles
 * (app/site.ts). (`--expose-gc` set at run time: the npm scripts need no flag.)
 */
import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | undefined;

export function collectGarbage(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}

/** Collects when this thread's heap holds more than `bytes` (live and garbage). */
export function collectGarbageAbove(bytes: number): void {
  if (v8.getHeapStatistics().used_heap_size > bytes) collectGarbage();
}

let leftByLast = 0;

/**
 * Collects when this thread's heap has grown to `factor` times what its last collection here left,
 * and past `floor`: a bound that follows what the thread holds, where a fixed one would collect on
 * every call in a thread that holds more.
 */
export function collectGarbageWhenGrown(factor = 2, floor = 128 * 2 ** 20): void {
  if (v8.getHeapStatistics().used_heap_size < Math.max(floor, leftByLast * factor)) return;
  collectGarbage();
  leftByLast = v8.getHeapStatistics().used_heap_size;
}
