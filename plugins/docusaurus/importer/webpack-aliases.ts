/**
 * The module aliases a site's plugins give webpack through `configureWebpack` (`resolve.alias`, and
 * `resolve.fallback` for Node's built-ins), which Docusaurus merges into its client config
 * (core server/plugins/configs.ts → webpack/configure.ts applyConfigureWebpack: the plugin may change
 * the config it is given or return a part that webpack-merge adds to it). The import copies the files
 * they name (./site-files.ts copyFilesSiteModulesImport) and writes the aliases, pointed into the
 * imported folder, to site.config.json `resolveAlias`, which the engine's bundler applies
 * (plugins/docusaurus/site-components/alias.ts). Its NormalModuleReplacementPlugin and DefinePlugin,
 * for the client and the server bundle (it is called for both, as Docusaurus calls it), go to
 * ../site-components/webpack-rules.ts. What else the plugin sets (loaders, other webpack plugins,
 * externals) is named in the report.
 */
import { builtinModules } from 'node:module';
import type { ModuleAliases } from '../site-components/resolve';
import type { BundleSide, WebpackRules } from '../site-components/webpack-rules';
import { moduleRulesOf, STYLE_LOADERS } from './webpack-module-rules';
import { isObj } from '../../../lib/api/guards';
import { types } from 'node:util';

/** Specifier → an absolute path (a file or folder), a package specifier, or false (an empty module). */
export type WebpackAliases = ModuleAliases;

export interface WebpackConfigRead {
  aliases: WebpackAliases;
  /** Its NormalModuleReplacementPlugin and DefinePlugin instances, by side (../site-components/webpack-rules.ts); targets as given. */
  rules?: WebpackRules;
  /** What else the plugin's configureWebpack set, as dotted keys ("plugins", "module.rules[0] (why)"). */
  other: string[];
}

type Obj = Record<string, unknown>;

/** A webpack stand-in for `utils.currentBundler.instance`: `new webpack.ProvidePlugin(…)` and the like construct nothing that matters here. */
function bundlerStub(): unknown {
  const fn = function () {};
  return new Proxy(fn, { get: (_t, key) => (key === 'then' ? undefined : bundlerStub()), apply: () => ({}), construct: () => ({}) });
}

/** A webpack plugin the stand-in made that the engine's bundler applies too, as constructed. */
class Recorded {
  constructor(
    readonly kind: 'replace' | 'define' | 'environment' | 'provide',
    readonly args: unknown[],
  ) {}
}

/** The stand-in, with NormalModuleReplacementPlugin, DefinePlugin, EnvironmentPlugin and ProvidePlugin recorded (webpack's own and rspack's names). */
function recordingBundler(): unknown {
  const record = (kind: Recorded['kind']) =>
    function (this: unknown, ...args: unknown[]) {
      return new Recorded(kind, args);
    };
  const own: Record<string, unknown> = {
    NormalModuleReplacementPlugin: record('replace'),
    DefinePlugin: record('define'),
    EnvironmentPlugin: record('environment'),
    ProvidePlugin: record('provide'),
  };
  const stub = bundlerStub() as object;
  return new Proxy(stub, { get: (t, key) => (typeof key === 'string' && key in own ? own[key] : Reflect.get(t, key)) });
}

/** DefinePlugin's definitions as code: strings as written, numbers and booleans as such, objects key by key; what esbuild's define cannot take (code that is not JSON or a name) is left out. */
function defineEntries(definitions: unknown, prefix = ''): [string, string][] {
  if (!isObj(definitions)) return [];
  return Object.entries(definitions).flatMap(([k, v]): [string, string][] => {
    const key = prefix + k;
    if (typeof v === 'number' || typeof v === 'boolean') return [[key, String(v)]];
    if (typeof v === 'string') return isDefinable(v) ? [[key, v]] : [];
    return isObj(v) ? defineEntries(v, `${key}.`) : [];
  });
}

