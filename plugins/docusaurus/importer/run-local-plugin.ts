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
import { createRequire } from 'node:module';
import { readConfigureWebpack, type WebpackConfigRead } from './webpack-aliases';
import { readConfigurePostCss } from './postcss-plugins';
import { docuHash } from './docu-hash';
import { presetEntries } from './preset-entries';
import { metadataFacts, type PageFacts } from './page-facts';
import type { MarkdownModuleRef } from '../../../lib/api/config';
import type { ConfigEntry } from './package-plugins';
import type { PluginOptionsPlace } from './config';
import { bareRoute, coreRoutes, flatPaths, type CoreRouteConfig, type RouteConfig } from './route-config';
import { helmetOf } from './legacy-head';
import { configValidationOf } from './config-validation';

type Obj = Record<string, unknown>;

/** What postBuild is given of the build's routes (./post-build.ts builtRoutes). */
export interface BuiltRoutes {
  /** As Docusaurus lists them (server/routes.ts getRoutesPaths): its 404 page first, then every page. */
  routesPaths: string[];
  /**
   * What its SSG collected of each page (core client/serverHelmetUtils.ts): `noIndex` where the page
   * has a robots meta tag saying noindex (Docusaurus' sitemap leaves those out).
   */
  routesBuildMetadata: Record<string, { noIndex: boolean }>;
  /** Each page's HTML up to its body's opening tag, by route, where the config keeps postBuild's legacy `head` (./legacy-head.ts). */
  heads?: Record<string, string>;
  /** The plugins' routes, as they added them (./post-build-props.ts); absent: each page is a route. */
  routes?: RouteConfig[];
  /** The content plugins, with their loaded content (./post-build-props.ts). */
  plugins?: unknown[];
}

interface Job {
  file: string;
  export?: string;
  options?: Obj;
  context: Obj;
  out?: string;
  /** The module is a preset: what it gives is written to `out` (./preset-plugins.ts), no plugin is loaded. */
  preset?: boolean;
  /**
   * The config's `plugins` or `themes` entry at `index` (the config loaded where it lies): its
   * options, which are not data; and its plugin, when the config writes the function itself (`file` is the config then).
   */
  inConfig?: ConfigEntry | PluginOptionsPlace;
  /**
   * A content plugin (`file`) run for what its loadContent gives only, and nothing after: the docs
   * plugin's versions' sidebars (./docs-plugin-sidebars.ts), the blog plugin's posts (./blog-plugin-posts.ts).
   */
  loaded?: 'sidebars' | 'blogPosts';
  /**
   * The docs plugin (`file`) with its options validated, its `numberPrefixParser` (a function of the
   * site's) called on each of these file and folder names, and nothing else (./docs-number-prefixes.ts).
   */
  numberPrefixNames?: string[];
  /** After the build (./post-build.ts): the plugin loaded again, then its postBuild called with the build's routes, in `context.outDir`. */
  postBuild?: BuiltRoutes;
}
/**
 * The job: the argument, or (a spare process, ./plugin-process.ts) the first message; a spare whose
 * parent went ends. A spare loads the site's config validation while it waits (siteConfigAsLoaded
 * below: half a second of every run, in the site's folder, where the job's file finds the same core).
 */
const job = process.argv[2]
  ? (JSON.parse(process.argv[2]) as Job)
  : await new Promise<Job>((resolve) => {
      process.once('message', (m) => (process.removeAllListeners('disconnect'), resolve(m as Job)));
      process.once('disconnect', () => process.exit(0));
      // (Its parent may have gone while its modules loaded, before it listened.)
      if (!process.connected) process.exit(0);
      setImmediate(() => configValidationOf(path.join(process.cwd(), 'package.json')));
    });
const { file, export: name, context, out, preset, postBuild, inConfig, loaded } = job;
/**
 * The site's config as Docusaurus' loadSiteConfig hands it to plugins: validated, its defaults
 * filled in (a content plugin reads `siteConfig.future.experimental_router`), by the core that the
 * plugin's own packages installed (server/configValidation.ts validateConfig). Where that refuses
 * the import's data-only copy, its defaults are laid under it; without a core, the copy is given.
 */
