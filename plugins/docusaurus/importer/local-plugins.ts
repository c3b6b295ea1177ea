/**
 * The site's own plugins (a file of the site in the config's `plugins` or `themes`), run as Docusaurus
 * loads them: `initPlugins` calls each plugin function with the load context and its options before it
 * loads any content or bundles anything, in the site's folder. What such a function writes there
 * (`plugins/recent-posts` writing `data/recent-posts.json`, which the home page imports) is then in
 * the site folder, and the files the site's modules import are copied with the others. The plugin it
 * returns is loaded too (loadContent, then contentLoaded: ./run-local-plugin.ts), once per locale
 * as Docusaurus builds each locale with its own context; what it gives `setGlobalData` is written to
 * GLOBAL_DATA_FILE, which `@docusaurus/useGlobalData` reads (plugins/docusaurus/components/useGlobalData.ts).
 * Docs its loadContent writes (a monorepo's package READMEs copied to docs/packages/) are read by a
 * second import (scripts/import-docusaurus.ts), as Docusaurus loads every plugin's content with the
 * docs'. A route it adds whose component is not the site's is not published (reported); the tags
 * its injectHtmlTags gives go in every page, its postBuild runs after the build (./post-build.ts),
 * and an edit of a file its getPathsToWatch names imports the site again in the live preview
 * (scripts/tool/start.ts), which runs it again. The config's package plugins (./package-plugins.ts) are run the same way, from
 * the imported folder's install.
 */
import { CONTENT_MARKDOWN_RULE } from './webpack-module-rules';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { configFileOf, isPlainData, siteModuleOrigin, stubPath } from './config';
import { contentAliases, copyFilesSiteModulesImport, copySiteModules, resolveFile } from './site-files';
import { postcssConfigFiles } from './postcss-plugins';
import type { WebpackAliases } from './webpack-aliases';
import type { PluginRunResult } from './run-local-plugin';
import { THEME_PATHS_FILE } from '../site-components/theme-aliases';
import { WEBPACK_RULES_FILE, type WebpackRules } from '../site-components/webpack-rules';
import { isWithin } from '../../../lib/api/content';
import { GLOBAL_DATA_FILE, type PluginGlobalData } from '../site-components/global-data';
import { PLUGIN_GENERATED_DIR } from '../site-components/generated-modules';
import { ownSiteRoot } from '../site-components/site-src';
import { isPackageSpecifier, packageName } from '../site-components/resolve';
import { siteSnapshot, writtenSince } from './site-snapshot';
import { configEntryAt, packageEntry, type ConfigEntry } from './package-plugins';
import { prepareSpareProcess, runPluginProcess, type PluginProcessResult } from './plugin-process';
import { PAGE_FACTS_FILE, type PageFacts } from './page-facts';
import { injectedTagsOf, type InjectedTags } from './html-tags';
import type { HeadTagLists } from '../../../lib/api/config';
import { siteSearchPages } from '../../../lib/api/content';
import { siteEnginePaths } from '../../../lib/api/shared';
import { localeFolderOf, normalBaseUrl, siteLocaleNames } from './i18n';
import type { WrappedPlugin } from './presets';

/**
 * A route a plugin added that the engine publishes: its component a module of the site (`component`,
 * relative to the site root), or any other module webpack would resolve for it (`module`: a theme's
 * `@theme/ApiDoc`, a file of an installed package), and the props its modules give.
 */
export interface PluginRoutePage {
  url: string;
  component?: string;
  module?: string;
  props: Obj;
  /** Its route context (core server/plugins/actions.ts addRoute): the plugin's name and id, and what the route's `context` modules give. */
  context: { plugin: { name: string; id: string }; data?: Obj };
}

