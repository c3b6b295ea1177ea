/**
 * The build's phases, in the order they run. Two entry points run them:
 *  - `next build` alone (scripts/next-adapter.mjs): the prepare phases from the adapter's
 *    modifyConfig, Next's export, then the finish phases from onBuildComplete, into out/;
 *  - `npm run build` (scripts/build.ts): the same phases around a `next build` child, into a staging
 *    folder swapped in at the end, with incremental reuse of the last out/ (lib/pipeline/incremental.ts).
 * Each phase reads and adds to one BuildState; a phase fails by throwing (lib/pipeline/runner.ts).
 */
import type { Environment, RunSettings } from '../config/run-settings';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildSite, contentRoots, type LoadedSite } from '../content/store';
import type { ContentPaths } from '../source/content-paths';
import { staticFiles, staticFolders } from '../source/static-folders';
import { BuildError, formatProblem, type Problem } from '../errors';
import { anchorLinkKey, checkSite, type SiteCheckResult } from '../check/site-check';
import { contentStamp, engineStamp } from '../cache/stamp';
import type { RenderedArticle } from '../check/page-check';
import { loadPageCache, savePageCache } from '../check/page-cache';
import { KNOWN_COMPONENTS } from '../mdx/known-components';
import { prepareSiteCode } from '../site-modules/prepare';
import { pluginFinishHead, pluginThemeClasses, referencePages, searchRecordRules, sitePlugins } from '../plugins/engine';
import { testComponentNames, testFixtureEnv } from '../content/test-fixtures';
import { writeBuildContext, type BuildContext } from '../content/build-context';
import { linkPolicies, routeBySeverity } from '../config/link-policy';
import { writesLocalSearchIndex } from '../config/site-config';
import { collectGarbage } from '../collect-garbage';
import { exportsMarkdown } from '../output/markdown-path';
import type { ArticleShellData } from '../content/prerendered-articles';
import { articleStore, cachedArticle, pruneArticleCache } from './article-store';
import { aliasFiles } from '../content/anchor-aliases';
import {
  baseStamps,
  buildStamps,
  compileStamp,
  loadStamps,
  planBuild,
  saveStamps,
  stampsFile,
  type BaseStamps,
  type BuildPlan,
  type BuildStamps,
} from './incremental';
import { fillSlots, pageSidebars, sidebarsInNextRender, siteSidebarClasses, type SlotFill } from './fill-slots';
import { layoutHeadElements, putLayoutHeadLast } from './head-order';
import { renderWorkers } from './render-workers';
import { builtSiteFile } from './built-site';
import { nextMallocEnv } from './next-malloc';
import { blogFeedLinks } from '../blog/feed-links';
import type { ExportedPage } from '../output/exported-page';
import type { EngineModules } from '../site-modules/engine-modules';
import type { AvailablePlugins } from '../plugins/types';
import { pageRecords } from '../content/page-records';
import { dropPayloadFiles } from './payload-files';
import { takeOverUnchanged } from './merge-output';
import { checkExportedPages, checkOutputLinks, writeExtraOutputs } from './outputs';
import { buildSearchIndexes, loadExtractCache, saveExtractCache } from './search-index';
import { scopeBuilderOn } from './search-threads';
import { threadsFor } from '../check/threads';
import type { ExtractedPage } from '../output/search-index-builder';
import { commitStaging, type OutputDirs } from './atomic-out';
import type { Phase } from './runner';
import { allowedFolders } from '../source/inside-content';
import { blogFeeds } from '../blog/feed';
import { styledFeeds } from '../blog/feed-stylesheet';
import { writeOutputFile } from './output-file';
import { writeEngineFiles } from './engine-files';
import { localeLayoutHeads, localePages } from './locale-html';
import { allUrls } from '../content/routes';
import { ownSearchPage } from '../content/site-search-pages';
import { extraRoutes } from '../content/extra-routes';
import { siteBase, siteEnginePaths } from '../shared/site-paths';
import { flatPageFilesPhase } from './flat-page-files';
import { localeNotFoundPhase, nextFilesPhase } from './next-files';
import { redirectPagesPhase, redirectsCheckPhase } from './redirect-pages';
import { allBlogs, allPages } from '../i18n/all-locales';
import { countParses, takeParseTally } from '../mdx/parse-tally';
import { blogFolder } from '../blog/blog-folder';

