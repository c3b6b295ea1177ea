/**
 * The build's article render. The page pass (lib/check/page-jobs.ts) parses a page once; this runs
 * MDX's compile on that tree, with the page pass's analysis (checks, Markdown export) right after
 * the remark stage, then renders to HTML: the engine's one MDX compile, for the build and for the
 * live preview (lib/check/one-page.ts) alike, with the components and plugins of pageCompileSetup
 * (render.tsx). An article that hydrates gets no HTML: its compiled code, which Next runs
 * (components/doc/page-article.tsx). One that needs no hydration and holds no page code is
 * rendered from the rehype stage's tree, without the rest of the compile (./hast-render.tsx).
 */
import { createProcessor } from '@mdx-js/mdx';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { ReactElement, ReactNode } from 'react';
import type { VFile } from 'vfile';
import { PageCodeError, type RenderedArticle, type TreeRenderer } from '@/lib/check/page-check';
import type { TocEntry } from '@/lib/mdx/rehype-toc';
import { siteIndex } from '@/lib/content/site-index';
import { siteFromFile, type LoadedSite } from '@/lib/content/store';
import { pageData } from '@/lib/content/page-records';
import { isPublished } from '@/lib/content/published';
import type { DocRecord } from '@/lib/content/types';
import { extractArticle, type ExtractedPage } from '@/lib/output/search-index-builder';
import { searchRecordRules } from '@/lib/plugins/engine';
import type { SearchRecordRule } from '@/lib/plugins/types';
import { searchLvl0 } from '@/components/doc/SearchMeta';
import { isMarkupOnly } from '@/lib/mdx/known-components';
import { checkParser } from '@/lib/mdx/parser';
import { siteSyntax } from '@/lib/mdx/site-syntax';
import { pageCompileSetup, runCompiled, runCompiledModule, runContent, type CompiledData } from './render';
import path from 'node:path';
import { COMPONENTS_BUNDLE_FILE } from '@/lib/site-modules/manifest';
import { siteBundleComponents } from './site-bundle';
import { failingSiteElement, siteElements, trackedComponents, withPageContext, type SiteElement, type TrialCalls } from './site-trial';
import { docsClientData, type DocsClientData } from '@/lib/content/docs-client-data';
import { evaluating } from '@/lib/check/evaluation-watch';
import { contentLimits, writesLocalSearchIndex } from '@/lib/config/site-config';
import { pageDeadline, pageTimeoutMessage, PageTimeout } from '@/lib/mdx/time-limit';
import { remarkTruncateMark, splitExcerpt } from '@/lib/blog/truncate';
import { compiledEntry } from '@/lib/pages/doc-entry';
import { sitePageSearchFacts } from '@/lib/content/site-pages-search';
import type { Root as MdastRoot } from 'mdast';
import { htmlPlugins, type PageCompileContext } from '@/lib/mdx/pipeline';
import { eachNode } from '@/lib/mdx/each-node';
import { elementAttributes } from '@/lib/mdx/rehype-toc';
import { MDX_PASS_THROUGH } from '@/lib/mdx/pass-through';
import {
  codeWithUrls,
  dataWithUrls,
  keepCompile,
  sharedCompile,
  tokenizeUrls,
  type CompiledForm,
  type SharedCompile,
  type Tokenized,
} from '@/lib/mdx/compile-sharing';
import type { Root as HastRoot } from 'hast';
import { hastElement, staticHastText } from './hast-render';

/** What the rehype plugins leave in file.data (lib/mdx/vfile-data.d.ts). */
interface ArticleData {
  toc?: TocEntry[];
  hasH1?: boolean;
  usedComponents?: string[];
  parserRestructures?: boolean;
}

/** Whether React renders the article in Next: it has components that hydrate, or elements the HTML parser would not keep as written. */
const rendersInNext = (data: ArticleData, docsPlugins: Parameters<typeof isMarkupOnly>[1]): boolean =>
  !isMarkupOnly(data.usedComponents ?? [], docsPlugins) || data.parserRestructures === true;

/**
 * The renderer for the page at `url` of the site in `site`: the build's index file, or the site the
 * live preview loaded. `siteComponents`: the trial run renders the site's own components (from its
 * bundle) instead of stand-ins, so that one that throws fails the page at its element. The live
 * preview's page and the build's diagnosis of a page Next could not render ask for it
 * (lib/check/render-diagnosis.ts); the page pass does not, since Next renders them anyway.
 */
