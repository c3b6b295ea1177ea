/**
 * The files the site's plugins ask the live preview to watch (their getPathsToWatch, as the import
 * ran them: plugins/docusaurus/importer/run-local-plugin.ts). Docusaurus loads a plugin again when one
 * of them changes (core commands/start/watcher.ts); here the site is imported again, which runs its
 * plugins again. A path is a file, a folder (all under it) or a glob; those outside the site's folder,
 * or in a part the site's watcher leaves out (a dot folder, node_modules, build), get watchers of their own.
 */
import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';

export interface PluginWatch {
  /** Whether an edit of `file` (absolute) is one a plugin watches. */
  watches(file: string): boolean;
  /** Existing folders to watch beside the site's folder. */
  folders: string[];
}

/** What the watch reads of the import's report. */
export interface ReportPlugins {
  localPlugins?: { pathsToWatch?: string[]; extends?: string }[];
  packagePlugins?: { pathsToWatch?: string[]; extends?: string }[];
}

/** What the site's folder holds that is not its source: its watcher leaves it out (scripts/tool/start.ts). */
export const NOT_SOURCE = ['**/node_modules', '**/.*', 'build'];
const notSource = picomatch(NOT_SOURCE, { dot: true });

/** Whether the site's own watcher sees `file`: in the site's folder, in no part NOT_SOURCE leaves out. */
export function inSiteWatch(site: string, file: string): boolean {
  const rel = path.relative(site, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return false;
  const parts = rel.split(path.sep);
  return !parts.some((_, i) => notSource(parts.slice(0, i + 1).join('/')));
}

/** The nearest folder of `p` that exists. */
function existingFolder(p: string): string {
  let at = p;
  while (!fs.statSync(at, { throwIfNoEntry: false })?.isDirectory() && path.dirname(at) !== at) at = path.dirname(at);
  return at;
}

/** The watch of the site at `site`, from the import's report (its plugins' pathsToWatch). */
export function pluginWatch(site: string, report: ReportPlugins): PluginWatch {
  // (A module extending a content plugin watches that plugin's docs or posts, which an edit imports alone, as it reloads that plugin.)
  const paths = [...(report.localPlugins ?? []), ...(report.packagePlugins ?? [])].flatMap((p) => (p.extends ? [] : (p.pathsToWatch ?? [])));
  const matchers = paths.map((p) => {
    const { isGlob } = picomatch.scan(p);
    // (A path with no glob is a file, or a folder and all under it, as chokidar watches it.)
    return picomatch(isGlob ? p : [p, `${p.replace(/\/+$/, '')}/**`], { dot: true });
  });
  const bases = paths.map((p) => existingFolder(picomatch.scan(p).base || p));
  const folders = [...new Set(bases.filter((b) => !inSiteWatch(site, b) && !isRoot(b)))];
  return { watches: (f) => matchers.some((m) => m(f)), folders };
}

/** A filesystem root: too wide to watch (a glob whose base is "/"). */
const isRoot = (p: string) => path.dirname(p) === p;
