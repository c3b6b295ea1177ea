/**
 * Where the site installs its packages from: the registry lines of its `.npmrc` (`registry=…`,
 * `@scope:registry=…`), so that the imported folder's `npm install` finds packages published on a
 * registry of the site's own. Credentials (`_authToken`, `_auth`, passwords) are never copied.
 */
import fs from 'node:fs';
import path from 'node:path';
import { workspaceRootOf } from './workspace-packages';

const REGISTRY_LINE = /^\s*(@[\w.-]+:)?registry\s*=\s*\S+\s*$/;

/** The registry lines of `<root>/.npmrc`, as written. */
export function registrySettings(root: string): string[] {
  const file = path.join(root, '.npmrc');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .filter((line) => REGISTRY_LINE.test(line))
    .map((line) => line.trim());
}

/**
 * Writes `<to>/.npmrc` with the site's registry lines, when it has any; returns them. In a monorepo
 * the workspace root's `.npmrc` applies to the site too (its lines first: the site's own win).
 */
export function copyRegistrySettings(from: string, to: string): string[] {
  const root = workspaceRootOf(from);
  const lines = [...(root && root !== path.resolve(from) ? registrySettings(root) : []), ...registrySettings(from)];
  if (lines.length) fs.writeFileSync(path.join(to, '.npmrc'), lines.join('\n') + '\n');
  return lines;
}

/** What went wrong, from npm's error lines: the one that names the package or host, not the log file's path. */
export function npmErrorLine(stderr: string): string {
  const lines = stderr.split('\n').filter((l) => l.startsWith('npm error') && !/^npm error (code|errno|syscall) |complete log of this run/.test(l));
  return (lines[0] ?? stderr.trim().split('\n').pop() ?? '').replace(/^npm error\s*/, '');
}
