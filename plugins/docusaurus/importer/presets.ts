/**
 * Presets that wrap the classic preset. Docusaurus runs any preset (core/lib/server/plugins/presets.js
 * calls it with the site's options and loads the plugins and themes it returns); a company preset
 * such as `docusaurus-plugin-internaldocs-fb/docusaurus-preset` hands its `docs`, `blog`, `pages`
 * and `theme` options on to @docusaurus/preset-classic. The engine reads the classic preset's options
 * itself, so it reads a preset as the classic one when its package depends on @docusaurus/preset-classic
 * (dependencies or peerDependencies, from the site's node_modules or else the registry's metadata)
 * and it is given the classic preset's options; the wrapper itself then runs for what it adds of its
 * own, as other presets run (./preset-plugins.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { installedPackageDir } from './installed-package';

const CLASSIC = '@docusaurus/preset-classic';
const CLASSIC_OPTIONS = ['docs', 'blog', 'pages', 'theme'];

/**
 * The classic preset's names: the shorthand `classic` (core/lib/server/plugins/moduleShorthand.js
 * tries `@docusaurus/preset-classic`, then `docusaurus-preset-classic`), the full names, or a path
 * into the package (`require.resolve('@docusaurus/preset-classic')`).
 */
export function isClassicPresetName(name: unknown): boolean {
  return typeof name === 'string' && /^(classic|@docusaurus\/preset-classic|docusaurus-preset-classic)$|[\\/]preset-classic([\\/]|$)/.test(name);
}

/** The package a module specifier is in: `@scope/name/sub` → `@scope/name`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const manifests = new Map<string, Record<string, unknown> | undefined>();

/** The package's manifest: installed beside the site, else the registry's latest (cached per run). */
function manifest(pkg: string, siteRoot: string): Record<string, unknown> | undefined {
  if (manifests.has(pkg)) return manifests.get(pkg);
  const dir = installedPackageDir(pkg, siteRoot);
  let found = dir ? (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<string, unknown>) : undefined;
  if (!found && /^(@[\w.-]+\/)?[\w.-]+$/.test(pkg)) {
    try {
      const out = execFileSync('npm', ['view', pkg, 'dependencies', 'peerDependencies', '--json'], {
        encoding: 'utf8',
        timeout: 30_000,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      found = JSON.parse(out || '{}') as Record<string, unknown>;
    } catch {
      found = undefined;
    }
  }
  manifests.set(pkg, found);
  return found;
}

function dependsOnClassic(m: Record<string, unknown> | undefined): boolean {
  return ['dependencies', 'peerDependencies'].some((k) => !!m && typeof m[k] === 'object' && m[k] !== null && CLASSIC in (m[k] as object));
}

export interface WrappedPreset {
  name: string;
  /** Why it is read as the classic preset. */
  reason: string;
}

/** The wrapper each classic preset entry stands for, where it stands for one. */
const wrappers = new WeakMap<object, string>();

/** The wrapper of the classic preset an entry of the presets stands for (it is named as the classic preset there). */
export const wrappedPresetName = (entry: unknown): string | undefined => (entry && typeof entry === 'object' ? wrappers.get(entry) : undefined);

/**
 * The config's presets with each wrapper of the classic preset named as the classic preset (the
 * options stay as written; wrappedPresetName names the wrapper), and the wrappers found.
 */
export function unwrapClassicPresets(presets: unknown[], siteRoot: string): { presets: unknown[]; wrapped: WrappedPreset[] } {
  const wrapped: WrappedPreset[] = [];
  const out = presets.map((entry) => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof name !== 'string' || isClassicPresetName(name) || name.startsWith('.') || path.isAbsolute(name)) return entry;
    const classicOptions = !!options && typeof options === 'object' && CLASSIC_OPTIONS.some((k) => k in (options as object));
    if (!classicOptions || !dependsOnClassic(manifest(packageOf(name), siteRoot))) return entry;
    wrapped.push({
      name,
      reason: `its package depends on ${CLASSIC} and it is given the classic preset's options; it runs for the plugins and themes it adds of its own`,
    });
    const classic = [CLASSIC, options];
    wrappers.set(classic, name);
    return classic;
  });
  return { presets: out, wrapped };
}

const CONTENT_PLUGINS = ['@docusaurus/plugin-content-blog', '@docusaurus/plugin-content-docs'] as const;