export interface BuildState {
  root: string;
  cacheDir: string;
  paths: ContentPaths;
  /** How the build was started (lib/config/run-settings.ts), and its environment, for the variables pages may read (content.buildEnv). */
  run: RunSettings;
  env: Environment;
  /** Where Next exports and every phase after it writes. */
  exportDir: string;
  /** `npm run build`: the published folder and its staging folder (exportDir). */
  dirs?: OutputDirs;
  /** Render every page even when the last out/ could be reused (`--full`, and `next build` alone). */
  full: boolean;
  /** The engine's React modules (the article renderer the page pass loads, the Docusaurus modules' files): handed in by whoever wires the build (components/engine-modules.ts). */
  engineModules: EngineModules;
  /** The plugins this checkout provides (lib/plugins/types.ts; the site uses those its config names): handed in by whoever wires the build (plugins/index.ts). */
  plugins: AvailablePlugins;
  /** The file URL of the module that exports them (plugins/index.ts), which the page pass's workers load (lib/check/page-context.ts). */
  pluginsModule: string;
  site?: LoadedSite;
  /** What Next renders from: set for Next's workers by nextEnv(). */
  indexFile?: string;
  articlesFile?: string;
  buildId?: string;
  base?: BaseStamps;
  articles?: SiteCheckResult['articles'];
  /** What Next renders each page's article from (lib/content/prerendered-articles.ts), and the article's key. */
  shells?: Map<string, { shell: ArticleShellData; key: string }>;
  /** The texts the build parsed, one digest per parse (lib/mdx/parse-tally.ts). */
  parses?: string[];
  /** The anchor links the page pass warned about (lib/check/site-check.ts anchorLinkKey): the link check does not again. */
  warnedAnchors?: Set<string>;
  /** Paths links name that only a page of another case has (routesMatchAnyCase), from the content check: redirect pages to it. */
  caseRedirects?: Map<string, string>;
  markdown?: Map<string, string>;
  /** The sidebars the slot pass fills (URL → markup): none when Next renders them (`sidebarsInPages`). */
  sidebars?: Map<string, string>;
  /** Next renders the sidebars (lib/pipeline/fill-slots.ts sidebarsInNextRender). */
  sidebarsInPages?: boolean;
  /** What the checks after the export need of each page the slot pass wrote (read there, not again). */
  exported?: Map<string, ExportedPage>;
  stamps?: BuildStamps;
  saved?: ReturnType<typeof loadStamps>;
  stampFile?: string;
  plan?: BuildPlan;
  pages?: number;
  /** What to keep once the build is published (caches that describe it). */
  afterPublish: (() => void)[];
}

/** What Next renders a page from when the page pass has its article: the slot's surroundings, or the compiled MDX of an article that hydrates. */
function articleShell(article: RenderedArticle): ArticleShellData {
  return {
    toc: article.toc,
    hasTitle: article.hasTitle,
    ...(article.code === undefined ? {} : { code: article.code }),
    ...(article.excerpt === undefined ? {} : { excerpt: article.excerpt }),
  };
}

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`${what} is not set: a phase ran out of order`);
  return value;
};

/** The pages whose output may differ from out/'s in an incremental build (undefined: all). */
function changedPages(plan: BuildPlan): Set<string> | undefined {
  return plan.kind === 'full' ? undefined : new Set([...plan.render, ...plan.reinsert, ...plan.removed]);
}

