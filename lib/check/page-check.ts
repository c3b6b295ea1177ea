/**
 * One page, parsed once: the same preprocessing, MDX syntax (lib/mdx/parser.ts) and remark
 * plugins (partials, imports, file links, images, known components) as the render, then the names
 * its expressions use. Returns the problems with file:line:column and the facts the site-wide
 * checks need (links and anchors). For the build it goes on from the same tree: the page's Markdown
 * export, and its article through the renderer the build hands in (components/mdx/render-tree.tsx).
 */
import type { Root } from 'mdast';
import { unified, type Plugin, type Processor } from 'unified';
import { VFile } from 'vfile';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import path from 'node:path';
import { preprocess } from '../mdx/preprocess';
import { readSourceAs } from '../mdx/page-imports';
import type { PageFormat } from '../mdx/syntax';
import type { PageCompileContext } from '../mdx/pipeline';
import type { TocEntry } from '../mdx/rehype-toc';
import type { ExtractedPage } from '../output/search-index-builder';
import { htmlRemarkPlugins } from '../mdx/remark-stage';
import type { BrokenFileLink } from '../mdx/remark-links';
import { opensElsewhere } from '../shared/html';
import { formatMdxError } from '../mdx/errors';
import { aliasProblems } from '../content/anchor-aliases';
import { inclusionNote, originOf, type NodeOrigin } from '../mdx/node-origin';
import type { Problem } from '../errors';
import { tabsProblems } from './tabs';
import { programsOf, undefinedNames } from '../mdx/expressions';
import { pageCodeChecks } from './page-code-check';
import { checkParser, isSyntaxPlugin } from '../mdx/parser';
import { siteSyntax } from '../mdx/site-syntax';
import { eachNode } from '../mdx/each-node';
import { markdownOfTree } from '../mdx/markdown-text';
import type { ElementMarkdown } from '../mdx/element-markdown';
import { copyTree } from '../mdx/copy-tree';
import { overLimitMessage, sourceOverLimits } from '../mdx/limits';
import { CONTENT_LIMITS } from '../config/site-config';
import { ENGINE_WARNING_SOURCE } from '../mdx/engine-warning';

export interface PageLink {
  url: string;
  line?: number;
  column?: number;
  /** For a link written in a partial: the partial's path and where the page includes it. */
  origin?: NodeOrigin;
}

export interface PageFacts {
  links: PageLink[];
  /** Element ids the page will have (headings, `{#custom}` ids, JSX `id` attributes). */
  ids: string[];
  /** The page renders ids the checker cannot know (configuration references). */
  openIds: boolean;
  /** File links (./x.mdx) that match no doc of the version; the site check applies onBrokenMarkdownLinks. */
  brokenFileLinks: BrokenFileLink[];
  /** The components the page's JSX names (partials included): the build knows from them which articles need hydration. */
  components: string[];
}

/** A page's article as the build's renderer gives it (html undefined: it needs hydration, and Next renders it). */
export interface RenderedArticle {
  toc: TocEntry[];
  /** The content has its own h1 (so the page does not add the title). */
  hasTitle: boolean;
  html?: string;
  /** No html (the article hydrates): its compiled MDX, for Next to run. */
  code?: string;
  /** A blog post's part before its truncate marker (all of it without one), for the list pages (lib/blog/truncate.ts). */
  excerpt?: string;
  /** With html: the page's search records (null: the page is not searched), taken from the article. */
  search?: ExtractedPage | null;
}

/**
 * The build's compile of a parsed page to its article (components/mdx/render-tree.tsx):
 * `afterRemarkStage` is a remark plugin it runs last in the remark stage (the page pass's analysis).
 */
/** `read`: how the page pass read the page's files (PageImports.sourceReader): the render's remark stage reads its partials so too. */
export type TreeRenderer = (
  tree: Root,
  file: VFile,
  afterRemarkStage: Plugin<[], Root>,
  read?: Pick<PageCompileContext, 'sourceText' | 'format'>,
  /** False: no other page has this page's text, so its compile is not keyed for sharing. */
  sharesText?: boolean,
) => Promise<RenderedArticle>;

export interface PageCheck {
  problems: Problem[];
  /** What the engine's stages warned of in the page's compile (lib/mdx/engine-warning.ts), where it builds on. */
  warnings?: Problem[];
  facts: PageFacts;
  /** The page's Markdown export (without its title line), when asked for (the build's check). */
  markdown?: string;
  /** The page's article, when a renderer was given and the page has no problem. */
  article?: RenderedArticle;
}

/** What a page is checked with: its compile context and the components whose ids come from data, not from the page (the site's plugins say which). */
export interface PageCheckContext extends PageCompileContext {
  openIdComponents?: readonly string[];
  /** False where no other page of the build has this page's text: its compile is shared with none (lib/check/page-jobs.ts sameTextOrder). */
  sharesText?: boolean;
  /** The site's plugins' Markdown for their elements on this page (the .md export). */
  elementMarkdown?: ElementMarkdown;
  /** content.limits.pageSeconds: how long the page's module level may run (default CONTENT_LIMITS). */
  pageSeconds?: number;
  /** content.buildEnv's values, what page code reads as `buildEnv` (lib/config/build-env.ts). */
  buildEnv?: Record<string, string | undefined>;
}

