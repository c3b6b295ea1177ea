/**
 * One plugin function of the site, called as Docusaurus' initPlugins calls it (`plugin(context,
 * options)`, awaited), in the site's folder (the process's working directory): run by
 * ./local-plugins.ts in a process of its own, so that what it does stays out of the importer's.
 * The plugin it returns is then loaded as Docusaurus loads it (server/plugins/plugins.ts): its
 * `loadContent()`, then `contentLoaded({ content, actions })` with the actions of
 * server/plugins/actions.ts. What it gives `setGlobalData` and the routes it adds are written to
 * `out` as JSON (Docusaurus writes the global data with JSON.stringify too: .docusaurus/globalData.json),
 * with the module aliases its configureWebpack gives and the PostCSS plugins its configurePostCss adds.
 * Argument: JSON { file, export?, options?, context, out? }.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readConfigureWebpack, type WebpackConfigRead } from './webpack-aliases';
import { readConfigurePostCss } from './postcss-plugins';

type Obj = Record<string, unknown>;

const {
  file,
  export: name,
  options,
  context,
  out,
} = JSON.parse(process.argv[2] ?? '{}') as { file: string; export?: string; options?: Obj; context: Obj; out?: string };
const mod = (await import(pathToFileURL(file).href)) as Obj;
// CommonJS or ESM, and a transpiled module's `exports.default` once more.
let fn: unknown = name ? mod[name] : (mod.default ?? mod);
if (typeof fn !== 'function' && fn && typeof (fn as Obj).default === 'function') fn = (fn as Obj).default;
if (typeof fn !== 'function') throw new Error(`${file}: no plugin function as its ${name ?? 'default'} export`);
const pluginModule = fn as ((c: unknown, o: unknown) => unknown) & { validateOptions?: (a: { validate: unknown; options: Obj }) => Obj };

// Docusaurus gives every plugin an id (its options' or "default"), and a module's validateOptions
// normalizes the options first (server/plugins/init.ts). Its `validate` is utils-validation's
// normalizePluginOptions: the schema's validate without conversion, the id added to what it accepts.
const given: Obj = { ...options };
const id = typeof given.id === 'string' ? given.id : 'default';
delete given.id;
const validate = (schema: { validate: (v: unknown, o: unknown) => { value: Obj; error?: Error } }, value: Obj) => {
  const result = schema.validate(value, { convert: false });
  if (result.error) throw result.error;
  return { ...result.value, id };
};
const normalized = pluginModule.validateOptions ? pluginModule.validateOptions({ validate, options: given }) : { ...given, id };

const plugin = (await pluginModule(context, { ...normalized, id })) as Obj | null | undefined;
/** A route a plugin added, read for the engine (./local-plugins.ts publishes it as a page of the site). */
export interface RouteRead {
  path: string;
  component?: string;
  props?: Obj;
  /** Why its props cannot be given: a module that is not JSON data. */
  unsupported?: string;
}

/**
 * The props a route's modules give its component, as Docusaurus' ComponentCreator builds them: the
 * same tree with each module replaced by what it exports. A JSON data module (createData's file, or
 * one named with @site/ or @generated/) is its parsed value; a code or Markdown module (a post's
 * content, `{__import: true, path}`) is not data, and the route is left out with the reason.
 */
function readRoute(route: Obj): RouteRead {
  const at = (spec: string): string | undefined => {
    if (spec.startsWith('@site/')) return path.join(String(context.siteDir), spec.slice(6));
    if (spec.startsWith('@generated/')) return path.join(String(context.generatedFilesDir), spec.slice(11));
    return path.isAbsolute(spec) ? spec : undefined;
  };
  let unsupported: string | undefined;
  const value = (m: unknown): unknown => {
    if (Array.isArray(m)) return m.map(value);
    if (typeof m === 'string') {
      const file = at(m);
      if (file && /\.json$/.test(file) && fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
      unsupported ??= `its module ${m} is not JSON data`;
      return null;
    }
    if (m && typeof m === 'object') {
      if ((m as Obj).__import) {
        unsupported ??= `its module ${String((m as Obj).path)} is code or Markdown, not JSON data`;
        return null;
      }
      return Object.fromEntries(Object.entries(m as Obj).map(([k, v]) => [k, value(v)]));
    }
    return m;
  };
  const props = { ...(value(route.modules ?? {}) as Obj), ...((route.props as Obj | undefined) ?? {}) };
  if (Array.isArray(route.routes) && route.routes.length) unsupported ??= 'it nests routes of its own';
  return {
    path: String(route.path),
    ...(typeof route.component === 'string' ? { component: route.component } : {}),
    ...(unsupported ? { unsupported } : { props }),
  };
}

/** What one run reports (written to `out`; read by ./local-plugins.ts). */
export interface PluginRunResult {
  name?: string;
  id: string;
  globalData?: unknown;
  /** Each route it added: its component, and its props when every module is JSON data (else why not). */
  routes: RouteRead[];
  lifecycle: string[];
  webpack?: WebpackConfigRead;
  postcss?: ReturnType<typeof readConfigurePostCss>;
  /** Its getClientModules(), each resolved from the plugin's folder (core getAllClientModules: `path.resolve(plugin.path, p)`). */
  clientModules?: string[];
}

const result: PluginRunResult = {
  id,
  routes: [],
  lifecycle: [],
};
if (plugin && typeof plugin === 'object') {
  result.name = typeof plugin.name === 'string' ? plugin.name : undefined;
  let content: unknown;
  if (typeof plugin.loadContent === 'function') {
    content = await (plugin.loadContent as () => unknown).call(plugin);
    result.lifecycle.push('loadContent');
  }
  if (typeof plugin.contentLoaded === 'function') {
    // Data modules go where Docusaurus puts them: <generatedFilesDir>/<plugin name>/<id>/<name>.
    const dataDir = path.join(String(context.generatedFilesDir), result.name ?? 'plugin', id);
    const actions = {
      addRoute(route: Obj) {
        if (typeof route?.path !== 'string') return;
        result.routes.push(readRoute(route));
      },
      async createData(dataName: string, data: string) {
        const target = path.join(dataDir, dataName);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, data);
        return target;
      },
      setGlobalData(data: unknown) {
        result.globalData = data;
      },
    };
    await (plugin.contentLoaded as (a: unknown) => unknown).call(plugin, { content, actions, allContent: {} });
    result.lifecycle.push('contentLoaded');
  }
  // The aliases it gives webpack for the client bundle (./webpack-aliases.ts), with its loaded content as Docusaurus passes it.
  result.webpack = readConfigureWebpack(plugin, content);
  if (result.webpack) result.lifecycle.push('configureWebpack');
  // Its client modules; a plugin's path is its module's folder (core server/plugins/init.ts).
  if (typeof plugin.getClientModules === 'function') {
    const modules = (plugin.getClientModules as () => unknown).call(plugin);
    if (Array.isArray(modules)) result.clientModules = modules.filter((m) => typeof m === 'string').map((m) => path.resolve(path.dirname(file), m));
    result.lifecycle.push('getClientModules');
  }
  // The PostCSS plugins it adds, by package (./postcss-plugins.ts).
  result.postcss = readConfigurePostCss(plugin);
  if (result.postcss) result.lifecycle.push('configurePostCss');
}
if (out) fs.writeFileSync(out, JSON.stringify(result));
