/**
 * The allocators' settings for `next build` and its render workers.
 *
 * glibc's malloc (Node's): by default each thread that allocates gets an arena of its own (up to
 * eight per core), and memory freed in one stays with it: a render worker's GC and I/O threads left
 * each process holding 100–150 MB it no longer used. Two arenas per process, the common setting for
 * long-running servers, keep that memory reusable. vcluster-docs (1,491 pages, two cores, two render
 * workers), one cold build each: the process tree's peak during Next's generation 1,752 → 1,455 MiB
 * (render workers 480/492 → 340/329 MiB), build time within the machine's noise.
 *
 * mimalloc (Turbopack's, in Next's native module): a thread's freed pages go back to the system
 * after the purge delay, checked when that thread allocates again, so the compile's ~300 MB stayed
 * in `next build`'s process for about ten seconds after the compile, into the static generation,
 * while its threads sat idle. A delay of 0 purges as pages are freed: vcluster-docs, `next build`'s
 * process during the generation 508 → 213 MiB, the build's CPU 0.97× (three runs each).
 *
 * Other C libraries and allocators ignore the variables; a value the user set is kept.
 */
import type { Environment } from '../config/run-settings';

export const NEXT_MALLOC_ARENAS = '2';
export const NEXT_MIMALLOC_PURGE_DELAY = '0';

export function nextMallocEnv(env: Environment): Record<string, string> {
  return {
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || NEXT_MALLOC_ARENAS,
    MIMALLOC_PURGE_DELAY: env.MIMALLOC_PURGE_DELAY || NEXT_MIMALLOC_PURGE_DELAY,
  };
}
