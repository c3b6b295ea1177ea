/**
 * Reads the blog's folder into the typed BlogIndex (lib/blog/types.ts): posts with their dates,
 * slugs, authors, tags, reading time and truncation, sorted and paginated, and every page the blog
 * publishes, at Docusaurus' URLs. No React; every author mistake is a Problem with file:line.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import picomatch from 'picomatch';
import type { Problem } from '../errors';
import type { BlogPostRuling } from '../plugins/types';
import type { SiteConfig } from '../config/site-config';
import { keyLine, lastUpdateSeconds, parseFrontmatter, type Frontmatter } from '../source/frontmatter';
import { encodeUrlPath } from '../source/paths';
import { walkContent } from '../source/content-walk';
import { firstHeading, excerptOf } from '../source/page-text';
import { readContentText } from '../source/content-text';
import { readDataFile } from '../source/data-file';
import { siteBase } from '../shared/site-paths';
import type { DocRecord, VersionRecord } from '../content/types';
import { blogInstances, blogScope, resolveBlogConfig, type BlogConfig, type ResolvedBlogConfig } from '../config/blog';
import { parsePostFile, readingMinutes } from './post-file';
import { joinUrl, postAuthors, postTags, readAuthorsMap, readTagsFileIn, type TagsFileEntry } from './authors-tags';
import { blogRoutes } from './blog-routes';
import { postEditUrl } from './edit-url';
import type { BlogAuthor } from './types';
import type { BlogIndex, BlogPost } from '../content/types';
import { localeFile, type ContentLocale } from '../i18n/locale-file';
import { blogFolder } from './blog-folder';
import { reportBlogPosts } from './post-reports';

/** A post's own frontmatter keys, beside the docs' (Docusaurus' blog frontmatter). */
export const POST_KEYS = [
  'date',
  'authors',
  'author',
  'author_title',
  'authorTitle',
  'author_url',
  'authorURL',
  'author_image_url',
  'authorImageURL',
  'title_meta',
];

export interface BlogBuildOptions {
  contentDir: string;
  rootDir: string;
  config: SiteConfig;
  /** Which of the site's blogs (blogInstances of config.blog) to read: the first when absent. */
  blog?: BlogConfig;
  includeDrafts: boolean;
  /** Folders the walk may follow links into (lib/source/inside-content.ts). */
  bounds: readonly string[];
  /** Source path → Unix seconds of its last commit. */
  dates: Map<string, number>;
  /** A non-default locale's copy of the blog (lib/content/locale-content.ts). */
  locale?: ContentLocale;
  /** Where what the blog reports as warnings goes (./post-reports.ts). */
  warnings?: Problem[];
  /** What the site's own code decided of each post, by its file's absolute path (DocsPlugin.blogPostRulings). */
  rulings?: ReadonlyMap<string, BlogPostRuling>;
}

const rel = (from: string, to: string) => path.relative(from, to).split(path.sep).join('/');

/** The post's date: frontmatter (a YAML date, or a string read as UTC), else the file name's, else git's, else the file's time. */
function postDate(fmDate: unknown, fileDate: Date | undefined, gitSeconds: number | undefined, abs: string): Date | string {
  if (fmDate instanceof Date) return fmDate;
  if (typeof fmDate === 'string') {
    const d = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(fmDate) ? fmDate : `${fmDate}Z`);
    return Number.isNaN(d.getTime()) ? `frontmatter "date" is not a date (got ${JSON.stringify(fmDate)}) — write it as YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss` : d;
  }
  if (fmDate !== undefined) return `frontmatter "date" must be a date (got ${JSON.stringify(fmDate)})`;
  if (fileDate) return fileDate;
  if (gitSeconds) return new Date(gitSeconds * 1000);
  return fs.statSync(abs).mtime;
}