function siteConfigAsLoaded(siteConfig: Obj): Obj {
  const core = configValidationOf(file);
  if (!core) return siteConfig;
  try {
    return core.validateConfig(siteConfig, String(context.siteConfigPath));
  } catch {
    const defaults = core.DEFAULT_CONFIG;
    const under = (key: string) => ({ ...(defaults[key] as Obj), ...(siteConfig[key] as Obj | undefined) });
    return { ...defaults, ...siteConfig, future: under('future'), markdown: under('markdown'), i18n: under('i18n') };
  }
}
if (context.siteConfig && typeof context.siteConfig === 'object') context.siteConfig = siteConfigAsLoaded(context.siteConfig as Obj);

const mod = await loadModule(file);
// (The config once: it is `file` itself where it writes the plugin function.)
const configFile = String(context.siteConfigPath);
const fromConfig = inConfig ? await configEntry(file === configFile ? mod : await loadModule(configFile), inConfig) : undefined;
const options = fromConfig ? fromConfig.options : job.options;
// CommonJS or ESM, and a transpiled module's `exports.default` once more.
let fn: unknown = typeof fromConfig?.plugin === 'function' ? fromConfig.plugin : name ? mod[name] : (mod.default ?? mod);
// (The module's exports, where a module that extends the blog re-exports its validateOptions beside a default.)
const moduleExports = fn && typeof fn === 'object' ? (fn as Obj) : undefined;
if (typeof fn !== 'function' && fn && typeof (fn as Obj).default === 'function') fn = (fn as Obj).default;
if (typeof fn !== 'function') throw new Error(`${file}: no ${preset ? 'preset' : 'plugin'} function as its ${name ?? 'default'} export`);
if (preset) {
  // Docusaurus' loadPresets: the preset called with the context and its options, once; what it gives is read by ./preset-entries.ts.
  const given = (await (fn as (c: unknown, o: unknown) => unknown)(context, options ?? {})) as Obj | undefined;
  if (out) fs.writeFileSync(out, JSON.stringify(presetEntries(given, String(context.siteConfigPath))));
  process.disconnect?.();
  process.exit(0);
}
const pluginModule = fn as ((c: unknown, o: unknown) => unknown) & { validateOptions?: (a: { validate: unknown; options: Obj }) => Obj };

// Docusaurus gives every plugin an id (its options' or "default"), and a module's validateOptions
// normalizes the options first (server/plugins/init.ts). Its `validate` is utils-validation's
// normalizePluginOptions, from the plugin's install: the schema with an `id` appended, run without
// conversion over the options as written (id and all: a schema may ask for it itself, as
// docusaurus-plugin-openapi-docs' does). Without that package, its steps here.
const given: Obj = { ...options };
const id = typeof given.id === 'string' ? given.id : 'default';
type Schema = { validate: (v: unknown, o: unknown) => { value: Obj; error?: Error } };
function installedValidate(): ((schema: Schema, value: Obj) => Obj) | undefined {
  try {
    return (createRequire(file)('@docusaurus/utils-validation') as { normalizePluginOptions?: (schema: Schema, value: Obj) => Obj }).normalizePluginOptions;
  } catch {
    return undefined;
  }
}
const validate =
  installedValidate() ??
  ((schema: Schema, value: Obj) => {
    const rest = { ...value };
    delete rest.id;
    const result = schema.validate(rest, { convert: false });
    if (result.error) throw result.error;
    return { ...result.value, id };
  });
// (core server/plugins/init.ts: the default export's validateOptions, else the module's; the
// module's named export where the loader hands a CommonJS module's `exports.default` as the default, as tsx does.)
const validateOptions =
  pluginModule.validateOptions ?? ((moduleExports ?? (name || inConfig ? undefined : mod))?.validateOptions as typeof pluginModule.validateOptions);
