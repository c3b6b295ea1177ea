/**
 * Reads the site's pages folder (Docusaurus' plugin-content-pages) into the typed PagesIndex: which
 * files are pages (include, exclude), their URLs, and for Markdown/MDX pages their frontmatter, as a
 * doc the page pass parses and renders like any other.
 */
import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import type { Problem } from '../errors';
import type { SiteConfig } from '../config/site-config';
import matter from 'gray-matter';
import { keyLine, lastUpdateSeconds, parseFrontmatter, type Frontmatter } from '../source/frontmatter';
import type { LastCommit } from '../content/git-dates';
import { pageEditUrl } from './page-edit-url';
import { firstHeading, excerptOf } from '../source/page-text';
import { readContentText } from '../source/content-text';
import { walkContent } from '../source/content-walk';
import type { DocRecord, VersionRecord } from '../content/types';
import { pagesFolder, resolvePagesConfig, type ResolvedPagesConfig } from '../config/pages';
import { pluginPageRecords } from './plugin-pages';
import { pagePermalink, pageUrl } from './page-route';
import type { MdxPageRecord, PageRecord, PagesIndex } from './types';
import { localeFile, type ContentLocale } from '../i18n/locale-file';

export interface PagesBuildOptions {
  contentDir: string;
  rootDir: string;
  config: SiteConfig;
  includeDrafts: boolean;
  /** The content walk's bounds (lib/source/inside-content.ts allowedFolders). */
  bounds: readonly string[];
  /** Last-updated dates by source path (git). */
  dates?: Map<string, number>;
  /** Each file's last commit, by source path (git): the date and author a page shows where the pages show them. */
  commits?: ReadonlyMap<string, LastCommit>;
  /** A non-default locale's copy of the pages (lib/content/locale-content.ts). */
  locale?: ContentLocale;
}

/** Frontmatter keys of pages that docs do not have (plugin-content-pages' PageFrontMatterSchema). */
export const PAGE_FRONTMATTER_KEYS = ['wrapperClassName'];

const posix = (p: string) => p.split(path.sep).join('/');

/** URLs under the locale's base in a locale's copy. */
const localeUrls = (o: PagesBuildOptions): SiteConfig => (o.locale ? { ...o.config, baseUrl: o.locale.base } : o.config);

/** Page files relative to the pages folder, in path order: `include` minus `exclude`, as Docusaurus' Globby call picks them. */
export function pageFiles(dir: string, include: string[], exclude: string[], bounds: readonly string[]): string[] {
  if (!fs.existsSync(dir)) return [];
  const included = picomatch(include);
  const excluded = picomatch(exclude);
  return walkContent(dir, bounds, { enter: (e) => e.name !== 'node_modules' && !e.name.startsWith('.') })
    .filter((e) => !e.isDir && included(e.rel) && !excluded(e.rel))
    .map((e) => e.rel)
    .sort();
}

/** The page-only keys, read apart from the doc keys parseFrontmatter checks. */
function pageKeys(raw: string, source: string, problems: Problem[]): { wrapperClassName?: string } {
  let data: Record<string, unknown> = {};
  try {
    data = matter(raw, {}).data as Record<string, unknown>;
  } catch {
    return {}; // (parseFrontmatter reports the YAML error)
  }
  const wrapper = data.wrapperClassName;
  if (wrapper === undefined || typeof wrapper === 'string') return wrapper ? { wrapperClassName: wrapper } : {};
  problems.push({
    file: source,
    line: keyLine(raw, 'wrapperClassName'),
    message: `frontmatter "wrapperClassName" must be a string of class names (got ${JSON.stringify(wrapper)})`,
  });
  return {};
}

/** What a page shows below its article (plugin-content-pages: editUrl, showLastUpdateTime, showLastUpdateAuthor). */
function pageFooter(cfg: ResolvedPagesConfig, o: PagesBuildOptions, page: { relPath: string; abs: string; url: string; source: string; fm: Frontmatter }) {
  const root = cfg.root ?? o.contentDir;
  const localized = o.locale?.dir && page.abs.startsWith(o.locale.dir + path.sep) ? posix(path.relative(root, o.locale.dir)) : undefined;
  const editUrl = pageEditUrl(cfg, page.relPath, page.url, localized);
  const commit = o.commits?.get(page.source);
  const at = cfg.showLastUpdateTime ? lastUpdateSeconds(page.fm, commit?.at) : undefined;
  const author = cfg.showLastUpdateAuthor ? (page.fm.last_update?.author ?? commit?.author) : undefined;
  return {
    ...(editUrl ? { editUrl } : {}),
    ...(at || author ? { lastUpdate: { ...(at ? { at } : {}), ...(author ? { author } : {}) } } : {}),
  };
}

