/**
 * npm run import:docusaurus -- --from <docusaurus-root> --to <dir> [--sitemap <sitemap.xml>] [--no-install | --site-packages] [--in-place] [--pin name@version]…
 * Writes the content tree, versions.json, site.config.json and import-report.json into <dir> (through
 * a staging folder beside it: a failed import leaves <dir> as it was), and prints a summary, or one
 * line saying what stopped it (exit code 1). When files failed (the summary's "failed"), the rest is
 * imported and the exit code is 1 too, as Docusaurus' build fails on such files (0 under --preview:
 * pagewright start previews the rest). Build it with: DOCS_CONTENT_DIR=<dir> npm run build
 * The site's packages are installed into <dir> (--no-install: none, e.g. offline), or, with
 * --site-packages (pagewright's commands, whose <dir> is inside the site), taken from the site's own install.
 * --preview (pagewright start): the components are left to the preview to compile (the report does not list them).
 * --serve (pagewright start): the process stays and imports again on each message from its parent.
 * --in-place (pagewright's commands): the docs are read where they lie; <dir> holds no copy of them.
 * --sync-into <content> (pagewright build): once imported, <dir>'s changes are written into <content>, and
 * the components are compiled there, where the build then finds them compiled (once, not twice).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { componentPackages, importDocusaurus, sitemapParity, withInstalledThemeSwizzles, type ImportReport } from '../plugins/docusaurus/importer/import';
import { runInstallCommands } from '../plugins/docusaurus/importer/install-scripts';
import { buildSite, loadSiteConfig } from '../lib/content/store';
import { prepareSiteComponents } from '../plugins/docusaurus/site-components/prepare';
import { isPageOrEngineModule, reportedSiteFile, sitePagesReport } from '../plugins/docusaurus/importer/pages-report';
import { allUrls } from '../lib/content/routes';
import { BuildError } from '../lib/errors';
import { siteEnginePaths } from '../lib/shared/site-paths';
import { ownSearchPage, siteSearchPages } from '../lib/content/site-search-pages';
import { finishConfigLinks } from '../plugins/docusaurus/importer/config-links';
import { addComponentPackages as addPackages, installComponentPackages, linkSitePackages } from '../plugins/docusaurus/importer/install-packages';
import { copyPluginFiles, localeContexts, preparePluginRuns, runLocalPlugins, type LocalPlugin } from '../plugins/docusaurus/importer/local-plugins';
import { copyTailwindContent } from '../plugins/docusaurus/importer/tailwind-content';
import { addComputedClientModules } from '../plugins/docusaurus/importer/client-modules';
import {
  configFileOf,
  configWithPackages,
  customFieldsWithPackages,
  packagesInstalledIn,
  readDocusaurusSite,
  type SitePackages,
} from '../plugins/docusaurus/importer/config';
import { packagePluginsOf, pluginPackages } from '../plugins/docusaurus/importer/package-plugins';
import { withPresetPlugins } from '../plugins/docusaurus/importer/preset-plugins';
import { GLOBAL_DATA_FILE } from '../plugins/docusaurus/site-components/global-data';
import { withoutThemeModulesFound } from '../plugins/docusaurus/importer/unresolved-imports';
import { withoutPluginsThatRan } from '../plugins/docusaurus/importer/unmapped-config';
import { PLUGIN_GENERATED_DIR } from '../plugins/docusaurus/site-components/generated-modules';
import { PAGE_FACTS_FILE } from '../plugins/docusaurus/importer/page-facts';
import { DOCUSAURUS_FILES } from '../plugins/docusaurus/files';
import { plugins } from '../plugins/index';
import { projectPaths } from './lib/run-env';
import { importStaged } from './lib/content-staging';
import { failureLine } from './lib/failure-line';
import { syncTree } from './tool/sync-tree';
import { SiteFileError } from '../plugins/docusaurus/importer/site-text';
import { siteFailure } from '../plugins/docusaurus/importer/site-problems';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const from = opt('from');
const to = opt('to');
if (!from || !to) {
  console.error('usage: npm run import:docusaurus -- --from <docusaurus-root> --to <dir> [--sitemap <sitemap.xml>]');
  process.exit(2);
}
const root = process.cwd();
const fromAbs = path.resolve(from);
const toAbs = path.resolve(to);
// The site's packages: installed into the imported folder, or (--site-packages) the site's own install, linked there.
const siteInstall = args.includes('--site-packages');
const withPackages = !args.includes('--no-install');
// --pin name@version (repeatable): the version the import's own install takes for a package, whose
// range the registry cannot serve (a registry that has not the newest release yet).
const pins = Object.fromEntries(
  args.flatMap((a, i) => (a === '--pin' && args[i + 1] ? [args[i + 1]] : [])).map((p) => [p.slice(0, p.lastIndexOf('@')), p.slice(p.lastIndexOf('@') + 1)]),
);
// --preview (pagewright start): the site's components are compiled by the preview itself, from the
// content folder (scripts/dev.ts); compiled here, for the report's lines only, they took the time
// again and wrote the preview's generated folder with the staging folder's paths.
const forPreview = args.includes('--preview');
// --in-place (pagewright's commands): the docs are read where they lie, not copied (plugins/docusaurus/in-place/reading.ts).
const inPlace = args.includes('--in-place');
// --sync-into (pagewright build): the content folder the build reads, written from <dir> once the import is whole.
const syncInto = opt('sync-into') && path.resolve(opt('sync-into')!);
type ContentIndex = ReturnType<typeof buildSite>['index'];

// --serve (pagewright start, with an IPC channel): after this import the process stays, and imports
// again on each message from its parent (an edit the preview cannot import alone), answering
// { ok }: a whole import again does not start a process and load the engine's modules again.
const serving = args.includes('--serve') && process.send !== undefined;
const ok = await importOnce();
if (serving) {
  // (A process for the site's plugins waits for the next import: a config edit does not wait for it to load.)
  const ready = () => withPackages && preparePluginRuns(fromAbs);
  ready();
  process.send!({ ok });
  process.on('message', () => void importOnce().then((again) => (ready(), process.send!({ ok: again }))));
  // (Its parent gone, it goes too.)
  process.on('disconnect', () => process.exit(0));
} else if (!ok) process.exit(1);

/**
 * Written into a folder beside <dir>, which replaces it once the import finished (scripts/lib/content-staging.ts);
 * a failure is one line, `file: what is wrong — what to do` (scripts/lib/failure-line.ts).
 */
