/**
 * The import's docs phase: each docs instance's versions, each version's pages, partials, files and
 * sidebars, and the versions.json and doc sets they become. A page is copied, rewritten so the
 * engine builds it (./transform-mdx.ts), or read where it lies (../in-place/reading.ts), where the
 * import only learns what the page imports and writes what it names outside the docs folders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SIDEBARS_FILE, type VersionEntry, type VersionsFile } from '../../../lib/api/content';
import type { SiteConfig } from '../../../lib/api/config';
import { once } from 'lodash-es';
import { isObj } from '../../../lib/api/guards';
import { configFileOf, type DocsInstanceOptions, type DocusaurusSite, type SitePackages } from './config';
import { docsNumberPrefixes } from './docs-number-prefixes';
import { docsPluginSidebars, type VersionSidebars } from './docs-plugin-sidebars';
import {
  checkVersionFolder,
  DOC,
  duplicateDocs,
  editUrlTemplate,
  localeEditUrls,
  inPlaceEntry,
  isPartial,
  routeBase,
  setIdOf,
  sidebarsFileOf,
  sidebarsOf,
  versionDir,
  versionFolders,
  versionsOf,
} from './docs-versions';
import { docExcluder, stripPrefix } from './doc-slug';
import { displayedSidebar, navbarSidebarIds, sidebarsFileUnneeded } from './sidebar-names';
import { pluginFilledSidebars, type PluginSidebars } from './plugin-sidebars';
import { defaultVersionBanner } from './version-banner';
import { siteFiles } from './site-links';
import { copySiteFile, failureOf, readSiteText } from './site-text';
import { transformMdx } from './transform-mdx';
import type { PageSite, TransformContext, TransformResult } from './transform-context';
import { inPlaceContext, type Reading } from '../in-place/reading';
import { docsTranslationsOf, i18nFolderOf, localeFolderOf, translatedLocales } from './i18n';
import type { ParsedPage } from './page-parse';
import type { ImportReport, PartialImport } from './import-report';

/** What the docs phase needs of the whole import, and what of it it adds to. */
export interface DocsImport {
  from: string;
  to: string;
  site: DocusaurusSite;
  /** What every page's URLs resolve against. */
  pageSite: PageSite;
  packages?: SitePackages;
  partial?: PartialImport;
  /** The docs read where they lie (none: copied). */
  reading?: Reading;
  report: ImportReport;
  /** A copied page checked as the build parses it (./page-parse.ts). */
  parsePage: (file: string, text: string) => ParsedPage;
  /** The plugin that writes a file the checkout lacks at build time, if one does (./plugin-output.ts). */
  pluginOutput: (file: string) => string | undefined;
  /** npm packages pages import, added to. */
  pagePackages: Set<string>;
  /** Raw HTML that runs script, by name, with the first files that hold it, added to. */
  allowedHtml: Record<string, string[]>;
}

export interface DocsImported {
  versionsFile: VersionsFile;
  sets: SiteConfig['sets'];
  /** Each set's last version's sidebars, which the navbar's docSidebar items link to. */
  pluginSidebars: PluginSidebars;
}

type InstanceEntry = ImportReport['instances'][number];

/** One version being imported: where it lies, where it goes, and what its files said. */
interface VersionImport {
  instance: DocsInstanceOptions;
  /** How the instance reads its file and folder names (its numberPrefixParser). */
  strip: (name: string) => string;
  version: string;
  src: string;
  out: string;
  /** Every version folder of the instance (./transform-mdx.ts TransformContext.versionDirs). */
  versionDirs: { src: string; out: string }[];
  /** Files copied under _site/ so far. */
  copies: Set<string>;
  /** Sidebar names asked for by the navbar and the docs' displayed_sidebar (./sidebar-names.ts). */
  sidebarNamesAsked: Set<string>;
  /** Its Markdown files that are no pages to Docusaurus: its `exclude`d and the duplicates left out. */
  notPages: string[];
  pages: number;
  /** Its instance's sidebars by version, from the site's own docs plugin, where an option only it applies is set (./docs-plugin-sidebars.ts). */
  loadedSidebars?: () => Promise<VersionSidebars>;
}