/** The content index: every author error in frontmatter, sidebars and versions is reported here. */
export const indexPhase: Phase<BuildState> = {
  name: 'index',
  async run(state) {
    const site = buildSite(state.paths, { includeDrafts: false, gitDates: true, plugins: state.plugins, run: state.run, env: state.env });
    // The site's own React components (an imported Docusaurus site's src/), compiled for Next.
    await prepareSiteCode({ site, contentDir: state.paths.contentDir, plugins: state.plugins, uncompiled: 'fail', production: true }, state.root);
    for (const w of site.index.warnings) console.warn(`⚠ ${w}`);
    state.site = site;
    state.pages = site.index.sets.reduce(
      (n, s) => n + s.versions.reduce((m, v) => m + v.docs.length + v.generatedIndexes.length, 0),
      allBlogs(site.index).reduce((n, blog) => n + Object.keys(blog.routes).length, 0),
    );
    fs.mkdirSync(state.cacheDir, { recursive: true });
    // Each page's data, once: the page pass and Next's workers read it with the site (lib/content/page-records.ts).
    site.pages = pageRecords(site);
    state.indexFile = builtSiteFile(state.cacheDir);
    fs.writeFileSync(state.indexFile, JSON.stringify(site));
    const engine = engineStamp(state.root, state.paths);
    const docSources = new Set(site.index.sets.flatMap((s) => s.versions.flatMap((v) => v.docs.map((d) => d.source))));
    for (const { container } of [...allBlogs(site.index), ...allPages(site.index)]) for (const doc of container.docs) docSources.add(doc.source);
    // (An alias file is part of its pages' records, so of their stamps: an edit renders those pages alone.)
    for (const s of site.index.sets) for (const v of s.versions) for (const d of v.docs) for (const f of aliasFiles(d)) docSources.add(f);
    state.base = baseStamps(site, engine, contentStamp(contentRoots(state.paths), docSources, state.root, site.config.content));
    // Builds of the same engine and content are byte-identical (next.config.ts generateBuildId).
    state.buildId = compileStamp(state.paths).slice(0, 20);
  },
};

/**
 * Every page parsed once, through the build's remark plugins, and every link checked: a syntax
 * error, unknown name or broken link fails here with file:line, before anything renders. From the
 * same tree, each page's Markdown export and, for an article that needs no hydration, its HTML
 * (the renderer handed in as state.engineModules.render). Unchanged pages reuse the last run's results.
 */
export const pagePassPhase: Phase<BuildState> = {
  name: 'page pass',
  async run(state) {
    const site = need(state.site, 'site');
    const base = need(state.base, 'base stamps');
    const store = articleStore(state.cacheDir, `${base.engine}\0${base.content}`, contentRoots(state.paths));
    const cache = loadPageCache(state.paths);
    const checked = await checkSite(site, {
      rootDir: state.root,
      contentDir: state.paths.contentDir,
      knownComponents: [...KNOWN_COMPONENTS, ...(await testComponentNames(state.paths))],
      plugins: state.plugins,
      pluginsModule: state.pluginsModule,
      engineStamp: base.engine,
      cache,
      ...(exportsMarkdown(site.config) ? { markdownSiteUrl: site.config.url } : {}),
      render: {
        module: pathToFileURL(path.join(state.root, state.engineModules.render)).href,
        indexFile: need(state.indexFile, 'index file'),
        articles: store,
      },
    });
    savePageCache(state.paths, cache);
    for (const w of checked.warnings) console.warn(`⚠ ${formatProblem(w)}`);
    if (checked.problems.length) throw new BuildError(`The content has ${checked.problems.length} problem(s):`, checked.problems);
    let rendered = 0;
    let withHtml = 0;
    state.shells = new Map();
    for (const [url, { key, article, rendered: fresh }] of checked.articles) {
      if (fresh) {
        store.save(key, article);
        rendered++;
      }
      state.shells.set(url, { shell: articleShell(article), key });
      if (article.html !== undefined) withHtml++;
    }
    state.articles = checked.articles;
    state.markdown = checked.markdown;
    state.parses = checked.parses;
    state.warnedAnchors = checked.warnedAnchors;
    state.caseRedirects = checked.caseRedirects;
    state.articlesFile = path.join(state.cacheDir, 'articles.json');
    fs.writeFileSync(state.articlesFile, JSON.stringify(Object.fromEntries([...state.shells].map(([url, { shell }]) => [url, shell]))));
    console.log(
      `Page pass: ${checked.pages} pages checked; ${withHtml} articles rendered, ${checked.articles.size - withHtml} compiled for Next (they hydrate); ${rendered} now, ${checked.articles.size - rendered} from the cache`,
    );
    collectGarbage();
  },
};

