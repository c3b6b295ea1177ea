/**
 * A docs instance's versions as Docusaurus' docs plugin finds them: the versions files, each
 * version's folder and sidebars, its edit links, the files that are no pages, and where the import
 * puts each version (copied, or read where it lies: versions.json's `dir`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { docsTranslationsOf, i18nFolderOf, localeFolderOf, translatedLocales } from './i18n';
import matter from 'gray-matter';
import { configFileOf, evaluateModule, sitePackagesOf, type DocsInstanceOptions, type SitePackages } from './config';
import { DEFAULT_EXCLUDE, docSlug, stripPrefix } from './doc-slug';
import { readSiteText, SiteFileError } from './site-text';
import type { LocaleEditUrls, VersionEntry } from '../../../lib/api/content';

/** A Markdown file of a docs folder: a page, or a partial when its name or a folder of its path starts with "_". */
export const DOC = /\.mdx?$/;

/** Every file under a folder, as paths relative to it, links followed as Docusaurus follows them (the importer's own walks use ./site-links.ts). */
export function walk(dir: string, rel = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? walk(path.join(dir, e.name), r) : [r];
  });
}

/** A file the engine reads as a partial, never as a page (a name or folder starting with "_"). */
export function isPartial(rel: string): boolean {
  return rel.split('/').some((segment) => segment.startsWith('_'));
}

/** A doc's id as plugin-content-docs makes it: its folders' names and its file's read by the instance's parser (`strip`), or its front matter's id in its folder. */
function docIdOf(rel: string, fm: { id?: unknown }, strip: (name: string) => string): string {
  const dir = path.posix.dirname(rel);
  const base = typeof fm.id === 'string' ? fm.id : strip(path.posix.basename(rel).replace(/\.mdx?$/, ''));
  return dir === '.' ? base : `${dir.split('/').map(strip).join('/')}/${base}`;
}

/**
 * Docs of one version whose URL another doc has → that doc and the URL. Docusaurus builds such a
 * site (onDuplicateRoutes defaults to "warn") and serves one of them; the one kept here is the
 * doc the sidebars list, else the first in path order.
 */
