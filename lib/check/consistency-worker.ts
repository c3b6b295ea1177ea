/** Worker thread that runs the content/data consistency check (lib/check/consistency.ts) next to the page check. */
import { parentPort, workerData } from 'node:worker_threads';
import { runBuildChecks, type BuildCheckRun } from '../plugins/engine';

parentPort!.postMessage({ ready: true });
try {
  parentPort!.postMessage({ results: await runBuildChecks(workerData as BuildCheckRun) });
} catch (err) {
  parentPort!.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
}
