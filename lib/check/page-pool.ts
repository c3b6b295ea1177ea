/**
 * Checks many pages on every core: the main thread and worker threads take batches of pages from
 * one queue until it is empty. Parsing MDX is most of a cold check's time and pages do not depend
 * on each other, so this divides it by the number of cores. Workers can be started early
 * (startPagePool), so that loading their modules overlaps with reading the content index; small
 * sites are checked on the main thread alone.
 */
import type { PluginCheckIssue as ContentIssue } from '../plugins/types';
import { runBuildChecks, type BuildCheckRun } from '../plugins/engine';
import type { PageCheck } from './page-check';
import { runPageJob, type PageJob, type SharedContext } from './page-jobs';
import { collectGarbageAbove } from '../collect-garbage';
import { checkThreads, startEngineWorker, threadsFor, type CheckWorker } from './threads';
import { pageTimeoutMessage } from '../mdx/time-limit';
import { takeParseTally } from '../mdx/parse-tally';

const BATCH = 16;
/** Main-thread heap above which a batch is followed by a full collection (lib/collect-garbage.ts). */
const MAIN_HEAP_SOFT_LIMIT = 640 * 1024 * 1024;

let started: CheckWorker[] | undefined;

/**
 * Starts the worker threads for a large site ahead of checkPages (no-op for one thread that is the
 * main one): one per thread but the main one, or one per thread when the main thread does not take pages.
 */
export function startPagePool(threads = checkThreads(), mainThreadWorks = true): void {
  const count = mainThreadWorks ? threads - 1 : threads;
  if (started || count < 1) return;
  started = Array.from({ length: count }, () => startEngineWorker('page-worker'));
}

/** One more worker in the pool (in place of one that was stopped). */
function addWorker(): CheckWorker {
  const w = startEngineWorker('page-worker');
  (started ??= []).push(w);
  return w;
}

/** The consistency check given to the pool's first worker, if any (stopPagePool waits for it). */
let consistencyRun: Promise<[string, ContentIssue[]][]> | undefined;

/**
 * Runs the schema/CLI consistency check (lib/check/consistency.ts) on the pool's first worker,
 * which is idle until the content index is built; undefined when no pool was started.
 */
export function checkConsistencyOnPool(run: BuildCheckRun): Promise<[string, ContentIssue[]][]> | undefined {
  const w = started?.[0];
  if (!w) return undefined;
  consistencyRun = new Promise((resolve, reject) => {
    let settled = false;
    const onMessage = (m: { consistency?: [string, ContentIssue[]][]; consistencyError?: string }) => {
      if (m.consistency) resolve(m.consistency);
      else if (m.consistencyError) reject(new Error(`consistency check: ${m.consistencyError}`));
      else return;
      settled = true;
      w.worker.off('message', onMessage);
    };
    w.worker.on('message', onMessage);
    // A worker that fails to start or dies first: the check runs here instead.
    const fallBack = () => {
      if (settled) return;
      settled = true;
      w.worker.off('message', onMessage);
      runBuildChecks(run).then(resolve, reject);
    };
    // Sent now: the worker reads it as soon as it has loaded, while this thread is still busy.
    w.worker.postMessage({ consistency: run });
    void w.ready.then((ok) => ok || fallBack());
    w.worker.once('exit', fallBack);
  });
  return consistencyRun;
}

async function stopPagePool(): Promise<void> {
  await consistencyRun?.catch(() => undefined);
  consistencyRun = undefined;
  for (const w of started ?? []) void w.worker.terminate();
  started = undefined;
}

/** Batches a worker holds at once: it starts the next while the main thread is busy and cannot answer. */
const IN_FLIGHT = 2;

/**
 * How long past the time limit a worker whose page code still runs is given before it is stopped:
 * synchronous code stops at the limit by itself (lib/mdx/time-limit.ts); this is for a render that
 * waits, or code that is not bounded.
 */
const GRACE_MS = 5000;

/** How a worker's feeding ended: the queue is empty, it died (its batches are back on the queue), or it was stopped for a page (named) and may be replaced. */
type FeedEnd = 'done' | 'gone' | 'page';

/** What a worker says besides a batch's results: a page's code starts (its source) or stops (undefined) running. */
interface WorkerMessage {
  results?: PageCheck[];
  /** The texts the batch parsed (lib/mdx/parse-tally.ts). */
  parses?: string[];
  error?: string;
  evaluating?: string;
}

/**
 * Feeds one worker batches from the queue, keeping IN_FLIGHT of them with it, until the queue is
 * empty. Replies come in the order the batches were sent. A worker that is gone gives its batches
 * back to the queue, but a page whose code was running when its worker died, or ran past the time
 * limit (the worker is then stopped), is named instead (lib/check/evaluation-watch.ts).
 */
