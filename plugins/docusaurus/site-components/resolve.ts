/**
 * Which module a page's `import` names, the way Docusaurus resolves it: `@site/…` from the site
 * root (the content folder), relative paths from the page, and `@theme/X` from a swizzled
 * `src/theme/X` when the site has one, else the engine's, else the installed theme's own file
 * (./theme-aliases.ts). Only JavaScript/TypeScript modules are site components.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { DOCUSAURUS_MODULES, docusaurusModuleSpec } from './docusaurus-modules';
import type { ModuleAliases } from '../../../lib/api/mdx';
import { COMPONENT_IMPORTS } from './component-imports';
import { siteThemeAliases, themeAliasFile } from './theme-aliases';
import { ownSiteRoot, siteThemePath } from './site-src';
import { COMPONENT_EXTENSIONS, WEBPACK_CONDITIONS, WEBPACK_EXTENSIONS } from './webpack-resolution';

export type { ModuleAliases };

/** The files a relative specifier may name, in the order webpack tries them: as written, with each extension, then as a folder's index. */
export function moduleCandidates(target: string): string[] {
  return [target, ...WEBPACK_EXTENSIONS.map((e) => target + e), ...WEBPACK_EXTENSIONS.map((e) => path.join(target, `index${e}`))];
}

export function asModule(base: string): string | undefined {
  if (COMPONENT_EXTENSIONS.includes(path.extname(base)) && fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of COMPONENT_EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  if (fs.existsSync(base) && fs.statSync(base).isDirectory()) {
    for (const ext of COMPONENT_EXTENSIONS) if (fs.existsSync(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  }
  return undefined;
}

/**
 * The file a server-relative request (`/img/x.png`, `/static/img/x.png`, `/src/lib/x`) names, as
 * webpack's resolve.roots find it in Docusaurus (core webpack/base.ts: the static folders, then the
 * site folder, then the working directory; enhanced-resolve's RootsPlugin tries them in that order,
 * before the file system's root): the first root holding it as a file, or as a module by webpack's
 * extensions. `roots` in that order.
 */
export function rootsFile(request: string, roots: readonly string[]): string | undefined {
  if (!/^\/[^/]/.test(request)) return undefined;
  const rel = request.slice(1).split(/[?#]/)[0];
  for (const root of roots) {
    const base = path.join(root, rel);
    if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
    const found = asModule(base);
    if (found) return found;
  }
  return undefined;
}

/**
 * Absolute path of the component module `spec` names, or undefined when it is not one (a theme
 * import the engine provides, a partial, data, or nothing that exists).
 * @param fromFile absolute path of the importing page
 * @param siteRoot absolute path of the content folder (where an imported site keeps src/)
 */
/** Packages every page may use without installing them: the engine provides these. */
const PROVIDED = /^(react|react-dom|@mdx-js\/react)(\/|$)/;

const SITE_NODE_MODULES = '@site/node_modules/';

/**
 * `@site/node_modules/pkg/x` → `pkg/x`: Docusaurus' `@site` is the site folder, so that path names a
 * package of the site as a bare import does; anything else is returned as it is.
 */
export function sitePackageSpecifier(spec: string): string {
  return spec.startsWith(SITE_NODE_MODULES) ? spec.slice(SITE_NODE_MODULES.length) : spec;
}

/** An npm package import (`react-player`, `@scope/pkg/sub`, `@site/node_modules/pkg`), as opposed to a path or an alias. */
export function isPackageSpecifier(spec: string): boolean {
  const bare = sitePackageSpecifier(spec);
  return /^(?![./])(?!@site\/|@theme\/|@theme-original\/|@docusaurus\/|node:)[^\s:]+$/.test(bare) && !PROVIDED.test(bare);
}

/** `@scope/pkg/sub` → `@scope/pkg`, `pkg/sub` → `pkg` (`@site/node_modules/pkg/sub` → `pkg`). */
export function packageName(spec: string): string {
  const bare = sitePackageSpecifier(spec);
  return bare
    .split('/')
    .slice(0, bare.startsWith('@') ? 2 : 1)
    .join('/');
}

/**
 * A package installed in the content folder's own node_modules (never the engine's): where that is a
 * link to the site's install (pagewright's commands), Node names the file by the install's real path.
 */
function resolvePackage(spec: string, siteRoot: string): string | undefined {
  const modules = path.join(siteRoot, 'node_modules');
  const installs = [modules, ...(fs.existsSync(modules) ? [fs.realpathSync(modules)] : [])].map((dir) => dir + path.sep);
  const ofSite = (file: string | undefined) =>
    file && installs.some((dir) => file.startsWith(dir)) && /\.[cm]?jsx?$/.test(file) && fs.existsSync(file) ? file : undefined;
  try {
    return ofSite(createRequire(path.resolve(siteRoot, 'package.json')).resolve(spec));
  } catch {
    // An ES-module-only package or subpath (its `exports` answer an import, not a require), which webpack imports.
    const name = packageName(spec);
    const dir = path.join(siteRoot, 'node_modules', name);
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports?: unknown };
      const target = exportsTarget(pkg.exports, `.${spec.slice(name.length)}`, IMPORT_CONDITIONS);
      return ofSite(target && path.join(dir, target));
    } catch {
      return undefined;
    }
  }
}

/**
 * The conditions an import of a package matches in Docusaurus' client build (webpack 5's defaults for
 * target web, which Docusaurus' webpack/base.ts leaves as they are) but `browser`: the bundle renders
 * on the server too (./bundle.ts takes packages' default builds).
 */
const IMPORT_CONDITIONS = [...WEBPACK_CONDITIONS, 'import', 'default'];

/**
 * The file a package.json `exports` gives `subpath` (`.`, `./lazy`) under `conditions`, read as Node
 * and webpack read it: an exact subpath, else the longest `*` pattern; condition objects in their own
 * key order, arrays as fallbacks. Undefined when the package does not export it.
 */
export function exportsTarget(exportsField: unknown, subpath: string, conditions: readonly string[]): string | undefined {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const bySubpath = isObject(exportsField) && Object.keys(exportsField).some((k) => k.startsWith('.'));
  let entry: unknown = bySubpath ? undefined : subpath === '.' ? exportsField : undefined;
  let star = '';
  if (bySubpath) {
    const map = exportsField as Record<string, unknown>;
    if (subpath in map) entry = map[subpath];
    else {
      const matches = (k: string) =>
        k.includes('*') && subpath.startsWith(k.split('*')[0]) && subpath.endsWith(k.split('*')[1]) && subpath.length >= k.length - 1;
      const key = Object.keys(map)
        .filter(matches)
        .sort((a, b) => b.split('*')[0].length - a.split('*')[0].length)[0];
      if (key) {
        const [prefix, suffix] = key.split('*');
        star = subpath.slice(prefix.length, subpath.length - suffix.length);
        entry = map[key];
      }
    }
  }
  const pick = (v: unknown): string | undefined => {
    if (typeof v === 'string') return v.replaceAll('*', star);
    if (Array.isArray(v)) return v.map(pick).find((t) => t !== undefined);
    if (isObject(v)) for (const [condition, value] of Object.entries(v)) if (conditions.includes(condition) && pick(value) !== undefined) return pick(value);
    return undefined;
  };
  return pick(entry);
}

/**
 * A Docusaurus module the engine answers and MDX has no component of its own for (`@docusaurus/router`,
 * `@docusaurus/BrowserOnly`, …): compiled with the site's components under its specifier, which
 * the bundle resolves to the engine's file (./bundle.ts).
 */
function engineModule(spec: string): string | undefined {
  const name = docusaurusModuleSpec(spec);
  const m = DOCUSAURUS_MODULES[name];
  return m && !(name in COMPONENT_IMPORTS) ? name : undefined;
}

/** The installed theme's file of a theme module the engine does not draw itself (./theme-aliases.ts). */
function installedThemeModule(spec: string, siteRoot: string): string | undefined {
  return spec in DOCUSAURUS_MODULES || spec in COMPONENT_IMPORTS ? undefined : themeAliasFile(spec, siteThemeAliases(siteRoot));
}

/** Whether the module source imports the original of `part` (a wrapper, not a replacement). */
export function importsOriginal(source: string, part: string): boolean {
  return new RegExp(`['"]@theme-original/${part.replace(/[/]/g, '\\/')}['"]`).test(source);
}

/**
 * Theme components that are the page frame around every page: a site's `src/theme/Layout` that
 * replaces Docusaurus' (its navbar, footer, providers) is the frame the engine's shell renders
 * around every page (./theme-parts.ts), so a page's own `@theme/Layout` stays the engine's (its
 * title, description and footer switch), which would otherwise draw a second frame inside; a
 * wrapper of it (importing `@theme-original/Layout`) is used where pages render it, around the engine's.
 */
export const FRAME_PARTS: readonly string[] = ['Layout'];

/** The site's module at `rel` (`src/components/X`): the content folder's, else the site's own where it is read where it lies (./site-src.ts). */
function siteModule(siteRoot: string, rel: string): string | undefined {
  const own = ownSiteRoot(siteRoot);
  return asModule(path.resolve(siteRoot, rel)) ?? (own ? asModule(path.resolve(own, rel)) : undefined);
}

/** The site's swizzled `src/theme/<name>` module that `@theme/<name>` names, if the engine uses it. */
export function swizzledThemeModule(siteRoot: string, name: string): string | undefined {
  const file = asModule(siteThemePath(siteRoot, name));
  if (file && FRAME_PARTS.includes(name) && !importsOriginal(fs.readFileSync(file, 'utf8'), name)) return undefined;
  return file;
}

/** Whether the site swizzled `@theme/<name>` in a way the engine uses (swizzledThemeModule), as the places' walks ask it. */
export const isSwizzledIn =
  (siteRoot: string) =>
  (name: string): boolean =>
    swizzledThemeModule(siteRoot, name) !== undefined;

/**
 * @param aliases the site's module aliases (site.config.json `resolveAlias`), applied first, as webpack's
 * AliasPlugin applies `resolve.alias` before it looks in node_modules (`@components/X` → `./src/components/X`).
 */
export function resolveComponentModule(spec: string, fromFile: string, siteRoot: string, aliases?: ModuleAliases): string | undefined {
  if (/\.(mdx?|json|ya?ml)$/.test(spec)) return undefined;
  const alias = aliases && siteAlias(spec, aliases);
  if (alias) {
    if (alias.target === false) return undefined;
    const target = alias.target + alias.rest;
    return /^\.{1,2}\//.test(alias.target) ? siteModule(siteRoot, target) : resolveComponentModule(target, fromFile, siteRoot);
  }
  if (isPackageSpecifier(spec)) return resolvePackage(sitePackageSpecifier(spec), siteRoot);
  if (spec.startsWith('@site/')) return siteModule(siteRoot, spec.slice('@site/'.length));
  if (spec.startsWith('@theme/'))
    return swizzledThemeModule(siteRoot, spec.slice('@theme/'.length)) ?? engineModule(spec) ?? installedThemeModule(spec, siteRoot);
  if (spec.startsWith('@docusaurus/')) return engineModule(spec);
  if (spec.startsWith('.')) return asModule(path.resolve(path.dirname(fromFile), spec));
  return undefined;
}

/** Specifier → a path from the content folder (`./src/lib`), a package specifier, or false (an empty module). */

/**
 * The alias a specifier matches, in the order the aliases are given, with the rest of its path, by
 * webpack's rules (AliasPlugin): a key matches the specifier itself or the specifier followed by
 * "/…", a key ending in "$" only itself.
 */
export function matchAlias(spec: string, aliases: ModuleAliases): { target: string | false; rest: string } | undefined {
  for (const [key, target] of Object.entries(aliases)) {
    const exact = key.endsWith('$');
    const name = exact ? key.slice(0, -1) : key;
    if (spec === name) return { target, rest: '' };
    if (!exact && spec.startsWith(`${name}/`)) return { target, rest: spec.slice(name.length) };
  }
  return undefined;
}

/**
 * matchAlias, less an alias of a package to itself: `react: path.resolve('node_modules/react')`
 * (which the import reads as `react: 'react'`) asks for one copy of the package, which it already is.
 */
export function siteAlias(spec: string, aliases: ModuleAliases): { target: string | false; rest: string } | undefined {
  const hit = matchAlias(spec, aliases);
  return hit && hit.target !== packageName(spec) ? hit : undefined;
}
