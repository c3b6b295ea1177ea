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