export interface LocalPlugin {
  /** The plugin's file, relative to the site root (a `./plugins/<name>/index.ts` of the site's); copied to the same path. A package plugin: its module specifier. */
  module: string;
  /** A package plugin (./package-plugins.ts): the package, installed in the imported folder with the components' packages. */
  package?: string;
  /**
   * The content plugin the module extends (plugins/docusaurus/importer/presets.ts unwrapLocalContentPlugins): the
   * engine publishes that plugin's own routes, so only those the module adds itself are read here.
   */
  extends?: string;
  /** The export that is the plugin, when not the module's default. */
  export?: string;
  /**
   * The config's `plugins` (or `themes`) entry at `index` gives what is not data: the plugin function
   * the config writes itself (`module` is the config file then), or options that hold functions.
   */
  inConfig?: ConfigEntry;
  options?: unknown;
  /** The name the plugin gives itself, and its id (its options' id, else "default"): how Docusaurus keys its routes and data. */
  name?: string;
  id?: string;
  /** What running it did: the files it wrote in the site folder, or why it failed. */
  wrote?: string[];
  error?: string;
  /** The lifecycle methods of the plugin it returned that ran (loadContent, contentLoaded). */
  lifecycle?: string[];
  /** The locales for which it set global data. */
  globalData?: string[];
  /** Routes its contentLoaded added. */
  routes?: string[];
  /** A module extending a content plugin whose contentLoaded replaced that plugin's (it added none of the plugin's own routes): its routes stand in for the content's. */
  replacesContent?: true;
  /** Their components as it named them, by path (what postBuild's routes say: ./post-build-props.ts). */
  routeComponents?: Record<string, string>;
  /** Those published as pages of the site (lib/pages/plugin-pages.ts): path, component module (site-relative), props. */
  pages?: PluginRoutePage[];
  /** Those the engine does not publish, and why. */
  unpublished?: { url: string; why: string }[];
  /** Module aliases its configureWebpack gives (./webpack-aliases.ts), and what else it sets. */
  webpackAliases?: WebpackAliases;
  /** The pages whose metadata it added to (./page-facts.ts). */
  pageFacts?: number;
  /** Its NormalModuleReplacementPlugin and DefinePlugin, by side (../site-components/webpack-rules.ts). */
  webpackRules?: WebpackRules;
  webpackOther?: string[];
  /** PostCSS plugin packages its configurePostCss adds (./postcss-plugins.ts), and how many it adds that cannot be named. */
  postcss?: string[];
  postcssUnnamed?: number;
  /** Its client modules (getClientModules), absolute, as its run resolved them. */
  clientModules?: string[];
  /** The tags its injectHtmlTags puts in every page (the first locale's), as the engine's (./html-tags.ts)… */
  htmlTags?: Omit<InjectedTags, 'dropped'>;
  /** …and another locale's, where they differ (its run had the locale's baseUrl), by locale name. */
  localeHtmlTags?: Record<string, Omit<InjectedTags, 'dropped'>>;
  /** Its theme folder (getThemePath), absolute, as its run resolved it. */
  themePath?: string;
  /** Its default code messages (getDefaultCodeTranslationMessages), by locale (./theme-messages.ts). */
  codeMessages?: Record<string, Record<string, string>>;
  /** The files whose edits run it again in the live preview (its getPathsToWatch, absolute globs). */
  pathsToWatch?: string[];
  /** Its place among the config's plugins and then its themes: the order Docusaurus loads them in. */
  position?: number;
  /** A preset, run for what it gives (./preset-plugins.ts); and, on a plugin or theme a preset gave, that preset. */
  preset?: true;
  /** A preset that wraps the classic one (./presets.ts): Docusaurus' own plugins it gives are the engine's. */
  wrapsClassic?: true;
  /** A preset's place among the config's presets (what it gives with options that are code is read there again). */
  presetAt?: number;
  fromPreset?: string;
}

type Obj = Record<string, unknown>;

/** Whether `f` is `root` or lies under it. */
const inside = (root: string, f: string) => isWithin(f, [root]);

