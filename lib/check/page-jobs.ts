/**
 * One page check as data that can cross to a worker thread: what the page is (source, text,
 * heading levels) and, shared by all pages, what the site gives every page (roots, components,
 * link policy, each version's folder and file → URL map).
 */
import { splitFrontmatter } from '../source/frontmatter';
import { checkPage, type PageCheck, type TreeRenderer } from './page-check';
import { keepNextParse } from '../mdx/parser';
import { keepPartialTrees } from '../mdx/remark-imports';
import type { SourceDir } from '../source/inside-content';
import type { PageImports, SiteComponentsContext, SourceReader } from '../mdx/page-imports';
import { pluginElementMarkdown, pluginPageImports, pluginsOfModule, sitePlugins } from '../plugins/engine';
import type { ElementMarkdown } from '../mdx/element-markdown';
import type { AvailablePlugins } from '../plugins/types';
import { pageFormat, type MarkdownFormat } from '../mdx/syntax';
import type { ContentLimits, ContentPolicy } from '../config/site-config';
import type { LoadedSite } from '../content/store';
import type { PageAnchorAliases } from '../content/types';
import type { MarkdownPluginEntry } from '../config/markdown-plugins';
import type { AdmonitionTypesEntry } from '../config/admonition-types';
import { scopedMarkdown } from '../config/page-scope';
import type { MermaidInBrowser } from '../config/mermaid-in-browser';

export interface PageJob {
  /** Page path relative to the project root. */
  source: string;
  /** The page's URL (what the renderer finds it by). */
  url: string;
  /** The file's text, frontmatter included. */
  raw: string;
  /** Index into SharedContext.versions. */
  version: number;
  /** What relative URL links resolve against, when not the page's URL (DocRecord.linkBase). */
  linkBase?: string;
  /** On a non-default locale's page: what absolute links are localized with (lib/mdx/remark-links.ts). */
  linkLocale?: { base: string; path: string };
  tocMin: number;
  tocMax: number;
  /** The page's `mdx.format` front matter, over the site's markdown.format. */
  mdxFormat?: MarkdownFormat;
  /** The page's doc set ('blog', 'pages' for those): which of the site's Markdown plugins and admonition types apply to it. */
  scope?: string;
  /** The next job has the same text below the frontmatter: keep this page's syntax tree for it (lib/mdx/parser.ts). */
  sameTextNext?: boolean;
  /** Another job has the same text: the page may share a compile with it (lib/mdx/compile-sharing.ts); false: no page can, so none is keyed. */
  sharesText?: boolean;
  /** The next job includes a large partial this one does: run it in the same batch (lib/check/partial-affinity.ts). */
  batchWithNext?: boolean;
  /** About what the page costs to render: its characters and its large partials' (lib/check/partial-affinity.ts). Heavier batches go first. */
  weight?: number;
  /** Old ids of the page (DocRecord.anchorAliases). */
  anchorAliases?: PageAnchorAliases;
}

