/**
 * The site's module aliases (site.config.json `resolveAlias`: what its plugins gave webpack as
 * `resolve.alias`) applied to the components' bundle, matched as webpack matches them (./resolve.ts
 * matchAlias); a path target is resolved from the content folder, false is an empty module. A target
 * that names a file of an installed package (`pkg/dist/web.js`: the importer's form of a webpack
 * alias to an absolute path in node_modules) is that file even where the package's `exports` do
 * not list it, as webpack takes an absolute path as the file it names.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { packageName, siteAlias, type ModuleAliases } from './resolve';
import { reResolveInstead, reResolvedBy } from './re-resolve';
import { ownFile, siteFoldersOf } from './site-folders';

/** `pkg/sub/file.js` as a file of the package where it is installed (the content folder's packages, then the bundle's node paths). */
function packageFile(siteRoot: string, spec: string, nodePaths: string[]): string | undefined {
  if (spec === packageName(spec)) return undefined;
  for (const dir of [path.join(siteRoot, 'node_modules'), ...nodePaths]) {
    const file = path.join(dir, spec);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return undefined;
}

export function aliasPlugin(siteRoot: string, aliases: ModuleAliases = {}): Plugin {
  return {
    name: 'site-module-aliases',
    setup(b) {
      if (!Object.keys(aliases).length) return;
      const folders = siteFoldersOf(siteRoot);
      // A module the build leaves to Node (the server's build: Node's built-ins) is Node's, as webpack's
      // node target resolves it before any `resolve.fallback` (which the import reads as these aliases).
      const nodeOwn = new Set(b.initialOptions.external ?? []);
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (reResolvedBy(args, 'aliased') || nodeOwn.has(args.path)) return undefined;
        const hit = siteAlias(args.path, aliases);
        if (!hit) return undefined;
        if (hit.target === false) return { path: args.path, namespace: 'alias-empty' };
        const relative = /^\.{1,2}\//.test(hit.target);
        // (A path of the site the import did not copy, src/ read where it lies, is the site's own file: ./site-folders.ts.)
        const spec = relative ? ownFile(folders, path.resolve(siteRoot, hit.target) + hit.rest) : hit.target + hit.rest;
        const found = await reResolveInstead(b, 'aliased', spec, args, { resolveDir: relative ? siteRoot : args.resolveDir });
        // (An external package stays external: the server's build leaves packages to Node.)
        if (!found.errors.length) return { path: found.path, namespace: found.namespace, sideEffects: found.sideEffects, external: found.external };
        const file = relative ? undefined : packageFile(siteRoot, hit.target + hit.rest, b.initialOptions.nodePaths ?? []);
        return file ? { path: file } : { errors: found.errors };
      });
      b.onLoad({ filter: /.*/, namespace: 'alias-empty' }, () => ({ contents: 'export default {};', loader: 'js' }));
    },
  };
}
