/**
 * Worker thread of lib/check/page-pool.ts: takes the site's shared context, then checks the batches
 * of pages it is sent. It may first run the schema/CLI consistency check, while the main thread
 * still builds the content index.
 */
import { parentPort } from 'node:worker_threads';
import { runBuildChecks, type BuildCheckRun } from '../plugins/engine';
import { runPageJob, type PageJob, type SharedContext } from './page-jobs';
import { watchEvaluations } from './evaluation-watch';
import { takeParseTally } from '../mdx/parse-tally';

let shared: SharedContext | undefined;
const errorText = (err: unknown) => (err instanceof Error ? (err.stack ?? err.message) : String(err));

type Message = { shared?: SharedContext; batch?: PageJob[]; consistency?: BuildCheckRun };

/** One message after the other: the pool sends the next batch before this one is done, and reads replies in order. */
let previous = Promise.resolve();
parentPort!.on('message', (m: Message) => {
  previous = previous.then(() => handle(m));
});

async function handle(m: Message): Promise<void> {
  if (m.consistency !== undefined) {
    try {
      parentPort!.postMessage({ consistency: await runBuildChecks(m.consistency) });
    } catch (err) {
      parentPort!.postMessage({ consistencyError: errorText(err) });
    }
  }
  if (m.shared) shared = m.shared;
  if (!m.batch) return;
  try {
    const results = [];
    takeParseTally();
    for (const job of m.batch) results.push(await runPageJob(job, shared!));
    parentPort!.postMessage({ results, parses: takeParseTally() });
  } catch (err) {
    parentPort!.postMessage({ error: errorText(err) });
  }
}
// The pool times each page's code, and names the page if this thread dies while it runs.
watchEvaluations((source) => parentPort!.postMessage({ evaluating: source }));
parentPort!.postMessage({ ready: true });