const isDefinable = (code: string): boolean => {
  if (/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(code.trim())) return true;
  try {
    JSON.parse(code);
    return true;
  } catch {
    return false;
  }
};

/**
 * EnvironmentPlugin's definitions, as webpack's makes them (lib/EnvironmentPlugin.js): keys (an
 * array, or arguments) or an object of defaults; each `process.env.KEY` is the variable of the build's
 * environment `env`, else its default, as JSON. One with neither fails the build, as webpack's compilation does.
 */
export function environmentDefinitions(args: unknown[], env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const [first] = args;
  const defaults: Record<string, unknown> = args.length === 1 && isObj(first) ? first : {};
  const keys = args.length === 1 && Array.isArray(first) ? (first as unknown[]) : args.length === 1 && isObj(first) ? Object.keys(first) : args;
  const definitions: Record<string, string> = {};
  for (const key of keys.map(String)) {
    const value = env[key] !== undefined ? env[key] : defaults[key];
    if (value === undefined)
      throw new Error(`EnvironmentPlugin - ${key} environment variable is undefined — set it, or pass the plugin an object with a default value for it`);
    definitions[`process.env.${key}`] = JSON.stringify(value);
  }
  return definitions;
}

/** The rules of one side's webpack plugins (their order kept), and whether any other plugin was added. */
function sideRules(plugins: unknown[], side: BundleSide, env: Readonly<Record<string, string | undefined>>): { rules: WebpackRules; unknownPlugins: boolean } {
  const rules: WebpackRules = { replacements: [], defines: [], moduleRules: [], provides: [] };
  let unknownPlugins = false;
  for (const p of plugins) {
    if (!(p instanceof Recorded)) {
      unknownPlugins = true;
      continue;
    }
    if (p.kind === 'provide') rules.provides!.push(...providedNames(p.args[0], side));
    else if (p.kind === 'define' || p.kind === 'environment')
      for (const [key, value] of defineEntries(p.kind === 'define' ? p.args[0] : environmentDefinitions(p.args, env))) rules.defines.push({ side, key, value });
    else if (types.isRegExp(p.args[0]) && typeof p.args[1] === 'string')
      rules.replacements.push({ side, pattern: p.args[0].source, flags: p.args[0].flags, target: p.args[1] });
    else unknownPlugins = true;
  }
  return { rules, unknownPlugins };
}

