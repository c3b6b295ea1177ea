/**
 * The import's phase for the site's own code: src/ and what its modules import, the config's
 * plugins' bundling (aliases, PostCSS, Tailwind), the remark and rehype plugins, the local plugins,
 * the client modules, and the packages all of it imports, written as the content folder's package.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ImportRun } from './import-run';
import { configFileOf, configPackages } from './config';
import { copyFilesSiteModulesImport, copySiteModules, packagesOfModulesReadInPlace } from './site-files';
import { readRoots } from '../in-place/reading';
import { copySiteTree } from './site-links';
import { versionFolders } from './docs-versions';
import { configPluginsBundling } from './config-plugins';
import { postcssConfigFiles, sitePostcssConfig } from './postcss-plugins';
import { copyTailwindContent } from './tailwind-content';
import { markdownPluginsFromConfig } from './markdown-plugins';
import { CONTENT_TITLE_PLUGIN, mdxLoaderEntries } from './mdx-loader-plugins';
import { loadContext, localPluginsOf, wrappedPluginRun } from './local-plugins';
import { importClientModules } from './client-modules';
import { packagePluginsOf } from './package-plugins';
import { installCommands } from './install-scripts';
import { packageOf } from './presets';
import { packageRanges } from './workspace-packages';
import { componentPackages } from './component-packages';
import { copyRegistrySettings } from './npm-registry';
import { LIVE_CODEBLOCK_THEME, liveCodeBlockPackages, usesLiveCodeBlock } from '../live-codeblock';

export interface SiteCode {
  bundling: Awaited<ReturnType<typeof configPluginsBundling>>;
  markdownPlugins?: ReturnType<typeof markdownPluginsFromConfig>;
  clientModules: ReturnType<typeof importClientModules>;
  /** The live code blocks' packages (their ranges), for the packages the site neither declares nor locked. */
  livePackages: Record<string, string>;
  /** Packages the site imports that no registry install gives, with why. */
  packageNotes: Map<string, string>;
  /** The PostCSS config Docusaurus' postcss-loader finds for its stylesheets, if any (./postcss-plugins.ts sitePostcssConfig). */
  postcssConfig?: string;
}

/** The config file's name, for the report's lines about it. */
const configName = (from: string) => (configFileOf(from) ? path.basename(configFileOf(from)!) : 'docusaurus.config.js');

export async function importSiteCode(run: ImportRun): Promise<SiteCode> {
  const { bundling, postcssConfig } = await importModules(run);
  const markdownPlugins = importMarkdownPlugins(run);
  importLocalPlugins(run);
  const { clientModules, livePackages } = importClientCode(run);
  importInstallScripts(run);
  const packageNotes = new Map<string, string>();
  const { from, to, report } = run;
  report.componentPackages = componentPackages(from, run.pagePackages, packageNotes, livePackages);
  if (Object.keys(report.componentPackages).length)
    fs.writeFileSync(
      path.join(to, 'package.json'),
      JSON.stringify({ private: true, description: 'Packages the site components import', dependencies: report.componentPackages }, null, 2) + '\n',
    );
  // …from the registries the site installs from.
  if (Object.keys(report.componentPackages).length) copyRegistrySettings(from, to);
  return { bundling, ...(markdownPlugins ? { markdownPlugins } : {}), clientModules, livePackages, packageNotes, ...(postcssConfig ? { postcssConfig } : {}) };
}

