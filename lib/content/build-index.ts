/**
 * Reads the content tree into the typed ContentIndex: sets → versions → docs, sidebars and
 * generated index pages. Pure data, no React. Every author mistake is collected and reported
 * together with file:line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BuildError, formatProblem, type Problem } from '../errors';
import type { DocSetConfig, SiteConfig } from '../config/site-config';
import { checkConfigAgainstContent } from '../config/site-config';
import { I18N_DIR } from '../config/i18n';
import { routeBySeverity } from '../config/link-policy';
import { keyLine, lastUpdateSeconds, parseFrontmatter, type Frontmatter } from '../source/frontmatter';
import { docId, docUrl, docLinkBase, normaliseUrl, numberPrefixParser } from '../source/paths';
import { docUrlProblem } from './url-segments';
import { sidebarBuilder, validateCategory, type CategoryFiles } from './sidebar';
import { lineOf, resolveSidebarsFile, SIDEBARS_FILE } from './sidebars-file';
import { flattenSidebar } from '../shared/sidebar-tree';
import type { VersionEntry, VersionsFile } from './versions';
import picomatch from 'picomatch';
import { siteEnginePaths, versionBasePath } from '../shared/site-paths';
import { blogPostRulings, pluginLocaleMessages, pluginSidebarItems } from '../plugins/engine';
import type { DocsPlugin } from '../plugins/types';
import { gitLastUpdated, type LastCommit } from './git-dates';
import { readVersionTagsFile, reportInlineTags } from './doc-tags';
import { parseJsonText } from '../json-file';
import { parseYamlText } from '../yaml-file';
import { readContentText } from '../source/content-text';
import type { ContentIndex, DocRecord, SetRecord, VersionRecord } from './types';
import { siteIndex } from './site-index';
import { walkContent } from '../source/content-walk';
import { allowedFolders, type SourceDir } from '../source/inside-content';
import { symlinkProblems } from './symlinks';
import { buildBlogIndexes } from '../blog/build-blog';
import { firstHeading, excerptOf } from '../source/page-text';
import { buildPagesIndex } from '../pages/build-pages';
import { pagesFolder, resolvePagesConfig } from '../config/pages';
import { defaultTranslations, localeSets, translatedDir, withDefaultLocaleLabels, type LocaleOverlay } from '../i18n/locale-sets';
import { localeMessages } from '../i18n/locale-messages';
import { localeBlogs, localePages } from './locale-content';
import { attachAnchorAliases, frontmatterAliases } from './anchor-aliases';
import { attachPluginFacts } from './plugin-facts';

export interface BuildIndexOptions {
  /** Absolute path of the content folder. */
  contentDir: string;
  /** Folder paths in records are made relative to this (the project root). */
  rootDir: string;
  config: SiteConfig;
  /** The plugins the site uses (lib/plugins/engine.ts sitePlugins): they may rearrange generated sidebars. */
  plugins: readonly DocsPlugin[];
  versions: VersionsFile;
  /** Include draft docs (dev); production builds leave them out and list them in draftIds. */
  includeDrafts: boolean;
  /** Read last-updated dates from git. */
  gitDates?: boolean;
  /**
   * Test-only overlay (DOCS_EXTRA_CONTENT): a folder laid out like content/ whose pages are added,
   * unlisted, to the matching versions. Production builds never set it.
   */
  extraContentDir?: string;
  /** Version folders outside the content folder (lib/source/content-paths.ts sourceDirs): content roots too. */
  sourceDirs?: readonly SourceDir[];
}

const DOC_EXT = /\.mdx?$/;

/**
 * Files and folders starting with "_" are partials/data, never pages (nor are folders starting with
 * "."), nor are the files the version's `exclude` patterns match.
 */
