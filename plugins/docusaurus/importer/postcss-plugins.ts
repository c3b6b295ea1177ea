/**
 * The PostCSS plugins a site's plugins add through `configurePostCss` (Tailwind's
 * `postcssOptions.plugins.push(require('tailwindcss'))`): Docusaurus calls it with the options of its
 * postcss-loader and runs every stylesheet through the plugins it returns (core webpack/configure.ts
 * applyConfigurePostCss; server/plugins/configs.ts). The import names each by its package, for
 * site.config.json `postcss` (plugins/docusaurus/site-styles/postcss.ts runs them), installs those packages, and
 * copies the Tailwind config they read from the site's folder (a plugin of the site's own files is
 * named by its path and copied).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteModuleOrigin, stubPath } from './config';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null;

/**
 * A PostCSS plugin's package: a stubbed package's name at import time; a module of the site's own
 * as its path (`./plugins/postcss-brand.js`); else the plugin's own `postcssPlugin` name.
 */
function pluginPackage(plugin: unknown, siteRoot: string): string | undefined {
  const stub = stubPath(plugin);
  if (stub) return stub[0];
  const own = siteModuleOrigin(plugin)?.file;
  if (own && own.startsWith(siteRoot + path.sep) && own.split(path.sep).includes('node_modules') === false)
    return `./${path.relative(siteRoot, own).split(path.sep).join('/')}`;
  if (isObj(plugin) && typeof plugin.postcssPlugin === 'string') return plugin.postcssPlugin;
  if (typeof plugin === 'function' && (plugin as { postcss?: unknown }).postcss === true) {
    try {
      const made = (plugin as () => unknown)();
      return isObj(made) && typeof made.postcssPlugin === 'string' ? made.postcssPlugin : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Calls a loaded plugin's configurePostCss as Docusaurus does and names the plugins it adds to the
 * list: their packages in order, and how many cannot be named (built by a call with options at
 * import time, where packages are stubs). Docusaurus' own entry, autoprefixer, is not in the list
 * given: browsers the engine targets need no prefixes.
 */
export function readConfigurePostCss(plugin: unknown, siteRoot = process.cwd()): { packages: string[]; unnamed: number } | undefined {
  if (!isObj(plugin) || typeof plugin.configurePostCss !== 'function') return undefined;
  const options: Obj = { ident: 'postcss', plugins: [] };
  const returned = (plugin.configurePostCss as (o: Obj) => unknown).call(plugin, options);
  const plugins = (isObj(returned) && Array.isArray(returned.plugins) ? returned.plugins : options.plugins) as unknown[];
  const named = plugins.map((p) => pluginPackage(p, siteRoot));
  return { packages: [...new Set(named.filter((n): n is string => !!n))], unnamed: named.filter((n) => !n).length };
}

/** Tailwind's config in the site's folder, which its PostCSS plugin reads from the working directory. */
export function postcssConfigFiles(siteRoot: string): string[] {
  return ['tailwind.config.js', 'tailwind.config.cjs', 'tailwind.config.mjs', 'tailwind.config.ts'].filter((f) => fs.existsSync(path.join(siteRoot, f)));
}

/** Where postcss-loader (cosmiconfig) looks for a PostCSS config in each folder, in its order (postcss-loader 7 loadConfig). */
const POSTCSS_CONFIG_PLACES = [
  'package.json',
  ...['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map((e) => `postcss.config.${e}`),
  ...['', '.json', '.yaml', '.yml', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'].map((e) => `.postcssrc${e}`),
  ...['', '.json', '.yaml', '.yml', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts'].map((e) => `.config/postcssrc${e}`),
];

/** A package.json holds a config only under its `postcss` key. */
function holdsConfig(file: string): boolean {
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return false;
  if (path.basename(file) !== 'package.json') return true;
  try {
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>).postcss !== undefined;
  } catch {
    return false;
  }
}

/**
 * The PostCSS config Docusaurus' postcss-loader finds for the site's stylesheets (`postcss.config.js`
 * beside a Tailwind config, the usual way to add Tailwind): searched from the site's `src/css` up
 * (`src`, its own folder, a workspace's) to the home folder, as cosmiconfig searches from a
 * stylesheet's folder. Its path, or undefined where there is none.
 */
export function sitePostcssConfig(siteRoot: string, home = os.homedir()): string | undefined {
  for (let dir = path.join(siteRoot, 'src', 'css'); ; dir = path.dirname(dir)) {
    const found = POSTCSS_CONFIG_PLACES.map((place) => path.join(dir, place)).find(holdsConfig);
    if (found) return found;
    if (dir === home || dir === path.dirname(dir)) return undefined;
  }
}
