/**
 * What the import's phases share (./import.ts runs them in order): the site as its config reads,
 * where it goes, how its pages are read, and what the phases gather on the way (the report, the
 * packages the site's code and pages import, the raw HTML Docusaurus published).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readDocusaurusSite, type DocusaurusSite, type SitePackages } from './config';
import { docusaurusMajor } from './mdx1';
import { mdx1Parser } from './mdx1-reading';
import { pageParser } from './page-parse';
import { translationFolders, versionFolders } from './docs-versions';
import { blogFoldersOf, blogTranslationFolders } from './blog';
import { takeLinkProblems } from './site-links';
import type { Reading } from '../in-place/reading';
import { staticFoldersOf } from './static-directories';
import { pageFilesOf, pagesPluginOf } from './pages';
import { DEFAULT_PAGES } from '../../../lib/api/config';
import type { PageSite } from './transform-context';
import type { MarkdownFormat } from '../../../lib/api/mdx';
import type { ImportOptions, ImportReport, PartialImport } from './import-report';

export interface ImportRun {
  from: string;
  to: string;
  site: DocusaurusSite;
  /** What every page's URLs resolve against (./transform-context.ts). */
  pageSite: PageSite;
  /** A live preview's import of what an edit changed, alone. */
  partial?: PartialImport;
  /** The docs and blogs read where they lie: how the page pass reads them (../in-place/reading.ts). */
  reading?: Reading;
  /** A Docusaurus 2 site's MDX 1 reading (./mdx1.ts), counted as pages are read. */
  mdx1?: NonNullable<ImportReport['mdx1']>;
  /** A converted page parsed as the build will parse it (./page-parse.ts). */
  parsePage: ReturnType<typeof pageParser>;
  report: ImportReport;
  /** npm packages the site's code and pages import (`import ReactPlayer from 'react-player'`): installed in `to`. */
  pagePackages: Set<string>;
  /** Raw HTML names that run script, by the files Docusaurus published them from: the site allows them. */
  allowedHtml: Record<string, string[]>;
}

/** The config's markdown.format (Docusaurus' default: MDX for every file). */
function markdownFormatOf(raw: Record<string, unknown> | undefined): MarkdownFormat {
  const format = (raw?.markdown as { format?: unknown } | undefined)?.format;
  return format === 'md' || format === 'detect' ? format : 'mdx';
}

/** A Docusaurus 2 site: its pages are MDX 1 (./mdx1.ts); undefined for a later one. */
function mdx1Of(from: string, inPlace: boolean): ImportRun['mdx1'] {
  const major = docusaurusMajor(from);
  if (major === undefined || major >= 3) return undefined;
  return {
    reason: `the site depends on @docusaurus/core ${major}.x (Docusaurus ${major}: MDX 1)`,
    ...(inPlace ? { docsReadInPlace: true as const } : {}),
    readAsCommonMark: 0,
    bracesEscaped: 0,
    ...(mdx1Parser(from) ? { rewrittenAsRead: 0 } : {}),
    files: [],
  };
}

function emptyReport(from: string, to: string, site: DocusaurusSite): ImportReport {
  return {
    from,
    to,
    configMode: site.mode,
    ...(site.ownModulesStubbed ? { configOwnModulesStubbed: true } : {}),
    ...(site.error ? { configError: site.error } : {}),
    ...(site.wrappedPresets ? { presetsReadAsClassic: site.wrappedPresets } : {}),
    ...(site.wrappedPlugins
      ? {
          pluginsReadAsContent: site.wrappedPlugins.map((p) => ({
            name: p.name,
            as: p.as,
            ...(p.addsRoutes ? { routesRun: true } : {}),
            ...(p.writesData ? { dataRun: true } : {}),
          })),
        }
      : {}),
    instances: [],
    pages: 0,
    partialsInlined: 0,
    rawFilesInlined: 0,
    dataImports: 0,
    staticFiles: 0,
    sidebars: {},
    componentImports: {},
    componentsCompiled: [],
    componentsUncompiled: [],
    failed: [],
    warnings: [],
  };
}

/** The pages plugin's folder read where it lies, when the site has one: its Markdown pages are read as the docs are (../in-place/reading.ts). */
function pagesRead(raw: Record<string, unknown> | undefined, from: string, to: string): Pick<Reading, 'pages'> {
  const plugin = raw ? pagesPluginOf(raw) : { path: DEFAULT_PAGES.path, unmapped: [] };
  const src = path.join(from, plugin.path);
  if (plugin.config === false || !fs.existsSync(src)) return {};
  const files = pageFilesOf(from, src, plugin).map((f) => f.split(path.sep).join('/'));
  return { pages: { src, out: path.join(to, plugin.path), files } };
}

/** The site read and the folder made ready (emptied but for its install, unless the import is partial). */
export async function startImport(
  from: string,
  to: string,
  packages: SitePackages | undefined,
  partial: PartialImport | undefined,
  options: ImportOptions,
): Promise<ImportRun> {
  takeLinkProblems(from); // (a walk of an earlier run's, forgotten)
  const site = await readDocusaurusSite(from, packages);
  const mdx1 = mdx1Of(from, options.inPlace === true);
  const pageSite = { siteRoot: from, baseUrl: site.baseUrl, staticDirs: staticFoldersOf(site.raw, from) };
  const reading: Reading | undefined = options.inPlace
    ? {
        ...pageSite,
        instances: site.instances.map((i) => versionFolders(from, to, i)),
        translations: [...translationFolders(site.raw, from, to, site.instances), ...blogTranslationFolders(site.raw, from, to)],
        blogs: blogFoldersOf(site.raw, from, to),
        ...pagesRead(site.raw, from, to),
        generated: {},
        ...(mdx1 ? { mdx1: true as const } : {}),
      }
    : undefined;
  // (An install there is kept: the next npm install brings it to the new package.json, and a second import reads the config with it.)
  for (const entry of fs.existsSync(to) && !partial ? fs.readdirSync(to) : [])
    if (entry !== 'node_modules') fs.rmSync(path.join(to, entry), { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  return {
    from,
    to,
    site,
    pageSite,
    ...(partial ? { partial } : {}),
    ...(reading ? { reading } : {}),
    ...(mdx1 ? { mdx1 } : {}),
    parsePage: pageParser(markdownFormatOf(site.raw), from, mdx1),
    report: emptyReport(from, to, site),
    pagePackages: new Set(),
    allowedHtml: {},
  };
}

/** Notes that `where` (a file, or the config's key) published raw HTML that runs script by `name`. */
export function allowHtml(run: ImportRun, name: string, where: string): void {
  if (!(run.allowedHtml[name] ??= []).includes(where)) run.allowedHtml[name].push(where);
}