function postFiles(blogDir: string, cfg: ResolvedBlogConfig, bounds: readonly string[]): string[] {
  const included = picomatch(cfg.include);
  const excluded = picomatch(cfg.exclude);
  const data = new Set([cfg.authorsMapPath, cfg.tags ?? ''].map((p) => p.replace(/^\.\//, '')));
  return walkContent(blogDir, bounds)
    .filter((e) => !e.isDir && included(e.rel) && !excluded(e.rel) && !data.has(e.rel))
    .map((e) => e.rel)
    .sort();
}

/** The post's reading time: what the site's code decided (none, for null), else the engine's count. */
function readingTimeOf(ruling: BlogPostRuling | undefined, body: string): { readingTime?: number } {
  if (ruling && 'readingTime' in ruling) return ruling.readingTime === null || ruling.readingTime === undefined ? {} : { readingTime: ruling.readingTime };
  return { readingTime: readingMinutes(body) };
}

interface ReadPost {
  post: Omit<BlogPost, 'prev' | 'next'>;
  dateMs: number;
}

function readPost(
  relPath: string,
  o: BlogBuildOptions,
  blog: Omit<BlogIndex, 'posts' | 'tags' | 'authors' | 'routes' | 'container'>,
  authorsMap: Record<string, BlogAuthor>,
  tagsFile: Record<string, TagsFileEntry>,
  problems: Problem[],
): ReadPost | undefined {
  const cfg = blog.config;
  const abs = o.locale ? localeFile(o.locale, relPath, blogFolder(o.contentDir, cfg)) : path.join(blogFolder(o.contentDir, cfg), relPath);
  const source = rel(o.rootDir, abs);
  const { text: raw, problem } = readContentText(abs, source);
  if (problem) problems.push(problem);
  // The doc keys are checked as for docs; the blog's own keys are read here.
  const docProblems: Problem[] = [];
  const { frontmatter, body } = parseFrontmatter(raw, source, docProblems, o.config.unknownFrontmatterKeys);
  const blogKey = new RegExp(`^unknown frontmatter key "(${POST_KEYS.join('|')})"`);
  problems.push(...docProblems.filter((p) => !blogKey.test(p.message)));
  if (docProblems.some((p) => p.message.startsWith('invalid YAML'))) return undefined;
  const data = matter(raw, {}).data as Record<string, unknown>;
  const fm: Frontmatter = frontmatter;
  const draft = fm.draft === true;
  if (draft && !o.includeDrafts) return undefined;
  const ruling = o.rulings?.get(abs);
  if (ruling?.unpublished) return undefined;
  const file = parsePostFile(relPath);
  const at = (key: string): Problem => ({ file: source, line: keyLine(raw, key), message: '' });
  const date = postDate(data.date, file.date, o.dates.get(source), abs);
  if (typeof date === 'string') {
    problems.push({ ...at('date'), message: date });
    return undefined;
  }
  let authors: BlogAuthor[] = [];
  try {
    authors = postAuthors(data, authorsMap, o.config.baseUrl, at);
  } catch (err) {
    problems.push(err as Problem);
  }
  const slug = fm.slug ?? file.slug;
  const url = `${encodeUrlPath(joinUrl(blog.url, slug))}/`.replace(/\/+$/, '/');
  const title = fm.title ?? firstHeading(body) ?? file.text;
  const doc: DocRecord = {
    id: slug.replace(/^\/+/, ''),
    // (Which of the site's Markdown plugins run on it: its blog's.)
    set: blogScope(cfg.id),
    ...(o.locale ? { locale: o.locale.name } : {}),
    version: '',
    source,
    relPath,
    url,
    title,
    description: fm.description ?? excerptOf(body),
    sidebarLabel: fm.sidebar_label ?? title,
    frontmatter: fm,
    draft,
    unlisted: fm.unlisted === true,
    ...(o.dates.get(source) ? { lastUpdated: o.dates.get(source) } : {}),
    ...postLinkBase(url, fm.slug, o.config.trailingSlash),
  };
  const lastUpdated = lastUpdateSeconds(fm, doc.lastUpdated);
  return {
    dateMs: date.getTime(),
    post: {
      id: slug,
      url,
      title,
      description: doc.description,
      date: date.toISOString(),
      authors,
      tags: postTags(fm.tags, tagsFile, blog.tagsUrl),
      ...(cfg.showReadingTime ? readingTimeOf(ruling, body) : {}),
      hasTruncateMarker: new RegExp(cfg.truncateMarker).test(body),
      unlisted: doc.unlisted,
      draft,
      ...(fm.image ? { image: fm.image } : {}),
      ...(fm.keywords ? { keywords: fm.keywords } : {}),
      hideToc: fm.hide_table_of_contents === true,
      // Shown only when the blog says so (showLastUpdateTime / showLastUpdateAuthor, off by default as in Docusaurus).
      ...(cfg.showLastUpdateTime && lastUpdated !== undefined ? { lastUpdated } : {}),
      ...(cfg.showLastUpdateAuthor && fm.last_update?.author ? { lastUpdateAuthor: fm.last_update.author } : {}),
      ...(postEditUrl(cfg, relPath, url) ? { editUrl: postEditUrl(cfg, relPath, url) } : {}),
      doc,
    },
  };
}

/**
 * Every blog of the site, in the config's order: each plugin-content-blog instance is a blog of its
 * own, with its folder, routes, tags, archive, feeds and sidebar (Docusaurus loads each instance
 * apart: plugin-content-blog's index.ts, keyed by its `id`).
 */
export function buildBlogIndexes(o: Omit<BlogBuildOptions, 'blog'>, problems: Problem[]): BlogIndex[] {
  return blogInstances(o.config.blog).flatMap((blog) => buildBlogIndex({ ...o, blog }, problems) ?? []);
}

/** One blog of the site (`o.blog`, else its first; undefined when the config has none). */
export function buildBlogIndex(o: BlogBuildOptions, problems: Problem[]): BlogIndex | undefined {
  const options = o.blog ?? blogInstances(o.config.blog)[0];
  if (!options) return undefined;
  const cfg = resolveBlogConfig(options);
  const blogDir = blogFolder(o.contentDir, cfg);
  const dir = rel(o.rootDir, blogDir);
  if (!fs.existsSync(blogDir)) {
    const named = cfg.id === 'default' ? '"blog.path"' : `"path" of the blog "${cfg.id}"`;
    problems.push({
      file: dir,
      message: `the blog's folder is missing (site.config.json ${named} is "${cfg.path}") — create it with a post, or remove the blog from the config`,
    });
    return undefined;
  }
  const url = `${joinUrl(o.locale?.base ?? siteBase(o.config), cfg.routeBasePath)}/`.replace(/\/+$/, '/');
  const base = {
    config: cfg,
    url,
    dir,
    tagsUrl: `${joinUrl(url, cfg.tagsBasePath)}/`,
    authorsUrl: `${joinUrl(url, cfg.authorsBasePath)}/`,
    ...(cfg.archiveBasePath ? { archiveUrl: `${joinUrl(url, cfg.archiveBasePath)}/` } : {}),
  };
  const authorsFile = `${dir}/${cfg.authorsMapPath}`;
  const authorsMap = readAuthorsMap(
    // (A locale's own authors.yml first, as Docusaurus reads it.)
    readDataFile(o.locale ? localeFile(o.locale, cfg.authorsMapPath, blogDir) : path.join(blogDir, cfg.authorsMapPath), authorsFile, problems),
    authorsFile,
    base.authorsUrl,
    o.config.baseUrl,
    problems,
  );
  const missingTags = cfg.tagsNamed ? 'the tags file named by site.config.json "blog.tags" is missing — create it, or set "blog.tags" to false' : undefined;
  const tagsFile = cfg.tags ? readTagsFileIn([blogDir], cfg.tags, o.rootDir, problems, missingTags) : undefined;
  const read = postFiles(blogDir, cfg, o.bounds).flatMap((f) => readPost(f, o, base, authorsMap, tagsFile ?? {}, problems) ?? []);
  read.sort((a, b) => b.dateMs - a.dateMs);
  if (cfg.sortPosts === 'ascending') read.reverse();
  const posts: BlogPost[] = read.map((r) => ({ ...r.post }));
  reportBlogPosts(posts, cfg, tagsFile !== undefined, { problems, warnings: o.warnings ?? [] });
  const owners = new Map<string, string>();
  for (const p of posts) {
    const other = owners.get(p.url);
    if (other) problems.push({ file: p.doc.source, message: `URL ${p.url} is already used by the post ${other} — change the file name or "slug"` });
    owners.set(p.url, p.doc.source);
  }
  // Previous / next among the listed posts, as the list orders them.
  const listed = posts.filter((p) => !p.unlisted);
  listed.forEach((p, i) => {
    if (i > 0) p.prev = { title: listed[i - 1].title, url: listed[i - 1].url };
    if (i < listed.length - 1) p.next = { title: listed[i + 1].title, url: listed[i + 1].url };
  });
  const container: VersionRecord = {
    name: '',
    label: cfg.blogTitle,
    status: 'stable',
    banner: 'none',
    badge: false,
    isLast: true,
    path: url.replace(/\/$/, ''),
    dir,
    ...(o.locale?.dir ? { translationsDir: rel(o.rootDir, o.locale.dir) } : {}),
    mainDocId: '',
    docs: posts.map((p) => p.doc),
    draftIds: [],
    sidebars: {},
    generatedIndexes: [],
  };
  return { ...base, posts, ...blogRoutes(base, posts, authorsMap), container };
}

/**
 * What a post's relative URL links resolve against: Docusaurus serves a post at its permalink,
 * which has no trailing slash unless trailingSlash is true (or, under "auto", its slug ends in one);
 * a folder post's index.md is no category index (plugin-content-blog's permalink is the slug).
 */
function postLinkBase(url: string, slug: string | undefined, trailingSlash: boolean | 'auto' | undefined): { linkBase?: string } {
  if (trailingSlash === undefined || trailingSlash === true) return {};
  if (trailingSlash === 'auto' && slug?.endsWith('/')) return {};
  return { linkBase: url.replace(/\/$/, '') };
}
