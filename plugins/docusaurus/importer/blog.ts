/**
 * The Docusaurus blog (the classic preset's `blog` option or plugin-content-blog) into the
 * engine's `blog` section of site.config.json (lib/config/blog.ts) and `<to>/<path>/`: the options
 * the engine applies are mapped, the others are report lines; the posts' MDX gets the same
 * conversion docs get (transform-mdx.ts: partials, @site imports, static URLs), other files (images,
 * authors.yml, tags.yml) are copied.
 */
import { docusaurusFrom } from './mdx1';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import picomatch from 'picomatch';
import YAML from 'yaml';
import { transformMdx } from './transform-mdx';
import type { PageSite } from './transform-context';
import { BLOG_OPTIONS, DEFAULT_EXCLUDE, FEED_OPTIONS, type BlogConfig, type ReportingSeverity } from '../../../lib/api/config';
import { isClassicPresetName } from './presets';
import { MARKDOWN_PLUGIN_LISTS } from './markdown-plugins';
import { siteFiles } from './site-links';
import { copySiteFile, failureOf, readSiteText, SiteFileError } from './site-text';
import { inPlaceContext, type Reading, type ReadVersion } from '../in-place/reading';
import { blogTranslationsOf, i18nFolderOf, localeFolderOf, translatedLocales } from './i18n';
import { isObj } from '../../../lib/api/guards';
import type { PluginOptionsPlace } from './config';
import { BLOG_COMPONENT_OPTIONS } from '../site-components/blog-places';
import { types } from 'node:util';

/** plugin-content-blog options the engine's blog section takes under the same name. */
const MAPPED = BLOG_OPTIONS.filter((k) => k !== 'path' && k !== 'feedOptions' && k !== 'editUrl');
/** Options only the site's own blog plugin applies, functions of the site's (./blog-plugin-posts.ts runs it for them). */
export const BLOG_PLUGIN_RUNS = ['readingTime', 'processBlogPosts'];
/** Options that change nothing the engine publishes (ids, localized edit links of a site in one language). */
const HARMLESS = ['id', 'path', 'editLocalizedFiles'];

/**
 * The blog's editUrl: a string as it is (the engine joins it as Docusaurus does, lib/blog/edit-url.ts);
 * a function called once with placeholders for the post, as the docs' editUrl is (import.ts), giving a
 * template; one that does not give a URL with a placeholder is a report line.
 */
function blogEditUrl(value: unknown, blogPath: string): { editUrl?: string; unmapped?: string } {
  if (typeof value === 'string') return { editUrl: value };
  if (typeof value !== 'function') return {};
  try {
    const url = (value as (args: Record<string, string>) => unknown)({ blogDirPath: blogPath, blogPath: '{blogPath}', permalink: '{permalink}', locale: 'en' });
    if (typeof url === 'string' && /\{(blogPath|permalink)\}/.test(url)) return { editUrl: url };
  } catch {
    // (reported below)
  }
  return { unmapped: 'blog.editUrl: the function does not give a URL for a post path — posts have no edit link' };
}

/** An option's value as the blog section holds it: routeBasePath without its slashes, a truncateMarker RegExp as its source (JSON has no RegExp;
 * the config's RegExp is of the realm the config was evaluated in, ./config.ts, so not `instanceof` this one's). */
function mappedValue(key: string, value: unknown): unknown {
  if (key === 'routeBasePath' && typeof value === 'string') return value.replace(/^\/+|\/+$/g, '');
  if (key === 'truncateMarker' && types.isRegExp(value)) return value.source;
  return value;
}

export interface BlogImport {
  /** The plugin instance's id ("default" for the preset's blog). */
  id: string;
  config: BlogConfig;
  /** Folder of the posts in the Docusaurus checkout, relative to it. */
  path: string;
  posts: number;
  authors: number;
  tags: number;
  unmapped: string[];
  /** npm packages the posts import (`import { Tweet } from 'react-tweet'`), installed as the docs' are. */
  packages: string[];
}

/**
 * feedOptions.xslt as plugin-content-blog's options.ts normalizes it: true (for both feeds, or for
 * one in `{ rss, atom }`) is the plugin's own stylesheet (its assets/rss.xsl, assets/atom.xsl), found
 * in the site's installed package when the site builds; a string is the site's file, relative to the
 * blog's folder (copied with the blog's other files); false or null is none.
 */