/** The site's own modules (components, swizzled theme, data they import), compiled by the engine, the config's plugins' bundling, and the site's PostCSS config. */
async function importModules(run: ImportRun): Promise<Pick<SiteCode, 'bundling' | 'postcssConfig'>> {
  const { from, to, site, report, pagePackages } = run;
  const srcDir = path.join(from, 'src');
  // (Read where it lies, src/ is not copied: the bundle and the pages read the site's own, ../site-components/site-src.ts.)
  if (fs.existsSync(srcDir) && !run.reading) copySiteTree(from, srcDir, path.join(to, 'src'));
  // What its modules import from outside src/ (users.json and the like), at the same path, and the
  // files the config's own plugins alias for webpack; the PostCSS plugins they add, with the Tailwind
  // config those read, and their packages (./config-plugins.ts).
  const bundling = site.raw ? await configPluginsBundling(site.raw, loadContext(site.raw, from, configFileOf(from))) : { aliases: {}, postcss: [], notes: [] };
  if (Object.keys(bundling.aliases).length) report.webpackAliases = bundling.aliases;
  if (bundling.postcss.length) report.postcssPlugins = bundling.postcss;
  for (const note of bundling.notes) report.warnings.push({ file: configName(from), message: note });
  // (Modules kept beside the docs are followed from where the docs' copy put them.) Read in place,
  // neither src/ nor what its modules import is copied: the bundle finds each file of the site where
  // it lies (../site-components/site-folders.ts); the packages they import are installed as a copy's are.
  if (!run.reading)
    copyFilesSiteModulesImport(
      from,
      to,
      bundling.aliases,
      pagePackages,
      site.instances.flatMap((instance) => versionFolders(from, to, instance)),
    );
  else for (const name of packagesOfModulesReadInPlace(from, readRoots(run.reading), bundling.aliases)) pagePackages.add(name);
  // (A PostCSS plugin of the site's own files is copied with what it imports.)
  const ownPostcss = bundling.postcss.filter((p) => p.startsWith('./')).map((p) => p.slice(2));
  for (const name of bundling.postcss) if (!name.startsWith('./')) pagePackages.add(name);
  // (And its PostCSS config of its own folder, postcss.config.js with the plugins it names.)
  const config = sitePostcssConfig(from);
  const ownConfig = config && config.startsWith(from + path.sep) ? [path.relative(from, config).split(path.sep).join('/')] : [];
  const postcss = bundling.postcss.length > 0 || ownConfig.length > 0;
  if (postcss) for (const name of copySiteModules(from, to, [...ownPostcss, ...postcssConfigFiles(from), ...ownConfig])) pagePackages.add(name);
  // (And the files the Tailwind config's `content` names beyond src/, the config's HTML among them; read
  // in place, Tailwind runs in the site's own folder and reads them there: ../site-styles/postcss.ts.)
  if (postcss && !run.reading) report.warnings.push(...(await copyTailwindContent(from, to)).warnings);
  return { bundling, ...(config ? { postcssConfig: config } : {}) };
}

/** The site's remark and rehype plugins: their packages installed, their files copied. */
function importMarkdownPlugins(run: ImportRun): SiteCode['markdownPlugins'] {
  const { from, to, site, report, pagePackages } = run;
  const markdownPlugins = site.raw ? markdownPluginsFromConfig(site.raw, from, (id) => report.instances.find((i) => i.id === id)?.set) : undefined;
  if (!markdownPlugins) return undefined;
  // (Docusaurus' own, from the site's install, ahead of the site's: ./mdx-loader-plugins.ts.)
  const own = mdxLoaderEntries(from, [...new Set(report.instances.map((i) => i.set).filter((s): s is string => !!s)), 'pages']);
  markdownPlugins.entries.unshift(...own);
  if (own.length) markdownPlugins.packages.push(packageOf(CONTENT_TITLE_PLUGIN));
  // A plugin package the site does not depend on cannot be installed (Docusaurus could not load it either).
  const notes = new Map<string, string>();
  const declared = componentPackages(from, markdownPlugins.packages, notes);
  for (const name of markdownPlugins.packages.filter((n) => !declared[n])) {
    markdownPlugins.unmapped.push(
      notes.has(name)
        ? `markdown plugin ${name}: ${notes.get(name)}, so it is not installed and pages render without it`
        : `markdown plugin ${name}: not among the site's dependencies (package.json or its lock), so it is not installed and pages render without it`,
    );
    markdownPlugins.entries = markdownPlugins.entries.filter((e) => e.module.startsWith('.') || packageOf(e.module) !== name);
  }
  for (const name of markdownPlugins.packages) pagePackages.add(name);
  for (const name of copySiteModules(from, to, markdownPlugins.files)) pagePackages.add(name);
  report.markdownPlugins = markdownPlugins.entries.map(
    (e) => `${e.stage === 'beforeDefault' ? 'beforeDefault ' : ''}${e.kind}: ${e.module}${e.export ? `#${e.export}` : ''} (${e.appliesTo?.join(', ')})`,
  );
  return markdownPlugins;
}

