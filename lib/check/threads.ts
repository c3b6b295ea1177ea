/**
 * Worker threads for the check: how many, and how to start one that runs TypeScript. A worker
 * does not inherit the main thread's `--import tsx`, so it registers tsx itself before importing
 * its module.
 */
import fs from 'node:fs';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** Below this many pages a worker costs more to start than it saves. */
export const MIN_PAGES_FOR_THREADS = 200;

/** Threads to use: DOCS_CHECK_THREADS, else one per core (at most 4). */
export function checkThreads(): number {
  const wanted = Number(process.env.DOCS_CHECK_THREADS);
  return Number.isInteger(wanted) && wanted > 0 ? wanted : Math.min(os.availableParallelism(), 4);
}

/** Whether a content folder is large enough for worker threads (counted before the index is built). */
export function worthThreads(contentDir: string): boolean {
  if (checkThreads() < 2 || !fs.existsSync(contentDir)) return false;
  let pages = 0;
  for (const rel of fs.readdirSync(contentDir, { recursive: true }) as string[]) if (/\.mdx?$/.test(rel) && ++pages >= MIN_PAGES_FOR_THREADS) return true;
  return false;
}

export interface TsWorker {
  worker: Worker;
  /** Resolves true once the module has loaded and said so (its first message), false if it failed. */
  ready: Promise<boolean>;
}

/** Starts a worker on a TypeScript module (URL) that posts one message once it has loaded. */
export function startTsWorker(moduleUrl: URL, workerData?: unknown): TsWorker {
  const source = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(moduleUrl.href)}); })`;
  const worker = new Worker(source, { eval: true, workerData });
  worker.unref();
  const ready = new Promise<boolean>((resolve) => {
    worker.once('message', () => resolve(true));
    worker.once('error', () => resolve(false));
    worker.once('exit', () => resolve(false));
  });
  return { worker, ready };
}
