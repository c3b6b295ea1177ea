/**
 * Worker threads for the check: how many, and how to start one. Run from source, a worker does not
 * inherit the main thread's `--import tsx`, so it registers tsx itself before importing its
 * TypeScript module; run from the check's bundle (scripts/check.mjs), it loads the compiled module
 * next to the code that starts it.
 */
import fs from 'node:fs';
import os from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { contentFiles } from '../source/content-walk';
import { allowedFolders } from '../source/inside-content';

/** Below this many pages a worker costs more to start than it saves. */
export const MIN_PAGES_FOR_THREADS = 200;

/** Past this many, a thread or a render worker of one's own costs more memory than its share of the work saves. */
export const MAX_THREADS = 4;

/** Threads to use: the run's (RunSettings.checkThreads, DOCS_CHECK_THREADS), else one per core (at most MAX_THREADS). */
export function checkThreads(wanted?: number): number {
  return wanted && wanted > 0 ? wanted : Math.min(os.availableParallelism(), MAX_THREADS);
}

/** Threads for `items` pages of work: checkThreads(wanted) on a site of MIN_PAGES_FOR_THREADS pages or more, else one. */
export function threadsFor(items: number, wanted?: number): number {
  return items >= MIN_PAGES_FOR_THREADS ? checkThreads(wanted) : 1;
}

/** Whether a content folder is large enough for worker threads (counted before the index is built). */
export function worthThreads(contentDir: string, wanted?: number): boolean {
  if (checkThreads(wanted) < 2 || !fs.existsSync(contentDir)) return false;
  return contentFiles(contentDir, allowedFolders({ contentRoots: [contentDir] })).filter((rel) => /\.mdx?$/.test(rel)).length >= MIN_PAGES_FOR_THREADS;
}

export interface CheckWorker {
  worker: Worker;
  /** Resolves true once the module has loaded and said so (its first message), false if it failed. */
  ready: Promise<boolean>;
}

/**
 * Parsing allocates fast and briefly: with V8's default 16 MB semi-spaces a sixth of a thread's
 * time went to collecting them. 64 MB semi-spaces (the young generation is three of them) cut that
 * to a twentieth, for ~150 MB more memory per thread; `npm run check` gives the main thread the same
 * (--max-semi-space-size=64).
 * The old generation is capped: parsing or rendering a page allocates several times its live size
 * (a 1.7 MB reference page needs under 400 MB live, but grows a thread past 1.2 GB when nothing
 * presses V8 to collect). Measured on a 1,500-page site with such pages: the article phase's peak
 * went from 2.6 to 1.3 GB and the check's from 2.3 to 1.5 GB, for 10–15% more CPU. A page that needs
 * more stops its worker: the check's pool takes the batch on the main thread, the article
 * prerender leaves that page to Next.
 */
const WORKER_LIMITS: ResourceLimits = { maxYoungGenerationSizeMb: 192, maxOldGenerationSizeMb: 512 };

/** The engine's worker modules, by name: their source under lib/ (in the bundle, <name>.mjs beside this code). */
const WORKER_MODULES = {
  'page-worker': 'check/page-worker',
  'consistency-worker': 'check/consistency-worker',
  'search-worker': 'pipeline/search-worker',
} as const;
export type EngineWorkerModule = keyof typeof WORKER_MODULES;

/** Starts one of the engine's worker modules, from source or from the bundle as this code runs. */
export function startEngineWorker(name: EngineWorkerModule, workerData?: unknown): CheckWorker {
  const fromSource = import.meta.url.endsWith('.ts');
  return fromSource
    ? startTsWorker(new URL(`../${WORKER_MODULES[name]}.ts`, import.meta.url), workerData)
    : startWorker(new URL(`./${name}.mjs`, import.meta.url), workerData);
}

/** Starts a worker on a TypeScript module (URL) that posts one message once it has loaded (also the build's article workers). */
export function startTsWorker(moduleUrl: URL, workerData?: unknown): CheckWorker {
  const source = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(moduleUrl.href)}); })`;
  return watch(new Worker(source, { eval: true, workerData, resourceLimits: WORKER_LIMITS }));
}

/** Starts a worker on a JavaScript module (URL) that posts one message once it has loaded. */
function startWorker(moduleUrl: URL, workerData?: unknown): CheckWorker {
  return watch(new Worker(moduleUrl, { workerData, resourceLimits: WORKER_LIMITS }));
}

function watch(worker: Worker): CheckWorker {
  worker.unref();
  const ready = new Promise<boolean>((resolve) => {
    worker.once('message', () => resolve(true));
    worker.once('error', () => resolve(false));
    worker.once('exit', () => resolve(false));
  });
  return { worker, ready };
}