export function duplicateDocs(
  dir: string,
  docs: string[],
  sidebarsText: string,
  strip: (name: string) => string = stripPrefix,
): Map<string, { file: string; slug: string }> {
  const bySlug = new Map<string, { rel: string; listed: boolean }[]>();
  for (const rel of docs) {
    const fm = matter(fs.readFileSync(path.join(dir, rel), 'utf8')).data as { id?: unknown };
    const id = docIdOf(rel, fm, strip);
    const slug = docSlug(rel, fm, strip).replace(/(.)\/$/, '$1');
    bySlug.set(slug, [...(bySlug.get(slug) ?? []), { rel, listed: sidebarsText.includes(JSON.stringify(id.replace(/^\.\//, ''))) }]);
  }
  const out = new Map<string, { file: string; slug: string }>();
  for (const [slug, group] of bySlug) {
    const keeper = (group.find((d) => d.listed) ?? group[0]).rel;
    for (const d of group) if (d.rel !== keeper) out.set(d.rel, { file: keeper, slug });
  }
  return out;
}

export function setIdOf(instance: DocsInstanceOptions): string {
  return instance.id === 'default' ? 'docs' : instance.id;
}

export function routeBase(baseUrl: string, routeBasePath: string): string {
  const joined = `/${baseUrl}/${routeBasePath}`.replace(/\/+/g, '/').replace(/\/$/, '');
  return joined; // "" for the site root
}

/** The instance's versions file, relative to the site folder. */
const versionsFileOf = (instance: DocsInstanceOptions) => (instance.id === 'default' ? 'versions.json' : `${instance.id}_versions.json`);

export function versionsOf(root: string, instance: DocsInstanceOptions): string[] {
  const file = path.join(root, versionsFileOf(instance));
  // disableVersioning: the current version alone, on a site that has versions (plugin-content-docs versions/files.js).
  if (instance.disableVersioning && !fs.existsSync(file))
    throw new SiteFileError(
      versionsFileOf(instance),
      undefined,
      'not found, and the docs plugin says disableVersioning: true, which Docusaurus refuses on a site without versions — remove the option',
    );
  const listed = fs.existsSync(file) && !instance.disableVersioning ? readVersionNames(root, file) : [];
  // The current version goes first unless the versions file lists it where it wants it
  // (plugin-content-docs lib/versions/files.js readVersionNames).
  const all = instance.includeCurrentVersion === false || listed.includes('current') ? listed : ['current', ...listed];
  return instance.onlyIncludeVersions ? all.filter((v) => instance.onlyIncludeVersions!.includes(v)) : all;
}

/** The names a versions file lists (Docusaurus stops on one that is not a list of strings, as here). */
function readVersionNames(root: string, file: string): string[] {
  const rel = path.relative(root, file);
  let names: unknown;
  try {
    names = JSON.parse(readSiteText(root, file));
  } catch (err) {
    if (err instanceof SiteFileError) throw err;
    throw new SiteFileError(rel, undefined, `not valid JSON (${(err as Error).message}) — fix it, or remove the file for a site without versions`);
  }
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string'))
    throw new SiteFileError(rel, undefined, 'must be a list of version names (["2.0", "1.0"]) — fix it');
  return names;
}

/**
 * Docusaurus stops when a version's docs folder is missing (plugin-content-docs versions/files.ts:
 * "The docs folder does not exist for version …"): a released version whose versioned_docs folder a
 * build script writes before `docusaurus build`, or a docs `path` that is not there.
 */
export function checkVersionFolder(root: string, instance: DocsInstanceOptions, version: string): void {
  const dir = versionDocsDirPath(instance, version);
  if (fs.existsSync(path.resolve(root, dir))) return;
  if (version === 'current')
    throw new SiteFileError(
      path.basename(configFileOf(root) ?? 'docusaurus.config.js'),
      undefined,
      `the docs folder "${dir}" of docs plugin "${instance.id}" does not exist (Docusaurus stops there too) — create it, or point the plugin's path at the docs`,
    );
  throw new SiteFileError(
    versionsFileOf(instance),
    undefined,
    `version "${version}" has no folder ${dir} (Docusaurus stops there too: "The docs folder does not exist for version") — ` +
      `run what writes it (a script run before docusaurus build) before importing, or remove "${version}" from ${versionsFileOf(instance)}`,
  );
}

/** Folder of an instance version, relative to the site root (Docusaurus' versionDocsDirPath). */
export function versionDocsDirPath(instance: DocsInstanceOptions, version: string): string {
  if (version === 'current') return instance.path;
  return `${instance.id === 'default' ? 'versioned_docs' : `${instance.id}_versioned_docs`}/version-${version}`;
}

export function versionDir(root: string, instance: DocsInstanceOptions, version: string): string {
  return path.resolve(root, versionDocsDirPath(instance, version));
}

/**
 * A version read where it lies (versions.json's `dir`, `exclude`, `sidebars`): the Markdown files
 * that are no pages are the instance's `exclude` patterns, and by name those its `include` leaves
 * out or that share a URL with another (Docusaurus' own matcher decided).
 */
export function inPlaceEntry(
  to: string,
  src: string,
  instance: DocsInstanceOptions,
  notPages: string[],
  sidebars: string | undefined,
  /** The version's translations, `{locale}` for the locale (./i18n.ts docsTranslationsOf), when the site has locales. */
  translations?: { dir: string; labels: string },
): Partial<VersionEntry> {
  const rel = (file: string) => path.relative(to, file).split(path.sep).join('/');
  // (A file's name as a pattern that matches it alone.)
  const literal = (name: string) => name.replace(/[\\*?[\]{}()!+@|]/g, '\\$&');
  const exclude = [...(instance.exclude ?? DEFAULT_EXCLUDE), ...notPages.map(literal)];
  return {
    dir: rel(src),
    ...(exclude.length ? { exclude } : {}),
    ...(sidebars ? { sidebars: rel(sidebars) } : {}),
    ...(translations ? { translations: { dir: rel(translations.dir), labels: rel(translations.labels) } } : {}),
  };
}

/** Each version's folder in the site and in the imported folder. */
export function versionFolders(from: string, to: string, instance: DocsInstanceOptions): { src: string; out: string }[] {
  return versionPlaces(from, to, instance).map(({ src, out }) => ({ src, out }));
}

function versionPlaces(from: string, to: string, instance: DocsInstanceOptions): { version: string; src: string; out: string }[] {
  const versions = versionsOf(from, instance);
  const versioned = versions.length > 1 || !versions.includes('current');
  const set = setIdOf(instance);
  return versions.map((v) => ({ version: v, src: versionDir(from, instance, v), out: versioned ? path.join(to, set, v) : path.join(to, set) }));
}

/** Each locale's translations folder of each version that the site holds (the default locale's too), with the version's place in the imported folder. */
export function translationFolders(
  raw: Record<string, unknown> | undefined,
  from: string,
  to: string,
  instances: DocsInstanceOptions[],
): { src: string; out: string }[] {
  const locales = translatedLocales(raw);
  const i18nDir = i18nFolderOf(raw, from);
  return instances.flatMap((instance) =>
    versionPlaces(from, to, instance).flatMap(({ version, out }) =>
      locales
        .map((locale) => ({ src: docsTranslationsOf(i18nDir, localeFolderOf(raw, locale), instance.id, version).dir, out }))
        .filter((t) => fs.existsSync(t.src)),
    ),
  );
}

/**
 * The version's edit link as a template with {docPath}, computed the way Docusaurus does: a string
 * editUrl is joined with the version folder, a function is called with a placeholder docPath (and
 * the locale the page is built in): what it returns, with or without the placeholder.
 */
export function editUrlTemplate(instance: DocsInstanceOptions, version: string, permalinkBase: string, locale = 'en'): string | undefined {
  const dir = instance.editCurrentVersion ? instance.path : versionDocsDirPath(instance, version);
  if (typeof instance.editUrl === 'string') return `${instance.editUrl.replace(/\/$/, '')}/${dir}/{docPath}`;
  if (typeof instance.editUrl !== 'function') return undefined;
  try {
    const url = instance.editUrl({ version, versionDocsDirPath: dir, docPath: '{docPath}', permalink: permalinkBase, locale });
    // (A link that does not name the doc, a translation platform's page, is every doc's.)
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The version's edit links in each other locale, where they are not the default locale's
 * (plugin-content-docs docs.ts getDocEditUrl): an editUrl function answers for each locale; a string
 * with editLocalizedFiles links a translated page to its file in the locale's folder
 * (versions/version.ts getVersionEditUrls: `current`'s folder with editCurrentVersion).
 */
export function localeEditUrls(
  instance: DocsInstanceOptions,
  version: string,
  permalinkBase: string,
  locales: { other: readonly string[]; i18nDir: string; siteRoot: string; folderOf?: (locale: string) => string },
): Record<string, LocaleEditUrls> | undefined {
  const base = editUrlTemplate(instance, version, permalinkBase);
  const out: Record<string, LocaleEditUrls> = {};
  for (const locale of locales.other) {
    if (typeof instance.editUrl === 'function') {
      const own = editUrlTemplate(instance, version, permalinkBase, locale) ?? false;
      if (own !== (base ?? false)) out[locale] = { other: own };
    } else if (typeof instance.editUrl === 'string' && instance.editLocalizedFiles) {
      const folder = locales.folderOf?.(locale) ?? locale;
      const dir = docsTranslationsOf(locales.i18nDir, folder, instance.id, instance.editCurrentVersion ? 'current' : version).dir;
      const rel = path.relative(locales.siteRoot, dir).split(path.sep).join('/');
      out[locale] = { translated: `${instance.editUrl.replace(/\/$/, '')}/${rel}/{docPath}` };
    }
  }
  return Object.keys(out).length ? out : undefined;
}

/** The sidebars of one instance version, as Docusaurus would load them (undefined = autogenerated). */
export async function sidebarsOf(
  root: string,
  instance: DocsInstanceOptions,
  version: string,
  packages?: SitePackages,
): Promise<Record<string, unknown> | undefined> {
  if (version !== 'current') {
    const dir = instance.id === 'default' ? 'versioned_sidebars' : `${instance.id}_versioned_sidebars`;
    const file = path.join(root, dir, `version-${version}-sidebars.json`);
    // A version without its sidebars snapshot has no sidebar (plugin-content-docs sidebars/index.ts: DisabledSidebars).
    if (!fs.existsSync(file)) return {};
    // Docusaurus 1-era snapshots prefix doc ids with "version-X/"; today's ids have no prefix.
    const text = fs.readFileSync(file, 'utf8').replace(new RegExp(`"version-${version.replace(/\./g, '\\.')}/`, 'g'), '"');
    return JSON.parse(text) as Record<string, unknown>;
  }
  if (instance.sidebarPath === false) return {};
  if (!instance.sidebarPath) return undefined;
  const file = path.resolve(root, instance.sidebarPath);
  if (!fs.existsSync(file)) throw new Error(`sidebars file ${instance.sidebarPath} of instance "${instance.id}" does not exist`);
  if (file.endsWith('.json')) return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  // (Else with the site's own install, as Docusaurus' jiti requires: a package's helper computes an item.)
  const mod = await evaluateModule(file, {}, packages ?? sitePackagesOf(root));
  return JSON.parse(JSON.stringify(mod)) as Record<string, unknown>;
}

/** The file a version's sidebars are read from (sidebarsOf), when it is one file. */
export function sidebarsFileOf(root: string, instance: DocsInstanceOptions, version: string): string {
  if (version === 'current') return typeof instance.sidebarPath === 'string' ? path.resolve(root, instance.sidebarPath) : '';
  return path.join(root, instance.id === 'default' ? 'versioned_sidebars' : `${instance.id}_versioned_sidebars`, `version-${version}-sidebars.json`);
}
