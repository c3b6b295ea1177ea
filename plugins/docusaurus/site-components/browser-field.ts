/**
 * A package's `browser` field, which webpack (Docusaurus' bundler for the browser's code) reads and
 * esbuild's neutral platform does not: its object form maps modules (./browserMapPlugin), its string
 * form names the package's browser entry (./browserEntry).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isBuiltin } from 'node:module';
import type { OnResolveResult, Plugin } from 'esbuild';
import { isReResolution, reResolve, reResolvedBy } from './re-resolve';

interface BrowserField {
  dir: string;
  /** The object form (`{}` when the field is a string or missing). */
  map: Record<string, unknown>;
  /** The string form: the browser entry, relative to the package. */
  entry?: string;
  /** The package's default entry (`main`), relative to it. */
  main: string;
}

/** The nearest package.json's `browser` field of a file inside a package, by folder. */
const browserMaps = new Map<string, BrowserField | undefined>();
function browserMapOf(file: string): BrowserField | undefined {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (!browserMaps.has(dir)) {
      let field: BrowserField | undefined;
      const pkg = path.join(dir, 'package.json');
      if (fs.existsSync(pkg)) {
        try {
          const { browser, main } = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { browser?: unknown; main?: unknown };
          field = {
            dir,
            map: browser && typeof browser === 'object' ? (browser as Record<string, unknown>) : {},
            ...(typeof browser === 'string' ? { entry: browser } : {}),
            main: typeof main === 'string' ? main : 'index.js',
          };
        } catch {
          field = { dir, map: {}, main: 'index.js' };
        }
      }
      browserMaps.set(dir, field);
    }
    const field = browserMaps.get(dir);
    if (field) return field;
    if (path.basename(dir) === 'node_modules') return undefined;
  }
  return undefined;
}