export function pageRenderer(url: string, site: string | LoadedSite, knownComponents: readonly string[], { siteComponents = false } = {}): TreeRenderer {
  const loaded = typeof site === 'string' ? siteFromFile(site) : site;
  return async (tree, file: VFile, afterRemarkStage, read, sharesText): Promise<RenderedArticle> => {
    const found = siteIndex(loaded.index).compiledAt(url);
    // A blog post is compiled as a doc of the blog's version-like container, an MDX page as one of the pages' (lib/pages/doc-entry.ts).
    const entry = compiledEntry(found);
    if (!entry) throw new Error(`${url} is not a doc page`);
    const isPost = found?.kind === 'blog';
    // (Where its list pages cut it: its blog's truncateMarker, lib/blog/truncate.ts.)
    const marker = found?.kind === 'blog' ? new RegExp(found.blog.config.truncateMarker) : undefined;
    const setup = pageCompileSetup(loaded, entry.doc, entry.version, knownComponents);
    const { components, docsPlugins } = setup;
    const compile = { ...setup.compile, ...read };
    // (The format the page pass parsed in: its site's reader may read the page as CommonMark.)
    const format = read?.format ?? setup.format;
    const plugins = htmlPlugins(compile);
    // (A text no other page has shares no compile: its key, tokens and code rewrite would cost for nothing.)
    const sharing = isPost || sharesText === false ? undefined : sharingOptions(loaded, compile);
    const share: Share = {};
    // MDX's compile on the tree the page pass parsed: the remark stage in MDX's order (its own
    // unravelling of JSX paragraphs first), the page pass's analysis, then rehype.
    let elementsTree: unknown;
    const processor = createProcessor({
      format,
      outputFormat: 'function-body',
      // The page pass's parser for the partials remark-imports parses too (lib/mdx/parser.ts: the same trees, faster).
      remarkPlugins: [
        [checkParser, format, siteSyntax(compile.sitePlugins)],
        ...plugins.remarkPlugins,
        afterRemarkStage,
        // (The tree whose elements name the site's components as the compiled page does: for the trial run's errors.)
        () => (mdast: unknown) => void (elementsTree = mdast),
        ...(isPost ? [[remarkTruncateMark, marker] as [typeof remarkTruncateMark, RegExp]] : []),
        // (Last: the tree as the rest of the compile reads it.)
        ...(sharing ? [() => (mdast: MdastRoot, f: VFile) => lookUpCompile(mdast, f, sharing, compile.tocEntries, share)] : []),
      ],
      rehypePlugins: [
        ...plugins.rehypePlugins,
        // (Last: an article with no page code to run and no hydration is rendered from this tree.)
        // (Not where the site's recma plugins change the compiled page.)
        ...(loaded.run.hastRender === false || compile.sitePlugins?.recma.length
          ? []
          : [() => (hast: HastRoot, f: VFile) => stopAtStaticHast(hast, f, docsPlugins, components)]),
      ],
      // (The site's, on the compiled page: lib/config/markdown-plugins.ts.)
      recmaPlugins: compile.sitePlugins?.recma ?? [],
      remarkRehypeOptions: { handlers: MDX_PASS_THROUGH },
      development: false,
    });
    const { code, form } = await compiled(processor, tree as MdastRoot, file, share);
    const data = file.data as ArticleData;
    const article = { toc: data.toc ?? [], hasTitle: data.hasH1 === true };
    const source = entry.doc.source;
    // Page code runs within the page's time limit (sync steps stop at it, lib/mdx/time-limit.ts;
    // the pool stops a worker whose page still runs past it, lib/check/evaluation-watch.ts).
    const seconds = contentLimits(loaded.config).pageSeconds;
    const within = pageDeadline(seconds);
    const run = <T,>(fn: () => T): T => evaluating(source, () => pageCode(source, seconds, within, fn));
    // An article that hydrates is rendered by Next, from this compile, and so is one whose elements
    // the HTML parser would not keep (React builds them as written, as on a hydrated Docusaurus page).
    // Its page code runs here once all the same, so that code that throws or never ends fails here, not in Next.
    const used = data.usedComponents ?? [];
    if (rendersInNext(data, docsPlugins)) {
      const site = siteComponents ? await siteTrial(loaded, url, used, { tree: elementsTree, source, text: String(file.value) }) : NO_SITE_TRIAL;
      await trialRun(code, { ...data, buildEnv: loaded.buildEnv }, components, used, String(file.value), source, run, site);
      return { ...article, code };
    }
    // The page's code and its render in one timed step (each step starts and stops a timer thread).
    const step = run(() => {
      const content = form === 'hast' ? hastElement(code, components) : compiledContent(code, data, loaded, components, String(file.value), source);
      try {
        return { content, html: renderToString(content) };
      } catch {
        return { content };
      }
    });
    // A component that waits (CodeBlockSource highlights as it renders): the renderer that waits.
    // What fails there too fails the page, at the element that threw: never an empty article.
    const html = step.html ?? (await evaluating(source, () => htmlOnceReady(step.content, source, String(file.value))));
    const rules = searchRecordRules(docsPlugins);
    if (isPost) {
      const split = splitExcerpt(html);
      return { ...article, ...split, search: searchRecords(loaded, split.html, entry.doc, url, rules) };
    }
    return { ...article, html, search: searchRecords(loaded, html, entry.doc, url, rules) };
  };
}

