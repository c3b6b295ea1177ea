/**
 * The unit tests in two shards at once (scripts/run-unit-tests.ts): the jobs they take from one queue,
 * and the second shard's checkout.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

/** A test file that builds a site or runs a build script costs tens of seconds; the rest, about one. */
const BUILDS = /tempProject\(|scripts\/build\.mjs|scripts\/import-docusaurus\.mjs|runBuild\(|buildSite\(|npm', \['pack/g;

/** A file's rough cost: its builds weigh as much as many tests. */
export function testWeight(source: string): number {
  return 1 + (source.match(/\btest\(/g)?.length ?? 0) / 10 + 10 * (source.match(BUILDS)?.length ?? 0);
}

/** Seconds a test file took, alone, in an earlier run (./unit-durations.json, `npm run test:unit -- --record` rewrites it). */
export type UnitDurations = Readonly<Record<string, number>>;

/** A job of this many seconds is long enough alone; light files go together up to it, one test run each. */
const JOB_SECONDS = 30;
/** Seconds per unit of testWeight, for a file the durations do not list: a build about 50 s, a light file about 5. */
const SECONDS_PER_WEIGHT = 5;

/**
 * The files as jobs for the two shards to take from one queue, longest first (each shard takes the next
 * when it is done: the long ones spread over both, the light files fill in at the end, and neither shard
 * waits long for the other). A file's cost is its recorded duration, else its weight; light files are
 * batched in path order.
 */
export function unitJobs(files: readonly string[], read: (file: string) => string, durations: UnitDurations = {}): string[][] {
  const cost = (file: string) => durations[file] ?? testWeight(read(file)) * SECONDS_PER_WEIGHT;
  const jobs: { files: string[]; seconds: number }[] = [];
  let batch: { files: string[]; seconds: number } | undefined;
  for (const file of [...files].sort()) {
    const seconds = cost(file);
    if (seconds >= JOB_SECONDS) {
      jobs.push({ files: [file], seconds });
      continue;
    }
    if (!batch || batch.seconds + seconds > JOB_SECONDS) jobs.push((batch = { files: [], seconds: 0 }));
    batch.files.push(file);
    batch.seconds += seconds;
  }
  return jobs.sort((a, b) => b.seconds - a.seconds || a.files[0].localeCompare(b.files[0])).map((j) => j.files);
}

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/**
 * A second checkout of `root` for a shard: a worktree at HEAD with the files this checkout changed,
 * added or deleted since, and its node_modules. None where `root` is not a git checkout.
 */
export function shardCheckout(root: string): { root: string; remove(): void } | undefined {
  if (!fs.existsSync(path.join(root, '.git'))) return undefined;
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'unit-shard-'));
  // Readable by all, as a checkout is: a test runs the server as another user (static-server.test.ts).
  fs.chmodSync(parent, 0o755);
  const dir = path.join(parent, 'checkout');
  try {
    git(root, 'worktree', 'add', '--detach', '--quiet', dir, 'HEAD');
  } catch {
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    return undefined;
  }
  // `git status -z`: "XY path", NUL-separated; a rename's old path follows as an entry of its own.
  const entries = git(root, 'status', '--porcelain', '-z', '--untracked-files=all').split('\0').filter(Boolean);
  for (let i = 0; i < entries.length; i++) {
    const [status, file] = [entries[i].slice(0, 2), entries[i].slice(3)];
    if (status.includes('R')) i++;
    const from = path.join(root, file);
    const to = path.join(dir, file);
    if (fs.existsSync(from)) {
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to);
    } else fs.rmSync(to, { force: true });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return {
    root: dir,
    remove() {
      try {
        git(root, 'worktree', 'remove', '--force', dir);
      } catch {
        // (Removed below; `git worktree prune` forgets it.)
      }
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
      git(root, 'worktree', 'prune');
    },
  };
}