/**
 * The site's own plugin functions: copied with what they import and their packages installed, to be
 * run after the install as Docusaurus loads them (scripts/import-docusaurus.ts, ./local-plugins.ts).
 * (One read as the content plugin it extends runs too when it adds routes of its own: ./local-plugins.ts.)
 */
function importLocalPlugins(run: ImportRun): void {
  const { from, to, site, report, pagePackages } = run;
  const localPlugins = [
    ...(site.raw ? localPluginsOf(site.raw, from, configFileOf(from)) : []),
    ...(site.wrappedPlugins ?? [])
      .filter((p) => p.addsRoutes || p.writesData)
      // (Options that are code, an editUrl function or remark plugins, are read from the config where it lies, as for any local plugin.)
      .map(wrappedPluginRun),
  ];
  if (!localPlugins.length) return;
  for (const name of copySiteModules(
    from,
    to,
    localPlugins.filter((p) => !p.inConfig).map((p) => p.module.slice(2)),
  ))
    pagePackages.add(name);
  report.localPlugins = localPlugins;
}

/** The config's client modules, the live code blocks' packages, the config's packages and package plugins. */
function importClientCode(run: ImportRun): Pick<SiteCode, 'clientModules' | 'livePackages'> {
  const { from, to, site, report, pagePackages } = run;
  // The config's client modules, run on every page: copied with what they import (./client-modules.ts).
  const clientModules = importClientModules(site.raw, from, to, run.reading !== undefined);
  for (const name of clientModules.packages) pagePackages.add(name);
  // The live code blocks' playground runs the site's react-live (the theme's dependency, at the version its lock installed).
  const livePackages = usesLiveCodeBlock(site.raw) ? liveCodeBlockPackages(packageRanges(from).ranges[LIVE_CODEBLOCK_THEME]) : {};
  for (const name of Object.keys(livePackages)) pagePackages.add(name);
  for (const m of clientModules.missing) report.warnings.push({ file: configName(from), message: `clientModules: ${m}` });
  if (clientModules.modules.length) report.clientModules = clientModules.modules;
  // The config's package plugins (typedoc writing API pages): installed with the components' packages, run with the site's own;
  // and the packages the config's modules import, with which it is evaluated again (scripts/import-docusaurus.ts).
  for (const spec of configPackages(from)) if (!/^(react|react-dom)$|^@docusaurus\//.test(packageOf(spec))) pagePackages.add(packageOf(spec));
  if (site.raw) {
    const packagePlugins = packagePluginsOf(site.raw, from);
    if (packagePlugins.plugins.length) {
      for (const name of packagePlugins.packages) pagePackages.add(name);
      report.packagePlugins = packagePlugins.plugins;
    }
  }
  return { clientModules, livePackages };
}

/**
 * The site's install scripts (a postinstall that writes a module the components import): their
 * files copied with what they import, to be run after the install (scripts/import-docusaurus.ts).
 */
function importInstallScripts(run: ImportRun): void {
  const installScripts = installCommands(run.from);
  if (!installScripts.length) return;
  const files = installScripts.flatMap((c) => (c.file ? [c.file] : []));
  for (const name of copySiteModules(run.from, run.to, files)) run.pagePackages.add(name);
  run.report.installScripts = installScripts;
}