function walk(dir: string, bounds: readonly string[], exclude?: readonly string[]): { docs: string[]; categories: string[] } {
  const docs: string[] = [];
  const categories: string[] = [];
  const excluded = exclude?.length ? picomatch([...exclude]) : () => false;
  for (const entry of walkContent(dir, bounds, { enter: (e) => !/^[_.]/.test(e.name) && e.name !== 'node_modules' })) {
    if (entry.isDir) continue;
    if (CATEGORY_FILE.test(entry.name)) categories.push(entry.rel);
    else if (DOC_EXT.test(entry.name) && !entry.name.startsWith('_') && !excluded(entry.rel)) docs.push(entry.rel);
  }
  return { docs, categories };
}

/** A folder's category file: JSON, or YAML as Docusaurus also reads it. */
const CATEGORY_FILE = /^_category_\.(json|ya?ml)$/;

/** The folder of a version's files: where versions.json's `dir` says, else its place in the content folder. */
export function versionFolder(set: DocSetConfig, entry: Pick<VersionEntry, 'name' | 'dir'>, contentDir: string): string {
  if (entry.dir !== undefined) return path.resolve(contentDir, entry.dir);
  return set.versioned ? path.join(contentDir, set.id, entry.name) : path.join(contentDir, set.id);
}

export function loadVersion(
  set: DocSetConfig,
  versionName: string,
  opts: BuildIndexOptions,
  problems: Problem[],
  warnings: Problem[],
  commits: ReadonlyMap<string, LastCommit>,
  bounds: readonly string[],
  /** A locale's copy of the version (lib/i18n/locale-sets.ts): its set, and the folder whose files replace the default ones. */
  locale?: LocaleOverlay,
  /** The default locale's translations of the version, when it has any: a file there replaces the site's own (lib/i18n/locale-sets.ts defaultTranslations). */
  translations?: string,
): Omit<VersionRecord, 'label' | 'status' | 'banner' | 'badge' | 'isLast'> {
  const versionsOfSet = opts.versions[set.id];
  const entry: Partial<VersionEntry> & { name: string } = versionsOfSet.versions.find((v) => v.name === versionName) ?? { name: versionName };
  const dirAbs = versionFolder(set, entry, opts.contentDir);
  const dirRel = path.relative(opts.rootDir, dirAbs).split(path.sep).join('/');
  const base = versionBasePath(locale?.set ?? set, versionName, versionsOfSet.lastVersion, entry.path);
  if (!fs.existsSync(dirAbs)) problems.push({ file: dirRel, message: `folder for ${set.id} version "${versionName}" is missing (listed in versions.json)` });
  const files = walk(dirAbs, bounds, entry.exclude);
  const extraAbs = opts.extraContentDir
    ? set.versioned
      ? path.join(opts.extraContentDir, set.id, versionName)
      : path.join(opts.extraContentDir, set.id)
    : undefined;
  const extra = extraAbs ? walk(extraAbs, bounds, entry.exclude).docs : [];

  const docs: DocRecord[] = [];
  const prefixes = numberPrefixParser(set);
  const draftIds: string[] = [];
  const all = [...files.docs.map((relPath) => ({ relPath, abs: dirAbs, extra: false })), ...extra.map((relPath) => ({ relPath, abs: extraAbs!, extra: true }))];
  for (const { relPath, abs: defaultAbs, extra: isExtra } of all) {
    const abs = isExtra
      ? defaultAbs
      : locale
        ? translatedDir(locale, relPath, defaultAbs)
        : translations && fs.existsSync(path.join(translations, relPath))
          ? translations
          : defaultAbs;
    const source = `${path.relative(opts.rootDir, abs).split(path.sep).join('/')}/${relPath}`;
    const { text: raw, problem } = readContentText(path.join(abs, relPath), source);
    if (problem) problems.push(problem);
    const { frontmatter: fm, body } = parseFrontmatter(raw, source, problems, opts.config.unknownFrontmatterKeys);
    const id = docId(relPath, fm.id, prefixes);
    const draft = fm.draft === true;
    if (draft) draftIds.push(id);
    if (draft && !opts.includeDrafts) continue;
    const title = fm.title ?? firstHeading(body) ?? id.split('/').pop()!;
    const urlProblem = docUrlProblem(relPath, fm, prefixes);
    if (urlProblem) problems.push({ file: source, line: urlProblem.key && keyLine(raw, urlProblem.key), message: urlProblem.message });
    const url = docUrl(base, relPath, fm, prefixes);
    const linkBase = docLinkBase(url, relPath, fm, opts.config.trailingSlash);
    docs.push({
      id,
      set: locale?.set.id ?? set.id,
      ...(locale ? { locale: locale.name } : {}),
      version: versionName,
      source,
      relPath,
      url,
      ...(linkBase ? { linkBase } : {}),
      title,
      description: fm.description ?? excerptOf(body),
      sidebarLabel: fm.sidebar_label ?? title,
      sidebarPosition: fm.sidebar_position,
      frontmatter: fm,
      draft,
      unlisted: fm.unlisted === true || isExtra,
      ...lastUpdateOf(set, fm, commits.get(source)),
      ...(fm.anchor_aliases ? { anchorAliases: frontmatterAliases(fm.anchor_aliases, source, raw, problems) } : {}),
    });
  }

  const categories: CategoryFiles = new Map();
  for (const rel of files.categories) {
    const source = `${dirRel}/${rel}`;
    const { text, problem } = readContentText(path.join(dirAbs, rel), source);
    if (problem) problems.push(problem);
    const parsed = /\.json$/.test(rel) ? parseJsonText(text, source) : parseYamlText(text, source);
    if ('problem' in parsed) {
      problems.push(parsed.problem);
      continue;
    }
    const raw = parsed.value;
    const folder = path.posix.dirname(rel);
    categories.set(folder === '.' ? '' : folder, { meta: validateCategory(raw, source, problems), source, line: lineOf(text, '"link"') });
  }

  const ids = new Map<string, string>();
  for (const d of docs) {
    const prev = ids.get(d.id);
    if (prev) problems.push({ file: d.source, message: `duplicate doc id "${d.id}" (also used by ${prev}); give one of them a different "id" in frontmatter` });
    ids.set(d.id, d.source);
  }
  // (A locale's pages have their own headings: the default locale's aliases are not theirs.)
  if (!locale) attachAnchorAliases(docs, draftIds, dirAbs, opts.rootDir, problems);

  const builder = sidebarBuilder(docs, categories, base, dirRel, problems, {
    rearrange: (items) => pluginSidebarItems(opts.plugins, items),
    entryProps: opts.config.sidebarEntryProps,
    categoryDefaults: set,
    prefixes,
  });
  const sidebarsFile = entry.sidebars !== undefined ? path.resolve(opts.contentDir, entry.sidebars) : path.join(dirAbs, SIDEBARS_FILE);
  const sidebarsSource = path.relative(opts.rootDir, sidebarsFile).split(path.sep).join('/');
  if (entry.sidebars !== undefined && !fs.existsSync(sidebarsFile))
    problems.push({ file: path.relative(opts.rootDir, opts.contentDir) || '.', message: `sidebars file ${sidebarsSource} of ${set.id} version "${versionName}" does not exist (versions.json "sidebars")` });
  const sidebarsRead = fs.existsSync(sidebarsFile) ? readContentText(sidebarsFile, sidebarsSource) : undefined;
  if (sidebarsRead?.problem) problems.push(sidebarsRead.problem);
  const sidebars = sidebarsRead
    ? resolveSidebarsFile(sidebarsRead.text, sidebarsSource, docs, builder, problems, { allowHtml: opts.config.content?.allowHtml })
    : { default: builder.autogenerated('') };
  builder.finish(sidebars);
  for (const d of docs) {
    const wanted = d.frontmatter.displayed_sidebar;
    if (typeof wanted === 'string' && !sidebars[wanted])
      problems.push({
        file: d.source,
        line: keyLine(readContentText(path.join(opts.rootDir, d.source), d.source).text, 'displayed_sidebar'),
        message: `displayed_sidebar "${wanted}" is not a sidebar of this version. Sidebars: ${Object.keys(sidebars).join(', ') || '(none)'}`,
      });
  }
  const rootUrl = `${base}/`;
  // Like Docusaurus: the doc at the version root, else the first doc of the first sidebar.
  const firstInSidebar = flattenSidebar(Object.values(sidebars)[0] ?? []).find((l) => docs.some((d) => d.url === l.href))?.href;
  const main = docs.find((d) => d.url === rootUrl) ?? docs.find((d) => d.url === firstInSidebar);
  // Where its tag pages are, and the tags file its docs' tags are named in (a locale's own first).
  const tagsFile = readVersionTagsFile(set, [...(locale?.dir ? [locale.dir] : []), ...(translations ? [translations] : []), dirAbs], opts.rootDir, problems);
  const tags: Pick<VersionRecord, 'path' | 'tagsPath' | 'tagsFile'> = {
    path: base,
    ...(set.tagsBasePath && set.tagsBasePath !== 'tags' ? { tagsPath: normaliseUrl(`${base}/${set.tagsBasePath}`).replace(/\/$/, '') } : {}),
    ...(tagsFile ? { tagsFile } : {}),
  };
  for (const d of docs) reportInlineTags(d, tags, set, { problems, warnings });
  return {
    name: versionName,
    ...tags,
    dir: dirRel,
    ...(locale?.dir || (!locale && translations) ? { translationsDir: path.relative(opts.rootDir, locale?.dir ?? translations!).split(path.sep).join('/') } : {}),
    mainDocId: main?.id ?? docs[0]?.id ?? '',
    docs,
    draftIds,
    sidebars,
    generatedIndexes: builder.generatedIndexes,
  };
}

