/**
 * The version range of each package a Docusaurus site can import, as its package manager gave it
 * one: the site's package.json, and in a monorepo (pnpm, npm, yarn or bun workspaces) the
 * package.json files of the folders above it up to the workspace root, whose node_modules Node's
 * resolution walks up to (a plugin of the site importing `lz-string` finds it there too).
 *
 * A monorepo writes ranges npm cannot install: `catalog:` (pnpm, bun and yarn catalogs) and
 * `workspace:` (a package of the monorepo itself). Both are resolved as the package manager publishes
 * them: a catalog entry is the catalog's range, and `workspace:*`, `workspace:^`, `workspace:~` are
 * the workspace package's own version (exact, `^`, `~`). A workspace package that is not published
 * (`private`, no version), `link:`, `file:`, `portal:` and `patch:` ranges cannot be installed from a
 * registry: they are left out with the reason, so that one of them does not stop the install of the
 * others.
 */
import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import YAML from 'yaml';

type Deps = Record<string, string>;
interface PackageJson {
  name?: string;
  version?: string;
  private?: boolean;
  dependencies?: Deps;
  devDependencies?: Deps;
  optionalDependencies?: Deps;
  workspaces?: string[] | { packages?: string[]; catalog?: Deps; catalogs?: Record<string, Deps> };
  catalog?: Deps;
  catalogs?: Record<string, Deps>;
}