async function importOnce(): Promise<boolean> {
  try {
    checkInputs();
    const { report, index } = await importStaged(toAbs, importInto);
    if (syncInto) await compileInto(syncInto, report, index);
    printSummary(report);
    if (report.failed.length && !forPreview) {
      const files = new Set(report.failed.map((f) => f.file)).size;
      console.error(`import-docusaurus: ${files} file(s) failed (listed above, and in import-report.json) — fix them and import again`);
      return false;
    }
    return true;
  } catch (err) {
    console.error(failureLine(err, fromAbs));
    if (process.env.DEBUG) console.error((err as Error).stack);
    return false;
  }
}

/** The folders and files the options name, before anything is written. */
function checkInputs(): void {
  if (!fs.existsSync(fromAbs) || !fs.statSync(fromAbs).isDirectory())
    throw new SiteFileError(from!, undefined, 'no such folder — give the folder of the Docusaurus site (the one with docusaurus.config.js)');
  const sitemap = opt('sitemap');
  if (sitemap && !fs.existsSync(sitemap))
    throw new SiteFileError(sitemap, undefined, 'does not exist — give the sitemap.xml of the published site, or leave --sitemap out');
}
/** The import into `toAbs` (the staging folder), with the report written there, and the index of the tree (none when it did not load). */
async function importInto(toAbs: string): Promise<{ report: ImportReport; index?: ContentIndex }> {
  if (withPackages) preparePluginRuns(fromAbs);
  let report = await importDocusaurus(fromAbs, toAbs, undefined, undefined, { inPlace });
  if (siteInstall) linkSitePackages(fromAbs, toAbs);
  installPackages(report);
  // A helper module of the config computed with a package and threw with it stubbed (`parseEnv(process.env)`
  // with zod): the config read again with the site's packages installed, as Docusaurus reads it.
  let sitePackages: SitePackages | undefined;
  if (report.configOwnModulesStubbed && withPackages) {
    const installed = packagesInstalledIn(toAbs);
    sitePackages = installed && { installed, scope: 'helpers' };
    if (sitePackages) {
      report = await importDocusaurus(fromAbs, toAbs, sitePackages, undefined, { inPlace });
      installPackages(report);
    }
  }

  // The packages the site's components import (skip with --no-install, e.g. offline).
  function installPackages(report: ImportReport): void {
    if (withPackages && !siteInstall) installComponentPackages(report, fromAbs, toAbs, pins);
  }
  const addComponentPackages = (report: ImportReport, packages: Record<string, string>) => addPackages(report, toAbs, packages);

  // The site's install scripts, as its own install ran them once its packages were in (plugins/docusaurus/importer/install-scripts.ts);
  // with the site's own install, they ran there.
  if (report.installScripts?.some((c) => c.file) && withPackages && !siteInstall) runInstallCommands(fromAbs, toAbs, report.installScripts);

  // Package plugins a config decides with its packages (a helper reading the environment with zod): the config
  // evaluated again with them installed, as Docusaurus evaluates it, may name plugins the stubbed evaluation did not.
  const evaluated = withPackages ? await configWithPackages(fromAbs, toAbs) : undefined;
  if (withPackages) {
    const found = evaluated ? packagePluginsOf(evaluated, fromAbs) : undefined;
    const key = (p: LocalPlugin) => JSON.stringify([p.module, p.export, p.options]);
    const known = new Set((report.packagePlugins ?? []).map(key));
    const added = found?.plugins.filter((p) => !known.has(key(p))) ?? [];
    if (found && added.length) {
      report.packagePlugins = [...(report.packagePlugins ?? []), ...added];
      addComponentPackages(report, componentPackages(fromAbs, found.packages));
      installPackages(report);
    }
  }

  // The site's own plugin functions and its package plugins, run in its folder as Docusaurus loads them
  // (their packages are installed now): what they write there and the site's modules import is copied
  // (plugins/docusaurus/importer/local-plugins.ts, package-plugins.ts).
  const pluginsToRun = () => [...(report.localPlugins ?? []), ...(report.packagePlugins ?? [])];
  if (pluginsToRun().length && withPackages) {
    const site = await readDocusaurusSite(fromAbs, sitePackages);
    const contexts = site.raw ? localeContexts(site.raw, fromAbs, configFileOf(fromAbs)) : [];
    // The presets' own plugins and themes, before the config's (plugins/docusaurus/importer/preset-plugins.ts).
    if (contexts.length) report.packagePlugins = await withPresetPlugins(fromAbs, toAbs, report.packagePlugins ?? [], contexts[0]);
    const ran = pluginsToRun();
    const notes = site.raw ? await runLocalPlugins(fromAbs, toAbs, ran, contexts) : [];
    if (ran.some((p) => (p.wrote ?? []).some((f) => /\.mdx?$/.test(f)))) {
      // Docusaurus reads the docs with its plugins' content loaded: the pages they wrote are read by a second import,
      // which starts from an empty folder (the global data the plugins set, and what they added to pages' metadata, are kept).
      const { localPlugins, packagePlugins } = report;
      const kept = [GLOBAL_DATA_FILE, PAGE_FACTS_FILE].flatMap((name) => {
        const file = path.join(toAbs, name);
        return fs.existsSync(file) ? [{ file, data: fs.readFileSync(file) }] : [];
      });
      // (And the files they wrote into generatedFilesDir, which their themes import.)
      const generated = path.join(toAbs, PLUGIN_GENERATED_DIR);
      const keptGenerated = fs.existsSync(generated) ? fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-generated-')) : undefined;
      if (keptGenerated) fs.cpSync(generated, keptGenerated, { recursive: true });
      report = await importDocusaurus(fromAbs, toAbs, sitePackages, undefined, { inPlace });
      Object.assign(report, { localPlugins, packagePlugins });
      // (Their packages stay installed: the stubbed config of the second import may not name them all.)
      if (packagePlugins?.length) addComponentPackages(report, componentPackages(fromAbs, pluginPackages(packagePlugins, fromAbs)));
      installPackages(report);
      copyPluginFiles(fromAbs, toAbs, ran);
      for (const { file, data } of kept) fs.writeFileSync(file, data);
      if (keptGenerated) {
        fs.cpSync(keptGenerated, generated, { recursive: true });
        fs.rmSync(keptGenerated, { recursive: true, force: true });
      }
    }
    report.warnings.push(...notes);
    // (The @theme/ modules pages import that the plugins' themes give, now that those are known.)
    withoutThemeModulesFound(report, fromAbs, toAbs, site.raw);
    if (report.unmappedConfig) report.unmappedConfig = withoutPluginsThatRan(report.unmappedConfig, ran);
    // The PostCSS plugins they add (Tailwind) and what those read: installed as the components' packages are.
    const wanted = componentPackages(fromAbs, copyPluginFiles(fromAbs, toAbs, ran));
    // (With the files their Tailwind config's `content` names beyond src/; read in place, Tailwind runs in
    // the site's own folder and reads them there, as a PostCSS config's does: plugins/docusaurus/importer/site-code.ts.)
    if (!inPlace && ran.some((p) => p.postcss?.length)) report.warnings.push(...(await copyTailwindContent(fromAbs, toAbs)).warnings);
    const missing = Object.entries(wanted).filter(([name]) => !report.componentPackages?.[name]);
    if (missing.length) {
      addComponentPackages(report, Object.fromEntries(missing));
      installPackages(report);
    }
  }

  // Client modules a config lists with a package (a glob library's call, a stub at import time), now that it is installed.
  if (evaluated) {
    const computed = addComputedClientModules(evaluated, fromAbs, toAbs, inPlace);
    if (computed.modules.length) {
      report.clientModules = [...(report.clientModules ?? []), ...computed.modules];
      addComponentPackages(report, componentPackages(fromAbs, computed.packages));
      installPackages(report);
    }
  }

  // customFields a config computes from its packages (stubs at import time), now that they are installed.
  if (report.componentPackages && Object.keys(report.componentPackages).length && withPackages) {
    const fields = await customFieldsWithPackages(fromAbs, toAbs);
    const configFile = path.join(toAbs, 'site.config.json');
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as { customFields?: unknown };
    if (fields && JSON.stringify(fields) !== JSON.stringify(config.customFields ?? {})) {
      config.customFields = fields;
      fs.writeFileSync(configFile, JSON.stringify(config, null, 2) + '\n');
      report.customFieldsFromPackages = true;
    }
  }

  // Index the imported tree with the engine: this checks it and gives the URLs for the parity check.
  let urls: string[] = [];
  let imported: ContentIndex | undefined;
  // (For the engine's loaders only: the site's plugins, run in processes that start before the next import, get the environment as it was.)
  const contentDir = process.env.DOCS_CONTENT_DIR;
  try {
    process.env.DOCS_CONTENT_DIR = toAbs;
    const { index, config: built } = buildSite(projectPaths(root), { gitDates: false, plugins });
    // A build publishes the site's search page where it has one (theme-search-algolia's), else the engine's.
    urls = [...allUrls(index), ...(ownSearchPage(built) ? [] : [siteEnginePaths(built).searchPage]), ...siteSearchPages(built)];
    for (const w of index.warnings) report.warnings.push({ file: '', message: w });
    // (With --sync-into, compiled where the build reads them: compileInto.)
    if (!forPreview && !syncInto) await reportComponents(report, index, toAbs);
    imported = index;
    // Client redirects (failing where Docusaurus fails on them), and no link that runs script.
    report.configLinks = await finishConfigLinks(fromAbs, toAbs, new Set(urls), forPreview);
  } catch (err) {
    if (!(err instanceof BuildError)) throw err;
    // (Named by the site's own files: the staging folder is gone once the import is in place.)
    for (const p of err.problems) report.failed.push(siteFailure(p, { root, site: fromAbs, content: toAbs, report }));
  } finally {
    if (contentDir === undefined) delete process.env.DOCS_CONTENT_DIR;
    else process.env.DOCS_CONTENT_DIR = contentDir;
  }
  const sitemap = opt('sitemap');
  if (sitemap) report.urlParity = sitemapParity(fs.readFileSync(sitemap, 'utf8'), urls);
  // The swizzles' lines again, with the installed theme the components' packages brought (as the build finds it).
  const engineConfig = path.join(toAbs, 'site.config.json');
  if (report.unmappedConfig && fs.existsSync(engineConfig))
    report.unmappedConfig = withInstalledThemeSwizzles(report.unmappedConfig, toAbs, JSON.parse(fs.readFileSync(engineConfig, 'utf8')).sourceConfig);
  fs.writeFileSync(path.join(toAbs, 'import-report.json'), JSON.stringify({ ...report, to: path.resolve(to!) }, null, 2) + '\n');
  return { report, ...(imported ? { index: imported } : {}) };
}