function feedXslt(value: unknown): { xslt?: Record<string, string> } {
  const one = (v: unknown, type: string) => (v === true ? `@docusaurus/plugin-content-blog/assets/${type}.xsl` : typeof v === 'string' ? v : undefined);
  const each = isObj(value) ? value : { rss: value, atom: value };
  const xslt = Object.fromEntries(['rss', 'atom'].flatMap((type) => (one(each[type], type) ? [[type, one(each[type], type)!]] : [])));
  return Object.keys(xslt).length ? { xslt } : {};
}

/**
 * Every blog of the evaluated config, as Docusaurus loads them: the classic preset's `blog` (false:
 * none), then each plugin-content-blog of `plugins` (core's loadPluginConfigs puts the presets'
 * plugins first), each an instance with its own id, folder and routes. A blog whose folder does
 * not exist, or holds none, has no post (plugin-content-blog blogUtils.ts generateBlogPosts): before
 * Docusaurus 3.10 it then publishes nothing (loadContent returns an empty blogListPaginated) and is left out; from
 * 3.10 on, its routes.ts paginates the posts it has, at least one page, so its list page is published,
 * empty. Without a readable config, a blog/ folder is the classic preset's blog.
 */
export function blogInstancesOf(raw: Record<string, unknown> | undefined, root: string): Record<string, unknown>[] {
  return blogEntriesOf(raw, root).map((e) => e.options);
}

/** Each blog's options (blogInstancesOf), and where the config holds them (none for a site without a readable config). */
export function blogEntriesOf(raw: Record<string, unknown> | undefined, root: string): { options: Record<string, unknown>; place?: PluginOptionsPlace }[] {
  const found: { options: Record<string, unknown>; place?: PluginOptionsPlace }[] = [];
  for (const [index, preset] of ((raw?.presets as unknown[]) ?? []).entries()) {
    const [name, options] = Array.isArray(preset) ? preset : [preset, {}];
    if (!isClassicPresetName(name)) continue;
    const blog = (options as { blog?: unknown } | undefined)?.blog;
    if (blog !== false) found.push({ options: isObj(blog) ? blog : {}, place: { list: 'presets', index, key: 'blog' } });
  }
  for (const [index, plugin] of ((raw?.plugins as unknown[]) ?? []).entries()) {
    const [name, options] = Array.isArray(plugin) ? plugin : [plugin, {}];
    if (typeof name === 'string' && /plugin-content-blog/.test(name)) found.push({ options: isObj(options) ? options : {}, place: { list: 'plugins', index } });
  }
  if (!raw) found.push({ options: {} });
  const emptyListed = listsEmptyBlog(root);
  // (A post: a Markdown file outside `_` files and folders, plugin-content-blog's default include and exclude.)
  const hasPosts = (dir: string) => siteFiles(root, dir).some((f) => /\.mdx?$/.test(f) && !f.split('/').some((part) => part.startsWith('_')));
  return found.filter(({ options: o }) => emptyListed || hasPosts(blogDirOf(root, o)));
}

/** A blog's folder in the site, as its options (the config's, unmapped) name it: `path`, `blog` by default. */
export const blogDirOf = (root: string, options: Record<string, unknown>): string => path.join(root, typeof options.path === 'string' ? options.path : 'blog');

/** The blogs' folders, relative to the site, once each (two blogs may read one). */
const blogPaths = (raw: Record<string, unknown> | undefined, from: string): string[] => [
  ...new Set(blogInstancesOf(raw, from).map((options) => mapBlogOptions(options).config.path ?? 'blog')),
];

/** Each blog's folder that exists (one for two blogs that read one), read where it lies, and its place in the imported folder. */
export function blogFoldersOf(raw: Record<string, unknown> | undefined, from: string, to: string): ReadVersion[] {
  return blogPaths(raw, from)
    .filter((rel) => fs.existsSync(path.join(from, rel)))
    .map((rel) => ({ src: path.join(from, rel), out: path.join(to, rel) }));
}

/** Each locale's translations folder of each blog that the site holds (the default locale's too), with the blog's place in the imported folder. */
export function blogTranslationFolders(raw: Record<string, unknown> | undefined, from: string, to: string): ReadVersion[] {
  const locales = translatedLocales(raw);
  const i18nDir = i18nFolderOf(raw, from);
  return blogInstancesOf(raw, from).flatMap((options) => {
    const out = path.join(to, mapBlogOptions(options).config.path ?? 'blog');
    return locales
      .map((locale) => ({ src: blogTranslationsOf(i18nDir, localeFolderOf(raw, locale), blogIdOf(options)), out }))
      .filter((t) => fs.existsSync(t.src));
  });
}

