/**
 * A package subpath whose `exports` target names no extension (`"./components/*": "./dist/components/*"`,
 * imported as `@getcanary/web/components/canary-root`), resolved as Docusaurus' webpack resolves it:
 * enhanced-resolve tries its `resolve.extensions` (core webpack/base.ts: .wasm, .mjs, .js, .jsx,
 * .ts, .tsx, .json) after the exports mapping, unless the request is fully specified (an import from
 * an .mjs file, or from a .js file of a package whose type is module). esbuild, as Node, takes the
 * target as written and fails; so did the bundle ("Could not resolve").
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { exportsTarget } from './resolve';
import { isReResolution } from './re-resolve';
import { installedPackageDir } from '../importer/installed-package';
import { WEBPACK_CONDITIONS, WEBPACK_EXTENSIONS } from './webpack-resolution';

/** webpack 5's conditions for its client build, for `import` and `require` alike. */
const CONDITIONS = [...WEBPACK_CONDITIONS, 'browser', 'import', 'require', 'default'];

/** A bare request with a subpath: its package's name and the subpath (`./components/x`). */
function splitRequest(request: string): { name: string; subpath: string } | undefined {
  const m = /^((?:@[^/]+\/)?[^./@][^/]*)(\/.+)$/.exec(request);
  return m ? { name: m[1], subpath: `.${m[2]}` } : undefined;
}

/** Whether webpack takes an import from `importer` as fully specified (no extensions tried). */
function fullySpecified(importer: string): boolean {
  if (importer.endsWith('.mjs')) return true;
  if (!importer.endsWith('.js')) return false;
  for (let at = path.dirname(importer); path.dirname(at) !== at; at = path.dirname(at)) {
    const manifest = path.join(at, 'package.json');
    if (fs.existsSync(manifest)) return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { type?: unknown }).type === 'module';
  }
  return false;
}

const isFile = (f: string) => fs.existsSync(f) && fs.statSync(f).isFile();

/** Each package folder's `exports` (read once per build). */
const exportsOf = new Map<string, unknown>();
const packageExports = (dir: string): unknown => {
  if (!exportsOf.has(dir)) exportsOf.set(dir, (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports?: unknown }).exports);
  return exportsOf.get(dir);
};

/** The file webpack finds for a request whose exports target has no file as written; undefined where it is a file, or none is found. */
export function exportsTargetWithExtension(request: string, resolveDir: string, importer: string): string | undefined {
  const split = splitRequest(request);
  const dir = split && installedPackageDir(split.name, resolveDir);
  if (!split || !dir) return undefined;
  const exports = packageExports(dir);
  const target = exports === undefined ? undefined : exportsTarget(exports, split.subpath, CONDITIONS);
  if (!target) return undefined;
  const file = path.join(dir, target);
  if (isFile(file) || fullySpecified(importer)) return undefined;
  return WEBPACK_EXTENSIONS.map((ext) => file + ext).find(isFile);
}

export function exportsExtensionsPlugin(): Plugin {
  return {
    name: 'exports-extensions',
    setup(b) {
      b.onResolve({ filter: /^(@[^/]+\/)?[^./@][^/]*\/./ }, (args) => {
        if (isReResolution(args) || !args.resolveDir || (args.namespace !== 'file' && args.namespace !== '')) return undefined;
        const file = exportsTargetWithExtension(args.path, args.resolveDir, args.importer);
        return file ? { path: file } : undefined;
      });
    },
  };
}
