/**
 * The consistency check (hand-written pages against each version's schema and CLI data) as part
 * of `npm run check`: for a large site on another thread, so it runs while the main thread builds
 * the content index and checks pages.
 */
import { runBuildChecks, type BuildCheckRun } from '../plugins/engine';
import type { PluginCheckIssue as ContentIssue } from '../plugins/types';
import type { Problem } from '../errors';
import { startEngineWorker } from './threads';
import { checkConsistencyOnPool } from './page-pool';

function toProblems(results: Iterable<[string, ContentIssue[]]>): Problem[] {
  return [...results].flatMap(([, issues]) => issues.map((i) => ({ file: i.file, line: i.line, message: i.message })));
}

/**
 * Starts the check: on the page pool's first worker when a pool was started (it is idle while the
 * content index is built), else with `threaded` on a worker thread of its own (falling back to
 * this thread if the worker fails), else here.
 */
export function checkConsistency(run: BuildCheckRun, threaded: boolean): Promise<Problem[]> {
  const onPool = checkConsistencyOnPool(run);
  if (onPool) return onPool.then(toProblems);
  if (!threaded) return runBuildChecks(run).then(toProblems);
  const { worker } = startEngineWorker('consistency-worker', run);
  return new Promise<Problem[]>((resolve, reject) => {
    let done = false;
    worker.on('message', (m: { results?: [string, ContentIssue[]][]; error?: string }) => {
      if (m.error) reject(new Error(`consistency check: ${m.error}`));
      else if (m.results) resolve(toProblems(m.results));
      else return;
      done = true;
      void worker.terminate();
    });
    const fallBack = () => {
      if (!done) runBuildChecks(run).then(toProblems).then(resolve, reject);
      done = true;
    };
    worker.once('error', fallBack);
    worker.once('exit', fallBack);
  });
}