/** Whether the site's Docusaurus (3.10 on) publishes a blog without posts: its list page, empty (see blogInstancesOf). */
export function listsEmptyBlog(root: string): boolean {
  return docusaurusFrom(root, 3, 10) === true;
}

/** Whether the site's Docusaurus (3.5 on) publishes the authors list and author pages (plugin-content-blog routes.ts createAuthorsRoutes). */
export function publishesAuthorPages(root: string): boolean {
  return docusaurusFrom(root, 3, 5) !== false;
}

const REPORT_KEYS = ['onInlineTags', 'onInlineAuthors', 'onUntruncatedBlogPosts'] as const;
type ReportKey = (typeof REPORT_KEYS)[number];

/**
 * The reports the site's installed plugin-content-blog makes by default (its DEFAULT_OPTIONS: 'warn'
 * from the version that has each option on); none for a site without the plugin installed.
 */
export function blogReportDefaults(root: string): Partial<Record<ReportKey, ReportingSeverity>> {
  try {
    const { DEFAULT_OPTIONS } = createRequire(path.resolve(root, 'package.json'))('@docusaurus/plugin-content-blog/lib/options.js') as {
      DEFAULT_OPTIONS?: Record<string, unknown>;
    };
    return Object.fromEntries(
      REPORT_KEYS.flatMap((key) => (typeof DEFAULT_OPTIONS?.[key] === 'string' ? [[key, DEFAULT_OPTIONS[key] as ReportingSeverity]] : [])),
    );
  } catch {
    return {};
  }
}

/** The instance's id, as plugin-content-blog reads it ("default" when the options name none). */
export const blogIdOf = (options: Record<string, unknown>): string => (typeof options.id === 'string' ? options.id : 'default');

/** The engine's blog section for the options, and what it cannot apply. */
export function mapBlogOptions(options: Record<string, unknown>): { config: BlogConfig; unmapped: string[] } {
  const config: Record<string, unknown> = {};
  const unmapped: string[] = [];
  // A blog other than the default one says which it is (its translations' folder, its errors).
  if (blogIdOf(options) !== 'default') config.id = blogIdOf(options);
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined || HARMLESS.includes(key) || key === 'editUrl') continue;
    if ((MAPPED as readonly string[]).includes(key)) {
      config[key] = mappedValue(key, value);
      continue;
    }
    if (key === 'feedOptions' && isObj(value)) {
      const feed: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) {
        if (k === 'xslt') Object.assign(feed, feedXslt(v));
        else if (FEED_OPTIONS.includes(k)) feed[k] = v;
        // (The site's own blog plugin writes the feeds with it after the build: ./blog-feed-items.ts.)
        else if (k === 'createFeedItems') continue;
        else if (v !== undefined && v !== null) unmapped.push(`blog.feedOptions.${k}: not applied (the feed items are the engine's own)`);
      }
      config.feedOptions = feed;
      continue;
    }
    // (Its remark and rehype plugins run, ./markdown-plugins.ts, and its admonitions apply, ./admonition-types.ts;
    // its readingTime and processBlogPosts run in the site's own blog plugin, ./blog-plugin-posts.ts.)
    if (MARKDOWN_PLUGIN_LISTS.includes(key) || key === 'admonitions' || BLOG_PLUGIN_RUNS.includes(key)) continue;
    // (A page drawn by the blog's own component: ../site-components/blog-places.ts.)
    if (Object.values(BLOG_COMPONENT_OPTIONS).includes(key)) continue;
    const arrayish = Array.isArray(value) ? value.length > 0 : typeof value === 'function' || isObj(value) || value === true;
    if (arrayish || typeof value === 'string' || typeof value === 'number') unmapped.push(`blog.${key}: not applied by the engine's blog`);
  }
  if (typeof options.path === 'string') config.path = options.path.replace(/^\.\//, '').replace(/\/+$/, '');
  const edit = blogEditUrl(options.editUrl, typeof config.path === 'string' ? config.path : 'blog');
  if (edit.editUrl) config.editUrl = edit.editUrl;
  if (edit.unmapped) unmapped.push(edit.unmapped);
  return { config: config as BlogConfig, unmapped };
}

