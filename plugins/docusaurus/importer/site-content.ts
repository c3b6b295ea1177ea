/**
 * The import's phases for the site's content besides the docs (./docs.ts): its static folder, its
 * blogs' posts and src/pages' Markdown pages (read as docs are), and their translations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { allowHtml, type ImportRun } from './import-run';
import { copySiteTree, siteFiles } from './site-links';
import { otherStaticDirectories } from './static-directories';
import { svgScripts } from '../../../lib/api/build';
import { importBlogs } from './blog';
import { importPages, pagesPluginOf } from './pages';
import { importI18n } from './i18n';
import { transformMdx } from './transform-mdx';
import type { DocsImported } from './docs';

export interface SiteContent {
  blogs: ReturnType<typeof importBlogs>;
  pagesPlugin: ReturnType<typeof pagesPluginOf>;
  sitePages: ReturnType<typeof importPages>;
  /** Packages the posts and Markdown pages import that the site's code does not. */
  contentPackages: string[];
}

/**
 * static/ is served at the site's baseUrl: static/img/a.png → <baseUrl>img/a.png. (Read where it
 * lies, it is one of site.config.json's content.staticFolders, with the config's other staticDirectories.)
 */
export function importStatic(run: ImportRun): void {
  const { from, to, site, report } = run;
  // The config's other staticDirectories (src/static, say), published under the baseUrl from their place in the copy.
  if (!run.reading) for (const dir of otherStaticDirectories(site.raw, from)) copySiteTree(from, path.join(from, dir), path.join(to, dir));
  const staticSrc = path.join(from, 'static');
  if (!fs.existsSync(staticSrc)) return;
  const staticOut = path.join(to, 'static', ...site.baseUrl.split('/').filter(Boolean));
  // Docusaurus copies static/ with copy-webpack-plugin, which follows symbolic links: a link
  // becomes the file it names (one out of the site is left out, ./site-links.ts).
  if (!run.reading) copySiteTree(from, staticSrc, staticOut);
  const staticFiles = siteFiles(from, staticSrc);
  report.staticFiles = staticFiles.length;
  // SVGs that run script when opened: Docusaurus publishes them as they are, so the site allows it.
  for (const rel of staticFiles)
    if (/\.svg$/i.test(rel) && svgScripts(fs.readFileSync(path.join(staticSrc, rel), 'utf8')).length) {
      const files = (run.allowedHtml.script ??= []);
      if (files.length < 5) files.push(path.join('static', rel));
    }
}

/** The blogs' posts and the pages plugin's Markdown pages, each read as a doc is. */
export function importPostsAndPages(run: ImportRun): SiteContent {
  const { from, to, site, report } = run;
  /** A post, or a Markdown page of src/pages, read as a doc is: MDX 1 in a Docusaurus 2 site, its raw HTML that runs script allowed (Docusaurus published it). */
  const readAsDoc = (file: string, text: string) => {
    const parsed = run.parsePage(file, text);
    for (const name of parsed.htmlThatRuns) allowHtml(run, name, path.relative(from, file));
    return parsed.text;
  };
  const blogs = importBlogs(
    from,
    to,
    site.raw,
    run.pageSite,
    {
      warn: (file, message) => report.warnings.push({ file, message }),
      fail: (failure) => report.failed.push(failure),
      post: readAsDoc,
    },
    run.reading,
  );
  const counts = (b: (typeof blogs)[number]) => ({ path: b.path, posts: b.posts, authors: b.authors, tags: b.tags });
  if (blogs[0]) report.blog = counts(blogs[0]);
  if (blogs.length > 1) report.otherBlogs = blogs.slice(1).map((b) => ({ id: b.id, ...counts(b) }));
  // The pages plugin (src/pages): its options, and its Markdown pages converted as docs are (plugins/docusaurus/importer/pages.ts).
  const pagesPlugin = site.raw ? pagesPluginOf(site.raw) : { path: 'src/pages', unmapped: [] };
  const sitePages = importPages(from, to, pagesPlugin, run.pageSite, readAsDoc, run.reading);
  report.failed.push(...sitePages.failed);
  // Packages the posts and the Markdown pages import, installed as the docs' are (webpack resolves any installed package from a page).
  const contentPackages = [...blogs.flatMap((b) => b.packages), ...sitePages.packages].filter((name) => !run.pagePackages.has(name));
  for (const name of contentPackages) run.pagePackages.add(name);
  return { blogs, pagesPlugin, sitePages, contentPackages };
}

/** The site's translations (i18n/<locale>/…), each page converted and read as its page is. */
export function importTranslations(run: ImportRun, sets: DocsImported['sets'], content: SiteContent): ReturnType<typeof importI18n> {
  const { from, to, site, report } = run;
  const i18n = importI18n(site.raw, {
    from,
    to,
    instances: report.instances.map((i) => ({ id: i.id, set: i.set, versioned: sets.find((s) => s.id === i.set)?.versioned ?? false })),
    blogPaths: Object.fromEntries(content.blogs.map((b) => [b.id, b.path])),
    pagesPath: content.pagesPlugin.config === false ? undefined : content.pagesPlugin.path,
    ...(run.reading ? { inPlace: true } : {}),
    convert: (text, file, outFile) => {
      const converted = transformMdx(text, {
        ...run.pageSite,
        file,
        outFile,
        outVersionDir: path.dirname(outFile),
      }).text;
      // A translation is read as its page is (MDX 1 pages as CommonMark where they are plain Markdown).
      try {
        return run.parsePage(file, converted).text;
      } catch {
        return converted;
      }
    },
    failed: (file, error) => report.failed.push({ file, error }),
  });
  if (i18n.locales.length) report.locales = i18n.locales;
  return i18n;
}