/** Each page's sidebar markup, with the class names of the site's theme layer. */
const siteSidebars = (site: LoadedSite, plugins: AvailablePlugins, root: string) =>
  pageSidebars(site, siteSidebarClasses(root, pluginThemeClasses(sitePlugins(site.config, plugins))));

/**
 * What Next renders: every page, or when out/ is the last build and only pages changed, those pages
 * (lib/pipeline/incremental.ts). `next build` alone and `--full` render everything.
 */
export const planPhase: Phase<BuildState> = {
  name: 'plan',
  run(state) {
    const site = need(state.site, 'site');
    const sidebars = siteSidebars(site, state.plugins, state.root);
    state.sidebarsInPages = sidebarsInNextRender(state.root);
    state.stamps = buildStamps(site, state.root, need(state.base, 'base stamps'), need(state.shells, 'article shells'), sidebars, state.sidebarsInPages);
    state.sidebars = state.sidebarsInPages ? new Map() : sidebars;
    state.stampFile = stampsFile(state.cacheDir, `${state.paths.contentDir}\0${state.paths.extraContentDir ?? ''}`);
    state.saved = loadStamps(state.stampFile);
    state.plan =
      state.full || !state.dirs
        ? { kind: 'full', reason: state.dirs ? '--full' : 'next build renders every page' }
        : planBuild(state.stamps, state.saved, state.dirs.out);
    // An article swapped in a page taken over replaces the one the page holds, which the cache must still have.
    if (state.plan.kind === 'incremental' && state.plan.reinsert.some((url) => cachedArticle(state.cacheDir, state.saved!.articles[url]) === undefined))
      state.plan = { kind: 'full', reason: 'the articles out/ holds are no longer in .docs-cache/' };
    const plan = state.plan;
    console.log(
      plan.kind === 'full'
        ? `Rendering every page (${plan.reason})`
        : `Incremental build: ${plan.render.length} page(s) to render, ${plan.reinsert.length} article(s) and ${plan.sidebars.length} sidebar(s) to replace, ${plan.removed.length} removed, ${plan.unchanged} unchanged`,
    );
  },
};

/** The environment Next's export reads the prepared content from (lib/content/store.ts and the page), and its allocator's setting (./next-malloc.ts). */
export function nextEnv(state: BuildState): Record<string, string> {
  const plan = need(state.plan, 'plan');
  const context: BuildContext = {
    indexFile: need(state.indexFile, 'index file'),
    articlesFile: need(state.articlesFile, 'articles file'),
    buildId: need(state.buildId, 'build id'),
    sidebarsAfterExport: true,
    renderWorkers: renderWorkers(state.run.buildWorkers, plan.kind === 'full' ? need(state.pages, 'page count') : plan.render.length),
    ...(plan.kind === 'incremental' ? { renderOnly: plan.render } : {}),
    ...(state.dirs ? { exportDir: path.relative(state.root, state.exportDir) } : {}),
  };
  // The test overlay stays a variable: a user sets it, as they set the content folder.
  return { ...writeBuildContext(state.cacheDir, context), ...testFixtureEnv(state.root, state.paths), ...nextMallocEnv(state.env) };
}

/**
 * While Next builds, this process keeps only what it needs to go on: the articles' HTML and
 * compiled code are in the article cache already, the Markdown exports go to a file, the sidebars
 * are made again after. Next's compile and render worker are the build's memory peak; on the
 * imported vcluster-docs this process held about 600 MB beside them.
 */
export function setAsideDuringNext(state: BuildState): () => void {
  const articles = need(state.articles, 'articles');
  const markdownFile = path.join(state.cacheDir, 'markdown.json');
  fs.writeFileSync(markdownFile, JSON.stringify(Object.fromEntries(need(state.markdown, 'markdown'))));
  state.markdown = undefined;
  state.sidebars = undefined;
  // (The shells went to the articles file and into the stamps; their compiled code is the largest part.)
  state.shells = undefined;
  for (const entry of articles.values()) entry.article = { ...entry.article, html: entry.article.html === undefined ? undefined : '', code: undefined };
  collectGarbage();
  return () => {
    state.markdown = new Map(Object.entries(JSON.parse(fs.readFileSync(markdownFile, 'utf8')) as Record<string, string>));
    fs.rmSync(markdownFile, { force: true });
    state.sidebars = state.sidebarsInPages ? new Map() : siteSidebars(need(state.site, 'site'), state.plugins, state.root);
    for (const entry of articles.values()) {
      if (entry.article.html === undefined) continue;
      const stored = cachedArticle(state.cacheDir, entry.key);
      if (stored?.html === undefined) throw new Error(`the article cache lost ${entry.key} during the build`);
      entry.article = { ...entry.article, html: stored.html };
    }
  };
}