const normalized = validateOptions ? validateOptions({ validate, options: given }) : { ...given, id };

if (job.numberPrefixNames) {
  // (plugin-content-docs' schema makes true, false or the site's function a parser: docs.ts hands it each file's name without its extension, and each folder's.)
  const parse = normalized.numberPrefixParser as (name: string) => { filename: string; numberPrefix?: number };
  const parsed = job.numberPrefixNames.map((name) => {
    const { filename, numberPrefix } = parse(name);
    return [name, { name: filename, ...(typeof numberPrefix === 'number' ? { position: numberPrefix } : {}) }];
  });
  if (out) fs.writeFileSync(out, JSON.stringify({ numberPrefixes: Object.fromEntries(parsed) }));
  process.disconnect?.();
  process.exit(0);
}

const plugin = (await pluginModule(context, { ...normalized, id })) as Obj | null | undefined;
/**
 * A module as Docusaurus loads a plugin, a preset or the config (@docusaurus/utils loadFreshModule:
 * jiti, its default export with the named ones on it), by the site's own install: an ES module that
 * imports a name from a CommonJS package (`{ Joi }` from utils-validation) loads there as under
 * Docusaurus, where Node's loader finds no such export. Node's import where the install has none.
 */
async function loadModule(at: string): Promise<Obj> {
  const utils = fromSiteInstall<{ loadFreshModule?: (p: string) => unknown }>('@docusaurus/utils', at);
  if (typeof utils?.loadFreshModule !== 'function') return (await import(pathToFileURL(at).href)) as Obj;
  const loaded = await utils.loadFreshModule(at);
  return loaded && (typeof loaded === 'object' || typeof loaded === 'function') ? { ...(loaded as Obj), default: loaded } : { default: loaded };
}

/** A module of the site's install (found from its config, else from `at`); undefined where the install has none. */
function fromSiteInstall<T>(spec: string, at: string): T | undefined {
  try {
    return createRequire(String(context.siteConfigPath ?? at))(spec) as T;
  } catch {
    return undefined;
  }
}

/**
 * The config's `plugins` or `themes` entry, the config loaded as Docusaurus' loadSiteConfig loads it
 * (server/config.ts: the module's export, called when it is a function, awaited): the plugin and its
 * options. A place with a `key` names a preset's options for one of its plugins (the classic preset's
 * `docs`), which `file` is.
 */
async function configEntry(mod: Obj, at: ConfigEntry | PluginOptionsPlace): Promise<{ plugin: unknown; options?: Obj }> {
  let config: unknown = mod.default ?? mod;
  if (typeof config === 'function') config = await (config as () => unknown)();
  const list = ((await config) as Obj | undefined)?.[at.list];
  const entry: unknown = Array.isArray(list) ? list[at.index] : undefined;
  const [plugin, given] = Array.isArray(entry) ? entry : [entry, undefined];
  if ('given' in at && at.given) return presetGiven(at.given, given);
  const options: unknown = 'key' in at && at.key ? (given as Obj | undefined)?.[at.key] : given;
  return { plugin: 'key' in at && at.key ? undefined : plugin, ...(options && typeof options === 'object' ? { options: options as Obj } : {}) };
}

/**
 * A plugin or theme a preset gives with options that are code: the preset called again as
 * Docusaurus' loadPresets calls it (the context, its options from the config), and its entry read.
 */
async function presetGiven(at: NonNullable<ConfigEntry['given']>, presetOptions: unknown): Promise<{ plugin: unknown; options?: Obj }> {
  const presetModule = await loadModule(at.preset);
  const preset = (presetModule.default ?? presetModule) as (c: unknown, o: unknown) => unknown;
  const gave = (await preset(context, presetOptions ?? {})) as Obj | undefined;
  const items = gave?.[at.kind];
  const item: unknown = Array.isArray(items) ? items[at.index] : undefined;
  const [plugin, options] = Array.isArray(item) ? item : [item, undefined];
  return { plugin: typeof plugin === 'function' ? plugin : undefined, ...(options && typeof options === 'object' ? { options: options as Obj } : {}) };
}

