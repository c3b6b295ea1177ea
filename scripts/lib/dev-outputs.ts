/**
 * What `npm run build` writes besides the pages, served live by `npm run dev` from the current
 * content: each page's .md export, llms.txt, llms-full.txt, the local search index (built from
 * the pages' Markdown, lib/output/markdown-search-records) and the files the site's plugins
 * publish. Recomputed after every change the dev server's watcher announces, so "Copy page" and
 * search follow the author's edits.
 */
import fs from 'node:fs';
import { buildSite, type LoadedSite } from '../../lib/content/store';
import { readManifest } from '../../lib/site-modules/manifest';
import { siteComponentsOf, type SourceReader } from '../../lib/mdx/page-imports';
import { sourceReaderOf } from '../../lib/check/page-jobs';
import { loadSiteConfig } from '../../lib/content/store';
import { compileMarkdown, llmsTxt, markdownExports } from '../../lib/output/markdown';
import { exportsMarkdown, markdownPath } from '../../lib/output/markdown-path';
import { pageFromMarkdownTree } from '../../lib/output/markdown-search-records';
import { pageData } from '../../lib/content/page-records';
import { siteIndex } from '../../lib/content/site-index';
import { publishedUrlsOf } from '../../lib/content/published';
import { siteBase, siteEnginePaths } from '../../lib/shared/site-paths';
import { isDevOutput } from './dev-output-paths';
import { fileType } from '../../lib/output/file-types';
import { referenceUrls, scopeIndexFiles, scopeLabel } from '../../lib/pipeline/search-index';
import type { ExtractedPage } from '../../lib/output/search-index-builder';
import { pluginElementMarkdown, pluginPageImports, pluginPublishedFiles, referencePages, sitePlugins } from '../../lib/plugins/engine';
import type { AvailablePlugins } from '../../lib/plugins/types';
import { sitePageSearchFacts, sitePagesSearch } from '../../lib/content/site-pages-search';
import { SITE_PAGES_SCOPE } from '../../lib/search/scope';
import { allBlogs, allPages } from '../../lib/i18n/all-locales';
import { projectPaths, runSettings } from './run-env';

export interface DevResponse {
  status: number;
  type: string;
  body: string | Buffer;
}

