/**
 * The pages plugin (plugin-content-pages) of a Docusaurus site: its options become site.config.json
 * `"pages"` (path, routeBasePath, include, exclude), the rest is reported; its Markdown pages are
 * converted like docs (links under baseUrl, imports, frontmatter). React pages are copied as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { PagesConfig } from '../../../lib/api/config';
import { DEFAULT_PAGES } from '../../../lib/api/config';
import { sitePageFiles, allowedFolders } from '../../../lib/api/content';
import { transformMdx } from './transform-mdx';
import type { PageSite } from './transform-context';
import { isClassicPresetName } from './presets';
import { copySiteTree } from './site-links';
import { failureOf, readSiteText } from './site-text';
import { inPlaceContext, type Reading } from '../in-place/reading';
import { isObj } from '../../../lib/api/guards';

type Obj = Record<string, unknown>;
const strings = (v: unknown): string[] | undefined => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? (v as string[]) : undefined);

/**
 * The pages' editUrl: a string as it is (the engine joins it as Docusaurus does, lib/pages/page-edit-url.ts);
 * a function called once with placeholders for the page, as the blog's is (./blog.ts), giving a template.
 */
function pagesEditUrl(value: unknown, pagesPath: string): { editUrl?: string; unmapped?: string } {
  if (typeof value === 'string') return { editUrl: value };
  if (typeof value !== 'function') return {};
  try {
    const url = (value as (args: Record<string, string>) => unknown)({
      pagesDirPath: pagesPath,
      pagesPath: '{pagesPath}',
      permalink: '{permalink}',
      locale: 'en',
    });
    if (typeof url === 'string' && /\{(pagesPath|permalink)\}/.test(url)) return { editUrl: url };
  } catch {
    // (reported below)
  }
  return { unmapped: 'pages plugin: editUrl (the function does not give a URL for a page path — pages have no edit link)' };
}

/** The options that show a Markdown page's edit link and last update (plugin-content-pages' MDXPage EditMetaRow). */
function pageFooterOptions(options: Obj, pagesPath: string): { config: Partial<PagesConfig>; unmapped: string[] } {
  const edit = pagesEditUrl(options.editUrl, pagesPath);
  const flags = (['editLocalizedFiles', 'showLastUpdateTime', 'showLastUpdateAuthor'] as const).filter((k) => options[k] === true);
  return {
    config: { ...(edit.editUrl ? { editUrl: edit.editUrl } : {}), ...Object.fromEntries(flags.map((k) => [k, true])) },
    unmapped: edit.unmapped ? [edit.unmapped] : [],
  };
}

export interface PagesPlugin {
  /** site.config.json "pages": the options that differ from the defaults, false when the site has no pages plugin. */
  config?: PagesConfig | false;
  /** The folder of the pages, relative to the site root. */
  path: string;
  unmapped: string[];
}

