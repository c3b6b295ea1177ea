/**
 * The search index's scopes spread over threads. Each scope's index is built alone, from its pages,
 * so the output does not depend on where it was built. On a versioned site most of the work is
 * per scope: reading the exported HTML of pages the page pass gave no records (those that hydrate)
 * and scoring the words. The largest scopes go first, each to the least loaded lane; lane 0 is this
 * thread, the others are worker threads (lib/pipeline/search-worker.ts). A worker that fails leaves
 * its scopes to this thread.
 */
import { startEngineWorker } from '../check/threads';
import type { ExtractedPage } from '../output/search-index-builder';
import {
  buildScope,
  buildScopesHere,
  type BuiltScope,
  type ExtractCache,
  type ExtractEntry,
  type ScopeBuilder,
  type ScopeInputs,
  type ScopeJob,
} from './search-index';

/** What a search worker is handed: its scopes, and the records and cache entries of their pages. */
export interface SearchWorkerData {
  jobs: ScopeJob[];
  inputs: ScopeInputs;
  records: [string, ExtractedPage | null][];
  cache?: [string, ExtractEntry][];
}

/** Reading and parsing a page's exported HTML costs about this many times taking its records from the page pass. */
const HTML_PAGE_WEIGHT = 4;

/** The scopes in lanes of about equal work, the largest first, each lane in the scopes' order. */
export function scopeLanes(jobs: readonly ScopeJob[], lanes: number, records?: ReadonlyMap<string, unknown>): ScopeJob[][] {
  const weight = (job: ScopeJob) => job.urls.reduce((n, url) => n + (records?.get(url) !== undefined ? 1 : HTML_PAGE_WEIGHT), 0);
  const out = Array.from({ length: Math.max(1, Math.min(lanes, jobs.length)) }, () => ({ jobs: [] as number[], load: 0 }));
  const order = jobs.map((job, i) => ({ i, w: weight(job) })).sort((a, b) => b.w - a.w || a.i - b.i);
  for (const { i, w } of order) {
    const lane = out.reduce((least, l) => (l.load < least.load ? l : least));
    lane.jobs.push(i);
    lane.load += w;
  }
  return out.map((l) => l.jobs.sort((a, b) => a - b).map((i) => jobs[i]));
}

/** Builds the scopes on `threads` threads (this one included); one thread builds them here. `fellBack`: told when a worker failed. */
export function scopeBuilderOn(threads: number, fellBack: (why: string) => void = () => {}): ScopeBuilder {
  return async (jobs, inputs, records, cache) => {
    const lanes = scopeLanes(jobs, threads, records);
    if (lanes.length < 2) return buildScopesHere(jobs, inputs, records, cache);
    const elsewhere = lanes.slice(1).map((lane) => onWorker(lane, inputs, records, cache, fellBack));
    const here = lanes[0].map((job) => buildScope(job, inputs, records, cache));
    const byScope = new Map([...here, ...(await Promise.all(elsewhere)).flat()].map((b) => [b.report.scope, b]));
    return jobs.map((job) => byScope.get(job.scope)!);
  };
}

/** One lane on a worker thread; on this thread instead when the worker fails. */
function onWorker(
  jobs: ScopeJob[],
  inputs: ScopeInputs,
  records: ReadonlyMap<string, ExtractedPage | null> | undefined,
  cache: ExtractCache | undefined,
  fellBack: (why: string) => void,
): Promise<BuiltScope[]> {
  const urls = jobs.flatMap((job) => job.urls);
  const data: SearchWorkerData = {
    jobs,
    inputs,
    records: urls.flatMap((url): [string, ExtractedPage | null][] => (records?.get(url) !== undefined ? [[url, records.get(url)!]] : [])),
    ...(cache ? { cache: urls.flatMap((url): [string, ExtractEntry][] => (cache.has(url) ? [[url, cache.get(url)!]] : [])) } : {}),
  };
  const { worker } = startEngineWorker('search-worker', data);
  return new Promise<BuiltScope[]>((resolve, reject) => {
    let done = false;
    const finish = (built: BuiltScope[]) => {
      if (done) return;
      done = true;
      void worker.terminate();
      resolve(built);
    };
    const here = (why: string) => {
      if (done) return;
      fellBack(why);
      try {
        finish(jobs.map((job) => buildScope(job, inputs, records, cache)));
      } catch (err) {
        done = true;
        reject(err);
      }
    };
    worker.on('message', (m: { built?: BuiltScope[]; error?: string }) => {
      if (m.built) finish(m.built);
      else if (m.error) here(m.error);
    });
    worker.once('error', (err) => here(String(err)));
    worker.once('exit', (code) => here(`exited with code ${code}`));
  });
}