/**
 * pagewright build's import: the staging folder's changes written into the content folder, then the
 * components compiled there, as the build compiles them (its prepare finds them compiled, by their
 * inputs' stamp, instead of compiling them a second time), and the report written with their lines.
 */
async function compileInto(content: string, report: ImportReport, index: ContentIndex | undefined): Promise<void> {
  syncTree(toAbs, content);
  // (No index: the tree did not load, and the import fails with its lines.)
  if (!index) return;
  const contentDir = process.env.DOCS_CONTENT_DIR;
  try {
    process.env.DOCS_CONTENT_DIR = content;
    await reportComponents(report, index, content);
  } catch (err) {
    if (!(err instanceof BuildError)) throw err;
    for (const p of err.problems) report.failed.push(siteFailure(p, { root, site: fromAbs, content, report }));
  } finally {
    if (contentDir === undefined) delete process.env.DOCS_CONTENT_DIR;
    else process.env.DOCS_CONTENT_DIR = contentDir;
  }
  fs.writeFileSync(path.join(content, 'import-report.json'), JSON.stringify({ ...report, to: path.resolve(to!) }, null, 2) + '\n');
}

/** Compiles the site's components now, as the build will, so the report says which ones render. */
async function reportComponents(report: ImportReport, index: ContentIndex, toAbs: string): Promise<void> {
  const pages = index.pages?.pages ?? [];
  const manifest = await prepareSiteComponents({ config: loadSiteConfig(projectPaths(root), plugins), index }, toAbs, DOCUSAURUS_FILES, plugins, 'fail');
  // The pages folder's pages: those published, and those that do not compile (left out, lib/pages/compiled-pages.ts).
  const pagesReport = sitePagesReport(pages, manifest, toAbs);
  report.sitePages = pagesReport.sitePages;
  report.failed.push(...pagesReport.failed);
  for (const m of Object.values(manifest?.modules ?? {})) {
    // (A module of src/ read where it lies is named from the content folder, `../site/src/x.js`: the report names it in the site.)
    const file = reportedSiteFile(m.file, toAbs);
    if (!file || pages.some((p) => p.file === m.file) || isPageOrEngineModule(file, pages)) continue;
    if (m.error) report.componentsUncompiled.push({ file, reason: m.error });
    else report.componentsCompiled.push(file);
  }
}

