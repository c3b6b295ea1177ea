/**
 * Where the content lives: the content folder (RunSettings.contentDir), its config files and the
 * test overlay. Kept apart from the index builder (store.ts) so code the index builder reaches, such
 * as a plugin's schema loader, can ask without importing it back. The entry point works it out once
 * (contentPaths) and the site carries it (LoadedSite.paths).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RunSettings } from '../config/run-settings';
import type { ContentPolicy } from '../config/site-config';
import type { ContentBounds, SourceDir } from './inside-content';

export interface ContentPaths {
  rootDir: string;
  contentDir: string;
  configFile: string;
  versionsFile: string;
  /** The test-only overlay (RunSettings.extraContent, set by `npm run build:test`), absolute; none in other builds. */
  extraContentDir?: string;
  /** Version and blog folders that lie outside the content folder (versions.json `dir`, a blog's `dir`: a site read where it is), absolute. */
  sourceDirs?: SourceDir[];
}

/** The paths of the content the settings name, for the project at `rootDir`. */
export function contentPaths(rootDir: string, run: Pick<RunSettings, 'contentDir' | 'extraContent'>): ContentPaths {
  const contentDir = path.resolve(rootDir, run.contentDir || 'content');
  const pick = (name: string) => {
    const inTree = path.join(contentDir, name);
    return fs.existsSync(inTree) ? inTree : path.join(rootDir, name);
  };
  const versionsFile = pick('versions.json');
  const configFile = pick('site.config.json');
  const sourceDirs = [
    ...outsideVersionDirs(versionsFile, configFile, contentDir),
    ...outsideBlogDirs(configFile, contentDir),
    ...outsideTranslationDirs(versionsFile, configFile, contentDir),
  ];
  return {
    rootDir,
    contentDir,
    configFile,
    versionsFile,
    ...(run.extraContent ? { extraContentDir: path.resolve(rootDir, run.extraContent) } : {}),
    ...(sourceDirs.length ? { sourceDirs } : {}),
  };
}

/** A JSON file's value, or undefined: read leniently, the index reports a file that does not parse (lib/content/versions.ts). */
function jsonOrNothing(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The versions' folders outside the content folder, as versions.json names them (`dir`), each with
 * the place it stands for in the content's layout (`<set>/<version>`, `<set>` for a set without versions).
 */
function outsideVersionDirs(versionsFile: string, configFile: string, contentDir: string): SourceDir[] {
  const raw = jsonOrNothing(versionsFile);
  const config = jsonOrNothing(configFile) as { sets?: { id?: unknown; versioned?: unknown }[] } | undefined;
  const unversioned = new Set((Array.isArray(config?.sets) ? config.sets : []).filter((s) => s?.versioned === false).map((s) => s.id));
  const dirs = new Map<string, string>();
  for (const [set, entry] of Object.entries(raw && typeof raw === 'object' ? raw : {}))
    for (const v of Array.isArray(entry?.versions) ? (entry.versions as { name?: unknown; dir?: unknown }[]) : [])
      if (typeof v?.dir === 'string') {
        const abs = path.resolve(contentDir, v.dir);
        const rel = path.relative(contentDir, abs);
        if ((rel.startsWith('..') || path.isAbsolute(rel)) && !dirs.has(abs)) dirs.set(abs, unversioned.has(set) ? set : `${set}/${String(v.name)}`);
      }
  return [...dirs].map(([dir, at]) => ({ dir, at }));
}

/** The blogs' folders outside the content folder (site.config.json blog `dir`), each standing at its `path` (default "blog"). */
function outsideBlogDirs(configFile: string, contentDir: string): SourceDir[] {
  const blog = (jsonOrNothing(configFile) as { blog?: unknown } | undefined)?.blog;
  const blogs = (Array.isArray(blog) ? blog : [blog]) as ({ dir?: unknown; path?: unknown } | undefined)[];
  const dirs = new Map<string, string>();
  for (const b of blogs)
    if (typeof b?.dir === 'string') {
      const abs = path.resolve(contentDir, b.dir);
      const rel = path.relative(contentDir, abs);
      if ((rel.startsWith('..') || path.isAbsolute(rel)) && !dirs.has(abs))
        dirs.set(abs, typeof b.path === 'string' ? b.path.replace(/^\.?\/+|\/+$/g, '') : 'blog');
    }
  return [...dirs].map(([dir, at]) => ({ dir, at }));
}

/**
 * The locales' translations of versions and blogs that lie outside the content folder (versions.json's
 * and a blog's `translations`, `{locale}` for each locale of site.config.json's i18n), each standing
 * where the content's layout puts it (`<i18n>/<locale>/<set>/<version>`, `<i18n>/<locale>/<blog path>`).
 */
function outsideTranslationDirs(versionsFile: string, configFile: string, contentDir: string): SourceDir[] {
  type Config = { sets?: { id?: unknown; versioned?: unknown }[]; i18n?: { locales?: unknown; path?: unknown }; blog?: unknown };
  const config = jsonOrNothing(configFile) as Config | undefined;
  const locales = Array.isArray(config?.i18n?.locales) ? config.i18n.locales.filter((l): l is string => typeof l === 'string') : [];
  if (!locales.length) return [];
  const i18n = typeof config?.i18n?.path === 'string' ? config.i18n.path : 'i18n';
  const unversioned = new Set((Array.isArray(config?.sets) ? config.sets : []).filter((s) => s?.versioned === false).map((s) => s.id));
  const places: [template: string, at: string][] = [];
  const raw = jsonOrNothing(versionsFile);
  for (const [set, entry] of Object.entries(raw && typeof raw === 'object' ? raw : {}))
    for (const v of Array.isArray(entry?.versions) ? (entry.versions as { name?: unknown; translations?: { dir?: unknown } }[]) : [])
      if (typeof v?.translations?.dir === 'string') places.push([v.translations.dir, unversioned.has(set) ? set : `${set}/${String(v.name)}`]);
  for (const b of (Array.isArray(config?.blog) ? config.blog : [config?.blog]) as ({ translations?: unknown; path?: unknown } | undefined)[])
    if (typeof b?.translations === 'string') places.push([b.translations, typeof b.path === 'string' ? b.path.replace(/^\.?\/+|\/+$/g, '') : 'blog']);
  const dirs = new Map<string, string>();
  for (const [template, at] of places)
    for (const locale of locales) {
      const abs = path.resolve(contentDir, template.replaceAll('{locale}', locale));
      const rel = path.relative(contentDir, abs);
      if ((rel.startsWith('..') || path.isAbsolute(rel)) && !dirs.has(abs) && fs.existsSync(abs)) dirs.set(abs, `${i18n}/${locale}/${at}`);
    }
  return [...dirs].map(([dir, at]) => ({ dir, at }));
}

/** content/, in test builds the overlay, then the version folders that lie outside content/ (absolute paths). */
export function contentRoots(paths: ContentPaths): string[] {
  return [paths.contentDir, ...(paths.extraContentDir ? [paths.extraContentDir] : []), ...(paths.sourceDirs ?? []).map((s) => s.dir)];
}

/** The bounds of the content's files (lib/source/inside-content.ts): its roots, and which of them are source folders. */
export function contentBounds(paths: ContentPaths, contentPolicy?: ContentPolicy): ContentBounds {
  return { contentRoots: contentRoots(paths), ...(contentPolicy ? { contentPolicy } : {}), ...(paths.sourceDirs ? { sourceDirs: paths.sourceDirs } : {}) };
}
