/**
 * The blog URLs Docusaurus 3 publishes for a checkout (plugin-content-blog: post permalinks from
 * the file's date and name or `slug`, drafts left out, list pages, tag pages from tags.yml or
 * kebab-cased labels, authors of authors.yml with a page, the archive), written apart from the
 * engine's lib/blog/ so that `npm run bench:import` can find where the two differ. Only the
 * reading of the options is shared with the importer.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import picomatch from 'picomatch';
import YAML from 'yaml';
import { kebabCase } from 'lodash-es';
import { blogInstancesOf, listsEmptyBlog, publishesAuthorPages } from './blog';

const url = (...parts: string[]) => `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

function files(dir: string, rel = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? (e.name === 'node_modules' ? [] : files(path.join(dir, e.name), r)) : [r];
  });
}

const yamlFile = (file: string): Record<string, unknown> => {
  if (!fs.existsSync(file)) return {};
  const v = YAML.parse(fs.readFileSync(file, 'utf8')) as unknown;
  return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
};

/** Every URL of every blog (each plugin-content-blog instance has its own), decoded and without trailing slash. */
export function docusaurusBlogRoutes(root: string, raw: Record<string, unknown> | undefined, baseUrl: string): string[] {
  return [...new Set(blogInstancesOf(raw, root).flatMap((options) => instanceRoutes(root, options, baseUrl)))];
}

function instanceRoutes(root: string, o: Record<string, unknown>, baseUrl: string): string[] {
  const opt = <T>(key: string, fallback: T): T => (o[key] as T | undefined) ?? fallback;
  // null turns off what these name (plugin-content-blog's options schema allows null for both).
  const orNull = <T>(key: string, fallback: T): T | null => (o[key] === undefined ? fallback : (o[key] as T | null));
  const dir = path.join(root, opt('path', 'blog'));
  const base = url(baseUrl, opt('routeBasePath', 'blog'));
  const perPage = opt<number | 'ALL'>('postsPerPage', 10);
  const pageBase = opt('pageBasePath', 'page');
  const include = picomatch(opt('include', ['**/*.{md,mdx}']));
  const exclude = picomatch(opt('exclude', ['**/_*.{js,jsx,ts,tsx,md,mdx}', '**/_*/**', '**/*.test.{js,jsx,ts,tsx}', '**/__tests__/**']));
  const tagsBase = url(base, opt('tagsBasePath', 'tags'));
  const tagsOption = orNull<string | false>('tags', 'tags.yml');
  const tagsYml = tagsOption ? yamlFile(path.join(dir, tagsOption)) : {};
  const out = new Set<string>();
  const pages = (first: string, count: number, sub: string) => {
    const n = perPage === 'ALL' ? 1 : Math.max(1, Math.ceil(count / perPage));
    out.add(first);
    for (let i = 2; i <= n; i++) out.add(url(first, sub, String(i)));
  };
  let listed = 0;
  const tagCounts = new Map<string, { listed: number; all: number }>();
  const authorPosts = new Map<string, number>();
  for (const rel of files(dir).filter((f) => include(f) && !exclude(f))) {
    const fm = matter(fs.readFileSync(path.join(dir, rel), 'utf8')).data as Record<string, unknown>;
    if (fm.draft === true) continue;
    const dated = /^(.*?)(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/]?(.*?)(\/index)?\.mdx?$/.exec(rel);
    const slug =
      typeof fm.slug === 'string'
        ? fm.slug
        : dated
          ? `/${dated[2]}/${dated[3]}/${dated[4]}/${dated[1]}${dated[5]}`
          : `/${rel.replace(/(\/index)?\.mdx?$/, '')}`;
    out.add(decodeURI(url(base, slug)));
    const unlisted = fm.unlisted === true;
    if (!unlisted) listed++;
    for (const tag of Array.isArray(fm.tags) ? fm.tags : []) {
      const permalink =
        typeof tag === 'string'
          ? tagsYml[tag] !== undefined
            ? ((tagsYml[tag] as { permalink?: string } | null)?.permalink ?? `/${kebabCase(tag)}`)
            : kebabCase(tag)
          : (tag as { permalink: string }).permalink;
      const key = decodeURI(url(tagsBase, permalink));
      const c = tagCounts.get(key) ?? { listed: 0, all: 0 };
      c.all++;
      if (!unlisted) c.listed++;
      tagCounts.set(key, c);
    }
    const authors = fm.authors === undefined ? [] : Array.isArray(fm.authors) ? fm.authors : [fm.authors];
    for (const a of authors) {
      const key = typeof a === 'string' ? a : (a as { key?: string }).key;
      if (key) authorPosts.set(key, (authorPosts.get(key) ?? 0) + 1);
    }
  }
  // No post: nothing before Docusaurus 3.10, the list page alone from then on (its routes.ts paginates to one page at least).
  if (!out.size && !listsEmptyBlog(root)) return [];
  pages(base, listed, pageBase);
  if (tagCounts.size) out.add(tagsBase);
  for (const [tag, c] of tagCounts) pages(tag, c.listed || c.all, pageBase);
  const archive = orNull<string | false>('archiveBasePath', 'archive');
  if (archive && listed) out.add(url(base, archive));
  // (The authors list and author pages: Docusaurus 3.5 on; before, authors.yml only names a post's authors.)
  const authors = publishesAuthorPages(root) ? yamlFile(path.join(dir, opt('authorsMapPath', 'authors.yml'))) : {};
  const authorsBase = url(base, opt('authorsBasePath', 'authors'));
  if (Object.keys(authors).length) out.add(authorsBase);
  for (const [key, a] of Object.entries(authors)) {
    const page = (a as { page?: unknown } | null)?.page;
    if (!page) continue;
    const slug = page === true ? kebabCase(key) : (page as { permalink: string }).permalink;
    pages(url(authorsBase, slug), authorPosts.get(key) ?? 0, opt('authorsBasePath', 'authors'));
  }
  return [...out];
}
