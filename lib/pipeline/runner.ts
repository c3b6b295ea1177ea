/**
 * Runs a build as a list of named phases, in order, and owns what happens when one fails or the
 * build is interrupted. A phase fails by throwing: a BuildError is the author's problem and prints
 * as its message (file:line: what is wrong — what to do), anything else is an engine error and
 * prints with its stack. On failure, SIGINT or SIGTERM, the clean-ups the phases registered run
 * newest first (stop Next, drop the staging folder, release the lock), and the process exits
 * non-zero. Under `npm run build` out/ is never touched by a failed build (lib/pipeline/atomic-out.ts).
 */
import fs from 'node:fs';
import { BuildError } from '../errors';
import { statFields, TICKS_PER_SECOND } from './proc-stat';

/**
 * CPU seconds used so far by this process and every child it has waited for (Next and its
 * workers): /proc's utime, stime, cutime and cstime. Elsewhere, this
 * process alone.
 */
export function cpuSecondsSoFar(): number {
  try {
    const fields = statFields(fs.readFileSync('/proc/self/stat', 'utf8'));
    return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) / TICKS_PER_SECOND;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  }
}

export interface Phase<S> {
  name: string;
  run: (state: S, build: BuildRun) => unknown;
}

export class BuildRun {
  /** What a failure leaves published: `npm run build` never touches out/ before its swap; `next build` alone writes out/ as it goes. */
  readonly outcome: string;
  private cleanups: (() => void)[] = [];
  private readonly times: string[] = [];
  private readonly cpu: string[] = [];
  private readonly started = Date.now();

  constructor({ staged = false } = {}) {
    this.outcome = staged ? 'out/ is unchanged' : 'out/ may be incomplete';
  }

  /** Runs when the build fails or is interrupted (not after a success). Returns the function to drop it again. */
  onCleanup(fn: () => void): () => void {
    this.cleanups.push(fn);
    return () => {
      this.cleanups = this.cleanups.filter((f) => f !== fn);
    };
  }

  /** Where the time went, phase by phase: wall time, then CPU time (with Next's processes). */
  summary(): string {
    return `Time: ${this.times.join(', ')}\nCPU: ${this.cpu.join(', ')}`;
  }

  seconds(): string {
    return ((Date.now() - this.started) / 1000).toFixed(1);
  }

  record(name: string, ms: number, cpuSeconds: number): void {
    this.times.push(`${name} ${(ms / 1000).toFixed(1)} s`);
    this.cpu.push(`${name} ${cpuSeconds.toFixed(1)} s`);
  }

  /** Stops the build: clean-ups, then the message, then exit. */
  fail(message: string, code = 1): never {
    this.cleanUp();
    console.error(`\n✖ ${message}`);
    process.exit(code);
  }

  private cleanUp(): void {
    for (const fn of this.cleanups.splice(0).reverse()) {
      try {
        fn();
      } catch {
        // the next clean-up still runs
      }
    }
  }
}

/** The message a failed phase prints: an author's error as it is, an engine error with its stack. */
export function failureMessage(phase: string, err: unknown, outcome: string): string {
  if (err instanceof BuildError) return `Build failed (${outcome}).\n${err.message}`;
  const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
  return `Build failed in "${phase}" (${outcome}): an engine error.\n${detail}`;
}

/** Ctrl+C or a TERM from a CI runner: clean up and exit with the signal's code. */
export function stopOnSignals(build: BuildRun): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => build.fail(`Build interrupted (${signal}); ${build.outcome}.`, signal === 'SIGINT' ? 130 : 143));
}

export async function runPhases<S>(phases: Phase<S>[], state: S, build: BuildRun): Promise<void> {
  for (const phase of phases) {
    const started = Date.now();
    const cpuBefore = cpuSecondsSoFar();
    try {
      await phase.run(state, build);
    } catch (err) {
      build.fail(failureMessage(phase.name, err, build.outcome));
    }
    build.record(phase.name, Date.now() - started, cpuSecondsSoFar() - cpuBefore);
  }
}