/** `plugins`: the plugins this checkout provides (plugins/index.ts), handed in by the dev server. */
export async function devOutputs(rootDir: string, plugins: AvailablePlugins) {
  // How the site's plugin reads its source's files, loaded once (PageImports.sourceReader).
  let sourceText: SourceReader | undefined;
  try {
    const paths = projectPaths(rootDir);
    const config = loadSiteConfig(paths);
    sourceText = await sourceReaderOf(pluginPageImports(sitePlugins(config, plugins)), siteComponentsOf(paths.contentDir, readManifest(rootDir), config));
  } catch {
    // (A config that does not load: each response says why.)
  }
  let stamp: number | undefined;
  let site: LoadedSite | undefined;
  let llmsFull: string | undefined;
  const searchFiles = new Map<string, Map<string, unknown>>();

  const current = (changeStamp: number): LoadedSite => {
    if (!site || stamp !== changeStamp) {
      site = buildSite(projectPaths(rootDir), { includeDrafts: true, gitDates: false, plugins, run: { ...runSettings(), preview: true }, env: process.env });
      stamp = changeStamp;
      llmsFull = undefined;
      searchFiles.clear();
    }
    return site;
  };
  const siteComponents = (s: LoadedSite) => ({
    context: siteComponentsOf(s.paths.contentDir, readManifest(rootDir), s.config),
    imports: pluginPageImports(sitePlugins(s.config, plugins)),
    elementMarkdown: (version: string) => pluginElementMarkdown(sitePlugins(s.config, plugins), version, s.paths.contentDir),
    ...(sourceText ? { sourceText } : {}),
  });

  function markdownOf(s: LoadedSite, urlPath: string): string | undefined {
    for (const set of s.index.sets)
      for (const version of set.versions)
        for (const doc of version.docs)
          if (markdownPath(doc.url, siteBase(s.config)) === urlPath) return compileMarkdown(doc, version, s, siteComponents(s)).text;
    // Blog posts and MDX pages, as docs of their containers.
    for (const { doc, version } of sitePageDocs(s))
      if (markdownPath(doc.url, siteBase(s.config)) === urlPath) return compileMarkdown(doc, version, s, siteComponents(s)).text;
    return undefined;
  }

  const sitePageDocs = (s: LoadedSite) =>
    [...allBlogs(s.index), ...allPages(s.index)].flatMap(({ container: version }) => version.docs.map((doc) => ({ doc, version })));

  /** The blog's posts and MDX pages' scope (lib/content/site-pages-search.ts), from their Markdown. */
  function sitePagesScopeFiles(s: LoadedSite): Map<string, unknown> | undefined {
    const scope = sitePagesSearch(s.index);
    if (!scope) return undefined;
    const docs = new Map(sitePageDocs(s).map((d) => [d.doc.url, d]));
    const pages = scope.urls.flatMap((url) => {
      const { doc, version } = docs.get(url)!;
      const facts = sitePageSearchFacts(s.index, s.config.title, doc);
      return [pageFromMarkdownTree(compileMarkdown(doc, version, s, siteComponents(s)).tree, url, facts.title, facts.lvl0)];
    });
    return scopeIndexFiles(siteEnginePaths(s.config).searchIndexBase, scope.scope, scope.label, pages).files;
  }

  function scopeFiles(s: LoadedSite, scope: string): Map<string, unknown> | undefined {
    const hit = searchFiles.get(scope);
    if (hit) return hit;
    if (scope === SITE_PAGES_SCOPE) {
      const files = sitePagesScopeFiles(s);
      if (files) searchFiles.set(scope, files);
      return files;
    }
    const found = siteIndex(s.index).byScopeKey(scope);
    if (!found) return undefined;
    const pages: ExtractedPage[] = [];
    for (const url of publishedUrlsOf(found.version)) {
      const entry = siteIndex(s.index).byUrl(url);
      if (entry?.kind !== 'doc') continue;
      const page = pageData(s, url)!;
      const { tree } = compileMarkdown(entry.doc, found.version, s, siteComponents(s));
      pages.push(pageFromMarkdownTree(tree, url, page.title, page.breadcrumbs[0]?.label ?? page.set.label));
    }
    // (The build's reference pages, so the preview ranks as the export does.)
    const reference = referenceUrls(found.version.docs, referencePages(sitePlugins(s.config, plugins)));
    const { files } = scopeIndexFiles(siteEnginePaths(s.config).searchIndexBase, scope, scopeLabel(found.set, found.version), pages, reference);
    searchFiles.set(scope, files);
    return files;
  }

  const publishedFile = (s: LoadedSite, urlPath: string) =>
    pluginPublishedFiles(sitePlugins(s.config, plugins), { contentDir: s.paths.contentDir, index: s.index }).get(urlPath);

  /** The response for a path the dev server answers itself, or undefined to pass it on to Next. */
  /** `published`: asked only for a file a plugin publishes (no static file answered), which a content error passes on to Next. */
  return function respond(urlPath: string, changeStamp: number, published = false): DevResponse | undefined {
    let s: LoadedSite;
    try {
      s = current(changeStamp);
    } catch (err) {
      return published ? undefined : { status: 500, type: 'text/plain; charset=utf-8', body: (err as Error).message };
    }
    const engine = siteEnginePaths(s.config);
    // (A site's worker or its .wasm.)
    if (published || !isDevOutput(urlPath, engine)) return publishedResponse(publishedFile(s, urlPath));
    try {
      // (A site that publishes no Markdown has none here either: SiteConfig.markdownExport.)
      if (!exportsMarkdown(s.config) && (urlPath === engine.files.llms || urlPath === engine.files.llmsFull || urlPath.endsWith('.md')))
        return publishedResponse(publishedFile(s, urlPath));
      if (urlPath === engine.files.llms) return { status: 200, type: 'text/plain; charset=utf-8', body: llmsTxt(s.index, s.config) };
      if (urlPath === engine.files.llmsFull) {
        llmsFull ??= markdownExports(s, siteComponents(s)).llmsFull;
        return { status: 200, type: 'text/plain; charset=utf-8', body: llmsFull };
      }
      if (urlPath.endsWith('.md')) {
        const md = markdownOf(s, urlPath);
        return md === undefined ? undefined : { status: 200, type: 'text/markdown; charset=utf-8', body: md };
      }
      if (!urlPath.startsWith(engine.searchIndexBase)) {
        return publishedResponse(publishedFile(s, urlPath));
      }
      const scope = urlPath.slice(engine.searchIndexBase.length).split('/')[0];
      const data = scopeFiles(s, scope)?.get(urlPath);
      return data === undefined
        ? { status: 404, type: 'text/plain', body: 'not found' }
        : { status: 200, type: 'application/json', body: JSON.stringify(data) };
    } catch (err) {
      return { status: 500, type: 'text/plain; charset=utf-8', body: (err as Error).message };
    }
  };
}

/** A file a plugin publishes, as a static host serves it. */
const publishedResponse = (file: string | undefined): DevResponse | undefined =>
  file === undefined ? undefined : { status: 200, type: fileType(file), body: fs.readFileSync(file) };