/** The element of a compiled article that needs no hydration, its page code run. */
function compiledContent(code: string, data: ArticleData, loaded: LoadedSite, components: Record<string, unknown>, text: string, source: string): ReactElement {
  const Content = runCompiled(code, { ...data, buildEnv: loaded.buildEnv });
  return runContent(<Content components={components} />, text, source);
}

/** Thrown by the last rehype step with the tree of an article rendered from it: MDX's compile goes no further. */
class StaticHast {
  constructor(readonly text: string) {}
}

/** The last rehype step: an article that needs no hydration and holds no page code stops the compile with its tree. */
function stopAtStaticHast(hast: HastRoot, file: VFile, docsPlugins: Parameters<typeof isMarkupOnly>[1], components: Record<string, unknown>): void {
  if (rendersInNext(file.data as ArticleData, docsPlugins)) return;
  const text = staticHastText(hast, components);
  if (text !== undefined) throw new StaticHast(text);
}

/** A page's part in compile sharing: its URLs put aside, what file.data held before the rehype stage, and the compile it takes. */
interface Share {
  tokens?: Tokenized;
  dataBefore?: Set<string>;
  taken?: SharedCompile;
}

/** Thrown by the last remark step when the page takes a compile made before: the rest of MDX's compile does not run. */
const COMPILED_BEFORE = new Error('compiled before');

/**
 * What the rest of the compile reads besides the tree, as part of the sharing key; undefined where
 * pages do not share compiles: the live preview (its site changes under it), a build that asked
 * for none (RunSettings.shareCompiles), a site with rehype or recma plugins of its own (they may read URLs, or the page's file).
 */
function sharingOptions(loaded: LoadedSite, compile: PageCompileContext): unknown {
  const own = compile.sitePlugins;
  if (loaded.run.preview || loaded.run.shareCompiles === false || own?.rehype.length || own?.beforeDefaultRehype.length || own?.recma.length) return undefined;
  const { format, markdownFormat, tocMin, tocMax, anchorAliases, mermaid, mount, codeStyle, headingLinkTitle, nativeTypography } = compile;
  return {
    site: loaded.paths.rootDir,
    content: loaded.paths.contentDir,
    format,
    markdownFormat,
    tocMin,
    tocMax,
    anchorAliases,
    mermaid,
    mount,
    codeStyle,
    headingLinkTitle,
    nativeTypography,
  };
}

/** The last remark step: puts the page's URLs aside, and stops the compile when its tree was compiled before. */
function lookUpCompile(tree: MdastRoot, file: VFile, options: unknown, tocEntries: PageCompileContext['tocEntries'], share: Share): void {
  // (The TOC entries the site's plugins give its elements, from their attributes as rehype-toc reads them: tokens in place.)
  share.tokens = tokenizeUrls(tree, file, options, () => elementTocEntries(tree, tocEntries));
  share.dataBefore = new Set(Object.keys(file.data));
  share.taken = share.tokens && sharedCompile(share.tokens.key);
  if (share.taken) throw COMPILED_BEFORE;
}

/** The TOC entries the site's plugins give the page's elements (rehype-toc lists them): they depend on the version's data. */
function elementTocEntries(tree: MdastRoot, tocEntries: PageCompileContext['tocEntries']): unknown[] {
  const out: unknown[] = [];
  if (!tocEntries) return out;
  eachNode(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' || !node.name) return;
    out.push(tocEntries(node.name, elementAttributes(node as { attributes?: { name: string; value: unknown }[] })) ?? null);
  });
  return out;
}

