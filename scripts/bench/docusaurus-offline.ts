/**
 * A Docusaurus checkout made installable from the npm registry alone, which is all a bench machine
 * may reach: dependencies fetched from GitHub or a URL (or under a name npm refuses) are dropped, with their lock entries and their
 * plugin line in the config, and `--pin name@version` fixes a dependency whose locked version the
 * registry does not serve. Pure rewriting of package.json, package-lock.json and the config's text.
 */

type Deps = Record<string, string>;
type Manifest = { dependencies?: Deps; devDependencies?: Deps; optionalDependencies?: Deps; [key: string]: unknown };
export type PackageLock = { packages?: Record<string, Manifest>; dependencies?: Record<string, unknown>; [key: string]: unknown };

const SECTIONS = ['dependencies', 'devDependencies', 'optionalDependencies'] as const;

/** A version, range, tag or `npm:` alias (from the registry), or a local path (in the copy already). */
export function installableOffline(spec: string): boolean {
  if (spec.startsWith('npm:') || /^(file:|link:|\.{0,2}\/|~\/)/.test(spec)) return true;
  // Git URLs, `owner/repo` shorthands, `github:` and tarball URLs all hold a slash or a colon.
  return !spec.includes('/') && !spec.includes(':');
}

/**
 * A name npm can install under: npm refuses the whole install over one it cannot (a stray
 * `"-": "^0.0.1"`, which yarn let through), so such an entry is dropped like an unreachable one.
 */
export function installableName(name: string): boolean {
  return /^(@[A-Za-z0-9~][^/@\s]*\/)?[A-Za-z0-9~][^/@\s]*$/.test(name);
}

/** `redocusaurus@2.2.3`, `@scope/name@1.0.0`. */
export function parsePin(pin: string): { name: string; version: string } {
  const at = pin.lastIndexOf('@');
  if (at <= 0 || at === pin.length - 1) throw new Error(`--pin ${pin}: expected name@version`);
  return { name: pin.slice(0, at), version: pin.slice(at + 1) };
}

export interface DepChanges {
  dropped: { name: string; spec: string }[];
  /** name → the exact version it now has. */
  pinned: Record<string, string>;
  /**
   * The site's devEngines, removed: npm (10.9 on) refuses to install, or fetches another Node, when
   * the machine's Node is not the one a contributor is asked to use; Docusaurus' own engines still hold.
   */
  devEngines?: unknown;
}

/** package.json without the dependencies the registry cannot give, and with the pins applied. */
export function rewritePackageJson(pkg: Manifest, pins: Record<string, string>): { pkg: Manifest; changes: DepChanges } {
  const out = structuredClone(pkg);
  const changes: DepChanges = { dropped: [], pinned: {} };
  for (const section of SECTIONS) {
    const deps = out[section];
    if (!deps) continue;
    for (const [name, spec] of Object.entries(deps)) {
      if (name in pins) deps[name] = changes.pinned[name] = pins[name];
      else if (!installableOffline(spec) || !installableName(name)) {
        delete deps[name];
        changes.dropped.push({ name, spec });
      }
    }
  }
  if (out.devEngines !== undefined) {
    changes.devEngines = out.devEngines;
    delete out.devEngines;
  }
  // A pin of a package the site does not list yet (e.g. a transitive one to hold back).
  for (const [name, version] of Object.entries(pins)) if (!(name in changes.pinned)) (out.dependencies ??= {})[name] = changes.pinned[name] = version;
  // And every copy a dependency nests, through npm's overrides (equal to the direct range, as npm requires).
  if (Object.keys(pins).length) out.overrides = { ...(out.overrides as object | undefined), ...pins };
  return { pkg: out, changes };
}

/**
 * The lock without the dropped and pinned packages (npm resolves the pinned ones again), and with
 * its root entry agreeing with package.json. Returns the lock keys removed.
 */