export interface PackageRanges {
  /** name → a range npm installs. */
  ranges: Record<string, string>;
  /** name → why its declared range cannot be installed from a registry. */
  unresolved: Record<string, string>;
  /** Packages of the monorepo itself, installed at their version: name → their folder, relative to the workspace root. */
  workspace: Record<string, string>;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function readYaml<T>(file: string): T | undefined {
  try {
    return (YAML.parse(fs.readFileSync(file, 'utf8')) ?? undefined) as T | undefined;
  } catch {
    return undefined;
  }
}

/** The workspace globs a folder declares when it is a monorepo's root, else undefined. */
function workspaceGlobs(dir: string): string[] | undefined {
  const pnpm = path.join(dir, 'pnpm-workspace.yaml');
  if (fs.existsSync(pnpm)) return readYaml<{ packages?: string[] }>(pnpm)?.packages ?? [];
  const ws = readJson<PackageJson>(path.join(dir, 'package.json'))?.workspaces;
  if (Array.isArray(ws)) return ws;
  if (ws && typeof ws === 'object') return ws.packages ?? [];
  return undefined;
}

/** The folder above the site that is its monorepo's root (pnpm-workspace.yaml or a package.json with `workspaces`). */
export function workspaceRootOf(siteRoot: string): string | undefined {
  let dir = path.resolve(siteRoot);
  for (;;) {
    if (workspaceGlobs(dir)) return dir;
    // A repository's root ends the walk: a workspace root is never above it.
    if (fs.existsSync(path.join(dir, '.git'))) return undefined;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Catalogs by name (`default` for `catalog:`), from pnpm-workspace.yaml, .yarnrc.yml or the root package.json (bun). */
function catalogsOf(root: string): Record<string, Deps> {
  const out: Record<string, Deps> = {};
  const add = (source: { catalog?: Deps; catalogs?: Record<string, Deps> } | undefined) => {
    if (!source) return;
    if (source.catalog) out.default = { ...out.default, ...source.catalog };
    for (const [name, deps] of Object.entries(source.catalogs ?? {})) out[name] = { ...out[name], ...deps };
  };
  const pkg = readJson<PackageJson>(path.join(root, 'package.json'));
  add(pkg);
  if (pkg?.workspaces && !Array.isArray(pkg.workspaces)) add(pkg.workspaces);
  add(readYaml(path.join(root, '.yarnrc.yml')));
  add(readYaml(path.join(root, 'pnpm-workspace.yaml')));
  return out;
}

/** The monorepo's packages by name: their folder (relative to the root) and package.json. */
function workspacePackages(root: string): Map<string, { dir: string; pkg: PackageJson }> {
  const globs = workspaceGlobs(root) ?? [];
  const include = picomatch(globs.filter((g) => !g.startsWith('!')).map((g) => g.replace(/\/+$/, '')));
  const exclude = picomatch(globs.filter((g) => g.startsWith('!')).map((g) => g.slice(1).replace(/\/+$/, '')));
  const out = new Map<string, { dir: string; pkg: PackageJson }>();
  const visit = (rel: string, depth: number) => {
    for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (!e.isDirectory() || e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const sub = rel ? `${rel}/${e.name}` : e.name;
      if (include(sub) && !exclude(sub)) {
        const pkg = readJson<PackageJson>(path.join(root, sub, 'package.json'));
        if (pkg?.name && !out.has(pkg.name)) out.set(pkg.name, { dir: sub, pkg });
      }
      if (depth < 4) visit(sub, depth + 1);
    }
  };
  if (globs.length) visit('', 1);
  return out;
}

/** A `workspace:` range as pnpm and yarn publish it, or why it cannot be installed. */
function workspaceRange(spec: string, name: string, packages: Map<string, { dir: string; pkg: PackageJson }>): { range: string; dir: string } | string {
  let rest = spec.slice('workspace:'.length);
  // `workspace:other-name@*`: an alias of another workspace package.
  let target = name;
  const alias = /^((?:@[^/@]+\/)?[^@]+)@(.*)$/.exec(rest);
  if (alias) [, target, rest] = alias;
  const found = /^\.{0,2}\//.test(rest)
    ? [...packages.values()].find((p) => rest.replace(/^\.\//, '').replace(/\/$/, '').endsWith(p.dir))
    : packages.get(target);
  if (!found) return `${spec}: no package of the monorepo is named ${target}`;
  const { pkg, dir } = found;
  if (pkg.private || !pkg.version) return `${spec}: ${dir} is a package of the monorepo that is not published (${pkg.private ? 'private' : 'no version'})`;
  const range = rest === '*' || rest === '' || /^\.{0,2}\//.test(rest) ? pkg.version : rest === '^' || rest === '~' ? `${rest}${pkg.version}` : rest;
  return { range: target === name ? range : `npm:${target}@${range}`, dir };
}

/** The entries of a yarn.lock (classic or Berry): each package name, the version it resolves to, and how many specifiers ask for it. */
export function yarnLockEntries(text: string): { name: string; version: string; specifiers: number }[] {
  const out: { name: string; version: string; specifiers: number }[] = [];
  // An entry: its specifiers on one unindented line ("a@^1", a@~1.2:), then its indented fields.
  for (const [, specs, name, version] of text.matchAll(/^("?(@?[^@\s",]+)@[^\n]*):\n(?:[ \t]+.*\n)*?[ \t]+version:? "?([^"\s]+)"?$/gm))
    if (/^[\w.+-]+$/.test(version)) out.push({ name, version, specifiers: specs.split(',').length });
  return out;
}

/**
 * Versions a lock file installed: package-lock.json (v2/v3) at the top level, transitive packages
 * included; else yarn.lock (classic `version "x"` or Berry's `version: x`), where a package the site
 * has only through another one (`@docusaurus/plugin-content-blog` through the classic preset, which a
 * site's plugin requires) is found by Node as hoisted: the version most of its entries resolve to.
 */
export function lockedVersions(dir: string): Readonly<Deps> {
  // (Read again only when a lock file changed: the live preview's import of each edit asks for them.)
  const stamp = ['package-lock.json', 'yarn.lock']
    .map((name) => fs.statSync(path.join(dir, name), { throwIfNoEntry: false }))
    .map((st) => (st ? `${st.size}:${st.mtimeMs}` : '-'))
    .join('|');
  const known = lockedByDir.get(dir);
  if (known?.stamp === stamp) return known.deps;
  const deps = readLockedVersions(dir);
  lockedByDir.set(dir, { stamp, deps });
  return deps;
}

const lockedByDir = new Map<string, { stamp: string; deps: Readonly<Deps> }>();

function readLockedVersions(dir: string): Deps {
  const lock = readJson<{ packages?: Record<string, { version?: string }> }>(path.join(dir, 'package-lock.json'));
  const out: Deps = {};
  for (const [where, entry] of Object.entries(lock?.packages ?? {})) {
    const name = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(where)?.[1];
    if (name && entry.version) out[name] = entry.version;
  }
  if (lock) return out;
  const yarnLock = path.join(dir, 'yarn.lock');
  if (!fs.existsSync(yarnLock)) return out;
  const counts = new Map<string, Map<string, number>>();
  for (const { name, version, specifiers } of yarnLockEntries(fs.readFileSync(yarnLock, 'utf8'))) {
    const byVersion = counts.get(name) ?? new Map<string, number>();
    byVersion.set(version, (byVersion.get(version) ?? 0) + specifiers);
    counts.set(name, byVersion);
  }
  for (const [name, byVersion] of counts) out[name] = [...byVersion].sort((a, b) => b[1] - a[1])[0][0];
  return out;
}

/**
 * Every package the site can import by a declared range (or a version its lock installed), nearest
 * declaration first: the site's dependencies, then devDependencies, then those of the folders above
 * it, up to the monorepo's root.
 */
export function packageRanges(siteRoot: string): PackageRanges {
  const site = path.resolve(siteRoot);
  const root = workspaceRootOf(site);
  // The site's folder and, in a monorepo, those above it up to the root: the farthest first, the nearest wins.
  const dirs = [site];
  if (root) for (let dir = site; dir !== root;) dirs.unshift((dir = path.dirname(dir)));
  const declared: Deps = {};
  for (const dir of dirs) {
    const pkg = readJson<PackageJson>(path.join(dir, 'package.json'));
    Object.assign(declared, lockedVersions(dir), pkg?.optionalDependencies, pkg?.devDependencies, pkg?.dependencies);
  }
  const catalogs = root ? catalogsOf(root) : {};
  let packages: Map<string, { dir: string; pkg: PackageJson }> | undefined;
  const result: PackageRanges = { ranges: {}, unresolved: {}, workspace: {} };
  for (const [name, spec] of Object.entries(declared)) {
    if (spec.startsWith('catalog:')) {
      const catalog = spec.slice('catalog:'.length) || 'default';
      const range = catalogs[catalog]?.[name];
      if (range) result.ranges[name] = range;
      else result.unresolved[name] = `${spec}: the monorepo's ${catalog === 'default' ? 'catalog' : `catalog "${catalog}"`} has no entry for it`;
    } else if (spec.startsWith('workspace:')) {
      packages ??= root ? workspacePackages(root) : new Map();
      const resolved = workspaceRange(spec, name, packages);
      if (typeof resolved === 'string') result.unresolved[name] = resolved;
      else {
        result.ranges[name] = resolved.range;
        result.workspace[name] = resolved.dir;
      }
    } else if (/^(link|file|portal|patch|exec):/.test(spec)) {
      result.unresolved[name] = `${spec}: a local path, which an install from the registry cannot reproduce`;
    } else result.ranges[name] = spec;
  }
  return result;
}