/** Version folders that versions.json does not list: their pages would silently not be published. */
function unlistedVersionFolders(opts: BuildIndexOptions): Problem[] {
  const found: Problem[] = [];
  for (const set of opts.config.sets.filter((s) => s.versioned)) {
    const setDir = path.join(opts.contentDir, set.id);
    if (!fs.existsSync(setDir)) continue;
    const listed = new Set(opts.versions[set.id].versions.map((v) => v.name));
    for (const e of fs.readdirSync(setDir, { withFileTypes: true })) {
      if (!e.isDirectory() || /^[_.]/.test(e.name) || listed.has(e.name)) continue;
      const dir = path.relative(opts.rootDir, path.join(setDir, e.name)).split(path.sep).join('/');
      found.push({
        file: dir,
        message: `folder is not a version of "${set.id}" in versions.json, so none of its pages are published — add {"name": "${e.name}", "label": "${e.name}", "status": "maintained", "banner": "none", "badge": false} to "${set.id}".versions in versions.json, or move the folder out of ${path.posix.dirname(dir)}/`,
      });
    }
  }
  return found;
}

/** Whether a set's docs show their last update (its date by default; who made it where the set says). */
const showsLastUpdate = (set: DocSetConfig) => set.lastUpdateTime !== false || set.lastUpdateAuthor === true;

