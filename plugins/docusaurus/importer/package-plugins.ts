/**
 * The config's plugins that are npm packages (`['docusaurus-plugin-typedoc', {…}]`), run at import
 * as the site's own plugins are (./local-plugins.ts): Docusaurus calls every plugin function, then
 * its loadContent and contentLoaded, before it reads the docs, so what a package plugin writes in the
 * site folder (typedoc's API pages and their sidebar) is there for the docs, and its global data for
 * the components. Left out: Docusaurus' own plugins (the engine maps the content plugins, and the
 * rest add client code, head tags or build output: ./unmapped-config.ts says which) and plugins the
 * import applies itself. The config's themes run too, as Docusaurus runs them: their theme folders
 * give `@theme/…` modules (getThemePath), their client modules run on every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { isPlainData, stubPath } from './config';
import { isClassicPresetName, packageOf, unwrapClassicPresets, wrappedPresetName } from './presets';
import { installedPackageDir } from './installed-package';
import { notRunFromInstall, PRESET_PARTS_RUN } from './unmapped-config';
import { packageRanges } from './workspace-packages';
import { namePatterns } from './plugin-shorthand';

type Obj = Record<string, unknown>;

/** A package plugin to run: `module` and `package` name it (./local-plugins.ts LocalPlugin, which records what it did). */
export interface PackagePlugin {
  module: string;
  package: string;
  export?: string;
  options?: unknown;
  /** Its place among the config's plugins and then its themes (./local-plugins.ts LocalPlugin). */
  position: number;
  /** A preset (the config's `presets`): run for the plugins and themes it gives (./preset-plugins.ts), which then run in its place. */
  preset?: true;
  /** A preset that wraps the classic one (./presets.ts): of what it gives, Docusaurus' own plugins are the engine's, as the classic preset's are. */
  wrapsClassic?: true;
  /** A preset's place among the config's presets. */
  presetAt?: number;
  /** Options that are not data: read from the config's entry at this place when it runs (./local-plugins.ts LocalPlugin). */
  inConfig?: ConfigEntry;
}

/** A plugin's entry in the config: its `plugins` or `themes`, and its place there. */
export interface ConfigEntry {
  list: 'plugins' | 'themes' | 'presets';
  index: number;
  /**
   * A plugin or theme the preset at this place gives, whose options are code: the preset (its module
   * file) called again with its options, and the entry at `index` of its `plugins` or `themes`.
   */
  given?: { preset: string; kind: 'plugins' | 'themes'; index: number };
}

/** Where the config's plugin at `position` (its plugins, then its themes) stands in it. */
export function configEntryAt(raw: Obj, position: number): ConfigEntry {
  const plugins = ((raw.plugins as unknown[]) ?? []).length;
  return position < plugins ? { list: 'plugins', index: position } : { list: 'themes', index: position - plugins };
}

/**
 * The packages a plugin name may stand for, in the order Docusaurus tries them
 * (server/plugins/moduleShorthand.ts getNamePatterns): `typedoc` → typedoc,
 * @docusaurus/plugin-typedoc, docusaurus-plugin-typedoc; `@scope/x` → @scope/x,
 * @scope/docusaurus-plugin-x; `@scope` → @scope/docusaurus-plugin.
 */
export function pluginNamePatterns(name: string): string[] {
  return namePatterns(name, 'plugin');
}

/** Names of packages the site declares that a plugin's options name (typedoc's `plugin: ['typedoc-plugin-no-inherit']`): the plugin loads them. */
function packagesNamedIn(value: unknown, declared: Record<string, string>, out: Set<string>, depth = 0): void {
  if (depth > 6) return;
  if (typeof value === 'string') {
    if (/^(@[\w.-]+\/)?[\w.-]+(\/[\w./-]*)?$/.test(value) && declared[packageOf(value)]) out.add(packageOf(value));
  } else if (Array.isArray(value)) value.forEach((v) => packagesNamedIn(v, declared, out, depth + 1));
  else if (value && typeof value === 'object') for (const v of Object.values(value)) packagesNamedIn(v, declared, out, depth + 1);
}

/**
 * The config's package plugins the import runs, each with the packages to install for it (the
 * plugin's own, and those of the site its options name). A plugin the site does not declare
 * cannot be installed (Docusaurus could not resolve it either) and is left to the report.
 */