/**
 * MDX's compile of the page's tree to code, or the rehype stage's tree as JSON (form "hast"): run
 * here, or taken from a page of the same tree (lib/mdx/compile-sharing.ts).
 */
async function compiled(
  processor: ReturnType<typeof createProcessor>,
  tree: MdastRoot,
  file: VFile,
  share: Share,
): Promise<{ code: string; form: CompiledForm }> {
  let code: string;
  let form: CompiledForm;
  let data: Record<string, unknown>;
  try {
    ({ code, form } = await compileOrStop(processor, tree, file));
    if (!share.tokens) return { code, form };
    data = Object.fromEntries(Object.entries(file.data).filter(([k]) => !share.dataBefore!.has(k)));
    keepCompile(share.tokens.key, { code, form, data });
  } catch (err) {
    if (err !== COMPILED_BEFORE) throw err;
    ({ code, form, data } = share.taken!);
  } finally {
    share.tokens?.restore();
  }
  const values = share.tokens!.values;
  Object.assign(file.data, dataWithUrls(data, values));
  return { code: codeWithUrls(code, values), form };
}

/** The whole compile, or the tree the last rehype step stopped it with. */
async function compileOrStop(processor: ReturnType<typeof createProcessor>, tree: MdastRoot, file: VFile): Promise<{ code: string; form: CompiledForm }> {
  try {
    return { code: String(processor.stringify(await processor.run(tree as never, file), file)), form: 'mdx' };
  } catch (err) {
    if (err instanceof StaticHast) return { code: err.text, form: 'hast' };
    throw err;
  }
}

/** What a component only Next has is in the page pass's trial run: its children. */
const standIn = ({ children }: { children?: ReactNode }) => children ?? null;

/** The site's own components a page renders, for its trial run (./site-trial.tsx). */
interface SiteTrial {
  components: Record<string, unknown>;
  elements: SiteElement[];
  page?: { docsData?: DocsClientData; pathname: string; bundleFile: string };
}
const NO_SITE_TRIAL: SiteTrial = { components: {}, elements: [] };

/** The site's components the page uses, from the site's bundle; their elements; and, on a doc page, the docs data Next's page gives them. */
async function siteTrial(loaded: LoadedSite, url: string, used: string[], page: { tree: unknown; source: string; text: string }): Promise<SiteTrial> {
  const bundle = await siteBundleComponents(loaded.paths.rootDir);
  const components = Object.fromEntries(used.filter((name) => name in bundle).map((name) => [name, bundle[name]]));
  if (!Object.keys(components).length) return { components, elements: [] };
  const elements = siteElements(page.tree, new Set(Object.keys(components)), page.source, page.text, loaded.paths.rootDir);
  const entry = siteIndex(loaded.index).byUrl(url);
  const data = entry?.kind === 'doc' ? pageData(loaded, url) : undefined;
  const set = entry?.kind === 'doc' ? siteIndex(loaded.index).setOf(entry.version) : undefined;
  const docsData =
    entry?.kind === 'doc' && data && set
      ? docsClientData(set, entry.version, { doc: entry.doc, sidebarId: data.sidebarId || undefined, versionLinks: data.versionLinks })
      : undefined;
  return { components, elements, page: { docsData, pathname: url, bundleFile: path.join(loaded.paths.rootDir, COMPONENTS_BUNDLE_FILE) } };
}

/**
 * The trial run of an article that hydrates: its module level (an error fails the page, as in the
 * check), then its expressions and, when it renders components it defines or the site's own (from
 * the site's bundle, ./site-bundle.ts), its render, with the components only Next has standing in.
 * Of these the time limit counts, and a component of the page or of the site that throws, at its
 * element's line (Docusaurus fails the build on a page that does not render, too); anything else
 * that fails may work with the real components, and Next reports it.
 */
async function trialRun(
  code: string,
  data: CompiledData,
  components: Record<string, unknown>,
  used: string[],
  text: string,
  source: string,
  run: <T>(fn: () => T) => T,
  site: SiteTrial,
) {
  const page = run(() => runCompiledModule(code, data));
  const Content = page.default;
  const calls: TrialCalls = [];
  const all = { ...Object.fromEntries(used.map((name) => [name, standIn])), ...components, ...trackedComponents(site.components, calls) };
  const rendersOwn = used.some((name) => name in page) || Object.keys(site.components).length > 0;
  let content: ReactElement | undefined;
  try {
    run(() => {
      content = runContent(<Content components={all} />, text, '');
      if (site.page) content = withPageContext(content, site.page);
      if (rendersOwn) renderToString(content);
    });
  } catch (err) {
    if (err instanceof PageCodeError && err.timedOut) throw err;
    if (!rendersOwn || !content) return;
    const failure = await evaluating(source, () => renderFailure(content!));
    if (failure.html !== undefined) return;
    const at = failingElement(failure.stack, text);
    if (at.component && at.component in page) throw renderError(failure.error, source, at);
    const element = failingSiteElement(failure.stack, calls, site, source);
    if (element) throw renderError(failure.error, element.file, { line: element.line, component: element.written ?? element.name });
  }
}