/** A route a plugin added, read for the engine (./local-plugins.ts publishes it as a page of the site). */
export interface RouteRead {
  path: string;
  component?: string;
  props?: Obj;
  /** What its `context` modules give (the route context's `data`: core client routeContext.tsx). */
  context?: Obj;
  /** Why its props cannot be given: a module that is neither JSON data nor Markdown. */
  unsupported?: string;
}

/** How a route's module specifiers resolve: the site's and Docusaurus' aliases, the plugins' webpack aliases, and the data dir of the plugin's metadata. */
interface RouteContext {
  aliases: Record<string, string | false>;
  /** <generatedFilesDir>/<plugin name>/<id>: where a content plugin wrote each Markdown file's metadata. */
  dataDir: string;
}

/**
 * The props a route's modules give its component, as Docusaurus' ComponentCreator builds them: the
 * same tree with each module replaced by what it exports. A JSON data module (createData's file, or
 * one named with @site/, @generated/ or a webpack alias such as the blog's `~blog/`) is its parsed
 * value. A Markdown module (a post's content: `{__import: true, path, query}`, or its path) is a
 * MarkdownModuleRef, with the metadata the plugin wrote for it where its mdx-loader option
 * metadataPath finds it (`<dataDir>/<docuHash('@site/…')>.json`). Any other module (code) is not
 * data, and the route is left out with the reason.
 */