/** The plugin and theme entries of the evaluated config that are files of the site. */
export function localPluginsOf(raw: Obj, siteRoot: string, configFile: string | undefined): LocalPlugin[] {
  const out: LocalPlugin[] = [];
  const base = configFile ? path.dirname(configFile) : siteRoot;
  for (const [position, entry] of [...((raw.plugins as unknown[]) ?? []), ...((raw.themes as unknown[]) ?? [])].entries()) {
    const [p, options] = Array.isArray(entry) ? entry : [entry, undefined];
    let file: string | undefined;
    let exportName: string | undefined;
    let writtenInConfig = false;
    if (typeof p === 'string' && (/^\.{0,2}\//.test(p) || path.isAbsolute(p)) && !stubPath(p)) file = resolveFile(path.resolve(base, p));
    else if (typeof p === 'function' && !stubPath(p)) {
      const origin = siteModuleOrigin(p);
      // (A function the config writes itself runs from the config, as Docusaurus loads it: ./run-local-plugin.ts.)
      writtenInConfig = !origin;
      file = origin?.file ?? configFile;
      if (origin && origin.export !== 'default') exportName = origin.export;
    }
    if (!file) continue;
    const rel = path.relative(siteRoot, file).split(path.sep).join('/');
    if (rel.startsWith('..') || rel.split('/').includes('node_modules')) continue;
    // (What is not data, the config's own function or options that hold functions, the run reads from the config.)
    const data = options === undefined || isPlainData(options);
    out.push({
      module: `./${rel}`,
      position,
      ...(exportName ? { export: exportName } : {}),
      ...(writtenInConfig || !data ? { inConfig: configEntryAt(raw, position) } : {}),
      ...(options !== undefined && data ? { options } : {}),
    });
  }
  return out;
}

/**
 * A module read as the content plugin it extends, run for the routes or data it adds
 * (./presets.ts unwrapLocalContentPlugins): its options as data, or, where they hold code (an
 * editUrl function, remark plugins), read from its config entry where the config lies, as for any
 * local plugin: a plain copy would leave the code out (answer-website's posts lost their edit link).
 */
export function wrappedPluginRun(p: WrappedPlugin): LocalPlugin {
  const options =
    p.options === undefined ? {} : isPlainData(p.options) ? { options: plainCopy(p.options) } : { inConfig: { list: 'plugins' as const, index: p.position } };
  return { module: p.module, extends: p.as, ...options };
}

/** A copy of the evaluated config made of data only (functions and package stubs left out), for the plugins' context and the components' siteConfig. */
export function plainCopy(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (depth > 8 || stubPath(value)) return undefined;
  if (Array.isArray(value)) return value.map((v) => plainCopy(v, depth + 1)).filter((v) => v !== undefined);
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) {
    const copy = plainCopy(v, depth + 1);
    if (copy !== undefined) out[k] = copy;
  }
  return out;
}

/**
 * i18n's localeConfigs completed as server/i18n.ts loadI18n completes them: getDefaultLocaleConfig's
 * defaults (content plugins read their calendar), the folder's `path`, whether it is translated, and
 * each locale's url and baseUrl (its own, else the site's, with `/<locale>/` for a locale other than the default).
 */
function fullLocaleConfigs(raw: Obj, siteRoot: string, i18n: { defaultLocale: string; locales: string[]; path: string; localeConfigs?: Record<string, Obj> }) {
  const siteBaseUrl = typeof raw.baseUrl === 'string' ? raw.baseUrl : '/';
  return Object.fromEntries(
    i18n.locales.map((l) => {
      const given = i18n.localeConfigs?.[l] ?? {};
      const folder = localeFolderOf(raw, l);
      const baseUrl = typeof given.baseUrl === 'string' ? normalBaseUrl(given.baseUrl) : normalBaseUrl(`${siteBaseUrl}/${l === i18n.defaultLocale ? '' : l}`);
      return [
        l,
        {
          label: l,
          direction: 'ltr',
          htmlLang: l,
          calendar: 'gregory',
          path: l,
          ...given,
          translate: given.translate ?? fs.existsSync(path.join(siteRoot, i18n.path, folder)),
          url: given.url ?? raw.url,
          baseUrl,
        },
      ];
    }),
  ) as Record<string, Obj & { path: string; url: unknown; baseUrl: string }>;
}

/**
 * The load context Docusaurus gives a plugin function (@docusaurus/types LoadContext) for one locale
 * (the default one unless named): server/site.ts loadContext, with the locale's url, baseUrl and outDir
 * (`/zh/`, build/zh for a locale other than the default, unless its config says) and its folder of translations.
 */
export function loadContext(raw: Obj, siteRoot: string, configFile: string | undefined, localeName?: string): Obj {
  const i18n = (plainCopy(raw.i18n) ?? {}) as { defaultLocale?: string; locales?: string[]; path?: string; localeConfigs?: Record<string, Obj> };
  const defaultLocale = i18n.defaultLocale ?? 'en';
  const locale = localeName ?? defaultLocale;
  const locales = i18n.locales ?? [defaultLocale];
  const i18nPath = i18n.path ?? 'i18n';
  const siteBaseUrl = typeof raw.baseUrl === 'string' ? raw.baseUrl : '/';
  const localeConfigs = fullLocaleConfigs(raw, siteRoot, { defaultLocale, locales, path: i18nPath, localeConfigs: i18n.localeConfigs });
  const own = localeConfigs[locale] ?? fullLocaleConfigs(raw, siteRoot, { defaultLocale, locales: [locale], path: i18nPath })[locale];
  return {
    siteDir: siteRoot,
    siteConfigPath: configFile ?? path.join(siteRoot, 'docusaurus.config.js'),
    // (The site config a plugin reads has the locale's url and baseUrl too: a blog's permalinks start with it.)
    siteConfig: { ...(plainCopy(raw) as Obj), url: own.url, baseUrl: own.baseUrl },
    generatedFilesDir: path.join(siteRoot, '.docusaurus'),
    outDir: path.join(siteRoot, 'build', own.baseUrl.replace(siteBaseUrl, '/')),
    baseUrl: own.baseUrl,
    i18n: { defaultLocale, locales, path: i18nPath, currentLocale: locale, localeConfigs },
    localizationDir: path.join(siteRoot, i18nPath, own.path),
    codeTranslations: {},
    currentBundler: { name: 'webpack' },
  };
}

/** A load context for each of the site's locales, the default one first. */
export function localeContexts(raw: Obj, siteRoot: string, configFile: string | undefined): Obj[] {
  return siteLocaleNames(raw).map((l) => loadContext(raw, siteRoot, configFile, l));
}

// Beside this module in its own form: the source (.ts), or the engine's compiled code, where the
// runner is an entry of its own (scripts/lib/engine-code.mjs).
const RUNNER = fileURLToPath(new URL(`./run-local-plugin${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url));
/** tsx's loader, named by its URL: the site's folder, where the plugin runs, has no tsx of its own. */
const TSX_LOADER = () => import.meta.resolve('tsx');

/**
 * Runs each plugin function (its copy in `to`, whose packages are installed there) in the site
 * folder, one process for each plugin and locale (a context each: ./localeContexts; ./plugin-process.ts), then copies
 * the files the site's modules import that now exist, and writes the global data the plugins set
 * to `to`/GLOBAL_DATA_FILE. Fills in each plugin's `wrote`, `error`, `lifecycle`, `globalData` and
 * `routes`; returns a note for each plugin that wrote pages (Docusaurus reads the docs with its
 * plugins' content loaded, the import read them before, so it reads them again) and for routes it added.
 */
export async function runLocalPlugins(
  from: string,
  to: string,
  plugins: LocalPlugin[],
  contexts: Obj | Obj[],
  // (typedoc over a monorepo's packages takes minutes on a slow machine.)
  timeoutMs = 300_000,
): Promise<{ file: string; message: string }[]> {
  if (!plugins.length) return [];
  const globalData: PluginGlobalData = {};
  const pageFacts: PageFacts = {};
  const out = path.join(os.tmpdir(), `docs-local-plugin-${process.pid}.json`);
  const tagWarnings: { file: string; message: string }[] = [];
  const contextList = Array.isArray(contexts) ? contexts : [contexts];
  // (What the runs write into generatedFilesDir is kept: copyGeneratedFiles.)
  const started = Date.now();
  await withSiteModules(from, to, async () => {
    // (A preset ran already, for the plugins it gives: ./preset-plugins.ts; one of those the import cannot carry does not run.)
    const runs = plugins.flatMap((plugin) => {
      const file = plugin.preset || (plugin.fromPreset && plugin.error) ? undefined : pluginFile(to, plugin, from);
      return file ? [{ plugin, file }] : [];
    });
    let left = runs.length * contextList.length;
    // (One run's snapshot after it is the next one's before: nothing between them writes into the site.)
    let snapshot: Map<string, string> | undefined;
    for (const { plugin, file } of runs) {
      for (const context of contextList) {
        const locale = String((context.i18n as { currentLocale?: string } | undefined)?.currentLocale ?? 'en');
        const before = snapshot ?? siteSnapshot(from);
        fs.rmSync(out, { force: true });
        const run = await runPluginProcess(
          pluginRun(from, timeoutMs),
          {
            file,
            export: plugin.export,
            inConfig: plugin.inConfig,
            options: plugin.options,
            context,
            out,
          },
          { next: --left > 0 },
        );
        const after = (snapshot = siteSnapshot(from));
        const wrote = writtenSince(before, after);
        if (wrote.length || run.status === 0) plugin.wrote = [...new Set([...(plugin.wrote ?? []), ...wrote])];
        if (run.status !== 0) {
          const why = runError(run);
          plugin.error ??= contextList.length > 1 ? `${why} (locale ${locale})` : why;
          continue;
        }
        if (!fs.existsSync(out)) continue;
        const result = JSON.parse(fs.readFileSync(out, 'utf8')) as PluginRunResult;
        if (result.lifecycle.length) plugin.lifecycle = result.lifecycle;
        plugin.name ??= result.name;
        plugin.id ??= result.id;
        if (result.webpack && Object.keys(result.webpack.aliases).length) plugin.webpackAliases = result.webpack.aliases;
        // (A module extending a content plugin: that plugin's Markdown rule is the engine's, which reads its files as the plugin's.)
        const other = result.webpack?.other.filter((o) => !(plugin.extends && o.includes(CONTENT_MARKDOWN_RULE))) ?? [];
        if (other.length) plugin.webpackOther = other;
        if (result.webpack?.rules) plugin.webpackRules ??= result.webpack.rules;
        if (result.postcss?.packages.length) plugin.postcss = result.postcss.packages;
        if (result.postcss?.unnamed) plugin.postcssUnnamed = result.postcss.unnamed;
        if (result.clientModules?.length) plugin.clientModules = [...new Set([...(plugin.clientModules ?? []), ...result.clientModules])];
        if (result.themePath) plugin.themePath = result.themePath;
        if (result.codeMessages && Object.keys(result.codeMessages).length) (plugin.codeMessages ??= {})[locale] = result.codeMessages;
        if (result.pathsToWatch?.length) plugin.pathsToWatch = [...new Set([...(plugin.pathsToWatch ?? []), ...result.pathsToWatch])];
        if (result.htmlTags !== undefined && !plugin.htmlTags) {
          const { dropped, ...tags } = injectedTagsOf(result.htmlTags);
          plugin.htmlTags = tags;
          for (const what of dropped) tagWarnings.push({ file: plugin.module, message: `its injectHtmlTags: ${what}` });
        } else if (result.htmlTags !== undefined) {
          const tags = injectedTagsOf(result.htmlTags);
          const lists = { tags: tags.tags, bodyStart: tags.bodyStart, bodyEnd: tags.bodyEnd };
          if (JSON.stringify(lists) !== JSON.stringify(plugin.htmlTags)) (plugin.localeHtmlTags ??= {})[locale] = lists;
        }
        if (result.pageFacts) {
          Object.assign(pageFacts, result.pageFacts);
          plugin.pageFacts = (plugin.pageFacts ?? 0) + Object.keys(result.pageFacts).length;
        }
        // (A module extending a content plugin: the routes that plugin adds, with its theme's components, are the engine's to publish.)
        const own = result.routes.filter((r) => !(plugin.extends && r.component?.startsWith('@theme/')));
        // (None of them: its contentLoaded replaced the plugin's, and its own routes are the content's.)
        if (plugin.extends && own.length === result.routes.length && own.length) plugin.replacesContent = true;
        if (own.length) plugin.routes = [...new Set([...(plugin.routes ?? []), ...own.map((r) => r.path)])];
        for (const route of own) {
          if (route.component) (plugin.routeComponents ??= {})[route.path] = route.component;
          const why = route.unsupported ?? (!route.component ? 'it names no component' : undefined);
          if (why || !route.component) (plugin.unpublished ??= []).push({ url: route.path, why: why ?? '' });
          else if (!plugin.pages?.some((p) => p.url === route.path)) {
            const component = routeComponent(from, route.component);
            const context = { plugin: { name: result.name ?? plugin.module, id: result.id }, ...(route.context ? { data: route.context } : {}) };
            (plugin.pages ??= []).push({ url: route.path, ...(component ? { component } : { module: route.component }), props: route.props ?? {}, context });
          }
        }
        // Docusaurus keeps what a plugin set, by its name and id (server/plugins/pluginsUtils.ts aggregateGlobalData).
        if (result.globalData !== undefined && result.name) {
          ((globalData[locale] ??= {})[result.name] ??= {})[result.id] = result.globalData;
          plugin.globalData = [...new Set([...(plugin.globalData ?? []), locale])];
        }
      }
    }
  });
  fs.rmSync(out, { force: true });
  if (Object.keys(globalData).length) fs.writeFileSync(path.join(to, GLOBAL_DATA_FILE), JSON.stringify(globalData));
  if (Object.keys(pageFacts).length) fs.writeFileSync(path.join(to, PAGE_FACTS_FILE), JSON.stringify(pageFacts));
  else fs.rmSync(path.join(to, PAGE_FACTS_FILE), { force: true });
  copyPluginFiles(from, to, plugins);
  copyGeneratedFiles(contextList, to, started);
  return [...tagWarnings, ...plugins.flatMap(pluginWarnings)];
}

/**
 * The files the runs wrote into each context's generatedFilesDir since `since` (a plugin's own
 * module there, which its theme imports as `@generated/…`), copied to `to`/PLUGIN_GENERATED_DIR at
 * the same paths; what an earlier run or a Docusaurus build left there is not taken.
 */
function copyGeneratedFiles(contexts: Obj[], to: string, since: number): void {
  const target = path.join(to, PLUGIN_GENERATED_DIR);
  fs.rmSync(target, { recursive: true, force: true });
  for (const dir of new Set(contexts.map((c) => String(c.generatedFilesDir)))) {
    if (!fs.existsSync(dir)) continue;
    for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
      const file = path.join(dir, rel);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat?.isFile() || stat.mtimeMs < since) continue;
      fs.mkdirSync(path.dirname(path.join(target, rel)), { recursive: true });
      fs.copyFileSync(file, path.join(target, rel));
    }
  }
}

/** What the report says of one plugin's run. */
function pluginWarnings(p: LocalPlugin): { file: string; message: string }[] {
  const warnings: { file: string; message: string }[] = [];
  const pages = (p.wrote ?? []).filter((f) => /\.mdx?$/.test(f));
  if (pages.length) {
    const named = `${pages.slice(0, 3).join(', ')}${pages.length > 3 ? ', …' : ''}`;
    warnings.push({
      file: p.module,
      message: `wrote ${pages.length} Markdown file(s) (${named}) as Docusaurus loads it: the import reads them with the other pages`,
    });
  }
  if (p.postcssUnnamed)
    warnings.push({
      file: p.module,
      message: `its configurePostCss adds ${p.postcssUnnamed} PostCSS plugin(s) the import cannot name by package: not applied`,
    });
  if (p.webpackOther?.length)
    warnings.push({ file: p.module, message: `its configureWebpack sets ${p.webpackOther.join(', ')}, which the engine's bundler does not apply` });
  if (p.unpublished?.length) {
    const named = `${p.unpublished
      .slice(0, 3)
      .map((r) => r.url)
      .join(', ')}${p.unpublished.length > 3 ? ', …' : ''}`;
    warnings.push({
      file: p.module,
      message: `its contentLoaded adds ${p.unpublished.length} route(s) (${named}) the engine does not publish: ${p.unpublished[0].why}`,
    });
  }
  return warnings;
}

/** What a run that failed says: the error it threw (its first line), or its last line (not Node's version, which Node prints last). */
export function runError(run: PluginProcessResult): string {
  if (run.error) return run.error.message;
  const lines = `${run.stderr ?? ''}`
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^Node\.js v\d/.test(l));
  return (lines.find((l) => /^\w*Error\b|^error:/i.test(l)) ?? lines.pop() ?? `exit ${run.status}`).slice(0, 300);
}

/** The file a plugin runs from: its copy in `to`, or its package's entry there, or (its options read from the config) where it lies; undefined (with its error) when not installed. */
export function pluginFile(to: string, plugin: LocalPlugin, from?: string): string | undefined {
  // (A function of the config runs from the config where it lies, with what it requires, where Docusaurus reads it.)
  const config = plugin.inConfig && from ? configFileOf(from) : undefined;
  if (config && path.join(from!, plugin.module) === config) return config;
  // (So does a module of the site's whose options are code, read from that config: the import copies it nowhere.)
  if (config && !plugin.package) return path.join(from!, plugin.module);
  try {
    return plugin.package ? packageEntry(to, plugin.module) : path.join(to, plugin.module);
  } catch {
    plugin.error ??= `${plugin.module} is not installed in the imported folder (see the install's warnings)`;
    return undefined;
  }
}

/**
 * `run` with the site's packages where Node looks for them from the site's files (typedoc loading a
 * plugin file of the site that imports typedoc): a checkout without an install of its own gets the
 * imported folder's, linked as its node_modules while the plugins run.
 */
export async function withSiteModules<T>(from: string, to: string, run: () => Promise<T>): Promise<T> {
  const siteModules = path.join(from, 'node_modules');
  const linked = !fs.existsSync(siteModules) && fs.existsSync(path.join(to, 'node_modules'));
  if (linked) fs.symlinkSync(path.join(to, 'node_modules'), siteModules, 'dir');
  try {
    return await run();
  } finally {
    if (linked) fs.rmSync(siteModules, { force: true });
  }
}

/** How a plugin's run is started: the runner, beside this module, in the site's folder, as `docusaurus build` runs it. */
export function pluginRun(from: string, timeoutMs: number) {
  // (As `docusaurus build` runs them: its command sets NODE_ENV, and the blog plugin leaves drafts out by it.
  // React, which every Docusaurus site installs and a plugin may require, is the engine's where the site's install has none.)
  const nodePath = [process.env.NODE_PATH, ENGINE_MODULES()].filter(Boolean).join(path.delimiter);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', BABEL_ENV: 'production', NODE_PATH: nodePath };
  return { script: RUNNER, loader: TSX_LOADER(), cwd: from, env, timeoutMs };
}

/**
 * A process for the site's plugins started ahead, while the import reads the site: the first run
 * (the classic preset's, on nearly every site) then waits for no process to load (./plugin-process.ts).
 */
export function preparePluginRuns(from: string): void {
  prepareSpareProcess(pluginRun(from, 300_000));
}

/** The node_modules folder the engine's React is in. */
const ENGINE_MODULES = () => path.dirname(path.dirname(createRequire(import.meta.url).resolve('react/package.json')));

/**
 * After the plugins ran: the files the site's modules import that now exist are copied, the webpack
 * aliases the plugins gave join the config's own in site.config.json `resolveAlias` (after them), with
 * the files they name copied too, and the PostCSS plugins they add join `postcss`. Returns the
 * packages those need that the components' install did not have.
 */
export function copyPluginFiles(from: string, to: string, plugins: LocalPlugin[]): string[] {
  const aliases: WebpackAliases = Object.assign({}, ...plugins.map((p) => p.webpackAliases ?? {}));
  const postcss = [...new Set(plugins.flatMap((p) => p.postcss ?? []))];
  const file = path.join(to, 'site.config.json');
  if ((Object.keys(aliases).length || postcss.length) && fs.existsSync(file)) {
    const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { resolveAlias?: Record<string, string | false>; postcss?: string[] };
    if (Object.keys(aliases).length) config.resolveAlias = { ...config.resolveAlias, ...contentAliases(from, aliases) };
    if (postcss.length) config.postcss = [...new Set([...(config.postcss ?? []), ...postcss])];
    fs.writeFileSync(file, JSON.stringify(config, null, 2) + '\n');
  }
  // (Read where it lies, the site's files are not copied: the bundle finds them there, ../site-components/site-folders.ts.)
  if (!ownSiteRoot(to)) copyFilesSiteModulesImport(from, to, aliases);
  writePluginWebpackRules(to, plugins);
  writePluginHtmlTags(to, plugins);
  const pagePackages = [
    ...writePluginPages(from, to, plugins),
    ...writePluginClientModules(from, to, plugins),
    ...writePluginThemes(from, to, plugins),
    ...ruleLoaders(from, to, plugins),
  ];
  // The PostCSS plugins' packages, and those the Tailwind config they read imports: to be installed.
  return [...pagePackages, ...(postcss.length ? [...postcss, ...copySiteModules(from, to, postcssConfigFiles(from))] : [])];
}

/**
 * The plugins' client modules into site.config.json `clientModules`, before the config's own: core
 * runs each plugin's getClientModules in plugin order, the config's coming from a plugin after them
 * (server/plugins/synthetic.ts createBootstrapPlugin). A module in the checkout is copied with what it
 * imports; one the run found in the imported folder (its copy, or an installed package's) is named
 * there. Returns the packages the copies import.
 */
function writePluginClientModules(from: string, to: string, plugins: LocalPlugin[]): string[] {
  const file = path.join(to, 'site.config.json');
  const absolute = [...new Set(plugins.flatMap((p) => p.clientModules ?? []))];
  if (!absolute.length || !fs.existsSync(file)) return [];
  const fromCheckout: string[] = [];
  const modules: string[] = [];
  for (const abs of absolute) {
    // (A local plugin runs from its copy, so its folder is the imported folder's; the module itself may not be copied yet.)
    const inCopy = inside(to, abs) ? resolveFile(abs) : undefined;
    const inCheckout = inCopy ? undefined : resolveFile(inside(to, abs) ? path.join(from, path.relative(to, abs)) : abs);
    if (inCopy) modules.push(path.relative(to, inCopy).split(path.sep).join('/'));
    else if (inCheckout && inside(from, inCheckout)) {
      fromCheckout.push(path.relative(from, inCheckout));
      modules.push(path.relative(from, inCheckout).split(path.sep).join('/'));
    }
  }
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { clientModules?: string[] };
  config.clientModules = [...new Set([...modules, ...(config.clientModules ?? [])])];
  fs.writeFileSync(file, JSON.stringify(config, null, 2) + '\n');
  return fromCheckout.length ? copySiteModules(from, to, fromCheckout) : [];
}

/**
 * The tags the plugins inject into site.config.json `head`, before the config's own: core loads every
 * plugin's injectHtmlTags in plugin order, the config's `headTags`, `stylesheets` and `scripts`
 * coming from a plugin after them (server/plugins/synthetic.ts createBootstrapPlugin). Written
 * again as often as the plugins' files are: a tag already there is not added twice.
 */
function writePluginHtmlTags(to: string, plugins: LocalPlugin[]): void {
  const file = path.join(to, 'site.config.json');
  const tagged = plugins.filter((p) => p.htmlTags).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  if (!tagged.length || !fs.existsSync(file)) return;
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { head?: HeadTagLists & { locales?: Record<string, HeadTagLists> } };
  const site = { ...config.head };
  // (A locale whose plugins' tags differ, or which has lists of its own already, gets its lists: SiteHead.locales.)
  const localeNames = new Set([...Object.keys(site.locales ?? {}), ...tagged.flatMap((p) => Object.keys(p.localeHtmlTags ?? {}))]);
  const locales = Object.fromEntries(
    [...localeNames].map((name) => [
      name,
      withInjected(
        { ...site, ...site.locales?.[name] },
        tagged.map((p) => p.localeHtmlTags?.[name] ?? p.htmlTags!),
      ),
    ]),
  );
  config.head = {
    ...site,
    ...withInjected(
      site,
      tagged.map((p) => p.htmlTags!),
    ),
    ...(localeNames.size ? { locales } : {}),
  };
  fs.writeFileSync(file, JSON.stringify(config, null, 2) + '\n');
}

/** The three lists with the plugins' tags before the config's own: a tag already there is not added twice. */
function withInjected(lists: HeadTagLists, injectedBy: readonly Omit<InjectedTags, 'dropped'>[]): HeadTagLists {
  const out: HeadTagLists = {};
  for (const list of ['tags', 'bodyStart', 'bodyEnd'] as const) {
    const injected = injectedBy.flatMap((tags) => tags[list]);
    const keys = new Set(injected.map((t) => JSON.stringify(t)));
    const all = [...injected, ...(lists[list] ?? []).filter((t) => !keys.has(JSON.stringify(t)))];
    if (all.length) out[list] = all;
  }
  return out;
}

/**
 * The plugins' theme folders, in the order Docusaurus loads the plugins (the config's plugins, then
 * its themes), into THEME_PATHS_FILE, relative to the imported folder: the components' bundle
 * resolves `@theme/…` in them after Docusaurus' own themes (../site-components/theme-aliases.ts). A
 * folder of the checkout is copied with what its modules import; a package's outside the site is named by its absolute path. Returns the packages those import.
 */
function writePluginThemes(from: string, to: string, plugins: LocalPlugin[]): string[] {
  const themed = plugins.filter((p) => p.themePath).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const dirs: string[] = [];
  const fromCheckout: string[] = [];
  for (const { themePath } of themed as (LocalPlugin & { themePath: string })[]) {
    // (A local plugin runs from its copy: its theme folder is the checkout's folder at the same place.
    // A package's may be the checkout's own install, which the imported folder links.)
    const inCopy = inside(to, themePath);
    const inCheckout = inCopy ? path.join(from, path.relative(to, themePath)) : themePath;
    // (An installed package outside the site, hoisted to its workspace's root or linked there, is read where it lies.)
    if (!inCopy && !inside(from, inCheckout)) {
      if (fs.existsSync(themePath)) dirs.push(themePath);
      continue;
    }
    if (!fs.existsSync(themePath) && fs.existsSync(inCheckout))
      for (const f of fs.readdirSync(inCheckout, { recursive: true }) as string[])
        if (/\.(js|jsx|ts|tsx)$/.test(f)) fromCheckout.push(path.relative(from, path.join(inCheckout, f)));
    dirs.push(
      path
        .relative(inCopy ? to : from, inCopy ? themePath : inCheckout)
        .split(path.sep)
        .join('/'),
    );
  }
  fs.rmSync(path.join(to, THEME_PATHS_FILE), { force: true });
  if (dirs.length) fs.writeFileSync(path.join(to, THEME_PATHS_FILE), JSON.stringify(dirs, null, 2) + '\n');
  return fromCheckout.length ? copySiteModules(from, to, fromCheckout) : [];
}

/**
 * The plugins' module replacements, defines, module rules and provided names, in the order Docusaurus applies their
 * configureWebpack, into WEBPACK_RULES_FILE; a target that is a file of the imported folder named
 * relative to it, as the folder may move (../site-components/webpack-rules.ts).
 */
function writePluginWebpackRules(to: string, plugins: LocalPlugin[]): void {
  const ordered = plugins.filter((p) => p.webpackRules).sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  // (Each once: two instances of a plugin, redocusaurus' one per spec, add the same rules.)
  const once = <T>(items: T[]) => [...new Map(items.map((item) => [JSON.stringify(item), item])).values()];
  const rules: WebpackRules = {
    replacements: once(
      ordered.flatMap((p) =>
        p.webpackRules!.replacements.map(({ target, ...r }) =>
          target && path.isAbsolute(target) && inside(to, target) ? { ...r, file: path.relative(to, target).split(path.sep).join('/') } : { ...r, target },
        ),
      ),
    ),
    defines: once(ordered.flatMap((p) => p.webpackRules!.defines)),
    moduleRules: once(ordered.flatMap((p) => p.webpackRules!.moduleRules ?? [])),
    provides: once(ordered.flatMap((p) => p.webpackRules!.provides ?? [])),
  };
  fs.rmSync(path.join(to, WEBPACK_RULES_FILE), { force: true });
  if (rules.replacements.length || rules.defines.length || rules.moduleRules.length || rules.provides!.length)
    fs.writeFileSync(path.join(to, WEBPACK_RULES_FILE), JSON.stringify(rules, null, 2) + '\n');
}

/**
 * The loaders the plugins' module rules name: the site's own files copied with what they require (a
 * site read where it lies runs them from there), and the packages named, to be installed.
 */
function ruleLoaders(from: string, to: string, plugins: LocalPlugin[]): string[] {
  const loaders = plugins.flatMap((p) => p.webpackRules?.moduleRules ?? []).flatMap((r) => r.loaders);
  const files = [...new Set(loaders.flatMap((l) => ('site' in l ? [l.site] : [])))];
  const named = loaders.flatMap((l) => ('loader' in l && isPackageSpecifier(l.loader) ? [packageName(l.loader.split('?')[0])] : []));
  return [...new Set([...named, ...(files.length && !ownSiteRoot(to) ? copySiteModules(from, to, files) : [])])];
}

/** Where the props of the plugins' pages are written in the imported folder. */
export const PLUGIN_PAGES_DIR = 'plugin-pages';

/**
 * The module a route names as its component, relative to the site root, when it is one of the
 * site's: `@site/…`, a path in the site, or a theme component the site has (`@theme/X` is its
 * src/theme/X when it swizzled one; Docusaurus' own are not the engine's to render).
 */
function routeComponent(from: string, spec: string): string | undefined {
  const target = spec.startsWith('@site/')
    ? path.join(from, spec.slice(6))
    : spec.startsWith('@theme/')
      ? path.join(from, 'src/theme', spec.slice(7))
      : path.isAbsolute(spec)
        ? spec
        : undefined;
  const file = target && resolveFile(target);
  const rel = file && path.relative(from, file);
  return rel && !rel.startsWith('..') ? rel.split(path.sep).join('/') : undefined;
}

/**
 * The plugins' pages into the imported folder: each one's props as a JSON file, the list in
 * site.config.json `pluginPages` (lib/pages/plugin-pages.ts), and their components copied with what
 * they import. A component that is not a module of the site (a plugin theme's `@theme/ApiDoc`, a
 * package's file) is a module of the imported folder that re-exports it, which the components'
 * bundle resolves as webpack resolves a route's component (the theme aliases, the install). A route
 * where the engine publishes its own page (the site's search page) is left to it, which draws the
 * route's `@theme/SearchPage` there. Returns the
 * packages the copies import.
 */
function writePluginPages(from: string, to: string, plugins: LocalPlugin[]): string[] {
  const file = path.join(to, 'site.config.json');
  if (!plugins.some((p) => p.pages?.length) || !fs.existsSync(file)) return [];
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as Obj;
  const engines = enginePagePaths(config);
  const taken = (page: PluginRoutePage) => engines.has(page.url.replace(/\/$/, ''));
  // (A route there whose component is `@theme/SearchPage` is published: the engine's search page draws
  // that module in its place, the site's swizzle or a theme's, as Docusaurus' aliases resolve it: site-components/theme-parts.ts.)
  for (const p of plugins)
    for (const page of p.pages?.filter((q) => taken(q) && q.module !== '@theme/SearchPage') ?? [])
      if (!p.unpublished?.some((u) => u.url === page.url))
        (p.unpublished ??= []).push({ url: page.url, why: "the engine publishes the site's search page there" });
  // (A module extending a content plugin that replaced its contentLoaded: its routes are the content's, in place of the plugin's own.)
  const pages = plugins.flatMap((p) =>
    (p.pages ?? [])
      .filter((page) => !taken(page))
      .map((page) => ({ ...page, plugin: p.package ?? p.module, ...(p.replacesContent ? { replaces: true } : {}) })),
  );
  // (Read where it lies, src/ is not copied: a component of it is named where it lies, from the content folder.)
  const own = ownSiteRoot(to);
  const inOwnSrc = (component: string | undefined) => own !== undefined && component?.split('/')[0] === 'src';
  fs.rmSync(path.join(to, PLUGIN_PAGES_DIR), { recursive: true, force: true });
  fs.mkdirSync(path.join(to, PLUGIN_PAGES_DIR), { recursive: true });
  const listed = pages.map((page, i) => {
    const props = `${PLUGIN_PAGES_DIR}/${i}.json`;
    fs.writeFileSync(path.join(to, props), JSON.stringify(page.props));
    const component = inOwnSrc(page.component)
      ? path.relative(to, path.join(own!, page.component!)).split(path.sep).join('/')
      : (page.component ?? `${PLUGIN_PAGES_DIR}/${i}.page.js`);
    if (page.module) fs.writeFileSync(path.join(to, component), `export { default } from ${JSON.stringify(page.module)};\n`);
    return { url: page.url, component, props, plugin: page.plugin, context: page.context, ...(page.replaces ? { replaces: true } : {}) };
  });
  if (listed.length) config.pluginPages = listed;
  else delete config.pluginPages;
  fs.writeFileSync(file, JSON.stringify(config, null, 2) + '\n');
  return copySiteModules(from, to, [...new Set(pages.flatMap((p) => (p.component && !inOwnSrc(p.component) ? [p.component] : [])))]);
}

/**
 * The paths (no trailing slash) where the engine publishes a page of its own that a plugin's route
 * could take: its search page, and the site's search page in every locale (lib/content/site-search-pages.ts).
 */
function enginePagePaths(config: Obj): Set<string> {
  const site = config as unknown as Parameters<typeof siteSearchPages>[0];
  const pages = [siteEnginePaths(site).searchPage, ...(site.search ? siteSearchPages(site) : [])];
  return new Set(pages.map((url) => url.replace(/\/$/, '')));
}