export function packagePluginsOf(raw: Obj, siteRoot: string): { plugins: PackagePlugin[]; packages: string[] } {
  const declared = packageRanges(siteRoot).ranges;
  const plugins: PackagePlugin[] = [];
  const pluginCount = ((raw.plugins as unknown[]) ?? []).length;
  for (const [position, entry] of [...((raw.plugins as unknown[]) ?? []), ...((raw.themes as unknown[]) ?? [])].entries()) {
    const [p, options] = Array.isArray(entry) ? entry : [entry, undefined];
    let name: string | undefined;
    let exportName: string | undefined;
    if (typeof p === 'string' && !/^\.{0,2}\//.test(p) && !path.isAbsolute(p))
      name = namePatterns(p, position < pluginCount ? 'plugin' : 'theme').find((n) => declared[n]);
    else {
      // `require('x')` or `require('x').plugin` in the config: a stub of package x (./config.ts).
      const at = stubPath(p);
      if (at?.length && declared[packageOf(at[0])]) {
        name = at[0];
        if (at.length === 2 && at[1] !== 'default') exportName = at[1];
        else if (at.length > 2) continue;
      }
    }
    if (!name || notRunFromInstall(name)) continue;
    // (Options that hold functions, a rehype plugin say, are the config's own: the run reads them there.)
    const data = options === undefined || isPlainData(options);
    plugins.push({
      module: name,
      package: packageOf(name),
      position,
      ...(exportName ? { export: exportName } : {}),
      ...(options !== undefined && data ? { options } : {}),
      ...(data ? {} : { inConfig: configEntryAt(raw, position) }),
    });
  }
  const presets = packagePresetsOf(raw, siteRoot, declared);
  return { plugins: [...presets, ...plugins], packages: pluginPackages([...presets, ...plugins], siteRoot) };
}

/**
 * The config's presets that are packages of the site other than the classic one (and its wrappers,
 * read as it: ./presets.ts), as Docusaurus resolves them (server/plugins/moduleShorthand.ts,
 * `redoc` → docusaurus-preset-redoc). Docusaurus loads what they give before the config's plugins
 * and themes (server/plugins/configs.ts), so they come first. The classic preset itself runs with
 * the parts of its options whose plugins run from the install (`gtag`, `sitemap`…, which it gives
 * by default too): of what it gives, those run (./preset-plugins.ts), and the rest is the engine's.
 */
function packagePresetsOf(raw: Obj, siteRoot: string, declared: Record<string, string>): PackagePlugin[] {
  const { presets } = unwrapClassicPresets((raw.presets as unknown[]) ?? [], siteRoot);
  const out: PackagePlugin[] = [];
  for (const [index, entry] of presets.entries()) {
    const [p, given] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof p !== 'string' || /^\.{0,2}\//.test(p) || path.isAbsolute(p)) continue;
    // A wrapper of the classic preset runs itself, with its options where the config writes them: what it
    // adds of its own (a company plugin with a postBuild) runs, and what it hands to the classic preset is the engine's.
    // (One the site does not declare runs as the classic preset it wraps, for the parts that run from the install.)
    const wraps = wrappedPresetName(entry);
    const wrapper = wraps ? wrapperPreset(wraps, index, declared) : undefined;
    if (wrapper) {
      out.push(wrapper);
      continue;
    }
    const classic = isClassicPresetName(p);
    const options = classic ? classicPartsRun(given) : given;
    const name = namePatterns(p, 'preset').find((n) => declared[packageOf(n)]);
    if (!name || (name.startsWith('@docusaurus/') && !classic)) continue;
    if (options !== undefined && !isPlainData(options)) continue;
    out.push({ module: name, package: packageOf(name), position: -1, preset: true, presetAt: index, ...(options !== undefined ? { options } : {}) });
  }
  return out;
}

/** A wrapper of the classic preset the site depends on, to run in the classic preset's place. */
function wrapperPreset(wraps: string, index: number, declared: Record<string, string>): PackagePlugin | undefined {
  const name = namePatterns(wraps, 'preset').find((n) => declared[packageOf(n)]);
  return name
    ? { module: name, package: packageOf(name), position: -1, preset: true, presetAt: index, wrapsClassic: true, inConfig: { list: 'presets', index } }
    : undefined;
}

/** Of the classic preset's options, those of the parts whose plugins run from the install (`false` included: none then). */
function classicPartsRun(options: unknown): Obj | undefined {
  if (!options || typeof options !== 'object') return undefined;
  const parts = PRESET_PARTS_RUN.filter((k) => k in (options as Obj)).map((k) => [k, (options as Obj)[k]]);
  return parts.length ? Object.fromEntries(parts) : undefined;
}

/**
 * The packages to install for package plugins: each plugin's own, and those of the site its options
 * name. Not the classic preset, all of Docusaurus, which runs only from the site's own install
 * (./preset-plugins.ts; the engine writes its own sitemap without it).
 */
export function pluginPackages(plugins: { package?: string; options?: unknown }[], siteRoot: string): string[] {
  const declared = packageRanges(siteRoot).ranges;
  const packages = new Set<string>();
  for (const p of plugins) {
    if (!p.package || isClassicPresetName(p.package)) continue;
    packages.add(p.package);
    packagesNamedIn(p.options, declared, packages);
  }
  return [...packages];
}

/** The file Node loads for `import(name)` from `dir` (CommonJS `main`, or an ES module's `exports`). */
export function packageEntry(dir: string, name: string): string {
  const require = createRequire(path.resolve(dir, 'package.json'));
  try {
    return require.resolve(name);
  } catch {
    // An ES-only package whose exports answer `import` and not `require` (nor its package.json): found
    // in the node_modules folders Node looks in, from `dir` up.
    const pkgDir = installedPackageDir(packageOf(name), dir);
    if (!pkgDir) throw new Error(`${name} is not installed in ${dir}`);
    const pkgFile = path.join(pkgDir, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { exports?: unknown; module?: string; main?: string };
    const sub = name === packageOf(name) ? '.' : `./${name.slice(packageOf(name).length + 1)}`;
    // (`exports` may be the root's conditions themselves: `{ import: './x.js' }`.)
    const exportsMap =
      pkg.exports && typeof pkg.exports === 'object' && !Object.keys(pkg.exports).some((k) => k.startsWith('.')) ? { '.': pkg.exports } : pkg.exports;
    let target: unknown = typeof exportsMap === 'string' && sub === '.' ? exportsMap : (exportsMap as Obj | undefined)?.[sub];
    while (target && typeof target === 'object') target = (target as Obj).import ?? (target as Obj).node ?? (target as Obj).default;
    const file = typeof target === 'string' ? target : (pkg.module ?? pkg.main ?? 'index.js');
    return path.join(path.dirname(pkgFile), file);
  }
}