const SPECIFIER = /(?:require\(\s*|from\s*|import\(\s*|^import\s*)['"]([^'"]+)['"]/gm;
const withExtension = (file: string) =>
  [file, `${file}.js`, `${file}.cjs`, path.join(file, 'index.js')].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());

/** By entry file: every import of such a package resolves to its entry again. */
const builtinsLoaded = new Map<string, boolean>();

/** The package's own files `file` loads, read for an import of one of Node's built-ins (`tty`, `fs`) that its browser field does not map. */
function loadsNodeBuiltins(file: string, field: BrowserField): boolean {
  let known = builtinsLoaded.get(file);
  if (known === undefined) builtinsLoaded.set(file, (known = readsNodeBuiltins(file, field)));
  return known;
}

function readsNodeBuiltins(file: string, field: BrowserField): boolean {
  const seen = new Set<string>();
  const queue = [file];
  while (queue.length && seen.size < 50) {
    const next = queue.shift()!;
    if (seen.has(next)) continue;
    seen.add(next);
    for (const [, spec] of fs.readFileSync(next, 'utf8').matchAll(SPECIFIER)) {
      if (isBuiltin(spec) && !(spec in field.map) && !(spec.replace(/^node:/, '') in field.map)) return true;
      const local = spec.startsWith('.') ? withExtension(path.resolve(path.dirname(next), spec)) : undefined;
      if (local && !path.relative(field.dir, local).startsWith('..')) queue.push(local);
    }
  }
  return false;
}

/**
 * A package whose `browser` field is a string (debug's `"./src/browser.js"`): webpack builds the
 * browser's code from that entry (mainFields browser first, for target web). The bundle here also
 * renders on the server, so it keeps the default entry, unless that one loads Node's built-ins,
 * which the browser does not have (debug's src/node.js needs `tty`): then the browser entry.
 */
function browserEntry(field: BrowserField, resolved: string): string | undefined {
  if (!field.entry || withExtension(path.join(field.dir, field.main)) !== resolved) return undefined;
  const entry = withExtension(path.join(field.dir, field.entry));
  return entry && entry !== resolved && loadsNodeBuiltins(resolved, field) ? entry : undefined;
}

/**
 * A package's `browser` field as an object (`"browser": { "fs": false, "./lib/minpath.js":
 * "./lib/minpath.browser.js" }`): webpack, which Docusaurus bundles the browser's code with, reads it
 * for the client (its aliasFields: ["browser"] for target web, as Docusaurus' webpack/base.ts leaves
 * resolve's defaults): a module mapped to false is an empty module, one mapped to another file or
 * package is that one. The bundle here takes packages' default builds (platform neutral), so it
 * reads those entries itself; the replacements are what runs in the browser. Docusaurus' server
 * bundle (webpack's node target) reads no browser field: where one replaced a module of a package
 * (`swaps`), the server gets a bundle of its own, which reads none (./bundle.ts serverBundle), as a
 * browser build (styled-components') may need a DOM the server render has not. A replacement of one
 * of Node's built-ins alone leaves one bundle for both sides, as before.
 */
export function browserMapPlugin(swaps?: Set<string>): Plugin {
  return {
    name: 'browser-map',
    setup(b) {
      // A package's entry the field maps (nanoid's `"./index.js": "./index.browser.js"`), imported from
      // anywhere: webpack applies the field to the file a request resolved to as well.
      // Only for esbuild's own requests: one another plugin resolves again is that plugin's to place.
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if ((args.namespace !== 'file' && args.namespace !== '') || isReResolution(args) || isBuiltin(args.path)) return undefined;
        const resolved = await reResolve(b, 'browser-entry', args.path, args);
        if (resolved.errors.length || resolved.external || !resolved.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const found = browserMapOf(resolved.path);
        const entry = found && browserEntry(found, resolved.path);
        // (The browser entry of a package whose default one loads Node's built-ins: what the one bundle needs on both sides.)
        if (entry) return { path: entry };
        const target = found?.map[`./${path.relative(found.dir, resolved.path).split(path.sep).join('/')}`];
        if (typeof target !== 'string' || !target.startsWith('.')) return undefined;
        return swapped(swaps, resolved.path, { path: path.join(found!.dir, target) });
      });
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (!args.importer.includes(`${path.sep}node_modules${path.sep}`) || args.namespace !== 'file' || reResolvedBy(args, 'browser-map')) return undefined;
        const found = browserMapOf(args.importer);
        if (!found) return undefined;
        const keys = args.path.startsWith('.')
          ? [
              `./${path
                .relative(found.dir, path.resolve(path.dirname(args.importer), args.path))
                .split(path.sep)
                .join('/')}`,
            ]
          : [args.path, args.path.replace(/^node:/, '')];
        const key = keys.flatMap((k) => [k, `${k}.js`]).find((k) => k in found.map);
        // (One of Node's built-ins mapped (`"fs": false`) is what the one bundle needs on both sides: no split for it.)
        const builtin = key !== undefined && isBuiltin(key);
        const target = key === undefined ? undefined : found.map[key];
        const swap = (r: OnResolveResult) => (builtin ? r : swapped(swaps, `${args.importer}:${args.path}`, r));
        if (target === false) return swap({ path: args.path, namespace: 'browser-false' });
        if (typeof target !== 'string') return undefined;
        // (A file of the package, from its folder; a package name, as the package itself would import it.)
        const spec = target.startsWith('.') ? path.join(found.dir, target) : target;
        const resolved = await reResolve(b, 'browser-map', spec, args, { resolveDir: found.dir });
        return resolved.errors.length ? { errors: resolved.errors } : swap({ path: resolved.path, namespace: resolved.namespace, external: resolved.external });
      });
      b.onLoad({ filter: /.*/, namespace: 'browser-false' }, () => ({ contents: 'module.exports = {};', loader: 'js' }));
    },
  };
}

/** `result`, with the module it replaces noted in `swaps` (the server's bundle, which reads no browser field, then differs). */
function swapped<T>(swaps: Set<string> | undefined, replaced: string, result: T): T {
  swaps?.add(replaced);
  return result;
}
