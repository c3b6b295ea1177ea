/** Worker thread that runs the content/data consistency check (lib/content/consistency.ts) next to the page check. */
import { parentPort, workerData } from 'node:worker_threads';
import { runBuildChecks } from '../plugins/engine';

parentPort!.postMessage({ ready: true });
try {
  parentPort!.postMessage({ results: runBuildChecks(workerData as string) });
} catch (err) {
  parentPort!.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
}
