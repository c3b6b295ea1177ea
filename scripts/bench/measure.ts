/** Wall time, CPU time (whole process tree) and peak memory of a shell command, for the benchmarks. */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { statFields, TICKS_PER_SECOND } from '../../lib/pipeline/proc-stat';

/** RSS of a process and all its descendants, from /proc. */
export function treeRss(rootPid: number): number {
  return treeSample(rootPid).rss;
}

/** RSS of a process tree, and each of its processes' own CPU seconds so far (user + system), from /proc. */
export function treeSample(rootPid: number): { rss: number; cpu: Map<number, number> } {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  const cpuOf = new Map<number, number>();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const fields = statFields(fs.readFileSync(`/proc/${d}/stat`, 'utf8'));
      const ppid = Number(fields[1]);
      rss.set(Number(d), Number(fields[21]) * 4096);
      // utime and stime (fields 14 and 15 of stat(5)).
      cpuOf.set(Number(d), (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(d)]);
    } catch {
      // process exited while we looked
    }
  }
  let total = 0;
  const cpu = new Map<number, number>();
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    if (cpuOf.has(pid)) cpu.set(pid, cpuOf.get(pid)!);
    stack.push(...(children.get(pid) ?? []));
  }
  return { rss: total, cpu };
}

export interface Measured {
  wall: number;
  cpu: number;
  /** Peak resident memory of the process tree, bytes. */
  peak: number;
  /** Exit code (always 0 unless allowFailure). */
  code: number;
}

export interface MeasureOptions {
  env?: NodeJS.ProcessEnv;
  /** Resolve with the exit code instead of throwing when the command fails. */
  allowFailure?: boolean;
  /** Folder the command runs in (default: this process's); a relative logFile is relative to it. */
  cwd?: string;
}

export const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export async function measureCommand(
  command: string,
  logFile: string,
  { env = process.env, allowFailure = false, cwd }: MeasureOptions = {},
): Promise<Measured> {
  const started = Date.now();
  fs.mkdirSync(path.dirname(path.resolve(cwd ?? '.', logFile)), { recursive: true });
  // bash's `times` prints the CPU time of all finished children (user and system).
  const child = spawn('bash', ['-c', `${command} > ${shellQuote(logFile)} 2>&1; code=$?; times; exit $code`], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
    cwd,
  });
  let peak = 0;
  // Each process's CPU as last seen. bash's `times` misses processes nobody waits for (Next's
  // workers), sampling misses what a process does after its last sample: the larger counts more.
  const lastCpu = new Map<number, number>();
  const timer = setInterval(() => {
    const sample = treeSample(child.pid!);
    peak = Math.max(peak, sample.rss);
    for (const [pid, cpu] of sample.cpu) lastCpu.set(pid, cpu);
  }, 250);
  let stdout = '';
  child.stdout.on('data', (d) => (stdout += d));
  // ('close': its last line, the time, read too.)
  const code: number = await new Promise((r) => child.on('close', r));
  clearInterval(timer);
  if (code !== 0 && !allowFailure) throw new Error(`${command} failed, see ${logFile}`);
  const lines = stdout.trim().split('\n');
  const toSec = (s: string) =>
    s.split(/\s+/).reduce((acc, t) => {
      const m = /(\d+)m([\d.]+)s/.exec(t);
      return m ? acc + Number(m[1]) * 60 + Number(m[2]) : acc;
    }, 0);
  const sampled = [...lastCpu.values()].reduce((a, b) => a + b, 0);
  return { wall: (Date.now() - started) / 1000, cpu: Math.max(toSec(lines[lines.length - 1]), sampled), peak, code };
}