/** The version folders outside the content folder whose docs show their last update: their commits are read too. */
function lastUpdateSourceDirs(opts: BuildIndexOptions): string[] {
  const shown = new Set(opts.config.sets.filter(showsLastUpdate).map((s) => s.id));
  const pages = resolvePagesConfig(opts.config.pages);
  // (Pages read where they lie, which show their last update: their folder in its own checkout.)
  const pagesDir = pages?.root && (pages.showLastUpdateTime || pages.showLastUpdateAuthor) ? [pagesFolder(opts.contentDir, pages)] : [];
  // (A set's translations too, at `<i18n>/<locale folder>/<set>/…`: a translated page shows its own file's last update.)
  const i18n = opts.config.i18n?.path ?? I18N_DIR;
  const setOf = (at: string) => (at.startsWith(`${i18n}/`) ? at.slice(i18n.length + 1).split('/')[1] : at.split('/')[0]);
  return [...(opts.sourceDirs ?? []).filter((s) => shown.has(setOf(s.at))).map((s) => s.dir), ...pagesDir];
}

/**
 * A doc's last update as its set shows it: the date (front matter `last_update.date`, else its last
 * commit's) unless the set hides it, and the author (`last_update.author`, else the commit's) where
 * the set shows it, as plugin-content-docs' showLastUpdateTime and showLastUpdateAuthor give them.
 */
