/**
 * Docusaurus' own build of a checkout, cold, for `npm run bench:import -- --docusaurus`: a copy in a
 * temporary folder (without node_modules/, build/, .docusaurus/), made installable from the registry
 * alone (docusaurus-offline.ts), installed or given an installed node_modules by hard links, its
 * caches removed, then `npx docusaurus build` measured like the engine's build (measure.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { measureCommand, type Measured } from './measure';
import { packageRanges } from '../../plugins/docusaurus/importer/workspace-packages';
import { heldVersions } from './locked-versions';
import { htmlFiles } from './page-weight';
import { parsePin, removePluginLines, rewriteLock, rewritePackageJson, type ConfigLine, type DepChanges } from './docusaurus-offline';

const CONFIGS = ['js', 'ts', 'mjs', 'cjs', 'mts', 'cts'].map((ext) => `docusaurus.config.${ext}`);

export interface DocusaurusOptions {
  /** `name@version` each (--pin). */
  pins: string[];
  /** An installed node_modules, or a folder holding one, to hard-link instead of installing. */
  modules?: string;
  /** The repository the site folder is in (a monorepo's docs live beside the site): copied whole. */
  repoRoot?: string;
  logDir: string;
}

interface Changes extends DepChanges {
  lockEntriesRemoved: string[];
  /** name → the version the site's yarn or pnpm lock holds it at (./locked-versions.ts). */
  held: Record<string, string>;
  /** A yarn.lock removed because it resolves packages from a registry other than the public one. */
  privateLock?: string;
  /** package.json files above the site whose workspaces were removed, so that the site installs alone. */
  workspacesRemoved: string[];
  config?: string;
  configLinesRemoved: ConfigLine[];
  /** Lines that still name a dropped package: the build may fail on them. */
  configLinesLeft: ConfigLine[];
}

export interface DocusaurusRun {
  /** The copy, kept: its node_modules can be reused with --docusaurus-modules. */
  dir: string;
  changes: Changes;
  install?: Measured;
  build: Measured;
  pages: number;
}

function prepareDocusaurusCopy(from: string, name: string, pins: string[], repoRoot = from): { dir: string; changes: Changes } {
  if (!fs.existsSync(path.join(from, 'package.json'))) throw new Error(`--docusaurus: ${from} has no package.json to install Docusaurus from`);
  const pinned = Object.fromEntries(pins.map(parsePin).map((p) => [p.name, p.version]));
  const copyRoot = fs.mkdtempSync(path.join(os.tmpdir(), `docusaurus-${name}-`));
  const dir = path.join(copyRoot, path.relative(repoRoot, from));
  const siteRel = path.relative(repoRoot, from);
  fs.cpSync(repoRoot, copyRoot, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (src) => {
      const rel = path.relative(repoRoot, src);
      const inSite = path.relative(siteRel, rel);
      return !rel.split(path.sep).includes('node_modules') && rel !== '.git' && inSite !== 'build' && inSite !== '.docusaurus';
    },
  });
  // A checkout is a git repository: Docusaurus reads each doc's last update from git and fails outside one.
  const git = (args: string[]) => spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], { cwd: copyRoot, encoding: 'utf8' });
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-qm', 'checkout', '--no-verify'],
  ]) {
    const r = git(args);
    if (r.status !== 0) throw new Error(`git ${args[0]} in the Docusaurus copy: ${r.stderr.trim()}`);
  }
  const pkgFile = path.join(dir, 'package.json');
  const { pkg, changes } = rewritePackageJson(withMonorepoPackages(withPublishedRanges(JSON.parse(fs.readFileSync(pkgFile, 'utf8')), from), from), pinned);
  const held = heldVersions(from, repoRoot);
  const privateLock = unreachableYarnLock(dir);
  // npm refuses an override of a direct dependency that differs from its range: those are pinned.
  for (const [name, version] of Object.entries(held)) {
    const section = (['dependencies', 'devDependencies'] as const).find((sec) => pkg[sec]?.[name]);
    if (section) pkg[section]![name] = version;
    else pkg.overrides = { ...(pkg.overrides as object), [name]: version };
  }
  fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  const result: Changes = {
    ...changes,
    held,
    privateLock,
    workspacesRemoved: standalone(dir, copyRoot),
    lockEntriesRemoved: [],
    configLinesRemoved: [],
    configLinesLeft: [],
  };
  const lockFile = path.join(dir, 'package-lock.json');
  if (fs.existsSync(lockFile)) {
    const { lock, removed } = rewriteLock(JSON.parse(fs.readFileSync(lockFile, 'utf8')), changes);
    fs.writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
    result.lockEntriesRemoved = removed;
  }
  const config = CONFIGS.find((c) => fs.existsSync(path.join(dir, c)));
  if (config && changes.dropped.length) {
    const r = removePluginLines(
      fs.readFileSync(path.join(dir, config), 'utf8'),
      changes.dropped.map((d) => d.name),
    );
    fs.writeFileSync(path.join(dir, config), r.text);
    Object.assign(result, { config, configLinesRemoved: r.removed, configLinesLeft: r.remaining });
  }
  return { dir, changes: result };
}

