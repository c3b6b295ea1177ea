/**
 * A panel site's own folder-preparing step, replayed in its checkout: the npm scripts its build
 * runs before `docusaurus build` (e.g. one that copies docs/ into versioned_docs/), so that the
 * engine's build and Docusaurus' own build both read the folders the site's build would have.
 * The step runs as the site wrote it, in the site folder, with no package installed and no network:
 * a step that needs more fails with its own message.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

/**
 * `shx <command> …` is the portable form of the POSIX command of that name (shx rm, cp, mkdir…):
 * with no package installed, the system's command runs in its place.
 */
function shimDir(): string {
  const dir = path.join(os.tmpdir(), 'docs-panel', '.shims');
  const shx = path.join(dir, 'shx');
  if (!fs.existsSync(shx)) {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(shx, '#!/bin/sh\nexec "$@"\n', { mode: 0o755 });
  }
  return dir;
}

/**
 * Each named script of the site's package.json, run in order in the site folder by the shell, as
 * `npm run` would run it (its node_modules/.bin on the PATH) without npm's own checks of the
 * site's engines and registry, which a replay does not need.
 */
export function runPrepare(repo: string, root: string, scripts: string[]): void {
  if (!scripts.length) return;
  const pkgFile = path.join(root, 'package.json');
  const pkg = fs.existsSync(pkgFile) ? (JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { scripts?: Record<string, string> }) : {};
  for (const name of scripts) {
    if (!pkg.scripts?.[name])
      throw new Error(`${repo}: "prepare" names the script "${name}", which the site's package.json does not have — name one of its scripts`);
    const env = { ...process.env, PATH: [shimDir(), path.join(root, 'node_modules/.bin'), process.env.PATH].join(path.delimiter) };
    const r = spawnSync('sh', ['-c', pkg.scripts[name]], { cwd: root, env, encoding: 'utf8' });
    if (r.status !== 0) {
      const why = `${r.stderr}\n${r.stdout}`.split('\n').find((l) => l.trim()) ?? `exit ${r.status}`;
      throw new Error(
        `${repo}: the site's prepare step "${name}" (${pkg.scripts[name]}) failed: ${why.trim()} — a prepare step must run without the site's packages or the network`,
      );
    }
  }
}
