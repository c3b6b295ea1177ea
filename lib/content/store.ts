/**
 * The one place that knows where the content lives and caches the built index per process.
 * `npm run build` builds the index once and hands it to Next's workers as a JSON file
 * (its build context), so the parallel render workers do not each re-read thousands of files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../config/site-config';
import { parseVersionsFile, type VersionsFile } from './versions';
import { buildContentIndex } from './build-index';
import { readJsonFile } from '../json-file';
import { sitePlugins } from '../plugins/engine';
import { buildContext, type BuildContext } from './build-context';
import type { ContentIndex } from './types';
import type { AvailablePlugins } from '../plugins/types';

export { contentPaths, contentRoots, contentBounds, type ContentPaths } from '../source/content-paths';
export { loadSiteConfig } from './load-config';
import { loadSiteConfig } from './load-config';
import { contentPaths } from '../source/content-paths';
import { walkContent } from '../source/content-walk';
import { allowedFolders } from '../source/inside-content';
import { indexStillHolds } from './index-holds';
import { readCacheJson } from '../cache/json';
import type { ContentPaths } from '../source/content-paths';
import type { PageRecord } from './page-records';
import type { Environment, RunSettings } from '../config/run-settings';
import { buildEnvValues } from '../config/build-env';

function readJson(file: string, rootDir: string): unknown {
  return readJsonFile(file, path.relative(rootDir, file) || file);
}

export function loadVersions(config: SiteConfig, paths: ContentPaths): VersionsFile {
  return parseVersionsFile(readJson(paths.versionsFile, paths.rootDir), config.sets, path.relative(paths.rootDir, paths.versionsFile));
}

export interface LoadedSite {
  config: SiteConfig;
  index: ContentIndex;
  /** Each page's data, computed once by the build (lib/content/page-records.ts); absent in the live preview. */
  pages?: Record<string, PageRecord>;
  /** Where its content lives. */
  paths: ContentPaths;
  /** How the run that renders it was started (the live preview, the build Next renders for …). */
  run: RunSettings;
  /** The values of the variables the site lets its pages read (content.buildEnv, lib/config/build-env.ts). */
  buildEnv: Record<string, string | undefined>;
}

export interface BuildSiteOptions {
  includeDrafts?: boolean;
  gitDates?: boolean;
  /** The plugins this checkout provides (lib/plugins/types.ts), handed in by whoever wires the build, the preview or the check. */
  plugins: AvailablePlugins;
  /** How the run was started (default: a build). */
  run?: RunSettings;
  /** The entry's environment, for the values of content.buildEnv (else run.buildEnv, else all unset). */
  env?: Environment;
}

/** The context of the build the site renders for (lib/content/build-context.ts), if it renders for one. */
export function buildOf(site: Pick<LoadedSite, 'run'>): BuildContext | undefined {
  return buildContext(site.run.buildContextFile);
}

/** A build's settings, where the entry gives none (tests, generators). */
export const BUILD_RUN: RunSettings = { preview: false, brokenLinksWarn: false };

export function buildSite(paths: ContentPaths, { includeDrafts = false, gitDates = true, plugins, run = BUILD_RUN, env }: BuildSiteOptions): LoadedSite {
  const config = loadSiteConfig(paths);
  // A plugin name this checkout lacks fails here, naming the config file.
  const used = sitePlugins(config, plugins, path.relative(paths.rootDir, paths.configFile));
  const versions = loadVersions(config, paths);
  const index = buildContentIndex({
    contentDir: paths.contentDir,
    rootDir: paths.rootDir,
    config,
    plugins: used,
    versions,
    includeDrafts,
    gitDates,
    extraContentDir: paths.extraContentDir,
    sourceDirs: paths.sourceDirs,
  });
  const buildEnv = env ? buildEnvValues(config, env) : (run.buildEnv ?? buildEnvValues(config, {}));
  return { config, index, paths, run, buildEnv };
}

let cached: { site: LoadedSite; stamp: string } | undefined;

/**
 * The live preview's record of what changed (scripts/dev.ts writes it before it tells the page):
 * a number that grows with each change and the files of the latest changes. Reading it is the
 * per-request check; walking the tree for its newest mtime took 0.1–0.4 s a call on 2,700 pages.
 */
export interface DevChanges {
  stamp: number;
  changes: { n: number; file: string }[];
}

