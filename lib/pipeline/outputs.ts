/** Post-export steps shared by the build and its tests: metadata.json, sitemap, robots, plugins' files, link check. */
import { siteComponentsOf } from '../mdx/page-imports';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedSite } from '../content/store';
import { readManifest } from '../site-modules/manifest';
import type { ContentIndex, DocRecord } from '../content/types';
import { publishedUrls, robotsTxt, sitemapXml } from '../output/sitemap';
import { checkLinks, type LinkReport, type PageHtml } from '../output/link-check';
import { exportedPage, type ExportedPage } from '../output/exported-page';
import { routeTable, type RouteEntry } from '../content/routes';
import { encodeUrlPath } from '../source/paths';
import { blogRouteSource } from '../blog/blog-routes';
import { llmsTxt, markdownExports, markdownPath, withTitle } from '../output/markdown';
import { exportsMarkdown } from '../output/markdown-path';
import { writeOutputFile } from './output-file';
import { robotsUrl, siteBase, siteEnginePaths, sitePrefixes, sitemapUrl } from '../shared/site-paths';
import { pluginElementMarkdown, pluginPageImports, pluginPublishedFiles, sitePlugins } from '../plugins/engine';
import type { AvailablePlugins } from '../plugins/types';
import { configLinks } from '../output/config-links';
import { allBlogs, allPages } from '../i18n/all-locales';
import { pluginRouteOf } from '../config/plugin-routes';

/**
 * `plugins`: the plugins this checkout provides (the site's publish their files); `markdownOf`: a
 * page's Markdown export when the build's check made it already (see markdownExports).
 */
export function writeExtraOutputs(
  out: string,
  site: LoadedSite,
  plugins: AvailablePlugins,
  markdownOf?: (doc: DocRecord) => string | undefined,
  staticPublished: ReadonlySet<string> = new Set(),
): void {
  const { config, index } = site;
  const files = siteEnginePaths(config).files;
  // (Where the site's static folders publish its own, as Docusaurus publishes them: its crawl rules stay.)
  const siteOwn = (url: string) => staticPublished.has(decodeURIComponent(url).replace(/^\/+/, ''));
  // (Without the anchor aliases: the build's own bookkeeping, with the files and lines they are written at.)
  writeOutputFile(
    path.join(out, files.metadata),
    JSON.stringify(index, (key, value: unknown) => (key === 'anchorAliases' ? undefined : value)),
  );
  // (Not one the site's config turns off: crawlFiles.)
  if (config.crawlFiles?.sitemap !== false && !siteOwn(sitemapUrl(config)))
    writeOutputFile(path.join(out, sitemapUrl(config)), sitemapXml(config.url, publishedUrls(index)));
  if (config.crawlFiles?.robots !== false && !siteOwn(robotsUrl(config)))
    writeOutputFile(path.join(out, robotsUrl(config)), robotsTxt(config.url, sitemapUrl(config)));
  if (exportsMarkdown(config)) writeMarkdown(out, site, plugins, markdownOf);
  // Files the site's plugins publish (e.g. the schemas a validator loads, a site's web worker and its .wasm), byte for byte.
  for (const [url, file] of pluginPublishedFiles(sitePlugins(config, plugins), { contentDir: site.paths.contentDir, index }))
    writeOutputFile(path.join(out, url), fs.readFileSync(file));
  // Lets `npm start` tell a production build of content/ from a test or imported-tree build.
  writeOutputFile(path.join(out, files.buildInfo), JSON.stringify({ extraContent: Boolean(site.paths.extraContentDir), contentDir: site.paths.contentDir }));
}

/** Every page as Markdown at its URL + ".md", plus llms.txt and llms-full.txt (stable versions). */
function writeMarkdown(out: string, site: LoadedSite, plugins: AvailablePlugins, markdownOf?: (doc: DocRecord) => string | undefined): void {
  const { config, index } = site;
  const used = sitePlugins(config, plugins);
  const modules = {
    context: siteComponentsOf(site.paths.contentDir, readManifest(site.paths.rootDir), config),
    imports: pluginPageImports(used),
    elementMarkdown: (version: string) => pluginElementMarkdown(used, version, site.paths.contentDir),
  };
  const { files, llmsFull } = markdownExports(site, modules, markdownOf);
  for (const [urlPath, md] of files) writeOutputFile(path.join(out, decodeURIComponent(urlPath)), md);
  // The blog's posts and the pages folder's MDX pages, as the page pass wrote them.
  for (const doc of [...allBlogs(index), ...allPages(index)].flatMap((b) => b.container.docs)) {
    const md = markdownOf?.(doc);
    if (md !== undefined) writeOutputFile(path.join(out, decodeURIComponent(markdownPath(doc.url, siteBase(config)))), withTitle(doc, md));
  }
  const engineFiles = siteEnginePaths(config).files;
  writeOutputFile(path.join(out, engineFiles.llms), llmsTxt(index, config));
  writeOutputFile(path.join(out, engineFiles.llmsFull), llmsFull);
}