/** A registry tarball URL (`https://mirror/repository/npm/zod/-/zod-4.1.12.tgz`) on the public registry; any other URL as it is. */
export function publicTarball(url: string): string {
  // (The path before the name is taken as short as it can be: a scope right after the host stays the name's.)
  const m = /^https?:\/\/(?!registry\.npmjs\.org\/|registry\.yarnpkg\.com\/)[^/]+\/(?:.*?\/)??((?:@[^/]+\/)?[^/@]+)\/-\/([^/]+\.tgz)$/.exec(url);
  return m ? `https://registry.npmjs.org/${m[1]}/-/${m[2]}` : url;
}

export function rewriteLock(lock: PackageLock, changes: DepChanges): { lock: PackageLock; removed: string[] } {
  const out = structuredClone(lock);
  const names = [...changes.dropped.map((d) => d.name), ...Object.keys(changes.pinned)];
  const pinned = Object.keys(changes.pinned);
  const removed: string[] = [];
  const packages = out.packages ?? {};
  // (A pinned package's nested copies too: npm resolves them again under the override.)
  const nestedPin = (key: string) => pinned.some((n) => key.endsWith(`/node_modules/${n}`) || key.includes(`/node_modules/${n}/node_modules/`));
  for (const key of Object.keys(packages))
    if (names.some((n) => key === `node_modules/${n}` || key.startsWith(`node_modules/${n}/`)) || nestedPin(key)) {
      delete packages[key];
      removed.push(key);
    }
  const rootEntry = packages[''];
  for (const section of SECTIONS) {
    const deps = rootEntry?.[section];
    if (!deps) continue;
    for (const d of changes.dropped) delete deps[d.name];
    for (const [name, version] of Object.entries(changes.pinned)) if (name in deps) deps[name] = version;
  }
  if (rootEntry)
    for (const [name, version] of Object.entries(changes.pinned))
      if (!SECTIONS.some((s) => rootEntry[s]?.[name])) (rootEntry.dependencies ??= {})[name] = version;
  // A tarball URL on a mirror this machine cannot reach (karmada's repo.huaweicloud.com) is the same
  // tarball on the public registry, whose integrity the lock keeps.
  for (const entry of Object.values(packages)) if (typeof entry.resolved === 'string') entry.resolved = publicTarball(entry.resolved);
  // lockfileVersion 1 and 2 also keep a `dependencies` tree.
  for (const n of names)
    if (out.dependencies && n in out.dependencies) {
      delete out.dependencies[n];
      removed.push(`dependencies.${n}`);
    }
  return { lock: out, removed };
}

export interface ConfigLine {
  line: number;
  text: string;
}

/**
 * The config without the plugin entries of dropped packages, textually: a line holding only
 * `"name",`, `require.resolve("name"),` or a one-line `["name", {…}],`. Other lines naming the
 * package, such as the first line of a `[name, options]` pair written over several lines, are left
 * and returned, since Docusaurus may fail on them.
 */
export function removePluginLines(config: string, names: string[]): { text: string; removed: ConfigLine[]; remaining: ConfigLine[] } {
  const removed: ConfigLine[] = [];
  const remaining: ConfigLine[] = [];
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const kept: string[] = [];
  let previous = '';
  config.split('\n').forEach((text, i) => {
    const keep = names.every((name) => {
      const q = ['"', "'", '`'].map((c) => `${c}${esc(name)}${c}`).join('|');
      const entry = new RegExp(`^\\s*((${q})|require\\.resolve\\(\\s*(${q})\\s*\\)|\\[\\s*(${q})\\s*(,.*)?\\])\\s*,?\\s*(//.*)?\\r?$`);
      // After a lone `[`, the name opens a pair whose options would be left behind.
      if (entry.test(text) && previous !== '[') {
        removed.push({ line: i + 1, text: text.trim() });
        return false;
      }
      if (new RegExp(q).test(text)) remaining.push({ line: i + 1, text: text.trim() });
      return true;
    });
    if (keep) kept.push(text);
    if (text.trim()) previous = text.trim();
  });
  return { text: kept.join('\n'), removed, remaining };
}