/** "file:12:3: message" → Problem (plugin errors arrive as text). */
function toProblem(text: string, source: string): Problem {
  const m = /^(.+?):(\d+)(?::(\d+))?: ([\s\S]*)$/.exec(text);
  if (m && !m[1].includes(' ')) return { file: m[1], line: Number(m[2]), column: m[3] ? Number(m[3]) : undefined, message: m[4] };
  return { file: source, message: text };
}

function pageFacts(tree: Root, file: VFile, openIdComponents: readonly string[]): PageFacts {
  const links: PageLink[] = [];
  const ids: string[] = [];
  const components = new Set<string>();
  let openIds = false;
  const slugger = new GithubSlugger();
  eachNode(tree, (node) => {
    const origin = originOf(node);
    const at = { line: node.position?.start.line, column: node.position?.start.column, ...(origin ? { origin } : {}) };
    // (A link that opens elsewhere — target="_blank", a pathname:// link — is not checked: Docusaurus' Link does not collect it.)
    const hProperties = (node.data as { hProperties?: { target?: unknown } } | undefined)?.hProperties;
    if ((node.type === 'link' || node.type === 'definition') && !opensElsewhere(hProperties?.target)) links.push({ url: node.url, ...at });
    if (node.type === 'heading') {
      const custom = (node.data as { hProperties?: { id?: string } } | undefined)?.hProperties?.id;
      ids.push(custom ?? slugger.slug(toString(node)));
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      if (node.name && openIdComponents.includes(node.name)) openIds = true;
      if (node.name && /^[A-Z]/.test(node.name)) components.add(node.name);
      // (A site plugin that failed may have left an element it built without attributes: site-plugins.ts.)
      const target = (node.attributes ?? []).find((a) => a.type === 'mdxJsxAttribute' && a.name === 'target')?.value;
      for (const attr of node.attributes ?? []) {
        if (attr.type !== 'mdxJsxAttribute' || typeof attr.value !== 'string') continue;
        if (attr.name === 'id') ids.push(attr.value);
        if ((attr.name === 'href' || attr.name === 'to') && node.name && /^(a|Link)$/.test(node.name) && !opensElsewhere(target))
          links.push({ url: attr.value, ...at });
      }
    }
  });
  return { links, ids, openIds, brokenFileLinks: file.data.brokenFileLinks ?? [], components: [...components] };
}

/** What the page's tree says after the remark stage: its problems, the facts the site-wide checks need, its Markdown export. */
function analyse(tree: Root, file: VFile, ctx: PageCheckContext, markdownSiteUrl: string | undefined, keepTree: boolean): PageCheck {
  const programs = programsOf(tree);
  const problems: Problem[] = pageCodeChecks(tree, file, ctx, programs);
  const placed = new Set(problems.map((p) => `${p.file}:${p.line}:${p.column}`));
  for (const u of undefinedNames(tree, programs)) {
    const at = originOf(u.node)?.file ?? ctx.source;
    if (placed.has(`${at}:${u.line}:${u.column}`)) continue;
    problems.push({
      file: at,
      line: u.line,
      column: u.column,
      message: `"${u.name}" is not defined${inclusionNote(u.node)} (the page would fail to render with a ReferenceError) — define it with \`export const ${u.name} = …\`, import it from a data file, or write \\{${u.name}\\} for literal braces`,
    });
  }
  problems.push(...tabsProblems(tree, ctx.source));
  const facts = pageFacts(tree, file, ctx.openIdComponents ?? []);
  if (ctx.anchorAliases) {
    const own = new Set(facts.ids);
    problems.push(...aliasProblems(ctx.anchorAliases, (id) => own.has(id), ctx.source));
    // (Links to an old id land: the render places it.)
    facts.ids.push(...Object.keys(ctx.anchorAliases));
  }
  if (problems.length) return { problems, facts };
  // The build's .md export (the Markdown ending after the shared stage; it changes the tree, so it
  // gets a copy when the compile goes on from the tree).
  const markdown = markdownSiteUrl === undefined ? undefined : markdownOfTree(keepTree ? copyTree(tree) : tree, markdownSiteUrl, ctx.elementMarkdown);
  return { problems, facts, ...(markdown === undefined ? {} : { markdown }) };
}

const NO_FACTS: PageFacts = { links: [], ids: [], openIds: false, brokenFileLinks: [], components: [] };
/** What the build's renderer throws when the page's code fails as it runs (it threw, or ran past the time limit). */
export class PageCodeError extends Error {
  constructor(
    readonly pageProblem: Problem,
    /** It ran past the time limit (nothing else of the page may run). */
    readonly timedOut = false,
  ) {
    super(pageProblem.message);
    this.name = 'PageCodeError';
  }
}

/** Thrown by the analysis inside the build's compile when the page has problems: no article to render. */
const STOP = new Error('the page has problems');

