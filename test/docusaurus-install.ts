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
import { createRequire } from 'node:module';
import { tempFiles } from './temp-dir';

/**
 * A classic site's packages, with the React its theme loads: one install shared by the tests that run a
 * classic site's plugins (with the PWA and ideal-image plugins, which a site adds beside the preset:
 * one install, not three).
 */
export const CLASSIC_SITE = [
  '@docusaurus/core',
  '@docusaurus/preset-classic',
  '@docusaurus/plugin-pwa',
  '@docusaurus/plugin-ideal-image',
  'react@19',
  'react-dom@19',
];

/**
 * Versions every install takes (npm `overrides`): sharp 0.32, which plugin-ideal-image asks for,
 * fetches its libvips from GitHub as it installs, which this machine cannot reach; 0.33, with the same
 * API the plugin's loaders use, installs it from the registry.
 */
const OVERRIDES = { sharp: '0.33.5' };

/** A folder whose node_modules holds `packages` (names, each installed at `version`; `name@range` at its own) with their dependencies. */
export function docusaurusInstall(version: string, packages: readonly string[]): string {
  const key = createHash('sha256')
    .update(JSON.stringify([version, [...packages].sort(), OVERRIDES]))
    .digest('hex')
    .slice(0, 12);
  const dir = path.join(os.tmpdir(), `docs-docusaurus-install-${version}-${key}`);
  if (fs.existsSync(path.join(dir, '.installed'))) return dir;
  // One install at a time: a test of the other shard that needs the same one waits for it.
  const lock = `${dir}.lock`;
  if (!takeLock(lock)) {
    waitFor(() => fs.existsSync(path.join(dir, '.installed')) || !fs.existsSync(lock));
    return docusaurusInstall(version, packages);
  }
  try {
    return install(dir, version, packages);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The lock folder made, or one left by a process that is gone taken over; false while its holder runs. */
function takeLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
  } catch {
    const pidFile = path.join(lock, 'pid');
    const holder = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8')) : 0;
    // (A lock without its pid yet was just made, unless it is a minute old.)
    const made = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
    if (made === undefined) return takeLock(lock); // (its holder just let it go)
    const fresh = !holder && Date.now() - made < 60_000;
    if (fresh || (holder && isAlive(holder))) return false;
    fs.rmSync(lock, { recursive: true, force: true });
    return takeLock(lock);
  }
  fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
  return true;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits, polling twice a second (the callers are synchronous, as npm's install is). */
function waitFor(done: () => boolean): void {
  const tick = new Int32Array(new SharedArrayBuffer(4));
  while (!done()) Atomics.wait(tick, 0, 0, 500);
}

function install(dir: string, version: string, packages: readonly string[]): string {
  // (Installed beside, then moved in whole: a run stopped half-way leaves nothing a later one trusts.)
  const work = fs.mkdtempSync(`${dir}-`);
  fs.writeFileSync(path.join(work, 'package.json'), JSON.stringify({ name: 'docusaurus-install', private: true, overrides: OVERRIDES }));
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

/** A Docusaurus site of `files` in a new temporary folder, with `packages` (the classic site's) at `version` as its node_modules. */
export function classicSiteWith(name: string, files: Record<string, string>, version = '3.10.2', packages: readonly string[] = CLASSIC_SITE): string {
  const install = docusaurusInstall(version, packages);
  const site = tempFiles(name, files);
  fs.symlinkSync(path.join(install, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  return site;
}

/**
 * What `docusaurus build` loads of a site (its installed core's server/site.ts loadSite, in production,
 * as the build's command sets it: the classic preset adds its debug plugin outside it): the props
 * every plugin's postBuild is handed, its loaded content among them.
 */
export async function docusaurusLoadedProps<T>(site: string): Promise<T> {
  return inProduction(async () => (await loadSiteOf<T>(site)({ siteDir: site })).props);
}

type LoadedPlugin = { name: string; content: unknown; postBuild?: (props: Record<string, unknown>) => Promise<void> };

/**
 * The postBuild of the site's plugin `name` over `outDir`, as `docusaurus build` runs it once the
 * pages are written (core commands/build/buildLocale.ts executePluginsPostBuild): the site's props,
 * its loaded content, the build folder; no page metadata (`head`, `routesBuildMetadata`).
 */
export async function docusaurusPostBuild(site: string, name: string, outDir: string): Promise<void> {
  await inProduction(async () => {
    const { props } = await loadSiteOf<{ plugins: LoadedPlugin[] }>(site)({ siteDir: site, outDir });
    const plugin = props.plugins.find((p) => p.name === name);
    if (!plugin?.postBuild) throw new Error(`${name}: no such plugin with a postBuild`);
    await plugin.postBuild({ ...props, head: {}, routesBuildMetadata: {}, content: plugin.content });
  });
}

/** The site's installed core's server/site.ts loadSite. */
const loadSiteOf = <T>(site: string) =>
  (
    createRequire(path.join(site, 'package.json'))('@docusaurus/core/lib/server/site.js') as {
      loadSite: (p: { siteDir: string; outDir?: string }) => Promise<{ props: T }>;
    }
  ).loadSite;

/** `run` with NODE_ENV production, as the build's command sets it. */
async function inProduction<T>(run: () => Promise<T>): Promise<T> {
  const env = process.env.NODE_ENV;
  Object.assign(process.env, { NODE_ENV: 'production' });
  try {
    return await run();
  } finally {
    if (env === undefined) Reflect.deleteProperty(process.env, 'NODE_ENV');
    else Object.assign(process.env, { NODE_ENV: env });
  }
}
