/**
 * The consistency check (hand-written pages against each version's schema and CLI data) as part
 * of `npm run check`: on its own thread for a large site, so it runs while pages are checked.
 */
import { checkContent, type ContentIssue } from '../content/consistency';
import type { Problem } from '../errors';
import { startTsWorker } from './threads';

function toProblems(results: Iterable<[string, ContentIssue[]]>): Problem[] {
  return [...results].flatMap(([, issues]) => issues.map((i) => ({ file: i.file, line: i.line, message: i.message })));
}

/** Starts the check; `threaded` runs it on a worker thread (falling back to this one if the worker fails). */
export function checkConsistency(contentDir: string, threaded: boolean): Promise<Problem[]> {
  if (!threaded) return Promise.resolve().then(() => toProblems(checkContent(contentDir)));
  const { worker } = startTsWorker(new URL('./consistency-worker.ts', import.meta.url), contentDir);
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
      if (!done) resolve(toProblems(checkContent(contentDir)));
      done = true;
    };
    worker.once('error', fallBack);
    worker.once('exit', fallBack);
  });
}
