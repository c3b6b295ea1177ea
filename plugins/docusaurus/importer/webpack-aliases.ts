/**
 * The module aliases a site's plugins give webpack through `configureWebpack` (`resolve.alias`, and
 * `resolve.fallback` for Node's built-ins), which Docusaurus merges into its client config
 * (core server/plugins/configs.ts → webpack/configure.ts applyConfigureWebpack: the plugin may change
 * the config it is given or return a part that webpack-merge adds to it). The import copies the files
 * they name (./site-files.ts copyFilesSiteModulesImport) and writes the aliases, pointed into the
 * imported folder, to site.config.json `resolveAlias`, which the engine's bundler applies
 * (plugins/docusaurus/site-components/alias.ts). What else the plugin sets (loaders, webpack plugins, externals) is
 * named in the report.
 */
import { builtinModules } from 'node:module';
import type { ModuleAliases } from '../site-components/resolve';

/** Specifier → an absolute path (a file or folder), a package specifier, or false (an empty module). */
export type WebpackAliases = ModuleAliases;

export interface WebpackConfigRead {
  aliases: WebpackAliases;
  /** What else the plugin's configureWebpack set, as dotted keys ("module.rules", "plugins"). */
  other: string[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A webpack stand-in for `utils.currentBundler.instance`: `new webpack.ProvidePlugin(…)` and the like construct nothing that matters here. */
function bundlerStub(): unknown {
  const fn = function () {};
  return new Proxy(fn, { get: (_t, key) => (key === 'then' ? undefined : bundlerStub()), apply: () => ({}), construct: () => ({}) });
}

/** webpack's alias forms: an object, or an array of { name, alias, onlyModule }. The first target of a list is taken. */
function aliasEntries(alias: unknown): [string, string | false][] {
  const one = (v: unknown): string | false | undefined => (v === false ? false : typeof v === 'string' ? v : Array.isArray(v) ? one(v[0]) : undefined);
  if (Array.isArray(alias))
    return alias.flatMap((a: Obj) => {
      const target = one(a?.alias);
      return typeof a?.name === 'string' && target !== undefined ? [[a.onlyModule ? `${a.name}$` : a.name, target] as [string, string | false]] : [];
    });
  if (!isObj(alias)) return [];
  return Object.entries(alias).flatMap(([k, v]) => {
    const target = one(v);
    return target === undefined ? [] : [[k, target] as [string, string | false]];
  });
}

/**
 * Calls a loaded plugin's configureWebpack as Docusaurus does for the client bundle
 * (`configureWebpack(config, isServer = false, utils, content)`), on a config it may change, and
 * reads the aliases from both what it changed and what it returned (the returned part wins, as
 * webpack-merge's later value does). A fallback applies where webpack finds nothing: in a browser
 * bundle that is a Node built-in (webpack 5 has no polyfills), so only those are kept.
 */
export function readConfigureWebpack(plugin: unknown, content?: unknown): WebpackConfigRead | undefined {
  if (!isObj(plugin) || typeof plugin.configureWebpack !== 'function') return undefined;
  const config: Obj = { mode: 'production', resolve: { alias: {}, fallback: {} }, module: { rules: [] }, plugins: [], optimization: {} };
  const utils = { getStyleLoaders: () => [], getJSLoader: () => ({}), currentBundler: { name: 'webpack', instance: bundlerStub() } };
  const returned = (plugin.configureWebpack as (...a: unknown[]) => unknown).call(plugin, config, false, utils, content);
  const part = isObj(returned) ? returned : {};
  const resolve = (o: Obj) => (isObj(o.resolve) ? o.resolve : {});
  const aliases: WebpackAliases = Object.fromEntries([...aliasEntries(resolve(config).alias), ...aliasEntries(resolve(part).alias)]);
  for (const [name, target] of [...aliasEntries(resolve(config).fallback), ...aliasEntries(resolve(part).fallback)])
    if (builtinModules.includes(name.replace(/^node:/, '')) && !(name in aliases)) aliases[name] = target;
  const other = Object.entries(part).flatMap(([k, v]) =>
    k === 'mergeStrategy'
      ? []
      : k === 'resolve' && isObj(v)
        ? Object.keys(v)
            .filter((r) => r !== 'alias' && r !== 'fallback')
            .map((r) => `resolve.${r}`)
        : [k],
  );
  return { aliases, other };
}
