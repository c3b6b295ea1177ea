/**
 * The site's plugins' postBuild, after the engine built the site, as `docusaurus build` runs it
 * once its pages are written (core commands/build/buildLocale.ts executePluginsPostBuild): every
 * plugin the import ran that has one (the import's report names them: ./local-plugins.ts), once
 * per locale with that locale's load context and output folder (one plugin after the other, where
 * Docusaurus runs a locale's side by side); and the site's own blog plugin where a blog's feed
 * items are a function of the config (./blog-feed-items.ts). Each is loaded again in a process of its own (./run-local-plugin.ts): its function, its
 * loadContent and contentLoaded, then its postBuild with the routes the build published. What it
 * writes (redocusaurus' spec file, a search index) is in the build folder. One that fails fails
 * the build with the plugin's name, as in Docusaurus.
 */
import fs from 'node:fs';
import path from 'node:path';
import { localeContexts, pluginFile, pluginRun, runError, withSiteModules, type LocalPlugin } from './local-plugins';
import { prepareSpareProcess, runPluginProcess } from './plugin-process';
import { configFileOf, readDocusaurusSite, type PluginOptionsPlace } from './config';
import { BLOG_PLUGIN_PACKAGE } from './blog-feed-items';
import { installedContentPlugin } from './content-plugin-run';
import type { BuiltRoutes } from './run-local-plugin';
import { postBuildSite } from './post-build-props';
import { bareRoute } from './route-config';
import { wantsLegacyHead } from './legacy-head';
import { isWithin, type LoadedSite } from '../../../lib/api/content';

type Obj = Record<string, unknown>;

/** What postBuild reads of the import's report: the plugins it ran, and where its copies came from. */
interface ReportRead {
  localPlugins?: LocalPlugin[];
  packagePlugins?: LocalPlugin[];
  sources?: Record<string, string>;
  blogFeedItems?: PluginOptionsPlace[];
}

function readReport(contentDir: string): ReportRead {
  const file = path.join(contentDir, 'import-report.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as ReportRead) : {};
}

/** The plugins the import ran, in the order Docusaurus loads them. */
function reportPlugins(report: ReportRead): LocalPlugin[] {
  return [...(report.packagePlugins ?? []), ...(report.localPlugins ?? [])]
    .filter((p) => !p.preset && !p.error)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}

/**
 * A page's source as Docusaurus names it, `@site/<path in the site>`, from the engine's (relative to
 * its project at `rootDir`): a file read where it lies by its place in the site, a copy by the site
 * file it was made from (the report's sources), else by its place in the imported folder.
 */
function siteSourceOf(siteDir: string, contentDir: string, rootDir: string, sources: Record<string, string> = {}): (source: string) => string {
  return (source) => {
    const abs = path.resolve(rootDir, source);
    const copy = path.relative(contentDir, abs).split(path.sep).join('/');
    const inSite = isWithin(abs, [contentDir]) ? (sources[copy] ?? copy) : path.relative(siteDir, abs).split(path.sep).join('/');
    return `@site/${inSite}`;
  };
}

/** The report's plugins that have a postBuild, in the order Docusaurus loads them. */
export function postBuildPlugins(contentDir: string): LocalPlugin[] {
  return reportPlugins(readReport(contentDir)).filter(hasPostBuild);
}

/** Whether anything runs after the build: a plugin's postBuild, or a blog's feeds of its createFeedItems (./blog-feed-items.ts). */
export function runsPostBuild(contentDir: string): boolean {
  const report = readReport(contentDir);
  return reportPlugins(report).some(hasPostBuild) || (report.blogFeedItems?.length ?? 0) > 0;
}

/** One postBuild to run: whose it is, its module, and where its options are. */
interface PostBuildRun {
  name: string;
  file?: string;
  error?: string;
  export?: string;
  inConfig?: LocalPlugin['inConfig'] | PluginOptionsPlace;
  options?: Obj;
}

/** The runs, in the order Docusaurus loads their plugins: the blogs' (a preset's) first, then the report's plugins. */
function postBuildRuns(report: ReportRead, siteDir: string, contentDir: string): PostBuildRun[] {
  const blogs = (report.blogFeedItems ?? []).map((place): PostBuildRun => {
    try {
      return { name: BLOG_PLUGIN_PACKAGE, file: installedContentPlugin(siteDir, contentDir, BLOG_PLUGIN_PACKAGE), inConfig: place };
    } catch {
      return { name: BLOG_PLUGIN_PACKAGE, error: 'it is not installed in the site — run npm install there' };
    }
  });
  const plugins = reportPlugins(report)
    .filter(hasPostBuild)
    .map((plugin) => {
      const file = pluginFile(contentDir, plugin, siteDir);
      return { name: nameOf(plugin), file, error: plugin.error, export: plugin.export, inConfig: plugin.inConfig, options: plugin.options as Obj | undefined };
    });
  return [...blogs, ...plugins];
}

const hasPostBuild = (p: LocalPlugin): boolean => p.lifecycle?.includes('postBuild') === true;

const ROBOTS = /<meta\b(?=[^>]*\bname="robots")[^>]*\bcontent="([^"]*)"/i;

