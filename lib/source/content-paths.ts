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
  const sourceDirs = outsideSourceDirs(jsonOrNothing(versionsFile), jsonOrNothing(configFile) as LayoutConfig | undefined, contentDir);
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

/** What of site.config.json says where content lies, as read leniently. */
interface LayoutConfig {
  sets?: { id?: unknown; versioned?: unknown }[];
  i18n?: { locales?: unknown; path?: unknown; localeConfigs?: unknown };
  blog?: unknown;
}

/** A version's or blog's folders as versions.json or the config names them (relative to the content folder), and the place it stands for in the content's layout. */
interface Place {
  dir?: string;
  /** Its locales' translations, `{locale}` for the locale. */
  translations?: string;
  at: string;
}

const stringOr = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** A locale's folder in the i18n folder, from the config as written (lib/config/i18n.ts localeFolder). */
/** The raw config's `translate: false` for a locale: none of its translation files is read (lib/config/i18n.ts LocaleConfig). */
function rawUntranslated(config: LayoutConfig | undefined, locale: string): boolean {
  const configs = config?.i18n?.localeConfigs;
  return typeof configs === 'object' && configs !== null && (configs as Record<string, { translate?: unknown } | undefined>)[locale]?.translate === false;
}

function rawLocaleFolder(config: LayoutConfig | undefined, locale: string): string {
  const configs = config?.i18n?.localeConfigs;
  const own = typeof configs === 'object' && configs !== null ? (configs as Record<string, { folder?: unknown } | undefined>)[locale]?.folder : undefined;
  return stringOr(own) ?? locale;
}

/** versions.json's versions: `<set>/<version>`, `<set>` for a set without versions. */
function versionPlaces(versions: unknown, config: LayoutConfig | undefined): Place[] {
  const unversioned = new Set((Array.isArray(config?.sets) ? config.sets : []).filter((s) => s?.versioned === false).map((s) => s.id));
  type Entry = { name?: unknown; dir?: unknown; translations?: { dir?: unknown } };
  return Object.entries(versions && typeof versions === 'object' ? versions : {}).flatMap(([set, entry]) =>
    (Array.isArray(entry?.versions) ? (entry.versions as (Entry | undefined)[]) : []).map((v) => ({
      dir: stringOr(v?.dir),
      translations: stringOr(v?.translations?.dir),
      at: unversioned.has(set) ? set : `${set}/${String(v?.name)}`,
    })),
  );
}

/** The config's blogs: each at its `path` (default "blog"). */
function blogPlaces(config: LayoutConfig | undefined): Place[] {
  const blogs = (Array.isArray(config?.blog) ? config.blog : [config?.blog]) as ({ dir?: unknown; path?: unknown; translations?: unknown } | undefined)[];
  return blogs.map((b) => ({
    dir: stringOr(b?.dir),
    translations: stringOr(b?.translations),
    at: typeof b?.path === 'string' ? b.path.replace(/^\.?\/+|\/+$/g, '') : 'blog',
  }));
}

/**
 * The folders outside the content folder that hold its files, each with the place it stands for in
 * the content's layout: the versions' (versions.json `dir`), the blogs' (a blog's `dir`), and, for
 * each locale of the config's i18n, their translations (`translations`: `<i18n>/<locale>/<place>`).
 */
function outsideSourceDirs(versions: unknown, config: LayoutConfig | undefined, contentDir: string): SourceDir[] {
  const ofVersions = versionPlaces(versions, config);
  const ofBlogs = blogPlaces(config);
  const locales = Array.isArray(config?.i18n?.locales) ? config.i18n.locales.filter((l): l is string => typeof l === 'string') : [];
  const i18n = typeof config?.i18n?.path === 'string' ? config.i18n.path : 'i18n';
  const translated = [...ofVersions, ...ofBlogs].flatMap(({ translations, at }) =>
    translations === undefined
      ? []
      : locales
          .filter((locale) => !rawUntranslated(config, locale))
          .map((locale) => rawLocaleFolder(config, locale))
          .map((folder) => ({ dir: translations.replaceAll('{locale}', folder), at: `${i18n}/${folder}/${at}` }))
          .filter(({ dir }) => fs.existsSync(path.resolve(contentDir, dir))),
  );
  return [...outsideDirs(ofVersions, contentDir), ...outsideDirs(ofBlogs, contentDir), ...outsideDirs(translated, contentDir)];
}

/** The places' folders that lie outside the content folder, absolute, each once (the first place that names it). */
function outsideDirs(places: { dir?: string; at: string }[], contentDir: string): SourceDir[] {
  const dirs = new Map<string, string>();
  for (const { dir, at } of places) {
    if (dir === undefined) continue;
    const abs = path.resolve(contentDir, dir);
    const rel = path.relative(contentDir, abs);
    if ((rel.startsWith('..') || path.isAbsolute(rel)) && !dirs.has(abs)) dirs.set(abs, at);
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
