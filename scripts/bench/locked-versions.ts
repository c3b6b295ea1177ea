/**
 * What a yarn or pnpm site's lock holds, for Docusaurus' own install of it with npm (the only client
 * here): npm re-resolves every range without npm's lock, and a release since the lock can break the
 * build the site's own install makes (webpack 5.106 refuses webpackbar 6's ProgressPlugin options:
 * facebook/docusaurus#11923). The bundler's packages are held at the lock's versions through npm's
 * `overrides`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { yarnLockEntries } from '../../plugins/docusaurus/importer/workspace-packages';

/** The packages whose re-resolution is known to break `docusaurus build`. */
export const HELD_PACKAGES = ['webpack', 'webpackbar'];

const semverParts = (v: string) => v.split('.').map((n) => Number.parseInt(n, 10));
const newer = (a: string, b: string) => {
  const [x, y] = [semverParts(a), semverParts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
};

/** The newest version of `name` a yarn (v1 or berry) or pnpm lock resolves, if any. */
export function lockedVersion(lockText: string, name: string): string | undefined {
  const esc = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  // yarn (classic or Berry): the importer's reading of its entries.
  const found = yarnLockEntries(lockText)
    .filter((e) => e.name === name)
    .map((e) => e.version);
  // pnpm: `  name@x.y.z:` (v9) or `  /name@x.y.z:` / `  /name/x.y.z:` (older), maybe with peer suffixes.
  const pnpm = new RegExp(`^\\s+'?/?${esc}[@/](\\d+\\.\\d+\\.\\d+)[(_:']`, 'gm');
  for (const m of lockText.matchAll(pnpm)) found.push(m[1]);
  return found.reduce<string | undefined>((best, v) => (!best || newer(v, best) ? v : best), undefined);
}

/** The site's lock (its folder's or the nearest above, up to the repository root), if it is yarn's or pnpm's. */
export function siteLock(siteDir: string, repoRoot: string): string | undefined {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package-lock.json'))) return undefined;
    for (const lock of ['yarn.lock', 'pnpm-lock.yaml']) if (fs.existsSync(path.join(dir, lock))) return path.join(dir, lock);
    if (dir === repoRoot || path.dirname(dir) === dir) return undefined;
  }
}

/**
 * name → version for the held packages the site's lock has: the bundler's, and the site's own
 * @docusaurus/ packages (a range like ^3.5 would install a release whose config rules differ:
 * 3.8 renamed future.experimental_faster).
 */
export function heldVersions(siteDir: string, repoRoot: string): Record<string, string> {
  const lock = siteLock(siteDir, repoRoot);
  if (!lock) return {};
  const text = fs.readFileSync(lock, 'utf8');
  const pkg = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
  const own = ['dependencies', 'devDependencies'].flatMap((s) => Object.keys(pkg[s] ?? {})).filter((n) => n.startsWith('@docusaurus/'));
  return Object.fromEntries([...HELD_PACKAGES, ...own].flatMap((name) => (lockedVersion(text, name) ? [[name, lockedVersion(text, name)!]] : [])));
}