/**
 * The routes of a build folder served at `baseUrl`: `a/index.html` and `a.html` both the route `/a`;
 * `withHeads`: each page's HTML up to its body's opening tag too, for the legacy `head` (./legacy-head.ts).
 * `skip`: pages that are no route of this build: the engine's redirect pages (Docusaurus'
 * client-redirects writes them in its own postBuild), another locale's pages in its folder below.
 */
export function builtRoutes(outDir: string, baseUrl: string, withHeads = false, skip: (route: string) => boolean = () => false): BuiltRoutes {
  const base = baseUrl.replace(/\/?$/, '/');
  const pages: string[] = [];
  const routesBuildMetadata: BuiltRoutes['routesBuildMetadata'] = {};
  const heads: Record<string, string> = {};
  for (const rel of fs.readdirSync(outDir, { recursive: true }) as string[]) {
    const file = rel.split(path.sep).join('/');
    // (A redirect from `/x.html` is the folder x.html/ with its index.html, as client-redirects writes it.)
    if (!file.endsWith('.html') || file === '404.html' || !fs.statSync(path.join(outDir, rel)).isFile()) continue;
    const route = bareRoute(`${base}${file === 'index.html' ? '' : file.replace(/(\/index)?\.html$/, '')}`);
    if (skip(route)) continue;
    pages.push(route);
    const html = fs.readFileSync(path.join(outDir, rel), 'utf8');
    const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
    routesBuildMetadata[route] = { noIndex: /noindex/i.test(ROBOTS.exec(head)?.[1] ?? '') };
    // (With the body's opening tag, whose attributes Helmet gives too.)
    const body = withHeads ? /<body\b[^>]*>/i.exec(html) : null;
    if (withHeads) heads[route] = body ? html.slice(0, body.index + body[0].length) : head;
  }
  return { routesPaths: [`${base}404.html`, ...pages.sort()], routesBuildMetadata, ...(withHeads ? { heads } : {}) };
}

/** A plugin's name for a message: the package its module is in (a preset's plugin runs from its file), else its module. */
function nameOf(plugin: LocalPlugin): string {
  return /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(plugin.module)?.[1] ?? plugin.package ?? plugin.module;
}

/** A process for the first postBuild, loaded while the site builds (./plugin-process.ts). */
export function preparePostBuild(siteDir: string, timeoutMs = POST_BUILD_TIMEOUT): void {
  prepareSpareProcess(pluginRun(siteDir, timeoutMs));
}

const POST_BUILD_TIMEOUT = 300_000;

/**
 * Runs the plugins' postBuild over `outDir` (the build folder at the site's baseUrl); throws with
 * the plugin's name when one fails. `built`: the site the engine built (lib/pipeline/built-site.ts),
 * whose pages give the routes their plugins and components (./post-build-props.ts); without it each
 * page is a route of its own.
 */
export async function runPluginsPostBuild(
  siteDir: string,
  contentDir: string,
  outDir: string,
  built?: LoadedSite,
  timeoutMs = POST_BUILD_TIMEOUT,
): Promise<string[]> {
  const report = readReport(contentDir);
  const routePlugins = reportPlugins(report);
  const runs = postBuildRuns(report, siteDir, contentDir);
  if (!runs.length) return [];
  const site = await readDocusaurusSite(siteDir);
  if (!site.raw) return [];
  const contexts = localeContexts(site.raw, siteDir, configFileOf(siteDir));
  const defaultOut = String(contexts[0].outDir);
  const bases = contexts.map((c) => String(c.baseUrl));
  // (Each page's head goes to the plugins only where the config keeps the legacy `head`.)
  const legacyHead = wantsLegacyHead(site.raw);
  const siteSource = built ? siteSourceOf(siteDir, contentDir, built.paths.rootDir, report.sources) : String;
  const redirects = new Set((built?.config.redirects ?? []).map((r) => bareRoute(r.from)));
  const ran: string[] = [];
  await withSiteModules(siteDir, contentDir, async () => {
    for (const context of contexts) {
      // (A locale's pages are published under its path, as Docusaurus' build/<locale>.)
      const localeOut = path.join(outDir, path.relative(defaultOut, String(context.outDir)));
      if (!fs.existsSync(localeOut)) continue;
      const locale = { baseUrl: String(context.baseUrl), others: bases };
      // (Docusaurus builds each locale on its own: the default locale's routes are not those of the locales in its folders.)
      const otherLocale = (route: string) => bases.some((b) => b.length > locale.baseUrl.length && `${route}/`.startsWith(b));
      const found = builtRoutes(localeOut, locale.baseUrl, legacyHead, (route) => redirects.has(route) || otherLocale(route));
      const routes = built ? { ...found, ...postBuildSite(built, locale, routePlugins, found.routesPaths.slice(1), siteSource) } : found;
      for (const [i, { name, file, error, ...entry }] of runs.entries()) {
        if (!file) throw new Error(`${name}: postBuild: ${error}`);
        const next = i < runs.length - 1 || context !== contexts[contexts.length - 1];
        const job = { file, ...entry, context: { ...context, outDir: localeOut }, postBuild: routes };
        const run = await runPluginProcess(pluginRun(siteDir, timeoutMs), job, { next });
        if (run.status !== 0) throw new Error(`${name}: postBuild failed: ${runError(run)}`);
        ran.push(name);
      }
    }
  });
  return [...new Set(ran)];
}
