/**
 * The site's module aliases (site.config.json `resolveAlias`: what its plugins gave webpack as
 * `resolve.alias`) applied to the components' bundle, with webpack's matching rules (AliasPlugin):
 * a key matches the specifier itself or the specifier followed by "/…", a key ending in "$" only
 * itself; a path target is resolved from the content folder, false is an empty module. A target
 * that names a file of an installed package (`pkg/dist/web.js`: the importer's form of a webpack
 * alias to an absolute path in node_modules) is that file even where the package's `exports` do
 * not list it, as webpack takes an absolute path as the file it names.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { packageName } from './resolve';

export type ModuleAliases = Record<string, string | false>;

/** The alias a specifier matches, in the order the aliases are given, with the rest of its path. */
export function matchAlias(spec: string, aliases: ModuleAliases): { target: string | false; rest: string } | undefined {
  for (const [key, target] of Object.entries(aliases)) {
    const exact = key.endsWith('$');
    const name = exact ? key.slice(0, -1) : key;
    if (spec === name) return { target, rest: '' };
    if (!exact && spec.startsWith(`${name}/`)) return { target, rest: spec.slice(name.length) };
  }
  return undefined;
}

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
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'aliased') return undefined;
        const hit = matchAlias(args.path, aliases);
        if (!hit) return undefined;
        if (hit.target === false) return { path: args.path, namespace: 'alias-empty' };
        const relative = /^\.{1,2}\//.test(hit.target);
        const spec = relative ? path.resolve(siteRoot, hit.target) + hit.rest : hit.target + hit.rest;
        const found = await b.resolve(spec, {
          resolveDir: relative ? siteRoot : args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: 'aliased',
        });
        if (!found.errors.length) return { path: found.path, namespace: found.namespace, sideEffects: found.sideEffects };
        const file = relative ? undefined : packageFile(siteRoot, hit.target + hit.rest, b.initialOptions.nodePaths ?? []);
        return file ? { path: file } : { errors: found.errors };
      });
      b.onLoad({ filter: /.*/, namespace: 'alias-empty' }, () => ({ contents: 'export default {};', loader: 'js' }));
    },
  };
}
