/**
 * Runs every *.test.ts and *.test.tsx under lib/, components/, scripts/ and plugins/ with Node's test runner (Node 20
 * has no --test globs). `npm run test:unit -- <part of a path>` runs the files whose path has it.
 *
 * On two or more cores the files run in two shards at once, each taking the next job from one queue,
 * heaviest first (scripts/lib/unit-shards.ts unitJobs). Many tests build into the checkout they run in
 * (.generated/, .docs-cache/), so the second shard runs in a worktree of its own, at HEAD with this
 * checkout's uncommitted files copied over (shardCheckout). UNIT_SHARDS=1 runs one. `--record` writes
 * the durations of the files that ran alone to scripts/lib/unit-durations.json, the queue's order next time.
 * The tests' copies of the project start with the compile cache the first one left (scripts/lib/compile-seed.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { unitJobs, shardCheckout, type UnitDurations } from './lib/unit-shards';

/** How long the longer test files took, alone: the queue's order (scripts/lib/unit-shards.ts unitJobs). */
const DURATIONS = 'scripts/lib/unit-durations.json';

/** `--record`: the durations of the files that ran alone this time replace the recorded ones (files gone are dropped). */
function recordDurations(before: UnitDurations, measured: Record<string, number>): void {
  const kept = Object.entries({ ...before, ...measured }).filter(([file]) => fs.existsSync(file));
  fs.writeFileSync(DURATIONS, `${JSON.stringify(Object.fromEntries(kept.sort(([a], [b]) => a.localeCompare(b))), null, 2)}\n`);
  console.log(`# durations of ${Object.keys(measured).length} files recorded in ${DURATIONS}`);
}

function find(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== 'node_modules' && e.name !== 'fixtures') find(p, out);
    else if (/\.test\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

const running: ChildProcess[] = [];

/**
 * The spec reporter's "failing tests" sections of a run's output, each failure with its assertion:
 * printed again last, so the end of a long log (all CI keeps) says what failed and why.
 */
function failures(output: string): string {
  const marker = '✖ failing tests:';
  return output
    .split(marker)
    .slice(1)
    .map((part) =>
      part
        .split(/\n(?=ℹ tests )/)[0]
        .split('\n')
        .filter((line) => !/^\s+at /.test(line)) // stack frames: the assertion and its message say more
        .slice(0, 150)
        .join('\n')
        .trim(),
    )
    .join('\n\n');
}

// The copies of the project the tests build in share one compile cache (scripts/lib/compile-seed.ts).
const seed = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-compile-seed-'));
process.env.DOCS_TEST_COMPILE_SEED = seed;
process.on('exit', () => fs.rmSync(seed, { recursive: true, force: true }));

/** One shard's run: its exit code and its output, also streamed as it comes when `live`. */
function run(files: string[], cwd: string, live: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', ...files], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let output = '';
    child.stdout?.on('data', (d: Buffer) => ((output += d), live && process.stdout.write(d)));
    child.stderr?.on('data', (d: Buffer) => ((output += d), live && process.stderr.write(d)));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const files = ['lib', 'components', 'scripts', 'plugins']
  .filter((d) => fs.existsSync(d))
  .flatMap((d) => find(d))
  .sort();
const record = process.argv.includes('--record');
const filter = process.argv.slice(2).find((a) => a !== '--record');
const selected = filter ? files.filter((f) => f.includes(filter)) : files;
const wanted = Number(process.env.UNIT_SHARDS ?? Math.min(2, os.availableParallelism()));
const checkout = wanted > 1 && selected.length > 1 ? shardCheckout(process.cwd()) : undefined;

if (!checkout) {
  process.exit((await run(selected, process.cwd(), true)).code);
} else {
  const durations = JSON.parse(fs.readFileSync(DURATIONS, 'utf8')) as UnitDurations;
  const queue = unitJobs(selected, (f) => fs.readFileSync(f, 'utf8'), durations);
  const measured: Record<string, number> = {};
  const started = Date.now();
  // An interrupted run stops its shards and takes its worktree with it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      for (const child of running) child.kill(signal);
      checkout.remove();
      process.exit(130);
    });
  /** One shard: jobs from the queue until it is empty; the first streams its output, the second keeps it for the end. */
  const shard = async (cwd: string, live: boolean) => {
    const done = { code: 0, output: '', files: 0 };
    for (let job = queue.shift(); job; job = queue.shift()) {
      const jobStarted = Date.now();
      const { code, output } = await run(job, cwd, live);
      if (job.length === 1) measured[job[0]] = Math.round((Date.now() - jobStarted) / 1000);
      Object.assign(done, { code: done.code || code, output: done.output + output, files: done.files + job.length });
    }
    return done;
  };
  try {
    const [a, b] = await Promise.all([shard(process.cwd(), true), shard(checkout.root, false)]);
    process.stdout.write(`\n# the second shard (${b.files} files, in ${checkout.root}):\n${b.output}`);
    const failed = [failures(a.output), failures(b.output)].filter(Boolean).join('\n\n');
    if (failed) process.stdout.write(`\n# failing tests, both shards:\n${failed}\n`);
    console.log(`# two shards: ${a.files} and ${b.files} files in ${Math.round((Date.now() - started) / 1000)} s`);
    process.exitCode = a.code || b.code;
    if (record) recordDurations(durations, measured);
  } finally {
    checkout.remove();
  }
}
