/**
 * For tests that run Docusaurus' own server-side packages (its plugins, its core's functions): one
 * `npm install` of them from the registry at a version, kept in the system's temporary folder and
 * shared by every test and run on the machine (a fresh machine installs once, about a minute).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';

/** A classic site's packages, with the React its theme loads: one install shared by the tests that run a classic site's plugins. */
export const CLASSIC_SITE = ['@docusaurus/core', '@docusaurus/preset-classic', 'react@19', 'react-dom@19'];

/** A folder whose node_modules holds `packages` (names, each installed at `version`; `name@range` at its own) with their dependencies. */
export function docusaurusInstall(version: string, packages: readonly string[]): string {
  const key = createHash('sha256')
    .update(JSON.stringify([version, [...packages].sort()]))
    .digest('hex')
    .slice(0, 12);
  const dir = path.join(os.tmpdir(), `docs-docusaurus-install-${version}-${key}`);
  if (fs.existsSync(path.join(dir, '.installed'))) return dir;
  // (Installed beside, then moved in whole: a run stopped half-way leaves nothing a later one trusts.)
  const work = fs.mkdtempSync(`${dir}-`);
  fs.writeFileSync(path.join(work, 'package.json'), JSON.stringify({ name: 'docusaurus-install', private: true }));
  const result = spawnSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--ignore-scripts',
      '--omit=peer',
      ...packages.map((p) => (/^@?[^@]+@/.test(p) ? p : `${p}@${version}`)),
    ],
    { cwd: work, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'error' } },
  );
  if (result.status !== 0) throw new Error(`npm install of ${packages.join(', ')}@${version} failed:\n${result.stderr}`);
  fs.writeFileSync(path.join(work, '.installed'), '');
  try {
    fs.renameSync(work, dir);
  } catch {
    fs.rmSync(work, { recursive: true, force: true }); // (another test installed it meanwhile)
  }
  return dir;
}