function fileFor(out: string, urlPath: string): string {
  const p = decodeURIComponent(urlPath);
  return p.endsWith('/') ? path.join(out, p, 'index.html') : path.join(out, p);
}

/** The source file of a route, for messages: a doc, a blog page, a site page, a category's _category_ file, a tag's doc. */
function routeSource(entry: RouteEntry): string {
  if (entry.kind === 'doc') return entry.doc.source;
  if (entry.kind === 'blog') return blogRouteSource(entry.blog, entry.route);
  if (entry.kind === 'page') return entry.page.source;
  // (A tag's page is made from its docs' front matter: the first of them, else the version's folder.)
  if (entry.kind === 'doc-tags') return (entry.tag?.docs[0] ?? entry.tags.tags[0]?.docs[0])?.source ?? entry.tagsOf.dir;
  return entry.index.source;
}

/**
 * Every route must have exported as itself: a missing index.html, or one that holds the not-found
 * page (a URL Next could not route back to its doc), fails the build instead of publishing a 404.
 */
export function checkExportedPages(out: string, index: ContentIndex, exported: Map<string, ExportedPage> = new Map()): string[] {
  const missing: string[] = [];
  const strings = new Map<string, string>();
  for (const [url, entry] of routeTable(index)) {
    const source = routeSource(entry);
    const file = fileFor(out, url);
    // A page the slot pass did not write (a blog post, a React page) is read here, and kept for the link check.
    let page = exported.get(url);
    if (!page && fs.existsSync(file)) exported.set(url, (page = exportedPage(fs.readFileSync(file, 'utf8'), strings)));
    if (!page) {
      missing.push(`${source}: ${url} has no exported page (expected ${path.relative(out, file)}) — check its "slug"`);
      continue;
    }
    if (!page.ownPage) missing.push(`${source}: ${url} exported the not-found page instead of the doc — check its "slug" (characters the URL cannot hold?)`);
  }
  return missing;
}

export interface OutputLinkCheck {
  /**
   * The pages to check (an incremental build's changed pages; the others are the last build's,
   * checked then, and links to pages that are gone are caught by the content check before
   * rendering); all pages when undefined.
   */
  only?: Set<string>;
  configFile?: { path: string; name: string };
  /** The pages the slot pass read (lib/pipeline/fill-slots.ts). */
  exported?: ReadonlyMap<string, ExportedPage>;
  /** Whether the content check already warned about a page's link to an id (lib/check/site-check.ts anchorLinkKey). */
  warned?: (pageUrl: string, target: string, id: string) => boolean;
}

/** The link check over the exported HTML. */
export function checkOutputLinks(out: string, { config, index }: LoadedSite, { only, configFile, exported, warned }: OutputLinkCheck = {}): LinkReport {
  const table = routeTable(index);
  const sourceOf = (url: string) => routeSource(table.get(url)!);
  // A page the slot pass wrote was read there (lib/pipeline/fill-slots.ts); any other is read here, once.
  const read = new Map<string, ExportedPage | undefined>();
  const strings = new Map<string, string>();
  const pageOf = (url: string): ExportedPage | undefined => {
    const known = exported?.get(url);
    if (known) return known;
    if (!read.has(url)) {
      const file = fileFor(out, url);
      read.set(url, fs.existsSync(file) ? exportedPage(fs.readFileSync(file, 'utf8'), strings) : undefined);
    }
    return read.get(url);
  };
  const pages: PageHtml[] = [];
  for (const url of table.keys()) {
    if (only && !only.has(url)) continue;
    const page = pageOf(url);
    if (page) pages.push({ url, source: sourceOf(url), links: page.links });
  }
  // Where the site's routes match in any case, as the content check matches them (lib/check/site-check.ts).
  const lowered = new Set(config.routesMatchAnyCase ? [...table.keys()].map((u) => u.toLowerCase()) : []);
  const exists = (p: string) => {
    if (table.has(p) || table.has(`${p}/`)) return true;
    // A page of a plugin the engine does not run: the content check warned about the link (lib/config/plugin-routes.ts).
    if (pluginRouteOf(config, p)) return true;
    const f = fileFor(out, p);
    // (A page the engine exports besides the index's routes, its search pages among them, is a folder with its index.html.)
    const page = p.endsWith('/') ? undefined : fileFor(out, `${p}/`);
    return (
      (fs.existsSync(f) && fs.statSync(f).isFile()) ||
      (page !== undefined && fs.existsSync(page)) ||
      lowered.has(encodeUrlPath(p).toLowerCase()) ||
      lowered.has(`${encodeUrlPath(p).toLowerCase()}/`)
    );
  };
  const pageIds = (url: string) => (table.has(url) ? pageOf(url)?.ids : undefined);
  const fromConfig = configFile ? configLinks(config, fs.readFileSync(configFile.path, 'utf8'), configFile.name) : [];
  return checkLinks(pages, exists, pageIds, sitePrefixes(config), fromConfig, warned);
}