/** A local plugin's module file, resolved as Node's require does from the site folder. */
function localModule(name: string, siteRoot: string): string | undefined {
  const base = path.resolve(siteRoot, name);
  const candidates = ['', '.js', '.cjs', '.mjs', '.ts', '.mts', '.cts'].flatMap((ext) => [base + ext]);
  candidates.push(...['index.js', 'index.cjs', 'index.mjs', 'index.ts'].map((f) => path.join(base, f)));
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/**
 * A module that makes a content plugin's instance only to read what it loads
 * (`const blog = await blogPlugin.default(context, opts)`, then `await blog.loadContent()` in a
 * plugin of its own that sets global data): the plugin it returns is its own, without the instance's
 * contentLoaded, so Docusaurus publishes none of the instance's routes (server/plugins/plugins.ts
 * runs the returned plugin's lifecycle only). Such a module is run as the site's plugin
 * (./local-plugins.ts). Each instance is named and read, and never spread, returned, nor asked for
 * its contentLoaded.
 */
export function onlyReadsContent(source: string, plugin: string): boolean {
  const quoted = `['"]${plugin}['"]`;
  const bindings = [
    ...source.matchAll(new RegExp(`(?:const|let|var)\\s+(\\w+)\\s*=\\s*require\\(\\s*${quoted}\\s*\\)`, 'g')),
    ...source.matchAll(new RegExp(`import\\s+(\\w+)\\s+from\\s*${quoted}`, 'g')),
  ].map((m) => m[1]);
  const instances = bindings.flatMap((b) =>
    [...source.matchAll(new RegExp(`(?:const|let|var)\\s+(\\w+)\\s*=\\s*(?:await\\s+)?${b}(?:\\.default)?\\s*\\(`, 'g'))].map((m) => m[1]),
  );
  if (!instances.length) return false;
  return instances.every(
    (name) =>
      new RegExp(`\\b${name}\\.loadContent\\s*\\(`).test(source) &&
      !new RegExp(
        `\\.\\.\\.\\s*${name}\\b|\\breturn\\s+${name}\\s*(?![\\s.\\w(\\[])|\\b${name}\\s*\\.\\s*(contentLoaded|allContentLoaded)\\b|\\b${name}\\s*\\[`,
      ).test(source),
  );
}

export interface WrappedPlugin {
  name: string;
  /** The content plugin it is read as. */
  as: (typeof CONTENT_PLUGINS)[number];
  /** Its file, relative to the site root (`./plugins/blog-plugin.js`). */
  module: string;
  /** Its index in the config's `plugins`, where a run reads options that are code from. */
  position: number;
  options?: unknown;
  /**
   * Its contentLoaded adds routes of its own (`actions.addRoute`): the module is then run too
   * (./local-plugins.ts), so that its routes are published with the content plugin's.
   */
  addsRoutes: boolean;
  /**
   * Its contentLoaded writes data (`actions.createData`): the module is then run too, for what it
   * writes into its pages' metadata (./page-facts.ts).
   */
  writesData: boolean;
}

/**
 * The config's plugins with each local plugin that extends a content plugin named as that plugin.
 * Docusaurus' guide to extending the blog ("Extending the blog plugin") has a site module call
 * `require('@docusaurus/plugin-content-blog').default(context, options)` and return its instance
 * with more routes; Docusaurus then publishes the blog as the content plugin does. The import reads
 * such a plugin as the content plugin it calls, with its options; one whose contentLoaded adds
 * routes of its own is also run as the site's plugin, for those routes (plugins/docusaurus/importer/local-plugins.ts).
 * One that only reads the instance's content (./onlyReadsContent) is run as the site's plugin.
 */
export function unwrapLocalContentPlugins(plugins: unknown[], siteRoot: string): { plugins: unknown[]; wrapped: WrappedPlugin[] } {
  const wrapped: WrappedPlugin[] = [];
  const out = plugins.map((entry, position) => {
    const [name, options] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof name !== 'string' || !(name.startsWith('.') || path.isAbsolute(name))) return entry;
    const file = localModule(name, siteRoot);
    if (!file) return entry;
    const source = fs.readFileSync(file, 'utf8');
    const used = CONTENT_PLUGINS.filter((p) => new RegExp(`(require\\(|from\\s*|import\\()\\s*['"]${p}['"]`).test(source));
    if (used.length !== 1 || onlyReadsContent(source, used[0])) return entry;
    const rel = path.relative(siteRoot, file).split(path.sep).join('/');
    wrapped.push({
      name,
      as: used[0],
      module: `./${rel}`,
      position,
      ...(options !== undefined ? { options } : {}),
      addsRoutes: /\baddRoute\s*\(/.test(source),
      writesData: /\bcreateData\s*\(/.test(source),
    });
    return [used[0], options ?? {}];
  });
  return { plugins: out, wrapped };
}