/**
 * Runs page code (the page's module level, its expressions, its render) within the deadline. An
 * error it throws, or the time limit, names the page (PageCodeError); what the error says is read
 * within the deadline too, since a thrown object can be page code. "… is not defined" keeps
 * runContent's message, which has the line.
 */
function pageCode<T>(source: string, seconds: number, within: <R>(fn: () => R) => R, fn: () => T): T {
  try {
    return within(fn);
  } catch (err) {
    if (err instanceof PageTimeout) throw new PageCodeError({ file: source, message: pageTimeoutMessage(seconds) }, true);
    if (err instanceof Error && err.message.startsWith(`${source}:`)) throw err;
    let what = 'an error that cannot be described';
    try {
      what = within(() => `${String((err as Error)?.name ?? 'Error')}: ${String((err as Error)?.message ?? err)}`);
    } catch {
      // (keep the plain description)
    }
    throw new PageCodeError({
      file: source,
      message: `evaluating the page failed with ${what} — fix the expression or export that throws: page code runs once, when the page is built`,
    });
  }
}

/**
 * The page's search records from its article (components/doc/SearchMeta.tsx gives the same facts to the exported page); none
 * where the build writes no local index (the site's search is Algolia's or its theme layer's own).
 */
function searchRecords(site: LoadedSite, html: string, doc: DocRecord, url: string, rules: readonly SearchRecordRule[]): ExtractedPage | null {
  if (!isPublished(doc) || !writesLocalSearchIndex(site.config)) return null;
  const { index, config } = site;
  const page = pageData(site, url);
  // (A blog post or an MDX page of the pages folder is in no doc set: the blog, or the site, is its lvl0.)
  if (!page) return extractArticle(html, url, sitePageSearchFacts(index, config.title, doc), rules);
  return extractArticle(html, url, { title: page.title, lvl0: searchLvl0(page), description: page.description }, rules);
}

/** What fails as a tree renders, waiting for what it waits for: the error and React's component stack (none: it renders). */
async function renderFailure(content: ReactElement): Promise<{ html?: string; error?: unknown; stack?: string }> {
  let failed: { error: unknown; stack?: string } | undefined;
  const onError = (error: unknown, info?: { componentStack?: string | null }) => void (failed ??= { error, stack: info?.componentStack ?? undefined });
  try {
    const { prelude } = await prerender(content, { onError });
    if (!failed) return { html: await new Response(prelude).text() };
  } catch (error) {
    failed ??= { error };
  }
  return failed!;
}

/** The page's error for a component that threw as it rendered: at its element's line, naming it. */
function renderError(error: unknown, source: string, at: { line?: number; component?: string }): PageCodeError {
  // (One line: the message's first.)
  const what = String((error as Error)?.message ?? error).split('\n')[0];
  const element = at.component ? `<${at.component}>` : 'the page';
  return new PageCodeError({
    file: source,
    line: at.line,
    message: `${element} threw while rendering: ${what} — fix the component or the props the page passes`,
  });
}

/**
 * The HTML of a tree once every component it waits for is done. A component that throws fails the
 * page at the line of its element (the innermost of React's component stack the page names).
 */
async function htmlOnceReady(content: ReactElement, source: string, text: string): Promise<string> {
  const result = await renderFailure(content);
  if (result.html !== undefined) return result.html;
  throw renderError(result.error, source, failingElement(result.stack, text));
}

/** The innermost component of React's stack that the page's text has an element of, and that element's line. */
export function failingElement(componentStack: string | undefined, text: string): { line?: number; component?: string } {
  for (const [, name] of (componentStack ?? '').matchAll(/^\s*at (\w[\w.]*)/gm)) {
    const at = new RegExp(`<${name.replaceAll('.', '\\.')}[\\s/>]`).exec(text);
    if (at) return { component: name, line: text.slice(0, at.index).split('\n').length };
  }
  return {};
}
