/** Worker thread of lib/check/page-pool.ts: takes the site's shared context, then checks the batches of pages it is sent. */
import { parentPort } from 'node:worker_threads';
import { runPageJob, type PageJob, type SharedContext } from './page-jobs';

let shared: SharedContext | undefined;

parentPort!.on('message', async (m: { shared?: SharedContext; batch?: PageJob[] }) => {
  if (m.shared) shared = m.shared;
  if (!m.batch) return;
  try {
    const results = [];
    for (const job of m.batch) results.push(await runPageJob(job, shared!));
    parentPort!.postMessage({ results });
  } catch (err) {
    parentPort!.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
});
parentPort!.postMessage({ ready: true });