/** The App Router's payload files out of the fresh export (lib/pipeline/payload-files.ts). */
export const payloadPhase: Phase<BuildState> = {
  name: 'payload files',
  run(state) {
    if (!fs.existsSync(state.exportDir)) fs.mkdirSync(state.exportDir, { recursive: true });
    const dropped = dropPayloadFiles(state.exportDir);
    console.log(`Payload files dropped: ${(dropped.bytes / 1024 / 1024).toFixed(0)} MB, ${dropped.segmentFiles} of them segment files`);
  },
};

/**
 * The pages Next did not render this time taken over from out/, then every article and sidebar
 * into its page: every page Next rendered has empty slots; a page taken over holds the article of
 * the last build, which the saved stamps name. In the same writes, the root layout's head tags go
 * to the one place every build gives them, and the site's plugins finish each head
 * (lib/pipeline/head-order.ts).
 */
export const slotsPhase: Phase<BuildState> = {
  name: 'articles and sidebars',
  run(state) {
    const site = need(state.site, 'site');
    const plan = need(state.plan, 'plan');
    const articles = need(state.articles, 'articles');
    const sidebars = need(state.sidebars, 'sidebars');
    if (plan.kind === 'incremental') {
      const linked = takeOverUnchanged(need(state.dirs, 'output folders').out, state.exportDir, [...plan.render, ...plan.removed], siteBase(site.config));
      console.log(`Took over ${linked} unchanged files from out/`);
    }
    const fresh = plan.kind === 'full' ? undefined : new Set(plan.render);
    const fills = new Map<string, SlotFill>();
    const fill = (url: string) => fills.get(url) ?? fills.set(url, {}).get(url)!;
    const articleUrls = plan.kind === 'full' ? [...articles.keys()] : [...plan.render, ...plan.reinsert];
    for (const url of articleUrls) {
      const html = articles.get(url)?.article.html;
      if (html === undefined) continue;
      const current = fresh === undefined || fresh.has(url) ? '' : cachedArticle(state.cacheDir, state.saved!.articles[url])?.html;
      fill(url).article = { html, current };
    }
    for (const url of plan.kind === 'full' ? sidebars.keys() : [...plan.render, ...plan.sidebars]) {
      const sidebar = sidebars.get(url);
      if (sidebar !== undefined) fill(url).sidebar = sidebar;
    }
    // (Its pages, and its search and not-found pages in the locale: lib/content/extra-routes.ts.)
    const rendered = plan.kind === 'full' ? [...allUrls(site.index), ...extraRoutes(site.config)] : plan.render;
    const head = layoutHeadElements(blogFeedLinks(site.index, site.config), site.config.head);
    const localeHeads = localeLayoutHeads(site, head);
    for (const [url, locale] of localePages(site, rendered)) Object.assign(fill(url), { locale, layoutHead: localeHeads.get(locale.name) });
    const finishHead = pluginFinishHead(sitePlugins(site.config, state.plugins));
    const { wrong, exported, files } = fillSlots(state.exportDir, fills, head, finishHead);
    putLayoutHeadLast(state.exportDir, head, files, finishHead);
    state.exported = exported;
    if (wrong.length)
      throw new Error(`articles or sidebars could not be put into their pages (\`npm run build -- --full\` renders everything):\n  ${wrong.join('\n  ')}`);
  },
};

/**
 * The content's assets and Mermaid's files (lib/pipeline/engine-files.ts), then the content tree's
 * static files (<content>/static/, e.g. an imported Docusaurus static/ folder), published at the
 * same path. Static files may replace the project's public/ assets (an imported site keeps its own
 * logo) but never a built page. An incremental build took all of them over with the rest: they are
 * unchanged, or it would be a full build. Then the machine-readable outputs.
 */
