/**
 * `@theme/…` over the themes the site installed, by Docusaurus' own rule (core
 * webpack/aliases/index.js createThemeAliases): each theme folder's modules — every .js, .jsx, .ts
 * and .tsx file but tests and declarations — are `@theme/<path>` (`X/index.js` is `X`); the folders
 * in plugin order, core's client/theme-fallback first, a later theme shadowing an earlier one.
 * `@theme-original/X` is the last theme's X, `@theme-init/X` the first's.
 *
 * The engine answers the theme modules it draws itself (./docusaurus-modules.ts); every other one a
 * component imports is the installed theme's own file, compiled with the site's components.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export interface ThemeAliases {
  /** `X` → the file `@theme/X` and `@theme-original/X` name. */
  last: ReadonlyMap<string, string>;
  /** `X` → the file `@theme-init/X` names: the first theme's. */
  first: ReadonlyMap<string, string>;
}

const MODULE = /\.(js|jsx|ts|tsx)$/;
const SKIPPED = /(^|\/)__tests__\/|\.test\.(js|jsx|ts|tsx)$|\.d\.ts$/;

/** A theme folder's modules: name (`DocItem/Layout`) → file. */
function themeModules(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!fs.existsSync(dir)) return found;
  for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const posix = rel.split(path.sep).join('/');
    if (!MODULE.test(posix) || SKIPPED.test(posix)) continue;
    // (utils' fileToPath: an index names its folder.)
    const name = posix.replace(MODULE, '').replace(/(^|\/)index$/, '');
    found.set(name, path.join(dir, rel));
  }
  return found;
}

/** The aliases of `dirs`, in plugin order. */
export function themeAliases(dirs: readonly string[]): ThemeAliases {
  const last = new Map<string, string>();
  const first = new Map<string, string>();
  for (const dir of dirs)
    for (const [name, file] of themeModules(dir)) {
      if (!first.has(name)) first.set(name, file);
      last.set(name, file);
    }
  return { last, first };
}

/**
 * The folder of an installed package, found along Node's lookup paths from the site; undefined when it
 * is not installed. (Not by resolving `<name>/package.json`: a package whose `exports` leaves that file
 * out, theme-search-algolia's, does not resolve so.)
 */
export function packageDir(siteRoot: string, name: string): string | undefined {
  const lookup = createRequire(path.resolve(siteRoot, 'package.json')).resolve.paths(name) ?? [];
  const dir = lookup.map((modules) => path.join(modules, name)).find((candidate) => fs.existsSync(path.join(candidate, 'package.json')));
  return dir && fs.realpathSync(dir);
}

export interface InstalledThemes {
  /** themeConfig.algolia is set: preset-classic then adds @docusaurus/theme-search-algolia after the classic theme. */
  algolia: boolean;
  /** markdown.mermaid is on: the site loads @docusaurus/theme-mermaid, which replaces the classic theme's `@theme/Mermaid`. */
  mermaid: boolean;
}

/** Which of Docusaurus' optional themes a config loads (`config`: the site's docusaurus.config as data). */
export function installedThemesOf(config: Record<string, unknown> | undefined): InstalledThemes {
  const themeConfig = config?.themeConfig as { algolia?: unknown } | undefined;
  const markdown = config?.markdown as { mermaid?: unknown } | undefined;
  return { algolia: Boolean(themeConfig?.algolia), mermaid: markdown?.mermaid === true };
}

/**
 * The theme folders of the site's other plugins and themes, in the order Docusaurus loads them, as
 * their runs gave them (plugins/docusaurus/importer/local-plugins.ts): a file of the content folder,
 * each path relative to it (or absolute: an installed package outside the site).
 */
export const THEME_PATHS_FILE = 'theme-paths.json';

/**
 * A folder by its real path: the content folder links the site's node_modules, and a module the
 * bundle reaches both through that link and by a relative import (which esbuild resolves to its real
 * path) would be two modules, each with its own state (a theme's context and its provider apart).
 */
const realDir = (dir: string) => (fs.existsSync(dir) ? fs.realpathSync(dir) : dir);

/** The theme folders of the site's other plugins and themes (THEME_PATHS_FILE of the content folder `siteRoot`), in order. */
export function pluginThemeDirs(siteRoot: string): string[] {
  const pathsFile = path.join(siteRoot, THEME_PATHS_FILE);
  return fs.existsSync(pathsFile) ? (JSON.parse(fs.readFileSync(pathsFile, 'utf8')) as string[]).map((rel) => realDir(path.resolve(siteRoot, rel))) : [];
}

/**
 * The installed themes' aliases of a site (`config`: its docusaurus.config as data), its plugins' themes
 * after Docusaurus' own; `themePathsRoot`: the folder whose THEME_PATHS_FILE names those (the content
 * folder, where the import writes it, when `siteRoot` is the site).
 */
export function installedAliases(siteRoot: string, config: Record<string, unknown> | undefined, themePathsRoot = siteRoot): ThemeAliases {
  return themeAliases([...installedThemeDirs(siteRoot, installedThemesOf(config)), ...pluginThemeDirs(themePathsRoot)]);
}

const cache = new Map<string, { stamp: string; aliases: ThemeAliases }>();

/**
 * The theme aliases of the site in `siteRoot` (the content folder, whose site.config.json holds the
 * config), kept while that file and the installed packages stay as they were.
 */
export function siteThemeAliases(siteRoot: string): ThemeAliases {
  const configFile = path.join(siteRoot, 'site.config.json');
  const pathsFile = path.join(siteRoot, THEME_PATHS_FILE);
  const stamp = [configFile, pathsFile, path.join(siteRoot, 'node_modules')].map((f) => fs.statSync(f, { throwIfNoEntry: false })?.mtimeMs ?? 0).join(':');
  const kept = cache.get(siteRoot);
  if (kept?.stamp === stamp) return kept.aliases;
  const config = fs.existsSync(configFile) ? (JSON.parse(fs.readFileSync(configFile, 'utf8')) as { sourceConfig?: Record<string, unknown> }) : {};
  const aliases = installedAliases(siteRoot, config.sourceConfig);
  cache.set(siteRoot, { stamp, aliases });
  return aliases;
}

/**
 * The theme folders of Docusaurus' own packages the site loads, as their getThemePath gives them
 * (`../lib/theme` from each package's lib/index.js), after core's fallback theme.
 */
export function installedThemeDirs(siteRoot: string, themes: InstalledThemes): string[] {
  const core = packageDir(siteRoot, '@docusaurus/core');
  const packages = [
    '@docusaurus/theme-classic',
    ...(themes.algolia ? ['@docusaurus/theme-search-algolia'] : []),
    ...(themes.mermaid ? ['@docusaurus/theme-mermaid'] : []),
  ];
  const dirs = packages.map((name) => packageDir(siteRoot, name)).flatMap((dir) => (dir ? [path.join(dir, 'lib', 'theme')] : []));
  return [...(core ? [path.join(core, 'lib', 'client', 'theme-fallback')] : []), ...dirs];
}

/** The file an `@theme/`, `@theme-original/` or `@theme-init/` specifier names in `aliases`, if any. */
export function themeAliasFile(spec: string, aliases: ThemeAliases): string | undefined {
  const m = /^@theme(-original|-init)?\/(.+)$/.exec(spec);
  if (!m) return undefined;
  return (m[1] === '-init' ? aliases.first : aliases.last).get(m[2]);
}