function lastUpdateOf(set: DocSetConfig, fm: Frontmatter, commit: LastCommit | undefined): Pick<DocRecord, 'lastUpdated' | 'lastUpdateAuthor'> {
  const author = set.lastUpdateAuthor ? (fm.last_update?.author ?? commit?.author) : undefined;
  return {
    lastUpdated: set.lastUpdateTime === false ? undefined : lastUpdateSeconds(fm, commit?.at),
    ...(author ? { lastUpdateAuthor: author } : {}),
  };
}

export function buildContentIndex(opts: BuildIndexOptions): ContentIndex {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const commits = opts.gitDates ? gitLastUpdated([opts.contentDir, ...lastUpdateSourceDirs(opts)], opts.rootDir) : new Map<string, LastCommit>();
  const relDates = new Map([...commits].map(([file, commit]) => [file, commit.at]));
  // Links that loop, point to nothing or lead outside: reported here, passed over by every walk.
  const bounds = {
    contentRoots: [opts.contentDir, ...(opts.extraContentDir ? [opts.extraContentDir] : []), ...(opts.sourceDirs ?? []).map((s) => s.dir)],
    contentPolicy: opts.config.content,
  };
  problems.push(...symlinkProblems(bounds, opts.rootDir));
  const folders = allowedFolders(bounds);

  const sets: SetRecord[] = opts.config.sets.map((set) => {
    const sv = opts.versions[set.id];
    return {
      id: set.id,
      label: set.label,
      routeBasePath: set.routeBasePath,
      versioned: set.versioned,
      ...(set.breadcrumbs === false ? { breadcrumbs: false } : {}),
      lastVersion: sv.lastVersion,
      versions: sv.versions.map((v) => ({
        ...loadVersion(set, v.name, opts, problems, warnings, commits, folders, undefined, defaultTranslations(opts, set, v.name)),
        label: v.label,
        status: v.status,
        banner: v.banner,
        badge: v.badge,
        ...(v.noIndex ? { noIndex: true } : {}),
        ...(v.className !== undefined ? { className: v.className } : {}),
        ...(v.editUrl !== undefined ? { editUrl: v.editUrl } : {}),
        ...(v.localeEditUrls ? { localeEditUrls: v.localeEditUrls } : {}),
        isLast: v.name === sv.lastVersion,
      })),
    };
  });

  // (Other locales start from the site's own labels, not the default locale's translations of them.)
  const otherLocales = localeSets(sets, opts, (set, name, overlay, found) => loadVersion(set, name, opts, found, warnings, commits, folders, overlay), problems);
  sets.splice(0, sets.length, ...withDefaultLocaleLabels(sets, opts, problems), ...otherLocales);
  warnings.push(...unlistedVersionFolders(opts));
  const rulings = blogPostRulings(opts.plugins, opts.contentDir);
  const [blog, ...otherBlogs] = buildBlogIndexes(
    { contentDir: opts.contentDir, rootDir: opts.rootDir, config: opts.config, includeDrafts: opts.includeDrafts, bounds: folders, dates: relDates, warnings, rulings },
    problems,
  );
  const pages = buildPagesIndex(
    { contentDir: opts.contentDir, rootDir: opts.rootDir, config: opts.config, includeDrafts: opts.includeDrafts, bounds: folders, dates: relDates, commits },
    problems,
  );
  const localeOpts = { contentDir: opts.contentDir, rootDir: opts.rootDir, config: opts.config, includeDrafts: opts.includeDrafts, bounds: folders, dates: relDates, commits, warnings, rulings };
  const localeBlogList = blog ? localeBlogs(localeOpts, problems) : [];
  const localePageList = pages ? localePages(localeOpts, problems) : [];

  // Two pages may not claim the same URL (e.g. a landing doc named "vcluster", or two categories with one link.slug).
  // The engine's search page is served at a fixed URL whatever the sets' paths (lib/shared/site-paths.ts).
  // The site's onDuplicateRoutes decides (Docusaurus: core/lib/server/routes.js handleDuplicateRoutes,
  // "warn" by default there; the importer writes the site's value): the later page is served
  // (lib/content/site-index.ts routes), as a locale's page, built after the default locale's, is.
  const owners = new Map<string, string>([[siteEnginePaths(opts.config).searchPage, "the engine's search page"]]);
  const onDuplicate = opts.config.onDuplicateRoutes ?? 'throw';
  const claim = (url: string, at: Pick<Problem, 'file' | 'line'>, what: string, fix: string, replaces = false) => {
    const prev = owners.get(url);
    // (A plugin's page that stands in for its content's: served in its place, as the plugin meant.)
    if (replaces && prev && prev !== "the engine's search page") return void owners.set(url, `${at.file} (${what})`);
    const here = `${at.file}${at.line ? `:${at.line}` : ''} (${what})`;
    if (prev === "the engine's search page") problems.push({ ...at, message: `URL ${url} of ${what} is already used by ${prev} — ${fix}` });
    else if (prev)
      routeBySeverity(onDuplicate, { ...at, message: `URL ${url} of ${what} is already used by ${prev}${onDuplicate === 'throw' ? '' : `; the build serves ${here}`} — ${fix}` }, { errors: problems, warnings });
    owners.set(url, here);
  };
  for (const set of sets)
    for (const v of set.versions) {
      for (const d of v.docs) claim(d.url, { file: d.source }, `page "${d.title}"`, 'change the file name or "slug"');
      for (const g of v.generatedIndexes)
        claim(g.url, { file: g.source, line: g.line }, `category "${g.label}"`, 'give one of them another "slug" in its link ({"type": "generated-index", "slug": "/category/…"})');
    }
  for (const b of [...(blog ? [blog] : []), ...otherBlogs, ...localeBlogList])
    for (const url of Object.keys(b.routes))
      claim(url, { file: b.dir }, b.config.id === 'default' ? 'the blog' : `the blog "${b.config.id}"`, 'change the post\'s "slug" or the blog\'s routeBasePath');
  for (const p of [...(pages?.pages ?? []), ...localePageList.flatMap((l) => l.pages)])
    claim(p.url, { file: p.source }, `page ${p.file}`, 'rename the file (or change its "slug")', p.type === 'react' && p.replaces === true);

  const site = siteIndex({ sets, warnings: [] });
  problems.push(
    ...checkConfigAgainstContent(opts.config, {
      versionsOf: (id) => site.set(id)?.versions.map((v) => v.name),
      sidebarSize: (id, sidebarId) => {
        const last = site.stableVersion(id);
        return (sidebarId ? last?.sidebars[sidebarId] : Object.values(last?.sidebars ?? {})[0])?.length;
      },
    }),
  );

  const i18n = localeMessages(opts.config, opts.contentDir, opts.rootDir, problems, (locale) => pluginLocaleMessages(opts.plugins, locale, opts.contentDir));
  const blogs = [...(blog ? [blog] : []), ...otherBlogs, ...localeBlogList];
  attachPluginFacts([...sets.flatMap((s) => s.versions.flatMap((v) => v.docs)), ...blogs.flatMap((b) => b.posts.map((p) => p.doc))], opts.plugins, opts.rootDir, opts.contentDir);
  if (problems.length) throw new BuildError(`The content has ${problems.length} problem(s):`, problems);
  return { sets, ...(blog ? { blog } : {}), ...(otherBlogs.length ? { otherBlogs } : {}), ...(pages ? { pages } : {}), ...(i18n ? { i18n } : {}), ...(localeBlogList.length ? { localeBlogs: localeBlogList } : {}), ...(localePageList.length ? { localePages: localePageList } : {}), warnings: warnings.map(formatProblem) };
}