/** Why a module read as the content plugin it extends is run too: the routes it adds, the data it writes. */
function runFor(p: { routesRun?: true; dataRun?: true }): string {
  const what = [...(p.routesRun ? ['the routes it adds itself'] : []), ...(p.dataRun ? ["what it writes into its pages' metadata"] : [])];
  return what.length ? ` (its module is run too, for ${what.join(' and ')})` : '';
}

/** The summary printed once the import is in place. */
function printSummary(report: ImportReport): void {
  console.log(
    `Imported ${report.pages} pages from ${from} (config ${report.configMode}${report.configError ? `: ${report.configError}` : ''}) in ${report.seconds} s`,
  );
  for (const p of report.presetsReadAsClassic ?? []) console.log(`  preset ${p.name} read as the classic preset: ${p.reason}`);
  for (const p of report.pluginsReadAsContent ?? []) console.log(`  plugin ${p.name} read as ${p.as}, the plugin its module extends${runFor(p)}`);
  for (const i of report.instances) console.log(`  ${i.id} → ${i.routeBasePath}: ${i.versions.map((v) => `${v.name} ${v.pages}`).join(', ')}`);
  // What was read as MDX 1, and why (plugins/docusaurus/importer/mdx1.ts).
  if (report.mdx1) {
    const { reason, rewrittenAsRead, readAsCommonMark, files, bracesEscaped, docsReadInPlace } = report.mdx1;
    const commonMark = `plain Markdown pages MDX 3 refuses read as CommonMark: ${readAsCommonMark}${files.length ? ` (${files.slice(0, 3).join(', ')}${readAsCommonMark > 3 ? ', …' : ''})` : ''}`;
    // (By MDX 1's own parser, else, without one, by repairs: plugins/docusaurus/importer/mdx1-reading.ts.)
    const read =
      rewrittenAsRead !== undefined
        ? `pages MDX 1's parser reads otherwise than MDX 3, written to read the same: ${rewrittenAsRead}; ${commonMark}`
        : `no MDX 1 parser installed: ${commonMark}; pages with components whose {…} in Markdown text were escaped: ${bracesEscaped}`;
    const where = docsReadInPlace ? 'docs, blog posts and the pages of src/pages where they lie, as the page pass reads them; of the pages copied, ' : '';
    console.log(`  read as MDX 1 (${reason}): ${where}${read}`);
  }
  console.log(`  partials inlined: ${report.partialsInlined}, raw files inlined: ${report.rawFilesInlined}`);
  if (report.sitePages?.length)
    console.log(`  pages (src/pages, and those the site's plugins add): ${report.sitePages.map((p) => `${p.file} → ${p.url}`).join(', ')}`);
  for (const p of [...(report.localPlugins ?? []), ...(report.packagePlugins ?? [])])
    console.log(
      `  ${pluginLabel(p)}${p.export ? `#${p.export}` : ''} run as Docusaurus loads it: ${p.error ? `failed: ${p.error}` : p.wrote?.length ? `wrote ${p.wrote.join(', ')}` : 'wrote nothing'}${
        p.lifecycle?.length ? `; ran ${p.lifecycle.join(', ')}` : ''
      }${p.globalData?.length ? `; global data for ${p.globalData.join(', ')}` : ''}${p.pages?.length ? `; ${p.pages.length} page(s) it adds published` : ''}${
        p.unpublished?.length ? `; ${p.unpublished.length} route(s) it adds not published` : ''
      }`,
    );
  if (report.componentsCompiled.length) console.log(`  site components compiled: ${report.componentsCompiled.length} modules`);
  if (report.componentsUncompiled.length)
    console.log(
      `  site components that do not compile (a page that imports one fails the build):\n${report.componentsUncompiled.map((c) => `    ${c.reason.startsWith(`${c.file}:`) ? c.reason : `${c.file}: ${c.reason}`}`).join('\n')}`,
    );
  for (const c of report.installScripts ?? [])
    console.log(
      `  ${c.script}: ${c.command}: ${c.skipped ? `not run (${c.skipped})` : c.error ? `failed: ${c.error}` : c.wrote?.length ? `wrote ${c.wrote.join(', ')}` : 'wrote nothing'}`,
    );
  if (report.urlParity)
    console.log(
      `  URL parity: ${report.urlParity.matched}/${report.urlParity.sitemapUrls} sitemap URLs present, ${report.urlParity.missing.length} missing, ${report.urlParity.extra.length} extra`,
    );
  if (report.allowedHtml)
    console.log(`  raw HTML that runs script, allowed in site.config.json content.allowHtml (see the report): ${Object.keys(report.allowedHtml).join(', ')}`);
  if (report.configLinks)
    console.log(
      `  redirects: ${report.configLinks.redirects} written, ${report.configLinks.skippedRedirects.length} left out as Docusaurus leaves them out; links that run script, left out: ${report.configLinks.scriptLinks.length} (see the report)`,
    );
  for (const l of report.locales ?? [])
    console.log(
      `  ${
        l.note ??
        `locale ${l.locale}: ${Object.entries(l.files)
          .map(([plugin, n]) => `${n} in ${plugin}`)
          .join(', ')}`
      }`,
    );
  if (report.unmappedConfig?.length) console.log(`  not carried over from the config: ${report.unmappedConfig.join('; ')}`);
  if (report.warnings.length) console.log(`  warnings: ${report.warnings.length} (see the report)`);
  // (One line for each file and reason: a plugin's component fails once for each of its routes.)
  if (report.failed.length) {
    const lines = new Map<string, number>();
    for (const f of report.failed) lines.set(`${f.file}: ${f.error}`, (lines.get(`${f.file}: ${f.error}`) ?? 0) + 1);
    console.log(`  failed (${report.failed.length}):\n${[...lines].map(([line, n]) => `    ${line}${n > 1 ? ` (×${n})` : ''}`).join('\n')}`);
  }
  console.log(`Report: ${path.relative(root, path.join(syncInto ?? toAbs, 'import-report.json'))}`);
}

/** A plugin as the report's line names it: a preset, a plugin a preset gave (by its path in its package), the config's own. */
function pluginLabel(p: LocalPlugin): string {
  if (p.preset) return `preset ${p.module}`;
  if (p.fromPreset) return `plugin ${p.module.split('/node_modules/').pop()} (given by the preset ${p.fromPreset})`;
  return `plugin ${p.module}`;
}
