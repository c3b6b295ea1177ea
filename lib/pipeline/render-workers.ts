/**
 * How many workers Next renders the pages with. Each loads Next's server, the site and the page
 * modules again (on vcluster-docs about 0.5 GB and a few CPU-seconds each), so a second one pays
 * only on a site of some size: below MIN_PAGES_FOR_THREADS pages Next renders with one, as the page
 * pass keeps to its own thread. Above, one per core, at most MAX_THREADS (4), as the page pass's threads: on
 * vcluster-docs (1,503 pages, two cores) two workers generate in 28 s against 40 s, for 13% more
 * of `next build`'s CPU, and the export is the same file for file (lib/pipeline/head-order.ts).
 */
import os from 'node:os';
import { MAX_THREADS, MIN_PAGES_FOR_THREADS } from '../check/threads';

/** `wanted`: the run's (RunSettings.buildWorkers, DOCS_BUILD_WORKERS); `pages`: the pages Next renders. */
export function renderWorkers(wanted: number | undefined, pages: number, cores = os.availableParallelism()): number {
  if (wanted && wanted > 0) return wanted;
  return pages >= MIN_PAGES_FOR_THREADS ? Math.max(1, Math.min(cores, MAX_THREADS)) : 1;
}