export interface SharedContext {
  rootDir: string;
  contentRoots: string[];
  sourceDirs?: readonly SourceDir[];
  /** lib/shared/site-paths.ts diagramsUrl */
  diagramsUrl: string;
  /** lib/shared/site-paths.ts siteBase: what `pathname:///x` links get in front. */
  siteBase: string;
  /** lib/shared/site-paths.ts siteMount: the engine's paths (assets, Mermaid) are under it. */
  mount?: string;
  knownComponents: readonly string[];
  /** Components whose element ids the anchor check cannot know (the site's plugins'). */
  openIdComponents: readonly string[];
  siteComponents: SiteComponentsContext;
  /** Where a worker finds the site's plugin that answers its pages' imports of modules (DocsPlugin.pageImports), if it has one. */
  pageImports?: { pluginsModule: string; plugins: readonly string[] };
  mermaid: boolean;
  /** The site's markdown.mermaidInBrowser: every diagram drawn by Mermaid in the reader's browser. */
  mermaidInBrowser?: MermaidInBrowser;
  /** The site's markdown.format (each page's parse follows from it and its extension). */
  markdownFormat?: MarkdownFormat;
  /** The site's content policy (site.config.json "content": raw HTML allowed, folders outside the content). */
  contentPolicy?: ContentPolicy;
  /** The site's content.limits: size and nesting (lib/mdx/limits.ts) and the time evaluating one page may take. */
  limits: ContentLimits;
  versions: { name: string; dir: string; fileToUrl: Map<string, string> }[];
  /** Where a worker finds the site's plugins that give their elements' Markdown (DocsPlugin.elementMarkdown), and the content folder they read. */
  elementMarkdown?: { pluginsModule: string; plugins: readonly string[]; contentDir: string };
  /** The build: also make each page's Markdown export, with links absolute to this site URL. */
  markdownSiteUrl?: string;
  /** content.buildEnv's values, what page code reads as `buildEnv` (lib/config/build-env.ts). */
  buildEnv: Record<string, string | undefined>;
  /**
   * The build: also render each page's article from the same tree. `module` (a file URL) exports
   * `pageRenderer(url, indexFile, knownComponents): TreeRenderer`; handed in by path, so that the check loads no
   * React (components/mdx/render-tree.tsx is the build's).
   */
  render?: { module: string; indexFile: string };
  /** The site's own remark and rehype plugins (lib/config/markdown-plugins.ts), loaded in each worker from the content folder. */
  markdownPlugins?: MarkdownPluginEntry[];
  /** Which directive names make admonitions, by scope (lib/config/admonition-types.ts). */
  admonitionTypes?: AdmonitionTypesEntry[];
}

/** What a render module exports (see SharedContext.render): `site` is the build's index file, or the loaded site itself (the live preview's). */
interface RenderModule {
  pageRenderer: (url: string, site: string | LoadedSite, knownComponents: readonly string[], opts?: { siteComponents?: boolean }) => TreeRenderer;
}

const renderModules = new Map<string, Promise<RenderModule>>();

export function renderModule(url: string): Promise<RenderModule> {
  let mod = renderModules.get(url);
  if (!mod) {
    // (Loaded by Node, not bundled: the live preview's Next must not bundle react-dom/server into its server components.)
    mod = import(/* turbopackIgnore: true */ /* webpackIgnore: true */ url) as Promise<RenderModule>;
    renderModules.set(url, mod);
  }
  return mod;
}

const pageImportsByModule = new Map<string, Promise<PageImports | undefined>>();

/** The site's plugin that answers its pages' imports, loaded once per thread from the module SharedContext.pageImports names. */
function sharedPageImports(shared: SharedContext): Promise<PageImports | undefined> | undefined {
  const from = shared.pageImports;
  if (!from) return undefined;
  const key = `${from.pluginsModule}\0${from.plugins.join()}`;
  if (!pageImportsByModule.has(key))
    pageImportsByModule.set(
      key,
      pluginsOfModule(from.pluginsModule).then((plugins) => pluginPageImports(sitePlugins({ plugins: [...from.plugins] }, plugins))),
    );
  return pageImportsByModule.get(key);
}

const pluginsByModule = new Map<string, Promise<AvailablePlugins>>();

/** The site's plugins' Markdown for their elements on a page of `version`, the plugins loaded once per thread (SharedContext.elementMarkdown). */
async function sharedElementMarkdown(shared: SharedContext, version: string): Promise<ElementMarkdown | undefined> {
  const from = shared.elementMarkdown;
  if (!from) return undefined;
  if (!pluginsByModule.has(from.pluginsModule)) pluginsByModule.set(from.pluginsModule, pluginsOfModule(from.pluginsModule));
  const plugins = sitePlugins({ plugins: [...from.plugins] }, await pluginsByModule.get(from.pluginsModule)!);
  return pluginElementMarkdown(plugins, version, from.contentDir);
}

const readers = new WeakMap<PageImports, Map<string, Promise<SourceReader | undefined>>>();

