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
import { buildContext } from './build-context';
import type { ContentIndex } from './types';
import type { AvailablePlugins } from '../plugins/types';

export { contentPaths, contentRoots, extraContentDir, type ContentPaths } from '../source/content-paths';
export { loadSiteConfig } from './load-config';
import { loadSiteConfig } from './load-config';
import { contentPaths, extraContentDir } from '../source/content-paths';
import { walkContent } from '../source/content-walk';
import { allowedFolders } from '../source/inside-content';
import { indexStillHolds } from './index-holds';
import { readCacheJson } from '../cache/json';
import type { ContentPaths } from '../source/content-paths';
import type { PageRecord } from './page-records';

function readJson(file: string, rootDir = process.cwd()): unknown {
  return readJsonFile(file, path.relative(rootDir, file) || file);
}

export function loadVersions(config: SiteConfig, paths = contentPaths()): VersionsFile {
  return parseVersionsFile(readJson(paths.versionsFile, paths.rootDir), config.sets, path.relative(paths.rootDir, paths.versionsFile));
}

export interface LoadedSite {
  config: SiteConfig;
  index: ContentIndex;
  /** Each page's data, computed once by the build (lib/content/page-records.ts); absent in the live preview. */
  pages?: Record<string, PageRecord>;
}

export interface BuildSiteOptions {
  includeDrafts?: boolean;
  gitDates?: boolean;
  /** The plugins this checkout provides (lib/plugins/types.ts), handed in by whoever wires the build, the preview or the check. */
  plugins: AvailablePlugins;
}

export function buildSite(paths = contentPaths(), { includeDrafts = false, gitDates = true, plugins }: BuildSiteOptions): LoadedSite {
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
    extraContentDir: extraContentDir(paths),
  });
  return { config, index };
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
function devSite(paths: ContentPaths, changesFile: string, plugins: AvailablePlugins): LoadedSite {
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
  cached = { site: buildSite(paths, { includeDrafts: true, gitDates: false, plugins }), stamp };
  return cached.site;
}

/** In `npm run dev`: the stamp of the content as it is now (the latest change announced). */
export function devChangesStamp(): string | undefined {
  const changesFile = process.env.DOCS_DEV_CHANGES_FILE;
  if (process.env.NODE_ENV !== 'development' || !changesFile) return undefined;
  return changesStamp(readCacheJson<DevChanges>(changesFile)?.stamp ?? 0);
}

/** In `npm run dev`: the stamp of the content the site getSite() last answered was loaded at. */
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

let provided: LoadedSite | undefined;

/** The site this module's getSite() answers with, loaded elsewhere (the live preview hands it to the build's renderer, lib/check/one-page.ts). */
export function provideSite(site: LoadedSite): void {
  provided = site;
}

/** The site a build wrote as JSON, read once per file. */
export function siteFromFile(file: string): LoadedSite {
  if (cached?.stamp !== `file:${file}`) cached = { site: JSON.parse(fs.readFileSync(file, 'utf8')) as LoadedSite, stamp: `file:${file}` };
  return cached.site;
}

/**
 * The site: the one provided, else the build's index file, else loaded here from the content
 * (`npm run dev`, or Next alone) with `plugins`, the plugins this checkout provides (Next's pages ask
 * through components/site.ts, which hands them in).
 */
export function getSite(plugins: AvailablePlugins): LoadedSite {
  if (provided) return provided;
  const indexFile = buildContext()?.indexFile;
  if (indexFile) return siteFromFile(indexFile);
  const paths = contentPaths();
  const dev = process.env.NODE_ENV === 'development';
  const changesFile = process.env.DOCS_DEV_CHANGES_FILE;
  if (dev && changesFile) return devSite(paths, changesFile, plugins);
  const mtime = (f: string) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0);
  const stamp = dev ? `${newestChange(paths.contentDir)}:${mtime(paths.versionsFile)}:${mtime(paths.configFile)}` : 'static';
  if (!cached || cached.stamp !== stamp) {
    cached = { site: buildSite(paths, { includeDrafts: dev, gitDates: !dev, plugins }), stamp };
  }
  return cached.site;
}

/**
 * For rendering: the site, or in `npm run dev` the error that stops the content from loading (the
 * root layout shows it with file:line instead of crashing; the next save retries). Builds and
 * production renders still throw.
 */
export function siteOrDevError(plugins: AvailablePlugins): { site: LoadedSite; error?: undefined } | { site?: undefined; error: string } {
  if (process.env.NODE_ENV !== 'development') return { site: getSite(plugins) };
  try {
    return { site: getSite(plugins) };
  } catch (err) {
    return { error: (err as Error).message };
  }
}