export async function importDocs(ctx: DocsImport): Promise<DocsImported> {
  const done: DocsImported = { versionsFile: {}, sets: [], pluginSidebars: new Map() };
  for (const instance of ctx.site.instances) {
    const set = setIdOf(instance);
    const versions = versionsOf(ctx.from, instance);
    // One released version without the unreleased folder is still a versioned instance.
    const versioned = versions.length > 1 || !versions.includes('current');
    const lastVersion = instance.lastVersion ?? versions.find((v) => v !== 'current') ?? 'current';
    const entry: InstanceEntry = { id: instance.id, set, routeBasePath: routeBase(ctx.site.baseUrl, instance.routeBasePath), versions: [] };
    const versionDirs = versionFolders(ctx.from, ctx.to, instance);
    for (const version of versions) checkVersionFolder(ctx.from, instance, version);
    const versionEntries: VersionEntry[] = [];
    const ownPrefixes = instance.parsesNumberPrefixes ? await ownNumberPrefixes(ctx, instance, versions) : {};
    const table = typeof ownPrefixes.numberPrefixes === 'object' ? ownPrefixes.numberPrefixes : undefined;
    // (How the instance reads a file or folder name: its own parser's table, none, or Docusaurus' default.)
    const strip = (name: string) => (table && Object.hasOwn(table, name) ? table[name].name : instance.numberPrefixes === false ? name : stripPrefix(name));
    // (Run once for the instance, when a version's sidebars are first read.)
    const loadedSidebars = instance.runsDocsPlugin
      ? once(() =>
          docsPluginSidebars(ctx.from, ctx.to, ctx.site, instance, {
            folders: versions.map((v) => versionDir(ctx.from, instance, v)),
            edited: ctx.partial?.only,
          }),
        )
      : undefined;
    for (const version of versions) {
      const out = versioned ? path.join(ctx.to, set, version) : path.join(ctx.to, set);
      const v: VersionImport = {
        instance,
        strip,
        version,
        src: versionDir(ctx.from, instance, version),
        out,
        versionDirs,
        copies: new Set(),
        sidebarNamesAsked: navbarSidebarIds(ctx.site.raw, instance.id),
        notPages: [],
        pages: 0,
        loadedSidebars,
      };
      const sidebars = await importVersion(ctx, v, version === lastVersion ? (first, filled) => done.pluginSidebars.set(set, { first, filled }) : undefined);
      ctx.report.pages += v.pages;
      entry.versions.push({ name: version, pages: v.pages });
      versionEntries.push(versionEntry(ctx, v, { versions, lastVersion, versioned, routeBasePath: entry.routeBasePath }, sidebars));
    }
    done.versionsFile[set] = {
      lastVersion: versioned ? lastVersion : 'current',
      versions: versioned ? versionEntries : [{ ...versionEntries[0], status: 'stable', banner: 'none' }],
    };
    done.sets.push({
      id: set,
      label: set === 'docs' ? ctx.site.title : set.charAt(0).toUpperCase() + set.slice(1),
      routeBasePath: entry.routeBasePath,
      versioned,
      ...(instance.breadcrumbs === false ? { breadcrumbs: false } : {}),
      ...(instance.sidebarCollapsible === false ? { sidebarCollapsible: false } : {}),
      ...(instance.sidebarCollapsed === false ? { sidebarCollapsed: false } : {}),
      ...(instance.tagsBasePath ? { tagsBasePath: instance.tagsBasePath } : {}),
      ...(instance.numberPrefixes === false ? { numberPrefixes: false } : {}),
      ...ownPrefixes,
      ...(instance.tags !== undefined ? { tags: instance.tags } : {}),
      ...(instance.onInlineTags ? { onInlineTags: instance.onInlineTags } : {}),
      // (The engine shows a doc's last update date unless told not to; Docusaurus only when told to.)
      lastUpdateTime: instance.showLastUpdateTime === true,
      ...(instance.showLastUpdateAuthor ? { lastUpdateAuthor: true } : {}),
    });
    ctx.report.instances.push(entry);
  }
  return done;
}

/**
 * A version's files, then its sidebars; the sidebars file written for the engine, if one is.
 * `lastSidebars`: for the last version, told its sidebars (the navbar's docSidebar items link to them).
 */