/**
 * `catalog:` and `workspace:` ranges as pnpm and yarn publish them (the engine's importer reads them
 * the same way: plugins/docusaurus/importer/workspace-packages.ts), so that npm can install the site alone.
 */
function withPublishedRanges<T extends Record<string, unknown>>(pkg: T, siteRoot: string): T {
  const { ranges } = packageRanges(siteRoot);
  for (const section of ['dependencies', 'devDependencies', 'optionalDependencies']) {
    const deps = pkg[section] as Record<string, string> | undefined;
    for (const [name, spec] of Object.entries(deps ?? {})) if (/^(catalog|workspace):/.test(spec) && ranges[name]) deps![name] = ranges[name];
  }
  return pkg;
}

/**
 * Packages the site's own config, plugins and sidebars require that only a folder above it declares
 * (lexical's docusaurus.config.ts requires `glob`, a devDependency of the monorepo's root): in the
 * monorepo Node finds them there; the site installed alone needs them in its own package.json.
 */
function withMonorepoPackages<T extends Record<string, unknown>>(pkg: T, siteRoot: string): T {
  const own = { ...(pkg.dependencies as object), ...(pkg.devDependencies as object) } as Record<string, string>;
  const { ranges } = packageRanges(siteRoot);
  const files = fs
    .readdirSync(siteRoot)
    .filter((f) => /^(docusaurus\.config|sidebars)[\w.-]*\.[cm]?[jt]s$/.test(f))
    .map((f) => path.join(siteRoot, f));
  const plugins = path.join(siteRoot, 'plugins');
  if (fs.existsSync(plugins))
    for (const f of fs.readdirSync(plugins, { recursive: true }) as string[])
      if (/\.[cm]?[jt]s$/.test(f) && !f.includes('node_modules')) files.push(path.join(plugins, f));
  const deps = { ...(pkg.dependencies as Record<string, string>) };
  for (const file of files)
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/(?:from\s+|require\(\s*|import\(\s*)['"]((?:@[\w.-]+\/)?[\w.-]+)[^'"]*['"]/g))
      if (!own[spec] && ranges[spec] && !spec.startsWith('node:')) deps[spec] = ranges[spec];
  return { ...pkg, dependencies: deps };
}

/**
 * npm follows a yarn.lock's resolved URLs; one that names a company's own registry (metro's
 * registry.facebook.net) cannot be reached here, so that lock is set aside and npm resolves the ranges.
 */
function unreachableYarnLock(siteDir: string): string | undefined {
  const lock = path.join(siteDir, 'yarn.lock');
  if (!fs.existsSync(lock)) return undefined;
  const host = /resolved "?https?:\/\/(?!registry\.(?:yarnpkg\.com|npmjs\.org)\/)([^/"\s]+)/.exec(fs.readFileSync(lock, 'utf8'))?.[1];
  if (!host) return undefined;
  fs.rmSync(lock);
  return host;
}

/**
 * npm installs a workspace member as part of its monorepo, with every member's dependencies; the site
 * is installed alone, as the engine's import installs it. Returns the package.json files changed.
 */
function standalone(siteDir: string, copyRoot: string): string[] {
  const changed: string[] = [];
  for (let dir = path.dirname(siteDir); dir.startsWith(copyRoot); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    const pkg = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : undefined;
    if (pkg?.workspaces) {
      delete pkg.workspaces;
      fs.writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
      changed.push(path.relative(copyRoot, file));
    }
    if (dir === copyRoot) break;
  }
  return changed;
}

function describe({
  dropped,
  pinned,
  held,
  privateLock,
  workspacesRemoved,
  lockEntriesRemoved,
  config,
  configLinesRemoved,
  configLinesLeft,
  devEngines,
}: Changes): void {
  for (const d of dropped) console.log(`Docusaurus copy: dropped ${d.name} ("${d.spec}", not from the registry)`);
  if (devEngines !== undefined) console.log(`Docusaurus copy: devEngines removed (${JSON.stringify(devEngines)}): npm checks it against this machine's Node`);
  for (const [n, v] of Object.entries(held)) console.log(`Docusaurus copy: ${n} held at ${v}, as the site's lock has it`);
  if (privateLock) console.log(`Docusaurus copy: yarn.lock set aside (it resolves packages from ${privateLock}, which is not reachable here)`);
  for (const f of workspacesRemoved) console.log(`Docusaurus copy: ${f}: workspaces removed, so that the site installs alone`);
  for (const [n, v] of Object.entries(pinned)) console.log(`Docusaurus copy: pinned ${n} to ${v}`);
  if (lockEntriesRemoved.length) console.log(`Docusaurus copy: package-lock.json entries removed: ${lockEntriesRemoved.join(', ')}`);
  for (const l of configLinesRemoved) console.log(`Docusaurus copy: ${config}:${l.line} removed: ${l.text}`);
  for (const l of configLinesLeft) console.warn(`⚠ Docusaurus copy: ${config}:${l.line} still names a dropped package: ${l.text}`);
}

/**
 * The pages of a Docusaurus build: its HTML files but the 404 page. With `trailingSlash: false` a page
 * is `x.html` rather than `x/index.html` (ory/docs), which an index.html count misses.
 */