export const outputsPhase: Phase<BuildState> = {
  name: 'static files, Markdown and sitemap',
  run(state) {
    const site = need(state.site, 'site');
    const out = state.exportDir;
    const full = need(state.plan, 'plan').kind === 'full';
    if (full) writeEngineFiles(out, state.paths, site.config);
    // Links are copied as the files they lead to (the check refused those that lead out of the content).
    const bounds = allowedFolders({ contentRoots: contentRoots(state.paths), contentPolicy: site.config.content });
    const files = staticFiles(staticFolders(state.paths.contentDir, site.config), bounds);
    if (full) {
      const clash = [...files].find(([rel]) => {
        const target = path.join(out, rel);
        return /\.(html|txt)$/.test(rel) && fs.existsSync(target) && fs.statSync(target).isFile();
      });
      if (clash)
        throw new BuildError('A static file would replace a page:', [
          { file: path.relative(state.root, clash[1]), message: `a static file may not replace the built page out/${clash[0]} — rename it` },
        ]);
      for (const [rel, file] of files) {
        fs.mkdirSync(path.dirname(path.join(out, rel)), { recursive: true });
        fs.copyFileSync(file, path.join(out, rel));
      }
    }
    const missing = checkExportedPages(out, site.index, (state.exported ??= new Map()));
    if (missing.length)
      throw new BuildError(
        `Pages that did not export (${missing.length}):`,
        missing.map((message) => ({ message })),
      );
    const markdown = need(state.markdown, 'markdown');
    // (The tally starts here for this thread, which may have checked no page.)
    takeParseTally();
    // (A file the site's static folders publish is the site's: the engine writes no robots.txt or sitemap over it.)
    writeExtraOutputs(out, site, state.plugins, (doc) => markdown.get(doc.source), new Set(files.keys()));
    console.log(parsedLine([...(state.parses ?? []), ...takeParseTally()]));
    // The blog's feeds, from the page pass's articles.
    const articles = need(state.articles, 'articles');
    const problems: Problem[] = [];
    for (const blog of allBlogs(site.index)) {
      const feeds = blogFeeds(blog, site.config, (u) => articles.get(u)?.article.html);
      // (Their stylesheets, feedOptions.xslt: found in the blog's folder, its locale's first, or a package of the site.)
      const folders = [...new Set([path.resolve(state.root, blog.dir), blogFolder(state.paths.contentDir, blog.config)])];
      const styled = styledFeeds(feeds, { id: blog.config.id, url: blog.url, xslt: blog.config.feed.xslt }, state.paths.contentDir, folders);
      problems.push(...styled.problems.map((p) => ({ ...p, file: path.relative(state.root, state.paths.configFile) })));
      for (const w of styled.warnings) console.warn(`⚠ ${w}`);
      for (const [url, text] of styled.feeds) writeOutputFile(path.join(out, url), text);
      for (const [url, file] of styled.files) writeOutputFile(path.join(out, url), fs.readFileSync(file, 'utf8'));
    }
    if (problems.length) throw new BuildError("The blog feeds' stylesheets:", problems);
  },
};

/** How often the build parsed each distinct text: the page pass's parses, and the Markdown exports'. */
function parsedLine(digests: string[]): string {
  const { parses, texts } = countParses(digests);
  return `Texts parsed: ${parses} parses of ${texts} distinct texts${parses > texts ? ` (${parses - texts} parses of a text parsed before)` : ''}`;
}

/** The link check over the exported HTML, under the site's onBrokenLinks / onBrokenAnchors policies. */
export const linksPhase: Phase<BuildState> = {
  name: 'link check',
  run(state) {
    const site = need(state.site, 'site');
    const configFile = { path: state.paths.configFile, name: path.relative(state.root, state.paths.configFile) };
    const warned = state.warnedAnchors ?? new Set<string>();
    const report = checkOutputLinks(state.exportDir, site, {
      only: changedPages(need(state.plan, 'plan')),
      configFile,
      exported: state.exported,
      warned: (pageUrl, target, id) => warned.has(anchorLinkKey(pageUrl, target, id)),
    });
    const policies = linkPolicies(site.config, site.run);
    const findings = { errors: [] as string[], warnings: [] as string[] };
    for (const e of report.errors) routeBySeverity(policies.onBrokenLinks, e, findings);
    for (const w of report.warnings) routeBySeverity(policies.onBrokenAnchors, w, findings);
    for (const w of findings.warnings) console.warn(`⚠ ${w}`);
    if (findings.errors.length)
      throw new BuildError(
        `Broken links (${findings.errors.length}):`,
        findings.errors.map((message) => ({ message })),
      );
  },
};