/** How the site's plugin reads its source's files (PageImports.sourceReader), asked once per thread and content folder. */
export function sourceReaderOf(imports: PageImports | undefined, site: SiteComponentsContext): Promise<SourceReader | undefined> {
  if (!imports?.sourceReader) return Promise.resolve(undefined);
  let byRoot = readers.get(imports);
  if (!byRoot) readers.set(imports, (byRoot = new Map()));
  if (!byRoot.has(site.root)) byRoot.set(site.root, imports.sourceReader(site));
  return byRoot.get(site.root)!;
}

/**
 * `renderer`: the article's renderer when the caller has one in hand (the live preview), else the module SharedContext.render names;
 * `pageImports`: the site's plugin that answers imports, when the caller has it in hand, else the one SharedContext.pageImports names.
 */
export async function runPageJob(job: PageJob, shared: SharedContext, renderer?: TreeRenderer, pageImports?: PageImports): Promise<PageCheck> {
  const render =
    renderer ?? (shared.render && (await renderModule(shared.render.module)).pageRenderer(job.url, shared.render.indexFile, shared.knownComponents));
  const imports = pageImports ?? (await sharedPageImports(shared));
  const sourceText = await sourceReaderOf(imports, shared.siteComponents);
  keepPartialTrees();
  // Jobs are made for pages of a built index, which has read and checked their frontmatter.
  const { body, bodyLineOffset } = splitFrontmatter(job.raw);
  const version = shared.versions[job.version];
  const elementMarkdown = shared.markdownSiteUrl === undefined ? undefined : await sharedElementMarkdown(shared, version.name);
  const format = pageFormat(shared.markdownFormat, job.source, job.mdxFormat);
  if (job.sameTextNext && format === 'mdx') keepNextParse();
  return checkPage(
    body,
    bodyLineOffset,
    {
      source: job.source,
      rootDir: shared.rootDir,
      contentRoots: shared.contentRoots,
      sourceDirs: shared.sourceDirs,
      contentPolicy: shared.contentPolicy,
      diagramsUrl: shared.diagramsUrl,
      versionDir: version.dir,
      fileToUrl: version.fileToUrl,
      knownComponents: shared.knownComponents,
      openIdComponents: shared.openIdComponents,
      siteComponents: shared.siteComponents,
      pageImports: imports,
      ...(sourceText ? { sourceText } : {}),
      linkBase: job.linkBase,
      linkLocale: job.linkLocale,
      ...(job.sharesText === false ? { sharesText: false } : {}),
      anchorAliases: job.anchorAliases,
      siteBase: shared.siteBase,
      mount: shared.mount,
      mermaid: shared.mermaid,
      ...(shared.mermaidInBrowser ? { mermaidInBrowser: shared.mermaidInBrowser } : {}),
      format,
      markdownFormat: shared.markdownFormat,
      tocMin: job.tocMin,
      tocMax: job.tocMax,
      limits: shared.limits,
      pageSeconds: shared.limits.pageSeconds,
      buildEnv: shared.buildEnv,
      ...scopedMarkdown(shared, shared.siteComponents.root, job.scope, job.source),
      ...(elementMarkdown ? { elementMarkdown } : {}),
    },
    shared.markdownSiteUrl,
    render,
  );
}

/**
 * Items in an order where pages with the same text below the frontmatter (one page in several
 * versions, often with a description naming the version) follow each other, each marked when the
 * next has its text: the check parses that text once and copies the tree (a third of the pages
 * of the docs). Otherwise in the order given.
 */
export function sameTextOrder<T extends { job: PageJob }>(items: T[]): T[] {
  const byText = new Map<string, T[]>();
  for (const item of items) {
    const { body, bodyLineOffset } = splitFrontmatter(item.job.raw);
    // (The extension too: under markdown.format "detect", .md and .mdx parse differently.)
    const key = `${item.job.source.endsWith('.md')}\n${item.job.mdxFormat ?? ''}\n${bodyLineOffset}\n${body}`;
    const same = byText.get(key);
    if (same) same.push(item);
    else byText.set(key, [item]);
  }
  const ordered: T[] = [];
  for (const group of byText.values())
    group.forEach((item, i) => {
      item.job.sameTextNext = i < group.length - 1;
      item.job.sharesText = group.length > 1;
      ordered.push(item);
    });
  return ordered;
}