/**
 * Copies each blog into `<to>/<path>/` and returns its section of site.config.json with the counts
 * for the report, one per plugin-content-blog instance (blogInstancesOf).
 */
export function importBlogs(
  from: string,
  to: string,
  raw: Record<string, unknown> | undefined,
  site: PageSite,
  hooks: BlogHooks,
  reading?: Reading,
): BlogImport[] {
  const copied = new Set<string>();
  return blogInstancesOf(raw, from).map((options) => {
    const { config, unmapped } = mapBlogOptions(options);
    if (!publishesAuthorPages(from)) config.authorsPages = false;
    // What the site's blog plugin reports by default where the site says nothing (the engine says nothing).
    for (const [key, level] of Object.entries(blogReportDefaults(from))) config[key as ReportKey] ??= level;
    const id = blogIdOf(options);
    // Unmapped options of a blog other than the default one name it.
    const named = id === 'default' ? unmapped : unmapped.map((line) => line.replace(/^blog\b/, `blog "${id}"`));
    const rel = config.path ?? 'blog';
    // Read where it lies: the engine reads the posts from the blog's folder (lib/config/blog.ts `dir`).
    const inPlace = reading?.blogs?.find((b) => b.src === path.join(from, rel));
    if (inPlace) config.dir = path.relative(to, inPlace.src);
    // (And its translations, where the site's locales hold them.)
    if (inPlace && translatedLocales(raw).length) config.translations = path.relative(to, blogTranslationsOf(i18nFolderOf(raw, from), '{locale}', id));
    // Two blogs may read one folder: its files are copied once.
    // (A folder copied already gave its packages then.)
    const counts = copied.has(rel)
      ? { ...countBlog(from, config), packages: [] }
      : inPlace
        ? readBlog(from, config, reading!, hooks)
        : copyBlog(from, to, config, site, hooks);
    copied.add(rel);
    return { id, config, path: rel, ...counts, unmapped: named };
  });
}

/**
 * One blog's folder read where it lies: each post transformed as the page pass will read it, for
 * its warnings and the packages it imports, and to copy what it names outside the site's folders
 * read in place; nothing else is written.
 */
function readBlog(from: string, config: BlogConfig, reading: Reading, hooks: BlogHooks): BlogCounts & { packages: string[] } {
  const src = path.join(from, config.path ?? 'blog');
  const copies = new Set<string>();
  const packages = new Set<string>();
  for (const file of siteFiles(from, src).sort()) for (const name of readBlogPost(from, path.join(src, file), reading, copies, hooks)) packages.add(name);
  return { ...countBlog(from, config), packages: [...packages] };
}

/** A post of a blog read in place, transformed as the page pass reads it (an other file: nothing to do); the packages it imports. */
function readBlogPost(from: string, abs: string, reading: Reading, copies: Set<string>, hooks: BlogHooks): string[] {
  if (!/\.mdx?$/.test(abs)) return [];
  try {
    const t = transformMdx(readSiteText(from, abs), { ...inPlaceContext(reading, abs, true)!, copies });
    for (const message of t.warnings) hooks.warn(path.relative(from, abs), message);
    return t.packages;
  } catch (err) {
    if (err instanceof SiteFileError) hooks.fail?.(failureOf(from, abs, err));
    else hooks.warn(path.relative(from, abs), `not converted:  ${(err as Error).message.split('\n')[0]}`);
    return [];
  }
}

interface BlogHooks {
  warn: (file: string, message: string) => void;
  /** A file the blog cannot take (not UTF-8): left out. */
  fail?: (failure: { file: string; error: string }) => void;
  /** Sees each converted post; what it returns is written instead (a post read as MDX 1, say). */
  post: (file: string, text: string) => string | void;
}

interface BlogCounts {
  posts: number;
  authors: number;
  tags: number;
}

/** Posts, authors of the authors file and tags of the tags file, for the report. */
function countBlog(from: string, config: BlogConfig): BlogCounts {
  const src = path.join(from, config.path ?? 'blog');
  const included = picomatch(config.include ?? ['**/*.{md,mdx}']);
  const excluded = picomatch(config.exclude ?? DEFAULT_EXCLUDE);
  const count = (name: string | false | null | undefined) => {
    if (!name) return 0;
    const file = path.join(src, name);
    if (!fs.existsSync(file)) return 0;
    const value = YAML.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return isObj(value) ? Object.keys(value).length : 0;
  };
  return {
    posts: siteFiles(from, src).filter((f) => /\.mdx?$/.test(f) && included(f) && !excluded(f)).length,
    authors: count(config.authorsMapPath ?? 'authors.yml'),
    tags: count(config.tags === undefined ? 'tags.yml' : config.tags),
  };
}