function docusaurusPages(out: string): number {
  return (
    htmlFiles(out).length +
    (fs.readdirSync(out, { recursive: true }) as string[]).filter((f) => f.endsWith('.html') && !f.endsWith('index.html') && f !== '404.html').length
  );
}

/** npm's "No matching version found for name@version" in an install's log. */
function missingVersion(log: string): { name: string; version: string } | undefined {
  const text = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
  const m = /No matching version found for ((?:@[^/\s]+\/)?[^@\s]+)@([^\s.]+(?:\.[^\s.]+)*)\./.exec(text);
  return m ? { name: m[1], version: m[2] } : undefined;
}

/** The package at `range`: where the site declares it, or as an override (npm refuses one that differs from a direct range). */
function standIn(pkgFile: string, name: string, range: string): void {
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as Record<string, Record<string, string> | undefined>;
  const section = (['dependencies', 'devDependencies', 'optionalDependencies'] as const).find((sec) => pkg[sec]?.[name]);
  if (section) pkg[section]![name] = range;
  else pkg.overrides = { ...pkg.overrides, [name]: range };
  fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
}

export async function docusaurusBuild(from: string, name: string, { pins, modules, logDir, repoRoot }: DocusaurusOptions): Promise<DocusaurusRun> {
  const { dir, changes } = prepareDocusaurusCopy(from, name, pins, repoRoot);
  describe(changes);
  let install: Measured | undefined;
  if (modules) {
    const source = path.resolve(fs.existsSync(path.join(modules, 'node_modules')) ? path.join(modules, 'node_modules') : modules);
    const cp = spawnSync('cp', ['-al', source, path.join(dir, 'node_modules')], { encoding: 'utf8' });
    if (cp.status !== 0) throw new Error(`cp -al ${source}: ${cp.stderr.trim()}`);
  } else {
    console.log(`Installing Docusaurus' packages in ${dir} …`);
    // Without npm's lock the site is a yarn or pnpm one: those warn on peer ranges where npm refuses.
    const peers = fs.existsSync(path.join(dir, 'package-lock.json')) ? '' : ' --legacy-peer-deps';
    const log = path.join(logDir, `bench-docusaurus-install-${name}.log`);
    const workspace = packageRanges(from).workspace;
    for (let attempt = 0; ; attempt++) {
      const run = (scripts: string, file: string) =>
        measureCommand(`npm install --no-audit --no-fund${scripts}${peers}`, file, { cwd: dir, allowFailure: true });
      let file = log;
      install = await run('', file);
      // A package's install script that needs the network (gifsicle fetching its binary) fails the
      // install here; Docusaurus' build runs none of them.
      if (install.code !== 0 && !missingVersion(file)) {
        console.log(`Docusaurus copy: npm install failed (${file}); installing again without install scripts`);
        file = log.replace(/\.log$/, '-no-scripts.log');
        install = await run(' --ignore-scripts', file);
      }
      if (install.code === 0) break;
      const missing = missingVersion(file);
      if (attempt >= 12 || !missing || !workspace[missing.name]) throw new Error(`npm install of the Docusaurus copy failed, see ${file}`);
      // A package of the site's own monorepo at a version not published yet: its major's newest
      // release stands in, as the engine's import installs it (scripts/import-docusaurus.ts), and
      // so for the monorepo's other packages at that version (released together).
      const ranges = packageRanges(from).ranges;
      for (const other of Object.keys(workspace).filter((n) => n === missing.name || ranges[n] === missing.version)) {
        standIn(path.join(dir, 'package.json'), other, `^${missing.version.split('.')[0]}`);
        console.log(
          `Docusaurus copy: ${other}@${missing.version} (the monorepo's ${workspace[other]}) is not on the registry; its major's newest release stands in`,
        );
      }
    }
  }
  // A module of the monorepo outside the site folder (lexical's packagesManager module, which
  // the config imports) finds its packages in the root's node_modules, as in the monorepo's own install:
  // the site's install stands in there.
  const copyRoot = path.join(dir, path.relative(from, repoRoot ?? from));
  if (copyRoot !== dir && !fs.existsSync(path.join(copyRoot, 'node_modules')))
    fs.symlinkSync(path.join(dir, 'node_modules'), path.join(copyRoot, 'node_modules'), 'dir');
  // Cold: no output or cache from an earlier build (a reused node_modules may hold webpack's).
  for (const d of ['build', '.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(dir, d), { recursive: true, force: true });
  console.log('Building with Docusaurus …');
  // (No update check: with an update out and a yarn.lock, Docusaurus' CLI runs `yarn --version` to word
  // its notice, and fails where no yarn is installed, before building; core bin/beforeCli.mjs.)
  const build = await measureCommand('npx --no docusaurus build', path.join(logDir, `bench-docusaurus-build-${name}.log`), {
    cwd: dir,
    allowFailure: true,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  const out = path.join(dir, 'build');
  return { dir, changes, install, build, pages: build.code === 0 && fs.existsSync(out) ? docusaurusPages(out) : 0 };
}