interface ParsedRead {
  /** The context, in the format the page was parsed in. */
  ctx: PageCheckContext;
  file: VFile;
  tree?: Root;
  error?: unknown;
  /** The page is over the content limits: it is not parsed. */
  problem?: Problem;
}

/** The page parsed as its site's reader gives it; when that fails and the reader gave another reading (SourceRead.otherwise), parsed so. */
function parseAsRead(body: string, lineOffset: number, ctx: PageCheckContext): ParsedRead {
  const read = readSourceAs(ctx.sourceText, body, path.join(ctx.rootDir, ctx.source), ctx.format ?? 'mdx');
  const first = parseReading(read, lineOffset, ctx);
  if (first.error === undefined || !read.otherwise) return first;
  const other = parseReading(read.otherwise, lineOffset, ctx);
  // (Neither parses: the first reading's error is the author's.)
  return other.error === undefined ? other : first;
}

function parseReading(read: { text: string; format: PageFormat }, lineOffset: number, ctx: PageCheckContext): ParsedRead {
  const c = read.format === (ctx.format ?? 'mdx') ? ctx : { ...ctx, format: read.format };
  // A page too big or too deeply nested never reaches the parser (lib/mdx/limits.ts).
  const over = sourceOverLimits(read.text, c.limits ?? CONTENT_LIMITS, c.format);
  if (over) return { ctx: c, file: new VFile({ path: c.source }), problem: { file: c.source, line: lineOffset + over.line, message: overLimitMessage(over) } };
  const file = new VFile({ path: c.source, value: '\n'.repeat(lineOffset) + preprocess(read.text, c.format) });
  try {
    // The build's parser (lib/mdx/parser.ts covers its syntax plugins).
    return { ctx: c, file, tree: unified().use(checkParser, c.format, siteSyntax(c.sitePlugins)).parse(file) as Root };
  } catch (error) {
    return { ctx: c, file, error };
  }
}

/**
 * @param source page path relative to the project root (what messages name)
 * @param text   the file's MDX body (frontmatter removed)
 * @param lineOffset lines the frontmatter took, so positions are the file's
 * @param render the build's renderer: the page's whole compile runs on the parsed tree (the remark
 *   stage in MDX's own order), and the analysis runs in it, right after the remark stage
 */
export async function checkPage(text: string, lineOffset: number, ctx: PageCheckContext, markdownSiteUrl?: string, render?: TreeRenderer): Promise<PageCheck> {
  const parsed = parseAsRead(text, lineOffset, ctx);
  const checked = await checkParsed(parsed, markdownSiteUrl, render);
  // (What the engine's own stages warned of, which does not stop the page; a site's remark plugin's messages are not printed, as under Docusaurus.)
  const warnings = parsed.file.messages
    .filter((m) => m.fatal === false && m.source === ENGINE_WARNING_SOURCE)
    .map((m) => toProblem(m.reason, parsed.ctx.source));
  return warnings.length ? { ...checked, warnings } : checked;
}

async function checkParsed(parsed: ParsedRead, markdownSiteUrl: string | undefined, render: TreeRenderer | undefined): Promise<PageCheck> {
  const ctx = parsed.ctx;
  const file = parsed.file;
  if (parsed.problem) return { problems: [parsed.problem], facts: NO_FACTS };
  const failed = (err: unknown, tree?: Root): PageCheck => ({
    problems: [toProblem(formatMdxError(err, ctx.source), ctx.source)],
    facts: tree ? pageFacts(tree, file, ctx.openIdComponents ?? []) : NO_FACTS,
  });
  if (!parsed.tree) return failed(parsed.error);
  let tree = parsed.tree;
  if (!render) {
    // The build's remark plugins alone (with the parser, which remark-imports parses partials with).
    const stage = unified()
      .use(checkParser, ctx.format, siteSyntax(ctx.sitePlugins))
      .use(htmlRemarkPlugins(ctx).filter((p) => !isSyntaxPlugin(p))) as unknown as Processor<Root, Root, Root>;
    try {
      tree = await stage.run(tree, file);
    } catch (err) {
      return failed(err, tree);
    }
    return analyse(tree, file, ctx, markdownSiteUrl, false);
  }
  let outcome: PageCheck | undefined;
  const afterRemarkStage = () => (stageTree: Root) => {
    outcome = analyse(stageTree, file, ctx, markdownSiteUrl, true);
    if (outcome.problems.length) throw STOP;
  };
  try {
    const article = await render(tree, file, afterRemarkStage, ctx.sourceText ? { sourceText: ctx.sourceText, format: ctx.format } : undefined, ctx.sharesText);
    return { ...outcome!, article };
  } catch (err) {
    if (err === STOP) return outcome!;
    // Page code that failed while the article was made (PageCodeError): its problem as it is.
    const own = (err as Partial<PageCodeError>).pageProblem;
    if (own) return { problems: [own], facts: outcome?.facts ?? pageFacts(tree, file, ctx.openIdComponents ?? []) };
    // A remark plugin's error (before the analysis) or the render's.
    const problem = failed(err, tree);
    return { problems: problem.problems, facts: outcome?.facts ?? problem.facts };
  }
}
