/** Last-commit dates for every file under a folder, from a single `git log` run (not one per file). */
import { execFileSync } from 'node:child_process';

/** Map of path (relative to rootDir) → unix seconds of the newest commit touching it. */
export function gitLastUpdated(dir: string, rootDir: string): Map<string, number> {
  const dates = new Map<string, number>();
  let out: string;
  try {
    out = execFileSync('git', ['log', '--format=@%ct', '--name-only', '--no-renames', '--relative', '--', dir], {
      cwd: rootDir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return dates; // not a git checkout: pages simply show no date
  }
  let current = 0;
  for (const line of out.split('\n')) {
    if (line.startsWith('@')) current = Number(line.slice(1));
    else if (line && !dates.has(line)) dates.set(line, current); // newest commit comes first
  }
  return dates;
}
