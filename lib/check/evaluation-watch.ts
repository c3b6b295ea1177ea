/**
 * Tells whoever watches this thread when page code starts and stops running: the check's worker
 * threads tell the pool (lib/check/page-pool.ts), which ends a worker whose page runs past the time
 * limit and names the page of a worker that dies while its code runs. Synchronous code is stopped at
 * the limit anyway (lib/mdx/time-limit.ts); this is for what is not (a render that waits).
 */
import { types } from 'node:util';

type Watcher = (source: string | undefined) => void;

let watcher: Watcher | undefined;

export function watchEvaluations(fn: Watcher): void {
  watcher = fn;
}

/** Runs `fn`, the evaluation of the page `source`, announced to the watcher (until its promise settles). */
export function evaluating<T>(source: string, fn: () => T): T {
  if (!watcher) return fn();
  const w = watcher;
  w(source);
  let result: T;
  try {
    result = fn();
  } catch (err) {
    w(undefined);
    throw err;
  }
  // (Any realm's promise: a page's code may run in a context of its own.)
  if (types.isPromise(result)) return (result as Promise<unknown>).finally(() => w(undefined)) as T;
  w(undefined);
  return result;
}