/** The pages plugin's options: the classic preset's `pages` (false: none) and `@docusaurus/plugin-content-pages` entries. */
export function pagesPluginOf(raw: Obj): PagesPlugin {
  const instances: Obj[] = [];
  let presetOff = false;
  for (const preset of (raw.presets as unknown[]) ?? []) {
    const [name, options] = Array.isArray(preset) ? preset : [preset, {}];
    if (!isClassicPresetName(name)) continue;
    const pages = isObj(options) ? options.pages : undefined;
    if (pages === false) presetOff = true;
    else instances.push(isObj(pages) ? pages : {});
  }
  for (const plugin of (raw.plugins as unknown[]) ?? []) {
    const [name, options] = Array.isArray(plugin) ? plugin : [plugin, {}];
    if (typeof name === 'string' && /plugin-content-pages/.test(name)) instances.push(isObj(options) ? options : {});
  }
  if (!instances.length) return { config: presetOff ? false : undefined, path: DEFAULT_PAGES.path, unmapped: [] };
  const [first, ...more] = instances;
  const config: PagesConfig = {};
  if (typeof first.path === 'string' && first.path.replace(/^\.\//, '').replace(/\/$/, '') !== DEFAULT_PAGES.path)
    config.path = first.path.replace(/^\.\//, '').replace(/\/$/, '');
  if (typeof first.routeBasePath === 'string' && first.routeBasePath !== DEFAULT_PAGES.routeBasePath) config.routeBasePath = first.routeBasePath;
  if (strings(first.include)) config.include = strings(first.include);
  if (strings(first.exclude)) config.exclude = strings(first.exclude);
  const footer = pageFooterOptions(first, config.path ?? DEFAULT_PAGES.path);
  Object.assign(config, footer.config);
  // (Its mdxPageComponent draws the Markdown pages: ../site-components/mdx-page.ts.)
  const unmapped = [...footer.unmapped];
  for (const other of more)
    unmapped.push(
      `pages plugin "${String(other.id ?? other.path ?? 'another')}": the engine publishes one pages folder (${config.path ?? DEFAULT_PAGES.path}); this one is not imported`,
    );
  return { ...(Object.keys(config).length ? { config } : {}), path: config.path ?? DEFAULT_PAGES.path, unmapped };
}

export interface PagesImport {
  /** Page files (relative to the pages folder) by kind. */
  react: string[];
  markdown: string[];
  warnings: { file: string; message: string }[];
  /** Markdown pages left out (not UTF-8), as the report's failed files. */
  failed: { file: string; error: string }[];
  components: { file: string; component: string }[];
  /** npm packages the Markdown pages import, installed as the docs' are. */
  packages: string[];
}

/**
 * Copies the pages folder when src/ did not bring it, and converts its Markdown pages as docs are
 * converted (their frontmatter as written: the site config keeps the keys the engine does not know).
 */
export function importPages(
  from: string,
  to: string,
  plugin: PagesPlugin,
  site: PageSite,
  /** Sees each converted page; what it returns is written instead (a page read as MDX 1, say), as for docs. */
  post: (file: string, text: string) => string = (_file, text) => text,
  /** The site read where it lies: the pages are not copied, the page pass reads them as the docs (../in-place/reading.ts). */
  reading?: Reading,
): PagesImport {
  const result: PagesImport = { react: [], markdown: [], warnings: [], failed: [], components: [], packages: [] };
  if (plugin.config === false) return result;
  const src = path.join(from, plugin.path);
  const out = path.join(to, plugin.path);
  if (!fs.existsSync(src)) return result;
  const inPlace = reading?.pages?.src === src ? reading : undefined;
  if (!inPlace && !fs.existsSync(out)) copySiteTree(from, src, out);
  const copies = new Set<string>();
  for (const rel of pageFilesOf(from, src, plugin)) {
    if (!/\.mdx?$/.test(rel)) {
      result.react.push(rel);
      continue;
    }
    result.markdown.push(rel);
    if (inPlace) readMarkdownPage(from, path.join(src, rel), inPlace, copies, result);
    else importMarkdownPage({ from, src, out, site, post, copies }, rel, result);
  }
  return result;
}

/** A Markdown page read in place, transformed as the page pass reads it: what it imports and its warnings, nothing written. */
function readMarkdownPage(from: string, file: string, reading: Reading, copies: Set<string>, result: PagesImport): void {
  let source: string;
  try {
    source = readSiteText(from, file);
  } catch (err) {
    result.failed.push(failureOf(from, file, err));
    return;
  }
  const t = transformMdx(source, { ...inPlaceContext(reading, file, true)!, copies });
  for (const message of t.warnings) result.warnings.push({ file: path.relative(from, file), message });
  for (const component of t.components) result.components.push({ file: path.relative(from, file), component });
  for (const name of t.packages) if (!result.packages.includes(name)) result.packages.push(name);
}

/** The plugin's page files (relative to its folder), as its include and exclude options give them. */
export function pageFilesOf(from: string, src: string, plugin: PagesPlugin): string[] {
  const cfg = { ...DEFAULT_PAGES, ...(plugin.config || {}) };
  return sitePageFiles(src, cfg.include, cfg.exclude, allowedFolders({ contentRoots: [from] }));
}

interface PageFolders {
  from: string;
  src: string;
  out: string;
  site: PageSite;
  post: (file: string, text: string) => string;
  copies: Set<string>;
}

/** One Markdown page converted as docs are and written at the same path in the imported folder. */
function importMarkdownPage({ from, src, out, site, post, copies }: PageFolders, rel: string, result: PagesImport): void {
  const file = path.join(src, rel);
  const outFile = path.join(out, rel);
  let source: string;
  try {
    source = readSiteText(from, file);
  } catch (err) {
    result.failed.push(failureOf(from, file, err));
    fs.rmSync(outFile, { force: true });
    return;
  }
  const t = transformMdx(source, { ...site, file, outFile, outVersionDir: out, srcVersionDir: src, copies });
  fs.writeFileSync(outFile, readOrAsConverted(post, file, t.text, result.warnings, from));
  for (const message of t.warnings) result.warnings.push({ file: path.relative(from, file), message });
  for (const component of t.components) result.components.push({ file: path.relative(from, file), component });
  for (const name of t.packages) if (!result.packages.includes(name)) result.packages.push(name);
}

/**
 * The live preview's edit of Markdown pages the last whole import converted: each converted again
 * alone, as that import converts it, and added to `imported`. A page added or removed changes the
 * site's routes, and a whole import takes it.
 */
export function importPageChanges(
  from: string,
  to: string,
  plugin: PagesPlugin,
  site: PageSite,
  post: (file: string, text: string) => string,
  { changed, imported }: { changed: ReadonlySet<string>; imported: Set<string> },
  /** The site read where it lies: a page is read again as the page pass reads it, nothing is written. */
  reading?: Reading,
): PagesImport {
  const result: PagesImport = { react: [], markdown: [], warnings: [], failed: [], components: [], packages: [] };
  if (plugin.config === false) return result;
  const src = path.join(from, plugin.path);
  const out = path.join(to, plugin.path);
  const edited = [...changed].map((f) => path.relative(src, f)).filter((rel) => /\.mdx?$/.test(rel) && !rel.startsWith('..') && !path.isAbsolute(rel));
  if (!edited.length) return result;
  const pages = new Set(pageFilesOf(from, src, plugin));
  const copies = new Set<string>();
  const inPlace = reading?.pages?.src === src ? reading : undefined;
  for (const rel of edited) {
    if (!pages.has(rel) || (!inPlace && !fs.existsSync(path.join(out, rel)))) continue;
    if (inPlace) readMarkdownPage(from, path.join(src, rel), inPlace, copies, result);
    else importMarkdownPage({ from, src, out, site, post, copies }, rel, result);
    imported.add(path.join(src, rel));
  }
  return result;
}

/** The page as `post` reads it; one it cannot read stays as converted, for the build to say where it fails (the reason is a warning). */
function readOrAsConverted(post: (file: string, text: string) => string, file: string, text: string, warnings: PagesImport['warnings'], from: string): string {
  try {
    return post(file, text);
  } catch (err) {
    warnings.push({ file: path.relative(from, file), message: (err as Error).message.split('\n')[0] });
    return text;
  }
}