function readRoute(route: Obj, { aliases, dataDir }: RouteContext): RouteRead {
  const siteDir = String(context.siteDir);
  const at = (spec: string): string | undefined => {
    if (spec.startsWith('@site/')) return path.join(siteDir, spec.slice(6));
    if (spec.startsWith('@generated/')) return path.join(String(context.generatedFilesDir), spec.slice(11));
    for (const [name, target] of Object.entries(aliases)) {
      if (typeof target !== 'string' || name.endsWith('$') || !path.isAbsolute(target)) continue;
      if (spec === name || spec.startsWith(`${name}/`)) return path.join(target, spec.slice(name.length));
    }
    return path.isAbsolute(spec) ? spec : undefined;
  };
  const markdown = (file: string, truncated: boolean): MarkdownModuleRef => {
    const rel = path.relative(siteDir, file).split(path.sep).join('/');
    const metadataFile = path.join(dataDir, `${docuHash(`@site/${rel}`)}.json`);
    return {
      __markdown: rel,
      ...(truncated ? { truncated: true as const } : {}),
      ...(fs.existsSync(metadataFile) ? { metadata: JSON.parse(fs.readFileSync(metadataFile, 'utf8')) as unknown } : {}),
    };
  };
  let unsupported: string | undefined;
  const value = (m: unknown): unknown => {
    if (Array.isArray(m)) return m.map(value);
    const spec = typeof m === 'string' ? m : m && typeof m === 'object' && (m as Obj).__import ? String((m as Obj).path) : undefined;
    if (spec !== undefined) {
      const file = at(spec);
      if (file && /\.mdx?$/.test(file) && fs.existsSync(file)) return markdown(file, ((m as Obj).query as Obj | undefined)?.truncated === true);
      if (file && /\.json$/.test(file) && fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
      unsupported ??= `its module ${spec} is ${file && fs.existsSync(file) ? 'code' : 'not a file the import finds'}, not JSON data or Markdown`;
      return null;
    }
    if (m && typeof m === 'object') return Object.fromEntries(Object.entries(m as Obj).map(([k, v]) => [k, value(v)]));
    return m;
  };
  const props = { ...(value(route.modules ?? {}) as Obj), ...((route.props as Obj | undefined) ?? {}) };
  const data = route.context && typeof route.context === 'object' ? (value(route.context) as Obj) : undefined;
  if (Array.isArray(route.routes) && route.routes.length) unsupported ??= 'it nests routes of its own';
  return {
    path: String(route.path),
    ...(typeof route.component === 'string' ? { component: route.component } : {}),
    ...(unsupported ? { unsupported } : { props, ...(data ? { context: data } : {}) }),
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
  /** Its getThemePath(), resolved from the plugin's folder (core webpack/aliases loadThemeAliases: `path.resolve(plugin.path, …)`). */
  themePath?: string;
  /** Its getPathsToWatch(), each absolute (core commands/start/watcher.ts: relative to the site's folder). */
  pathsToWatch?: string[];
  /** What it wrote into its pages' metadata beyond the content plugin it extends (./page-facts.ts). */
  pageFacts?: PageFacts;
  /** What its injectHtmlTags({ content }) gave (`{ headTags, preBodyTags, postBodyTags }`), as it gave it (./html-tags.ts reads it). */
  htmlTags?: unknown;
  /** The docs plugin's sidebars of each version, by version name, as its loadContent made them (a `loaded: 'sidebars'` job). */
  sidebars?: Record<string, unknown>;
  /** The blog plugin's posts as its loadContent kept them, each its file (`@site/…`) and reading time (a `loaded: 'blogPosts'` job). */
  blogPosts?: { source: string; readingTime?: number }[];
  /** The docs plugin's numberPrefixParser over the names it was given (a `numberPrefixNames` job). */
  numberPrefixes?: Record<string, { name: string; position?: number }>;
  /** Its getDefaultCodeTranslationMessages(), for the locale it ran in (./theme-messages.ts). */
  codeMessages?: Record<string, string>;
}

const result: PluginRunResult = {
  id,
  routes: [],
  lifecycle: [],
};
const added: Obj[] = [];
/** Each data name createData was given, with every data, in order (./page-facts.ts). */
const written = new Map<string, unknown[]>();
if (plugin && typeof plugin === 'object') {
  result.name = typeof plugin.name === 'string' ? plugin.name : undefined;
  // Data modules go where Docusaurus puts them: <generatedFilesDir>/<plugin name>/<id>/<name>.
  const dataDir = path.join(String(context.generatedFilesDir), result.name ?? 'plugin', id);
  let content: unknown;
  if (typeof plugin.loadContent === 'function') {
    content = await (plugin.loadContent as () => unknown).call(plugin);
    result.lifecycle.push('loadContent');
  }
  if (loaded) {
    if (loaded === 'sidebars') {
      const versions = (content as { loadedVersions?: { versionName: string; sidebars: unknown }[] } | undefined)?.loadedVersions ?? [];
      result.sidebars = Object.fromEntries(versions.map((v) => [v.versionName, v.sidebars]));
    } else {
      const posts = (content as { blogPosts?: { metadata: { source: string; readingTime?: number } }[] } | undefined)?.blogPosts ?? [];
      result.blogPosts = posts.map(({ metadata: m }) => ({ source: m.source, ...(typeof m.readingTime === 'number' ? { readingTime: m.readingTime } : {}) }));
    }
    if (out) fs.writeFileSync(out, JSON.stringify(result));
    process.disconnect?.();
    process.exit(0);
  }
  if (typeof plugin.contentLoaded === 'function') {
    const actions = {
      addRoute(route: Obj) {
        if (typeof route?.path === 'string') added.push(route);
      },
      // (Data that is not a string is written as JSON: core server/plugins/actions.ts.)
      async createData(dataName: string, data: unknown) {
        const target = path.join(dataDir, dataName);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, typeof data === 'string' ? data : JSON.stringify(data, null, 2));
        written.set(dataName, [...(written.get(dataName) ?? []), data]);
        return target;
      },
      setGlobalData(data: unknown) {
        result.globalData = data;
      },
    };
    await (plugin.contentLoaded as (a: unknown) => unknown).call(plugin, { content, actions, allContent: {} });
    result.lifecycle.push('contentLoaded');
    const facts = metadataFacts(written, String(context.siteDir));
    if (Object.keys(facts).length) result.pageFacts = facts;
  }
  // The aliases it gives webpack for the client bundle (./webpack-aliases.ts), with its loaded content as Docusaurus passes it.
  const output = typeof context.outDir === 'string' && typeof context.baseUrl === 'string' ? { path: context.outDir, publicPath: context.baseUrl } : undefined;
  // (Its webpack plugins read the environment the site's build runs in, this process's: EnvironmentPlugin.)
  result.webpack = readConfigureWebpack(plugin, content, typeof context.siteDir === 'string' ? context.siteDir : undefined, output, process.env);
  if (result.webpack) result.lifecycle.push('configureWebpack');
  // Its routes, read once all its data is written (a module that extends the blog adds its own before the blog's contentLoaded writes the posts' metadata).
  result.routes = added.map((r) => readRoute(r, { aliases: result.webpack?.aliases ?? {}, dataDir }));
  // Its client modules; a plugin's path is its module's folder (core server/plugins/init.ts).
  if (typeof plugin.getClientModules === 'function') {
    const modules = (plugin.getClientModules as () => unknown).call(plugin);
    if (Array.isArray(modules)) result.clientModules = modules.filter((m) => typeof m === 'string').map((m) => path.resolve(path.dirname(file), m));
    result.lifecycle.push('getClientModules');
  }
  // Its theme folder, whose modules are `@theme/…` (plugins/docusaurus/site-components/theme-aliases.ts).
  if (typeof plugin.getThemePath === 'function') {
    const themePath = (plugin.getThemePath as () => unknown).call(plugin);
    if (typeof themePath === 'string') result.themePath = path.resolve(path.dirname(file), themePath);
    result.lifecycle.push('getThemePath');
  }
  // The tags it puts in every page (core server/htmlTags.ts loadHtmlTags: called with its loaded content, not awaited).
  // (Core plugins.ts calls it for every plugin; core site.ts puts the site's code.json over what they give.)
  if (typeof plugin.getDefaultCodeTranslationMessages === 'function') {
    const given: unknown = await (plugin.getDefaultCodeTranslationMessages as () => unknown).call(plugin);
    if (given && typeof given === 'object') result.codeMessages = Object.fromEntries(Object.entries(given).filter(([, v]) => typeof v === 'string'));
    result.lifecycle.push('getDefaultCodeTranslationMessages');
  }
  if (typeof plugin.injectHtmlTags === 'function') {
    result.htmlTags = (plugin.injectHtmlTags as (a: unknown) => unknown).call(plugin, { content }) ?? {};
    result.lifecycle.push('injectHtmlTags');
  }
  // The files whose edits load it again in the live preview (core commands/start/watcher.ts getPluginPathsToWatch).
  if (typeof plugin.getPathsToWatch === 'function') {
    const paths = (plugin.getPathsToWatch as () => unknown).call(plugin);
    const globs = Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string' && p !== '') : [];
    result.pathsToWatch = globs.map((p) => path.resolve(String(context.siteDir), p));
    result.lifecycle.push('getPathsToWatch');
  }
  // (Its postBuild runs after the engine's build, in a run of its own: ./post-build.ts.)
  if (typeof plugin.postBuild === 'function') {
    result.lifecycle.push('postBuild');
    if (postBuild) await runPostBuild(plugin, content, postBuild);
  }
  // The PostCSS plugins it adds, by package (./postcss-plugins.ts).
  result.postcss = readConfigurePostCss(plugin);
  if (result.postcss) result.lifecycle.push('configurePostCss');
}
if (out) fs.writeFileSync(out, JSON.stringify(result));
// (The channel would keep the process; what the plugin left running still does, as when run alone.)
process.disconnect?.();
// A plugin with a postBuild, loaded before the build: what it left running (a timer its postBuild
// clears, as docusaurus-plugin-internaldocs-fb's) is its postBuild's to end, which runs in a process
// of its own after the build (./post-build.ts); in Docusaurus' one process that ends it. This run is done.
if (!postBuild && result.lifecycle.includes('postBuild')) process.exit(0);

/**
 * Its postBuild, with what Docusaurus passes (core commands/build/buildLocale.ts
 * executePluginsPostBuild): the site's props (the load context; the routes, and their paths, the
 * 404 page's first, as server/routes.ts getRoutesPaths lists them), its own loaded content, and what
 * the SSG collected of each page (`routesBuildMetadata`, by route path; the legacy `head`, each
 * page's Helmet objects, unless future.v4.removeLegacyPostBuildHeadAttribute hands `{}`: ./legacy-head.ts).
 */
async function runPostBuild(plugin: Obj, content: unknown, built: BuiltRoutes): Promise<void> {
  const routes = built.routes ? siteRoutes(built.routes) : built.routesPaths.slice(1).map((p) => ({ path: p, exact: true }));
  const routesPaths = [built.routesPaths[0], ...flatPaths(routes)];
  const routesBuildMetadata = Object.fromEntries(routesPaths.slice(1).map((p) => [p, built.routesBuildMetadata[bareRoute(p)] ?? { noIndex: false }]));
  const head = legacyHeadOf(built.heads, routesPaths.slice(1));
  const currentBundler = await currentBundlerOf();
  const props = { ...context, ...currentBundler, routes, routesPaths, routesBuildMetadata, plugins: (built.plugins ?? []).map(withDates), head, content };
  await (plugin.postBuild as (p: unknown) => unknown).call(plugin, props);
}

/**
 * The bundler Docusaurus' context hands plugins from 3.6 on (core server/site.ts: @docusaurus/bundler
 * getCurrentBundler, webpack or the config's Rspack, the module itself as `instance`), by the site's
 * own install: the PWA's postBuild compiles its service worker with it. Earlier releases have none.
 */
async function currentBundlerOf(): Promise<{ currentBundler?: unknown }> {
  // (It reads the config's future flags, which a config loaded without the site's core lacks.)
  if (!((context.siteConfig as Obj | undefined)?.future as Obj | undefined)?.faster) return {};
  const bundler = fromSiteInstall<{ getCurrentBundler?: (a: { siteConfig: unknown }) => Promise<unknown> }>('@docusaurus/bundler', file);
  return typeof bundler?.getCurrentBundler === 'function' ? { currentBundler: await bundler.getCurrentBundler({ siteConfig: context.siteConfig }) } : {};
}

/** The legacy head of each route (as routesBuildMetadata's), with the site's React making its elements; `{}` where the site's normalized config removes it. */
function legacyHeadOf(heads: Record<string, string> | undefined, paths: string[]): Obj {
  const v4 = ((context.siteConfig as Obj | undefined)?.future as Obj | undefined)?.v4 as Obj | undefined;
  if (!heads || v4?.removeLegacyPostBuildHeadAttribute === true) return {};
  const react = fromSiteInstall<{ createElement: (type: string, props: Obj, ...children: unknown[]) => unknown }>('react', file);
  return Object.fromEntries(
    paths.flatMap((p) => {
      const html = heads[bareRoute(p)];
      return html === undefined ? [] : [[p, helmetOf(html, react?.createElement)]];
    }),
  );
}

/** A content plugin as Docusaurus hands it: a blog post's date is a Date (it travelled here as JSON). */
function withDates(plugin: unknown): unknown {
  const { name, content } = plugin as { name: string; content?: { blogPosts?: { metadata: Obj }[] } };
  if (name !== 'docusaurus-plugin-content-blog' || !content?.blogPosts) return plugin;
  for (const post of content.blogPosts) post.metadata.date = new Date(String(post.metadata.date));
  return plugin;
}

/**
 * The routes as Docusaurus' core makes them of what its plugins added, by the site's own core
 * (./route-config.ts coreRoutes); as added where the install has no such module.
 */
function siteRoutes(added: RouteConfig[]): RouteConfig[] {
  const core = fromSiteInstall<CoreRouteConfig>('@docusaurus/core/lib/server/plugins/routeConfig.js', file);
  return core ? coreRoutes(core, added, (context.siteConfig as Obj | undefined)?.trailingSlash, context.baseUrl) : added;
}