/**
 * Local search: one sharded index per set version (an incremental build rebuilds the versions it
 * changed). The cache of pages' records is saved with the build it describes.
 */
export const searchPhase: Phase<BuildState> = {
  name: 'search index',
  async run(state) {
    const site = need(state.site, 'site');
    if (site.config.search.layerOnly) {
      // (The site's search is its theme layer's: the engine's page, which Next exported, and index are not its.)
      fs.rmSync(path.join(state.exportDir, siteEnginePaths(site.config).searchPage), { recursive: true, force: true });
      console.log("Search: the theme layer's own (no search index or page of the engine's)");
      return;
    }
    // (A site whose search page is its own, elsewhere, has no second one: the search box and the not-found page lead to its own.)
    if (ownSearchPage(site.config)) fs.rmSync(path.join(state.exportDir, siteEnginePaths(site.config).searchPage), { recursive: true, force: true });
    if (!writesLocalSearchIndex(site.config)) {
      // (The dialog and the search page query the site's Algolia index: a local one would be published unread.)
      console.log(`Search: Algolia's index "${site.config.search.algolia?.indexName}" (no local index)`);
      return;
    }
    const file = path.join(state.cacheDir, 'search-pages.json');
    const cache = loadExtractCache(file);
    const used = sitePlugins(site.config, state.plugins);
    const rules = searchRecordRules(used);
    const records = new Map<string, ExtractedPage | null>();
    for (const [url, { article }] of need(state.articles, 'articles')) if (article.search !== undefined) records.set(url, article.search);
    // A large site's scopes are built on every core the page pass used (lib/pipeline/search-threads.ts).
    const threads = threadsFor(need(state.pages, 'page count'), state.run.checkThreads);
    const indexes = await buildSearchIndexes(
      state.exportDir,
      site.index,
      siteEnginePaths(site.config).searchIndexBase,
      rules,
      referencePages(used),
      cache,
      changedPages(need(state.plan, 'plan')),
      records,
      scopeBuilderOn(threads, (why) => console.warn(`⚠ The search index's worker thread failed (${why}); this thread built its part.`)),
    );
    const total = indexes.reduce((n, r) => n + r.bytes, 0);
    console.log(
      `Search: ${indexes.length} indexes, ${(total / 1024 / 1024).toFixed(1)} MB (${indexes.map((r) => `${r.scope} ${r.pages} pages ${(r.bytes / 1024).toFixed(0)} KB`).join(', ')})`,
    );
    state.afterPublish.push(() => saveExtractCache(file, cache));
  },
};

/** `npm run build`: mark the staging folder complete, swap it in, then keep what describes it. */
export const publishPhase: Phase<BuildState> = {
  name: 'publish',
  run(state) {
    const dirs = need(state.dirs, 'output folders');
    commitStaging(dirs);
    saveStamps(need(state.stampFile, 'stamps file'), need(state.stamps, 'stamps'), dirs.out);
    keepCaches(state);
  },
};

/** The caches that describe the site just published, and no article another build left. */
export function keepCaches(state: BuildState): void {
  for (const keep of state.afterPublish.splice(0)) keep();
  pruneArticleCache(
    state.cacheDir,
    [...need(state.articles, 'articles').values()].map((a) => a.key),
  );
}

/** Before Next: the content, its pages and what to render. */
export const preparePhases = [indexPhase, redirectsCheckPhase, pagePassPhase, planPhase];
/** After Next: the finished site in exportDir. */
export const finishPhases = [
  payloadPhase,
  nextFilesPhase,
  slotsPhase,
  localeNotFoundPhase,
  flatPageFilesPhase,
  outputsPhase,
  redirectPagesPhase,
  linksPhase,
  searchPhase,
];