/** One blog's folder into `<to>/<path>/`: posts converted as docs are, other files copied. */
function copyBlog(from: string, to: string, config: BlogConfig, site: PageSite, hooks: BlogHooks): BlogCounts & { packages: string[] } {
  const rel = config.path ?? 'blog';
  const src = path.join(from, rel);
  const out = path.join(to, rel);
  const copies = new Set<string>();
  const packages = new Set<string>();
  // (A blog with no folder is still a blog: its list page, empty.)
  fs.mkdirSync(out, { recursive: true });
  for (const file of siteFiles(from, src).sort()) for (const name of copyBlogFile(from, { src, out, file }, { site, copies }, hooks)) packages.add(name);
  return { ...countBlog(from, config), packages: [...packages] };
}

/** One file of a blog's folder (`file`, relative to it) into the imported folder; the packages a post imports. */
function copyBlogFile(
  from: string,
  { src, out, file }: { src: string; out: string; file: string },
  { site, copies }: { site: PageSite; copies: Set<string> },
  hooks: BlogHooks,
): string[] {
  const abs = path.join(src, file);
  const target = path.join(out, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  if (!/\.mdx?$/.test(file)) {
    const problem = copySiteFile(from, abs, target);
    if (problem) hooks.fail?.(failureOf(from, abs, problem));
    return [];
  }
  try {
    const text = readSiteText(from, abs);
    const t = transformMdx(text, { ...site, file: abs, outFile: target, outVersionDir: out, srcVersionDir: src, copies });
    for (const message of t.warnings) hooks.warn(path.relative(from, abs), message);
    fs.writeFileSync(target, hooks.post(abs, t.text) ?? t.text);
    return t.packages;
  } catch (err) {
    if (err instanceof SiteFileError) {
      hooks.fail?.(failureOf(from, abs, err));
      return [];
    }
    hooks.warn(path.relative(from, abs), `copied unconverted:  ${(err as Error).message.split('\n')[0]}`);
    fs.copyFileSync(abs, target);
    return [];
  }
}

/**
 * The live preview's part of an import (pagewright start): the files of `changed` in a blog's folder,
 * each imported again alone (a post converted, authors.yml or an image copied, a file removed with
 * its copy) and added to `imported`. The engine makes the list, tag, author pages and feeds from
 * the imported folder, so no other file changes. (A post that imports a package not installed yet
 * is not counted as imported: the whole import installs it.)
 */
export function importBlogChanges(
  from: string,
  to: string,
  raw: Record<string, unknown> | undefined,
  site: PageSite,
  hooks: BlogHooks,
  { changed, imported }: { changed: ReadonlySet<string>; imported: Set<string> },
  reading?: Reading,
): void {
  for (const rel of blogPaths(raw, from)) {
    const src = path.join(from, rel);
    const out = path.join(to, rel);
    const inPlace = reading?.blogs?.some((b) => b.src === src);
    for (const abs of changed) {
      const file = path.relative(src, abs);
      if (file.startsWith('..') || path.isAbsolute(file) || file.split(path.sep).some((part) => part === 'node_modules' || part.startsWith('.'))) continue;
      // (Read in place, a post is transformed again for the files it names outside the folders read in place; nothing else is written.)
      if (inPlace && reading) {
        const packages = fs.existsSync(abs) && fs.statSync(abs).isFile() ? readBlogPost(from, abs, reading, new Set(), hooks) : [];
        if (packages.every((name) => fs.existsSync(path.join(to, 'node_modules', name)))) imported.add(abs);
        continue;
      }
      if (!fs.existsSync(abs)) fs.rmSync(path.join(out, file), { recursive: true, force: true });
      else if (!fs.statSync(abs).isFile()) continue;
      else if (!copyBlogFile(from, { src, out, file }, { site, copies: new Set() }, hooks).every((name) => fs.existsSync(path.join(to, 'node_modules', name))))
        continue;
      imported.add(abs);
    }
  }
}
