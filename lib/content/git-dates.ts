/**
 * Last-commit dates for every file under a folder, from a single `git log` run (not one per file).
 * The log depends only on the commit checked out, so its result is kept per commit
 * (.docs-cache/git-dates.json): a build of an unchanged checkout, or with edits not committed yet,
 * does not read the whole history again.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { readCacheJson, writeCacheJson } from '../cache/json';

const git = (args: string[], cwd: string) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });

/** Map of path (relative to rootDir) → unix seconds of the newest commit touching it. */
export function gitLastUpdated(dir: string, rootDir: string): Map<string, number> {
  let head: string;
  try {
    head = git(['rev-parse', 'HEAD'], rootDir).trim();
  } catch {
    return new Map(); // not a git checkout: pages simply show no date
  }
  const cacheFile = path.join(rootDir, '.docs-cache', 'git-dates.json');
  const key = `${head}\0${path.resolve(rootDir, dir)}`;
  const cached = readCacheJson<{ key: string; dates: [string, number][] }>(cacheFile);
  if (cached?.key === key) return new Map(cached.dates);
  const dates = new Map<string, number>();
  let log: string;
  try {
    log = git(['log', '--format=@%ct', '--name-only', '--no-renames', '--relative', '--', dir], rootDir);
  } catch {
    return dates; // a folder git does not track
  }
  let current = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) current = Number(line.slice(1));
    else if (line && !dates.has(line)) dates.set(line, current); // newest commit comes first
  }
  try {
    writeCacheJson(cacheFile, { key, dates: [...dates] });
  } catch {
    // a read-only checkout: no cache
  }
  return dates;
}
