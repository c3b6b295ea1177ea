/**
 * The last commit of every file under some folders: its date and author, from one `git log` run per
 * checkout (not one per file). A folder may lie outside the project (a Docusaurus site's docs, read
 * where they are): each is read in its own checkout, and its files are named relative to `rootDir`,
 * as the index names them. The log depends only on the commit checked out, so its result is kept
 * per commit (.docs-cache/git-dates.json): a build of an unchanged checkout, or with edits not
 * committed yet, does not read the whole history again.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { readCacheJson, writeCacheJson } from '../cache/json';

export interface LastCommit {
  /** Unix seconds. */
  at: number;
  author: string;
}

const git = (args: string[], cwd: string) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });

/** The checkout holding `dir` and its commit, if it is in one. */
function checkoutOf(dir: string): { top: string; head: string } | undefined {
  try {
    const [top, head] = git(['rev-parse', '--show-toplevel', 'HEAD'], dir).trim().split('\n');
    return { top, head };
  } catch {
    return undefined; // not a git checkout: pages simply show no date
  }
}

/** Each file's newest commit under `specs` (paths relative to `top`), by its path relative to `top`. */
function lastCommits(top: string, specs: string[]): [string, LastCommit][] {
  let log: string;
  try {
    log = git(['log', '--format=@%ct %an', '--name-only', '--no-renames', '--', ...specs], top);
  } catch {
    return []; // folders git does not track
  }
  const seen = new Map<string, LastCommit>();
  let current: LastCommit = { at: 0, author: '' };
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) {
      const space = line.indexOf(' ');
      current = { at: Number(line.slice(1, space)), author: line.slice(space + 1) };
    } else if (line && !seen.has(line)) seen.set(line, current); // newest commit comes first
  }
  return [...seen];
}

/** Map of path (relative to rootDir, "/"-separated) → the newest commit touching it, for the files under `dirs`. */
export function gitLastUpdated(dirs: readonly string[], rootDir: string): Map<string, LastCommit> {
  const byCheckout = new Map<string, { head: string; specs: string[] }>();
  for (const dir of dirs) {
    const checkout = checkoutOf(dir);
    if (!checkout) continue;
    const entry = byCheckout.get(checkout.top) ?? { head: checkout.head, specs: [] };
    entry.specs.push(path.relative(checkout.top, dir).split(path.sep).join('/') || '.');
    byCheckout.set(checkout.top, entry);
  }
  const cacheFile = path.join(rootDir, '.docs-cache', 'git-dates.json');
  const key = JSON.stringify([...byCheckout]);
  const cached = readCacheJson<{ key: string; commits: [string, LastCommit][] }>(cacheFile);
  if (cached?.key === key) return new Map(cached.commits);
  const commits = new Map<string, LastCommit>();
  for (const [top, { specs }] of byCheckout)
    for (const [file, commit] of lastCommits(top, specs)) commits.set(path.relative(rootDir, path.join(top, file)).split(path.sep).join('/'), commit);
  try {
    writeCacheJson(cacheFile, { key, commits: [...commits] });
  } catch {
    // a read-only checkout: no cache
  }
  return commits;
}