/** The stamp of the content after the `n`th announced change (DevChanges.stamp). */
export const changesStamp = (n: number): string => `changes:${n}`;

/** In `npm run dev`, the site of the latest content: kept while the changes since it leave its index as it was. */
function devSite(paths: ContentPaths, changesFile: string, plugins: AvailablePlugins, run: RunSettings): LoadedSite {
  const log = readCacheJson<DevChanges>(changesFile);
  const stamp = changesStamp(log?.stamp ?? 0);
  if (cached?.stamp === stamp) return cached.site;
  const seen = cached && /^changes:(\d+)$/.exec(cached.stamp)?.[1];
  const since = seen === undefined || !log ? undefined : log.changes.filter((c) => c.n > Number(seen));
  // (All the changes since must be in the log, which keeps the latest ones.)
  const complete = since !== undefined && log!.changes.length > 0 && log!.changes[0].n <= Number(seen) + 1;
  if (cached && complete && indexStillHolds(cached.site.index, since!.map((c) => c.file), paths.rootDir, cached.site.config.unknownFrontmatterKeys)) {
    cached = { site: cached.site, stamp };
    return cached.site;
  }
  cached = { site: buildSite(paths, { includeDrafts: true, gitDates: false, plugins, run }), stamp };
  return cached.site;
}

/** In `npm run dev`: the stamp of the content as it is now (the latest change announced). */
export function devChangesStamp(run: RunSettings): string | undefined {
  if (!run.preview || !run.devChangesFile) return undefined;
  return changesStamp(readCacheJson<DevChanges>(run.devChangesFile)?.stamp ?? 0);
}

/** In `npm run dev`: the stamp of the content the site loadSite() last answered was loaded at. */
export function devSiteStamp(): string | undefined {
  return cached?.stamp.startsWith('changes:') ? cached.stamp : undefined;
}

/** Newest mtime under the content folder: cheap enough to check per request in dev. */
function newestChange(dir: string): string {
  let newest = 0;
  let count = 0;
  for (const e of [{ abs: dir, isDir: true }, ...walkContent(dir, allowedFolders({ contentRoots: [dir] }))]) {
    if (!e.isDir) count++;
    newest = Math.max(newest, fs.statSync(e.abs).mtimeMs);
  }
  return `${newest}:${count}`;
}

/** The site a build wrote as JSON, read once per file; `run`: the settings of the run that renders it. */
export function siteFromFile(file: string, run?: RunSettings): LoadedSite {
  const stamp = `file:${file}`;
  if (cached?.stamp !== stamp) cached = { site: JSON.parse(fs.readFileSync(file, 'utf8')) as LoadedSite, stamp };
  if (run && cached.site.run !== run) cached = { site: { ...cached.site, run }, stamp };
  return cached.site;
}

/**
 * The site a run renders: the build's index file when the run renders for a build, else loaded
 * here from the content (`npm run dev`, or Next alone) with `plugins`, the plugins this checkout
 * provides. Loaded once per process, and in the live preview again after a change.
 */
export function loadSite(plugins: AvailablePlugins, run: RunSettings, rootDir = process.cwd()): LoadedSite {
  const indexFile = buildContext(run.buildContextFile)?.indexFile;
  if (indexFile) return siteFromFile(indexFile, run);
  const paths = contentPaths(rootDir, run);
  if (run.preview && run.devChangesFile) return devSite(paths, run.devChangesFile, plugins, run);
  const mtime = (f: string) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);
  const stamp = run.preview ? `${newestChange(paths.contentDir)}:${mtime(paths.versionsFile)}:${mtime(paths.configFile)}` : 'static';
  if (!cached || cached.stamp !== stamp) {
    cached = { site: buildSite(paths, { includeDrafts: run.preview, gitDates: !run.preview, plugins, run }), stamp };
  }
  return cached.site;
}

/**
 * For rendering: the site, or in `npm run dev` the error that stops the content from loading (the
 * root layout shows it with file:line instead of crashing; the next save retries). Builds and
 * production renders still throw.
 */
export function siteOrDevError(plugins: AvailablePlugins, run: RunSettings): { site: LoadedSite; error?: undefined } | { site?: undefined; error: string } {
  if (!run.preview) return { site: loadSite(plugins, run) };
  try {
    return { site: loadSite(plugins, run) };
  } catch (err) {
    return { error: (err as Error).message };
  }
}
