/**
 * A time limit for synchronous page code (content.limits.pageSeconds). Node's vm timeout stops
 * whatever JavaScript runs on the thread once the time is up, the engine's own and functions called
 * from it included, and it cannot be caught inside: `fn` runs as the one call of a script with that
 * timeout, so a page that loops ends with PageTimeout on any thread, the main one too.
 */
import vm from 'node:vm';

export class PageTimeout extends Error {
  constructor(readonly seconds: number) {
    super(`took longer than ${seconds} s`);
    this.name = 'PageTimeout';
  }
}

/** The script that calls `fn`, and the context it runs in (one per thread: making one costs a millisecond, running the script a tenth). */
const runner = new vm.Script('run()');
let context: vm.Context | undefined;

/** Runs `fn` (synchronous), stopping it with PageTimeout after `ms` milliseconds (`seconds`: the limit as configured, for the message). */
export function withinTime<T>(ms: number, seconds: number, fn: () => T): T {
  if (ms <= 0) throw new PageTimeout(seconds);
  let result: T | undefined;
  context ??= vm.createContext({});
  context.run = () => void (result = fn());
  try {
    runner.runInContext(context, { timeout: Math.ceil(ms) });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new PageTimeout(seconds);
    throw err;
  }
  return result as T;
}

/** What an author is told when page code runs past the limit (`stopped`: what the engine did about it). */
export function pageTimeoutMessage(seconds: number, stopped = ''): string {
  return `evaluating the page took longer than ${seconds} s (content.limits.pageSeconds in site.config.json)${stopped} — end the loop in its code (an export, an expression or a component it defines), or raise the limit`;
}

/** A deadline for one page's evaluation: each synchronous step gets what is left of it. */
export function pageDeadline(seconds: number): <T>(fn: () => T) => T {
  const end = Date.now() + seconds * 1000;
  return (fn) => withinTime(end - Date.now(), seconds, fn);
}