async function importVersion(
  ctx: DocsImport,
  v: VersionImport,
  lastSidebars?: (first: string | undefined, filled: ReturnType<typeof pluginFilledSidebars>) => void,
): Promise<string | undefined> {
  const { from, partial, report } = ctx;
  // (A partial import of files of other versions changes nothing here: no walk, no sidebars, no slugs.)
  if (partial && !touchesVersion(partial.only, from, v)) return undefined;
  const excluded = docExcluder(v.instance);
  const all = siteFiles(from, v.src).sort();
  // The sidebars, read once: they say which of two docs with one URL is kept, and are written below.
  let sidebars: Awaited<ReturnType<typeof sidebarsOf>> | undefined;
  let sidebarsError: Error | undefined;
  try {
    sidebars = (await v.loadedSidebars?.())?.[v.version] ?? (await sidebarsOf(from, v.instance, v.version, ctx.packages));
  } catch (err) {
    sidebarsError = err as Error;
  }
  if (sidebars) lastSidebars?.(Object.keys(sidebars)[0], pluginFilledSidebars(sidebars, v.src, ctx.pluginOutput));
  const duplicates = duplicateDocs(
    v.src,
    all.filter((rel) => DOC.test(rel) && !isPartial(rel) && !excluded(rel)),
    JSON.stringify(sidebars ?? {}),
    v.strip,
  );
  const duplicateRoutes = (['ignore', 'log', 'warn', 'throw'] as const).find((level) => level === ctx.site.raw?.onDuplicateRoutes) ?? 'warn';
  for (const rel of all) {
    const file = path.join(v.src, rel);
    if (partial && !partial.only.has(file)) continue;
    partial?.imported.add(file);
    // Not a doc for Docusaurus (the docs plugin's `exclude`); partials stay, pages may import them.
    if (DOC.test(rel) && !isPartial(rel) && excluded(rel)) {
      v.notPages.push(rel);
      continue;
    }
    const kept = duplicates.get(rel);
    if (kept) {
      const message = `same URL as ${kept.file} (${kept.slug}); Docusaurus publishes one page per URL, so this file is left out`;
      if (duplicateRoutes === 'throw') report.failed.push({ file: path.relative(from, file), error: message });
      else report.warnings.push({ file: path.relative(from, file), message });
      v.notPages.push(rel);
      continue;
    }
    if (ctx.reading) readDocFile(ctx, ctx.reading, v, rel);
    else await copyDocFile(ctx, v, rel);
  }
  return versionSidebars(ctx, v, sidebars, sidebarsError);
}

/** Whether one of `files` (absolute) is in the version's folder or is its sidebars file. */
function touchesVersion(files: ReadonlySet<string>, from: string, v: VersionImport): boolean {
  const sidebarsFile = sidebarsFileOf(from, v.instance, v.version);
  for (const file of files) {
    if (file === sidebarsFile) return true;
    const rel = path.relative(v.src, file);
    if (!rel.startsWith('..') && !path.isAbsolute(rel)) return true;
  }
  return false;
}

/** What a page's transform found: its warnings, and (once the page is kept) what it imports. */
function noteWarnings(ctx: DocsImport, file: string, t: TransformResult): void {
  ctx.report.dataImports += t.dataFiles.length;
  for (const message of t.warnings) ctx.report.warnings.push({ file: path.relative(ctx.from, file), message });
}

function noteImports(ctx: DocsImport, file: string, t: TransformResult): void {
  const { report } = ctx;
  report.partialsInlined += t.partials.length;
  report.rawFilesInlined += t.rawFiles.length;
  for (const name of t.packages) ctx.pagePackages.add(name);
  for (const c of t.components) {
    const item = (report.componentImports[c] ??= { count: 0, files: [] });
    item.count++;
    if (item.files.length < 20) item.files.push(path.relative(ctx.from, file));
  }
}

/** A page's text, and the sidebar it names (displayed_sidebar), which the version's sidebars file must then hold. */
function readPage(ctx: DocsImport, v: VersionImport, file: string): string {
  const source = readSiteText(ctx.from, file);
  const shown = displayedSidebar(source);
  if (shown) v.sidebarNamesAsked.add(shown);
  return source;
}

/** A file of a version read where it lies: nothing is written but the copies of what a page names outside the docs folders. */
function readDocFile(ctx: DocsImport, reading: Reading, v: VersionImport, rel: string): void {
  if (!DOC.test(rel)) return;
  const file = path.join(v.src, rel);
  try {
    // (A partial a plugin writes at build time: its stand-in is the page pass's too.)
    const written = (f: string) => {
      const by = ctx.pluginOutput(f);
      if (by) reading.generated[f] = by;
      return by;
    };
    const t = transformMdx(readPage(ctx, v, file), { ...inPlaceContext(reading, file, true)!, copies: v.copies, pluginOutput: written });
    noteWarnings(ctx, file, t);
    noteImports(ctx, file, t);
    if (!isPartial(rel)) v.pages++;
  } catch (err) {
    ctx.report.failed.push(failureOf(ctx.from, file, err));
  }
}