/** ProvidePlugin's definitions (lib/ProvidePlugin.js): a name → a request, or [request, ...property path]. */
function providedNames(definitions: unknown, side: BundleSide): NonNullable<WebpackRules['provides']> {
  if (!isObj(definitions)) return [];
  return Object.entries(definitions).flatMap(([name, v]) => {
    const [request, ...property] = Array.isArray(v) ? v : [v];
    if (typeof request !== 'string' || !property.every((k) => typeof k === 'string')) return [];
    return [{ side, name, request, ...(property.length ? { property: property as string[] } : {}) }];
  });
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

/** The base config's output a plugin may read (core webpack/base.ts: the build folder, served at the baseUrl). */
export interface WebpackOutput {
  path: string;
  publicPath: string;
}

/** Whether the part a configureWebpack returns puts its module rules before the config's (webpack-merge's `prepend`, as Docusaurus reads `mergeStrategy`). */
const prependsRules = (part: Obj) => isObj(part.mergeStrategy) && part.mergeStrategy['module.rules'] === 'prepend';

/**
 * Calls a loaded plugin's configureWebpack as Docusaurus does for the client bundle
 * (`configureWebpack(config, isServer = false, utils, content)`), on a config it may change, and
 * reads the aliases from both what it changed and what it returned (the returned part wins, as
 * webpack-merge's later value does). A fallback applies where webpack finds nothing: in a browser
 * bundle that is a Node built-in (webpack 5 has no polyfills), so only those are kept.
 */
export function readConfigureWebpack(
  plugin: unknown,
  content?: unknown,
  siteDir?: string,
  output?: WebpackOutput,
  env: Readonly<Record<string, string | undefined>> = {},
): WebpackConfigRead | undefined {
  if (!isObj(plugin) || typeof plugin.configureWebpack !== 'function') return undefined;
  const call = (isServer: boolean) => {
    const config: Obj = {
      mode: 'production',
      ...(output ? { output: { ...output } } : {}),
      resolve: { alias: {}, fallback: {} },
      module: { rules: [] },
      plugins: [],
      optimization: {},
    };
    // (Docusaurus' CSS pipeline, as one marker loader a rule's reading turns into CSS: ./webpack-module-rules.ts STYLE_LOADERS.)
    const getStyleLoaders = (_isServer: boolean, cssOptions: Obj = {}) => [{ loader: STYLE_LOADERS, options: { modules: Boolean(cssOptions.modules) } }];
    const utils = { getStyleLoaders, getJSLoader: () => ({}), currentBundler: { name: 'webpack', instance: recordingBundler() } };
    const returned = (plugin.configureWebpack as (...a: unknown[]) => unknown).call(plugin, config, isServer, utils, content);
    return { config, part: isObj(returned) ? returned : {} };
  };
  const { config, part } = call(false);
  // The plugins it adds on each side: those it pushed onto the config and those it returned.
  const added = (c: Obj, p: Obj) => [...(Array.isArray(c.plugins) ? c.plugins : []), ...(Array.isArray(p.plugins) ? p.plugins : [])];
  const client = sideRules(added(config, part), 'client', env);
  const serverCall = call(true);
  const server = sideRules(added(serverCall.config, serverCall.part), 'server', env);
  // Its module rules on each side: those it pushed onto the config, then those it returned (webpack-merge
  // appends), or those it returned first, before Docusaurus' own, where its mergeStrategy prepends them.
  const rulesIn = (o: Obj): unknown[] => (isObj(o.module) && Array.isArray(o.module.rules) ? o.module.rules : []);
  const sideModules = (c: Obj, p: Obj, side: BundleSide) =>
    prependsRules(p)
      ? moduleRulesOf([...rulesIn(p), ...rulesIn(c)], side, siteDir, rulesIn(p).length)
      : moduleRulesOf([...rulesIn(c), ...rulesIn(p)], side, siteDir);
  const clientModules = sideModules(config, part, 'client');
  const serverModules = sideModules(serverCall.config, serverCall.part, 'server');
  const rules: WebpackRules = {
    replacements: [...client.rules.replacements, ...server.rules.replacements],
    defines: [...client.rules.defines, ...server.rules.defines],
    moduleRules: [...clientModules.rules, ...serverModules.rules],
    provides: [...client.rules.provides!, ...server.rules.provides!],
  };
  const resolve = (o: Obj) => (isObj(o.resolve) ? o.resolve : {});
  const aliases: WebpackAliases = Object.fromEntries([...aliasEntries(resolve(config).alias), ...aliasEntries(resolve(part).alias)]);
  for (const [name, target] of [...aliasEntries(resolve(config).fallback), ...aliasEntries(resolve(part).fallback)])
    if (builtinModules.includes(name.replace(/^node:/, '')) && !(name in aliases)) aliases[name] = target;
  const other = Object.entries(part).flatMap(([k, v]) =>
    k === 'mergeStrategy' || (k === 'plugins' && !client.unknownPlugins && !server.unknownPlugins)
      ? []
      : k === 'resolve' && isObj(v)
        ? Object.keys(v)
            .filter((r) => r !== 'alias' && r !== 'fallback')
            .map((r) => `resolve.${r}`)
        : k === 'module' && isObj(v)
          ? Object.keys(v)
              .filter((m) => m !== 'rules')
              .map((m) => `module.${m}`)
          : [k],
  );
  // (A rule read on one side alone is named once.)
  other.push(...new Set([...clientModules.unapplied, ...serverModules.unapplied]));
  return { aliases, other, ...(rules.replacements.length || rules.defines.length || rules.moduleRules.length || rules.provides!.length ? { rules } : {}) };
}
