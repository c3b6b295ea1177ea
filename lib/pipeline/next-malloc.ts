/**
 * glibc's allocator for `next build` and its render workers. By default glibc gives each thread
 * that allocates an arena of its own (up to eight per core), and memory freed in one stays with it:
 * a render worker's GC and I/O threads left each process holding 100–150 MB it no longer used.
 * Two arenas per process, the common setting for long-running servers, keep that memory reusable.
 * vcluster-docs (1,491 pages, two cores, two render workers), one cold build each: the process
 * tree's peak during Next's generation 1,752 → 1,455 MiB (render workers 480/492 → 340/329 MiB),
 * build time within the machine's noise. Other C libraries ignore the variable; a value the user
 * set is kept.
 */
import type { Environment } from '../config/run-settings';

export const NEXT_MALLOC_ARENAS = '2';

export function nextMallocEnv(env: Environment): Record<string, string> {
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || NEXT_MALLOC_ARENAS };
}