/** A file of a version copied: a page rewritten (and checked to parse as the build parses it), a category file as JSON, any other file as it is. */
async function copyDocFile(ctx: DocsImport, v: VersionImport, rel: string): Promise<void> {
  const { from, report } = ctx;
  const file = path.join(v.src, rel);
  const outFile = path.join(v.out, rel);
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  if (/^_category_\.ya?ml$/.test(path.basename(rel))) {
    const { parse } = await import('yaml');
    try {
      fs.writeFileSync(path.join(path.dirname(outFile), '_category_.json'), JSON.stringify(parse(readSiteText(from, file)), null, 2));
    } catch (err) {
      report.failed.push(failureOf(from, file, err));
    }
    return;
  }
  if (!DOC.test(rel)) {
    const problem = copySiteFile(from, file, outFile);
    if (problem) report.failed.push(failureOf(from, file, problem));
    return;
  }
  try {
    const transform: TransformContext = {
      ...ctx.pageSite,
      file,
      outFile,
      outVersionDir: v.out,
      srcVersionDir: v.src,
      copies: v.copies,
      versionDirs: v.versionDirs,
      pluginOutput: ctx.pluginOutput,
    };
    const t = transformMdx(readPage(ctx, v, file), transform);
    noteWarnings(ctx, file, t);
    // Check the converted page parses (as MDX, or as CommonMark per markdown.format) before keeping it.
    const parsed = ctx.parsePage(file, t.text);
    t.text = parsed.text;
    for (const name of parsed.htmlThatRuns) {
      const files = (ctx.allowedHtml[name] ??= []);
      if (files.length < 20 && !files.includes(path.relative(from, file))) files.push(path.relative(from, file));
    }
    fs.writeFileSync(outFile, t.text);
    (report.sources ??= {})[path.relative(ctx.to, outFile)] = path.relative(from, file);
    if (!isPartial(rel)) v.pages++;
    noteImports(ctx, file, t);
  } catch (err) {
    report.failed.push(failureOf(from, file, err));
    // The live preview shows the author's own text, whose error the page then shows at its line.
    if (ctx.partial) fs.copyFileSync(file, outFile);
  }
}

/** The version's edit links in the site's other locales, where they differ from the default locale's (./docs-versions.ts localeEditUrls). */
function localeEdits(ctx: DocsImport, v: VersionImport, routeBasePath: string): Pick<VersionEntry, 'localeEditUrls'> {
  const raw = ctx.site.raw;
  const defaultLocale = isObj(raw?.i18n) && typeof raw.i18n.defaultLocale === 'string' ? raw.i18n.defaultLocale : 'en';
  const other = translatedLocales(raw).filter((l) => l !== defaultLocale);
  const urls = other.length
    ? localeEditUrls(v.instance, v.version, routeBasePath, {
        other,
        i18nDir: i18nFolderOf(raw, ctx.from),
        siteRoot: ctx.from,
        folderOf: (locale) => localeFolderOf(raw, locale),
      })
    : undefined;
  return urls ? { localeEditUrls: urls } : {};
}

/** Where each locale's translations of the version lie, `{locale}` for the locale, when the site has locales (./i18n.ts). */
function versionTranslations(ctx: DocsImport, v: VersionImport): { dir: string; labels: string } | undefined {
  if (!translatedLocales(ctx.site.raw).length) return undefined;
  return docsTranslationsOf(i18nFolderOf(ctx.site.raw, ctx.from), '{locale}', v.instance.id, v.version);
}

/** The instance's names as its own numberPrefixParser reads them (./docs-number-prefixes.ts); what it threw fails the import at the config, as it fails Docusaurus' build. */
async function ownNumberPrefixes(
  ctx: DocsImport,
  instance: DocsInstanceOptions,
  versions: string[],
): Promise<Pick<SiteConfig['sets'][number], 'numberPrefixes'>> {
  const folders = versions.map((v) => versionDir(ctx.from, instance, v));
  try {
    return { numberPrefixes: await docsNumberPrefixes({ from: ctx.from, to: ctx.to, site: ctx.site, partial: ctx.partial !== undefined }, instance, folders) };
  } catch (err) {
    const config = configFileOf(ctx.from);
    ctx.report.failed.push({
      file: config ? path.relative(ctx.from, config) : 'docusaurus.config.js',
      error: `the docs plugin's numberPrefixParser stopped: ${(err as Error).message.split('\n')[0]} — fix what it names; Docusaurus' build stops on it too`,
    });
    return {};
  }
}