function mdxPage(relPath: string, dir: string, o: PagesBuildOptions, cfg: ResolvedPagesConfig, problems: Problem[]): MdxPageRecord | undefined {
  const { routeBasePath } = cfg;
  const abs = o.locale ? localeFile(o.locale, relPath, dir) : path.join(dir, relPath);
  const source = posix(path.relative(o.rootDir, abs));
  const { text: raw, problem } = readContentText(abs, source);
  const found: Problem[] = problem ? [problem] : [];
  const { frontmatter: fm, body } = parseFrontmatter(raw, source, found, o.config.unknownFrontmatterKeys);
  const pageKey = new RegExp(`^unknown frontmatter key "(${PAGE_FRONTMATTER_KEYS.join('|')})"`);
  problems.push(...found.filter((p) => !pageKey.test(p.message)));
  if (fm.draft === true && !o.includeDrafts) return undefined;
  const wrapper = pageKeys(raw, source, problems).wrapperClassName;
  const permalink = pagePermalink(relPath, fm.slug, localeUrls(o), routeBasePath);
  const url = pageUrl(permalink);
  const title = fm.title ?? firstHeading(body) ?? '';
  const description = fm.description ?? excerptOf(body);
  const doc: DocRecord = {
    id: relPath.replace(/\.mdx?$/, ''),
    set: 'pages',
    ...(o.locale ? { locale: o.locale.name } : {}),
    version: '',
    source,
    relPath,
    url,
    // Relative links resolve against the URL as Docusaurus serves it.
    ...(permalink.endsWith('/') ? {} : { linkBase: url.replace(/\/$/, '') }),
    title,
    description,
    sidebarLabel: title,
    frontmatter: fm,
    draft: fm.draft === true,
    unlisted: fm.unlisted === true,
    ...(o.dates?.get(source) ? { lastUpdated: o.dates.get(source) } : {}),
  };
  return {
    type: 'mdx',
    url,
    permalink,
    source,
    file: posix(path.relative(o.contentDir, abs)),
    title,
    description,
    hideTableOfContents: fm.hide_table_of_contents === true,
    ...(wrapper ? { wrapperClassName: wrapper } : {}),
    ...(fm.image ? { image: fm.image } : {}),
    ...(fm.keywords ? { keywords: fm.keywords } : {}),
    ...pageFooter(cfg, o, { relPath, abs, url, source, fm }),
    doc,
  };
}

/** The site's pages, or undefined when it has none (no pages folder, or `"pages": false`). */
export function buildPagesIndex(o: PagesBuildOptions, problems: Problem[]): PagesIndex | undefined {
  const cfg = resolvePagesConfig(o.config.pages);
  // The pages the site's plugins add (their paths carry the locale: read once, with the default locale's pages).
  const fromPlugins = o.locale ? [] : pluginPageRecords(o.config.pluginPages ?? [], o.contentDir, o.rootDir, o.config);
  const dir = cfg ? pagesFolder(o.contentDir, cfg) : path.join(o.contentDir, 'src/pages');
  const files = cfg ? pageFiles(dir, cfg.include, cfg.exclude, o.bounds) : [];
  if (!files.length && !fromPlugins.length) return undefined;
  const routeBasePath = cfg ? cfg.routeBasePath : '/';
  const pages: PageRecord[] = [];
  for (const relPath of files) {
    const abs = path.join(dir, relPath);
    if (cfg && /\.mdx?$/.test(relPath)) {
      const page = mdxPage(relPath, dir, o, cfg, problems);
      if (page) pages.push(page);
      continue;
    }
    // React pages take no slug (Docusaurus: "slug can't be customized for JSX pages").
    const permalink = pagePermalink(relPath, undefined, localeUrls(o), routeBasePath);
    pages.push({
      type: 'react',
      url: pageUrl(permalink),
      permalink,
      source: posix(path.relative(o.rootDir, abs)),
      file: posix(path.relative(o.contentDir, abs)),
      ownsMain: /<main[\s>]/.test(fs.readFileSync(abs, 'utf8')),
    });
  }
  pages.push(...fromPlugins);
  const dirRel = posix(path.relative(o.rootDir, dir));
  const container: VersionRecord = {
    name: '',
    label: 'Pages',
    status: 'stable',
    banner: 'none',
    badge: false,
    isLast: true,
    path: '',
    dir: dirRel,
    ...(o.locale?.dir ? { translationsDir: posix(path.relative(o.rootDir, o.locale.dir)) } : {}),
    mainDocId: '',
    docs: pages.flatMap((p) => (p.type === 'mdx' ? [p.doc] : [])),
    draftIds: [],
    sidebars: {},
    generatedIndexes: [],
  };
  return { dir: dirRel, pages, container };
}
