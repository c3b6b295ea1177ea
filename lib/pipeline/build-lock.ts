/**
 * One build at a time per checkout. The lock names the build's pid and the pid of its `next build`
 * process group: a build killed with SIGKILL cannot stop Next itself, so the next build stops that
 * orphan (it would otherwise keep writing into the staging folder and .next/).
 */
import fs from 'node:fs';
import path from 'node:path';

interface Lock {
  pid: number;
  child?: number;
}

const lockFile = (cacheDir: string) => path.join(cacheDir, 'build.lock');

/** Whether `pid` runs and, where /proc tells, runs a command containing `hint` (pids get reused). */
export function running(pid: number | undefined, hint: string): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(hint);
  } catch {
    return true; // no /proc: trust the pid
  }
}

/**
 * Takes the lock (or records the Next child's pid when called again by the holder). Returns a
 * message when another live build holds it.
 */
export function acquireBuildLock(cacheDir: string, child?: number): string | undefined {
  const file = lockFile(cacheDir);
  let held: Lock | undefined;
  try {
    held = JSON.parse(fs.readFileSync(file, 'utf8')) as Lock;
  } catch {
    held = undefined;
  }
  if (held && held.pid !== process.pid) {
    if (running(held.pid, 'build')) return `Another build (pid ${held.pid}) is running in this folder; wait for it or stop it first.`;
    if (held.child && running(held.child, 'next')) {
      console.log(`Stopping the leftover next build (pid ${held.child}) of an interrupted build.`);
      try {
        process.kill(-held.child, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid, child } satisfies Lock));
  return undefined;
}

export function releaseBuildLock(cacheDir: string): void {
  fs.rmSync(lockFile(cacheDir), { force: true });
}