/** Why the version's sidebars did not load, at the sidebars file's line, or at the config where the site's docs plugin made them. */
function sidebarsFailure(from: string, v: VersionImport, key: string, first: string): { file: string; error: string } {
  const config = v.loadedSidebars && configFileOf(from);
  if (config)
    return {
      file: path.relative(from, config),
      error: `the docs plugin stopped making the sidebars (with the config's sidebarItemsGenerator): ${first} — fix what it names; Docusaurus' build stops on it too`,
    };
  // The evaluation names the module's own line (`sidebars.ts:3: Cannot find module './sidebars.json'`).
  const at = /^[^:\s]+:(\d+): (.*)$/.exec(first);
  const file = v.instance.sidebarPath ? path.relative(from, path.resolve(from, v.instance.sidebarPath)) : key;
  return {
    file: at && v.instance.sidebarPath ? `${file}:${at[1]}` : file,
    error: `the sidebars do not load: ${at ? at[2] : first} — fix the sidebars file, or what it imports; Docusaurus' build stops on it too`,
  };
}

/** The version's sidebars as the report says them, and the file written for the engine (none: the folders' autogenerated sidebar). */
function versionSidebars(ctx: DocsImport, v: VersionImport, sidebars: Record<string, unknown> | undefined, error: Error | undefined): string | undefined {
  const { from, partial, report } = ctx;
  const key = `${v.instance.id}/${v.version}`;
  if (error) {
    // (The live preview, which goes on after a failure, shows the folders' autogenerated sidebar meanwhile.)
    report.sidebars[key] = 'autogenerated';
    report.failed.push(sidebarsFailure(from, v, key, error.message.split('\n')[0]));
    return undefined;
  }
  // (A partial import writes the version's sidebars only when their file changed, or, made by the
  // site's docs plugin of the docs' metadata, whenever a file of the version did.)
  if (partial && !v.loadedSidebars && !partial.only.has(sidebarsFileOf(from, v.instance, v.version))) return undefined;
  if (!sidebars || sidebarsFileUnneeded(sidebars, v.sidebarNamesAsked)) {
    // (Whether a doc names it is known from every doc: a partial import leaves that to a full one.)
    report.sidebars[key] = 'autogenerated';
    return undefined;
  }
  const own = sidebarsFileOf(from, v.instance, v.version);
  if (own) partial?.imported.add(own);
  const written = path.join(v.out, SIDEBARS_FILE);
  fs.mkdirSync(v.out, { recursive: true });
  fs.writeFileSync(written, JSON.stringify(sidebars, null, 2) + '\n');
  // (The engine's problems with the file then name the site's own: ./site-problems.ts.)
  if (own) (report.sidebarsSources ??= {})[path.relative(ctx.to, written)] = path.relative(from, own);
  report.sidebars[key] = Object.keys(sidebars).length ? `explicit: ${Object.keys(sidebars).join(', ')}` : 'none';
  return written;
}

/** The version's versions.json entry: its label, status, banner, badge, noIndex, path and edit link, and where it lies when read in place. */
function versionEntry(
  ctx: DocsImport,
  v: VersionImport,
  of: { versions: string[]; lastVersion: string; versioned: boolean; routeBasePath: string },
  sidebars: string | undefined,
): VersionEntry {
  const opts = v.instance.versions?.[v.version] ?? {};
  const isLast = v.version === of.lastVersion;
  const banner = opts.banner ?? defaultVersionBanner(v.version, of.versions, of.lastVersion);
  return {
    name: v.version,
    label: opts.label ?? (v.version === 'current' ? (isLast ? 'Docs' : 'Next') : v.version),
    status: isLast ? 'stable' : v.version === 'current' ? 'unreleased' : banner === 'unmaintained' ? 'EOL' : 'maintained',
    banner,
    badge: opts.badge ?? of.versioned,
    // (versions.<name>.noIndex: its pages noindex, nofollow and out of the sitemap.)
    ...(opts.noIndex === true ? { noIndex: true } : {}),
    // (versions.<name>.className: its pages' <html> classes, DocVersionRoot's, where not the default docs-version-<name>.)
    ...(typeof opts.className === 'string' && opts.className !== `docs-version-${v.version}` ? { className: opts.className } : {}),
    // versions.<name>.path: the version's URL under the instance's base, for the last version too.
    ...(of.versioned && typeof opts.path === 'string' ? { path: opts.path } : {}),
    // (No editUrl, no edit link, as in Docusaurus: not the engine's link into the repository.)
    editUrl: editUrlTemplate(v.instance, v.version, of.routeBasePath) ?? false,
    ...localeEdits(ctx, v, of.routeBasePath),
    // Read where it lies: its folder, what of it is no page, and its sidebars as written here.
    ...(ctx.reading ? inPlaceEntry(ctx.to, v.src, v.instance, v.notPages, sidebars, versionTranslations(ctx, v)) : {}),
  };
}