function feedWorker(
  w: CheckWorker,
  jobs: PageJob[],
  queue: number[][],
  results: PageCheck[],
  limitSeconds: number,
  options: Pick<PoolOptions, 'onBatch' | 'parses'>,
): Promise<FeedEnd> {
  return new Promise((resolve, reject) => {
    const sent: number[][] = [];
    let running: string | undefined;
    let timer: NodeJS.Timeout | undefined;
    let failure: Error | undefined;
    const send = () => {
      while (sent.length < IN_FLIGHT && queue.length) {
        const next = queue.shift()!;
        sent.push(next);
        w.worker.postMessage({ batch: next.map((i) => jobs[i]) });
      }
      if (!sent.length) finish('done');
    };
    /** The page `source` failed its worker: it gets `message`, the rest of the worker's batches go back to the queue. */
    const namePage = (source: string, message: string) => {
      const batches = sent.splice(0);
      const i = batches.flat().find((k) => jobs[k].source === source);
      if (i !== undefined)
        results[i] = { problems: [{ file: source, message }], facts: { links: [], ids: [], openIds: false, brokenFileLinks: [], components: [] } };
      queue.unshift(...batches.map((b) => b.filter((k) => k !== i)).filter((b) => b.length));
    };
    const onMessage = (m: WorkerMessage) => {
      if ('evaluating' in m) {
        clearTimeout(timer);
        running = m.evaluating;
        if (running) timer = setTimeout(onHang, limitSeconds * 1000 + GRACE_MS);
        return;
      }
      if (!m.results && !m.error) return; // another kind of reply (consistency)
      if (m.error) {
        cleanup();
        reject(new Error(`page check worker: ${m.error}`));
        return;
      }
      const done = sent.shift()!;
      m.results!.forEach((r, k) => (results[done[k]] = r));
      options.parses?.push(...(m.parses ?? []));
      options.onBatch?.('worker');
      send();
    };
    const onHang = () => {
      namePage(running!, pageTimeoutMessage(limitSeconds, ', so the thread running it was stopped'));
      cleanup();
      void w.worker.terminate();
      resolve('page');
    };
    const onError = (err: Error) => (failure = err);
    const onExit = (code: number) => {
      if (!running) {
        queue.unshift(...sent.splice(0));
        return finish('gone');
      }
      const why = failure ? `failed: ${failure.message}` : `ended (exit code ${code})`;
      namePage(running, `the thread evaluating the page ${why} while the page's code ran — remove what ends or exhausts the process from its code`);
      finish('page');
    };
    const finish = (end: FeedEnd) => {
      cleanup();
      resolve(end);
    };
    const cleanup = () => {
      clearTimeout(timer);
      w.worker.off('message', onMessage);
      w.worker.off('error', onError);
      w.worker.off('exit', onExit);
    };
    w.worker.on('message', onMessage);
    w.worker.on('error', onError);
    w.worker.once('exit', onExit);
    send();
  });
}

/**
 * The jobs' indexes in batches of about BATCH, each ending where a page's text does: the pages of
 * one text (sameTextOrder) run in one thread, one after the other, which parses the text once and
 * compiles it once (lib/mdx/compile-sharing.ts). Nor where the next page includes a large partial
 * this one does (batchWithNext), so that one thread parses it. The heaviest batches first (by the
 * jobs' weight), so that the last ones, taken while another thread finishes, are short.
 */
export function batchesOf(jobs: readonly PageJob[]): number[][] {
  const batches: { indexes: number[]; weight: number }[] = [];
  let batch = { indexes: [] as number[], weight: 0 };
  jobs.forEach((job, i) => {
    batch.indexes.push(i);
    batch.weight += job.weight ?? 0;
    if (batch.indexes.length >= BATCH && !job.sameTextNext && !job.batchWithNext) {
      batches.push(batch);
      batch = { indexes: [], weight: 0 };
    }
  });
  if (batch.indexes.length) batches.push(batch);
  return batches.sort((a, b) => b.weight - a.weight).map((b) => b.indexes);
}

export interface PoolOptions {
  /** Threads for this run (default: checkThreads(wantedThreads) for a large site, one for a small one). */
  threads?: number;
  /** The threads the run asks for (RunSettings.checkThreads). */
  wantedThreads?: number;
  /** Whether the main thread takes batches too (default); without, it only steps in for workers that failed. */
  mainThreadWorks?: boolean;
  /** Called after each batch with where it ran (for tests and timing). */
  onBatch?: (where: 'main' | 'worker') => void;
  /** Where the texts the checks parse are noted, one digest per parse, whichever thread parsed them (lib/mdx/parse-tally.ts). */
  parses?: string[];
}

/**
 * Checks every job; results in the order of the jobs. Without the main thread (the build's render:
 * page code runs there, and only a worker can be stopped), there is a worker even for one thread.
 */
export async function checkPages(jobs: PageJob[], shared: SharedContext, options: PoolOptions = {}): Promise<PageCheck[]> {
  const threads = options.threads ?? threadsFor(jobs.length, options.wantedThreads);
  const pooled = jobs.length > 0 && (threads > 1 || options.mainThreadWorks === false);
  if (pooled) startPagePool(threads, options.mainThreadWorks !== false);
  const workers = pooled ? (started ?? []) : [];
  const results: PageCheck[] = new Array(jobs.length);
  const queue: number[][] = [];
  queue.push(...batchesOf(jobs));
  try {
    const workerLoops = workers.map(async (first) => {
      // A worker stopped for a page is replaced while there is work left.
      for (let w: CheckWorker | undefined = first; w;) {
        if (!(await w.ready)) return;
        w.worker.postMessage({ shared });
        const end = await feedWorker(w, jobs, queue, results, shared.limits.pageSeconds, options);
        w = end === 'page' && queue.length ? addWorker() : undefined;
      }
    });
    // The main thread takes batches too, yielding between them so workers get their next batch.
    const mainLoop = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        takeParseTally();
        for (const i of next) results[i] = await runPageJob(jobs[i], shared);
        options.parses?.push(...takeParseTally());
        options.onBatch?.('main');
        collectGarbageAbove(MAIN_HEAP_SOFT_LIMIT);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await Promise.all([...(options.mainThreadWorks === false && workers.length ? [] : [mainLoop()]), ...workerLoops]);
    // What is left: batches of workers that failed to start or died.
    await mainLoop();
  } finally {
    // Also a pool started early for a run that turned out small.
    await stopPagePool();
  }
  return results;
}
