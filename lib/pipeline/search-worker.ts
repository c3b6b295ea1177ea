/** Worker thread that builds some of the search index's scopes (lib/pipeline/search-threads.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { buildScope } from './search-index';
import type { SearchWorkerData } from './search-threads';

parentPort!.postMessage({ ready: true });
try {
  const { jobs, inputs, records, cache } = workerData as SearchWorkerData;
  const known = new Map(records);
  const extracts = cache && new Map(cache);
  parentPort!.postMessage({ built: jobs.map((job) => buildScope(job, inputs, known, extracts)) });
} catch (err) {
  parentPort!.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
}
