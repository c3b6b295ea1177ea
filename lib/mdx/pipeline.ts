/**
 * The compile pipeline of a page: one shared remark stage (partials, syntax, admonitions, heading
 * ids, file links, images) and two endings, so that what renders is also what exports:
 *  - htmlPlugins: + known-component check and the rehype plugins → the page (components/mdx/render.tsx);
 *  - markdownTail: + MDX → Markdown conversion → the .md export and llms-full.txt (lib/output/markdown.ts),
 *    which the build runs on the tree its page check parsed (lib/check/page-check.ts).
 * The check (lib/check/page-check.ts) runs the HTML ending's remark plugins without rendering.
 * Each feature is one plugin module in this folder; the syntax list is lib/mdx/syntax.ts.
 * The remark plugins (and the Markdown ending) are listed in lib/mdx/remark-stage.ts, which loads no
 * rehype code (the check needs only them).
 */
import rehypeRaw from 'rehype-raw';
import rehypeSlug from 'rehype-slug';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeToc, { type TocOptions } from './rehype-toc';
import rehypeCode from './rehype-code';
import rehypeCodeComponents from './rehype-code-components';
import rehypeMermaid from './rehype-mermaid';
import rehypeUsedComponents from './rehype-used-components';
import rehypeParserRestructures from './rehype-parser-restructures';
import rehypeImageClass from './rehype-image-class';
import rehypeTableLabels from './rehype-table-labels';
import rehypeCodeBreaks from './rehype-code-breaks';
import rehypeCodePunctuation from './rehype-code-punctuation';
import { htmlRemarkPlugins, type SharedStageContext } from './remark-stage';
import type { PluggableList, Processor } from 'unified';
import type { Root as HastRoot } from 'hast';
import type { VFile } from 'vfile';
import { visit, EXIT } from 'unist-util-visit';
import type { PageFormat } from './syntax';
import { codeStyleOf, type CodeStyle } from '../code-theme/code-style';
import rehypeAnchorAliases from './rehype-anchor-aliases';
import type { PageAnchorAliases } from '../content/types';
import type { MermaidInBrowser } from '../config/mermaid-in-browser';
import type { ThemeClassNames } from '../shared/theme-classes';

export { markdownTail, sharedRemarkStage, type SharedStageContext } from './remark-stage';

export interface PageCompileContext extends SharedStageContext {
  knownComponents: readonly string[];
  tocMin: number;
  tocMax: number;
  /** TOC entries of elements the page renders from data (plugins' tocEntries, lib/plugins). */
  tocEntries?: TocOptions['elementEntries'];
  /** Draw ```mermaid blocks as diagrams (the site's markdown.mermaid; Docusaurus' default, off, keeps them as code). */
  mermaid?: boolean;
  /** Every diagram drawn by Mermaid in the reader's browser, with this theme and these options (the site's markdown.mermaidInBrowser). */
  mermaidInBrowser?: MermaidInBrowser;
  /** "md": the page is CommonMark, its HTML parsed into elements (lib/mdx/syntax.ts pageFormat). */
  format?: PageFormat;
  /** How code blocks are highlighted: the site's prism settings (codeStyleOf); default the engine's own. */
  codeStyle?: CodeStyle;
  /** Old ids of the page that land on its sections (DocRecord.anchorAliases). */
  anchorAliases?: PageAnchorAliases;
  /** A theme layer's look of a heading's link to itself (lib/shared/theme-classes.ts); default the engine's. */
  headingAnchor?: ThemeClassNames['headingAnchor'];
  /** The page's locale's label of a heading's link to itself, `{heading}` standing for the heading; default English. */
  headingLinkTitle?: string;
  /** A theme layer's classes of the images the page's Markdown draws (lib/shared/theme-classes.ts markdownImage). */
  imageClass?: string;
  /**
   * The native theme's typography (default on): inline code that breaks after a name's dots and keeps
   * its closing punctuation, table cells labelled for the narrow layout. A theme layer draws the
   * Markdown as its own theme writes it: off.
   */
  nativeTypography?: boolean;
}

/**
 * Each h2–h6 with an id ends with a link to itself: the engine's `#`, labelled with the heading's
 * text; or as a theme layer draws it (the heading's classes added, its content, its label also its
 * title, naming the heading by its text where that is one plain text, else by its id).
 */
function headingLinkOptions(look: PageCompileContext['headingAnchor'], title = 'Direct link to {heading}') {
  const test = ['h2', 'h3', 'h4', 'h5', 'h6'];
  const labelOf = (heading: string) => title.replaceAll('{heading}', () => heading);
  if (!look) {
    const properties = (node: Element) => ({ className: ['hash-link'], ariaLabel: labelOf(toString(node)) });
    return { behavior: 'append', test, properties, content: { type: 'text', value: '#' } };
  }
  const properties = (node: Element) => {
    const only = node.children.length === 1 && node.children[0].type === 'text' ? node.children[0].value : undefined;
    const label = labelOf(only ?? String(node.properties.id));
    return { className: ['hash-link'], ariaLabel: label, title: label, ...(look.noTranslate ? { translate: 'no' } : {}) };
  };
  // (The layer's classes first, the heading's own after them, as theme-classic's Heading writes them.)
  const headingProperties = (node: Element) => ({
    className: [...look.headingClass.split(' '), ...((node.properties.className as string[] | undefined) ?? [])],
  });
  return { behavior: 'append', test, properties, content: { type: 'text', value: look.text }, headingProperties };
}

/** MDX's own nodes, which the HTML parser of "md" pages must pass through untouched (as Docusaurus does). */
const MDX_NODE_TYPES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];

/** rehype-raw on a tree that holds raw HTML (a CommonMark partial's), else nothing (MDX's compile refuses raw nodes). */
function rehypeRawWhereAny(this: Processor) {
  const raw = (rehypeRaw as unknown as (this: Processor, options: object) => (tree: HastRoot, file: VFile) => HastRoot).call(this, {
    passThrough: MDX_NODE_TYPES,
  });
  return (tree: HastRoot, file: VFile) => {
    let any = false;
    visit(tree, 'raw', () => {
      any = true;
      return EXIT;
    });
    return any ? raw(tree, file) : tree;
  };
}

/** The HTML ending: for MDX's compile (render) and, remark half only, the check. */
export function htmlPlugins(ctx: PageCompileContext): { remarkPlugins: PluggableList; rehypePlugins: PluggableList } {
  return {
    remarkPlugins: htmlRemarkPlugins(ctx),
    rehypePlugins: [
      ...(ctx.sitePlugins?.beforeDefaultRehype ?? []),
      // CommonMark pages keep their HTML (MDX's "md" format would drop it).
      ...(ctx.format === 'md' ? ([[rehypeRaw, { passThrough: MDX_NODE_TYPES }]] satisfies PluggableList) : []),
      // …and so do CommonMark partials of an MDX page (markdown.format "detect": lib/mdx/remark-imports.ts).
      ...(ctx.format !== 'md' && ctx.markdownFormat === 'detect' ? [rehypeRawWhereAny] : []),
      rehypeSlug,
      [rehypeToc, { minLevel: ctx.tocMin, maxLevel: ctx.tocMax, elementEntries: ctx.tocEntries }],
      // The site's rehypePlugins see headings with ids and the TOC made, and not what Docusaurus'
      // theme adds when it renders (hash links in its Heading, highlighting in its CodeBlock).
      ...(ctx.sitePlugins?.rehype ?? []),
      [rehypeAutolinkHeadings, headingLinkOptions(ctx.headingAnchor, ctx.headingLinkTitle)],
      ...(ctx.anchorAliases ? ([[rehypeAnchorAliases, { aliases: ctx.anchorAliases }]] satisfies PluggableList) : []),
      ...(ctx.mermaid
        ? ([[rehypeMermaid, { source: ctx.source, rootDir: ctx.rootDir, mount: ctx.mount, inBrowser: ctx.mermaidInBrowser }]] satisfies PluggableList)
        : []),
      // Code blocks a theme of the site draws itself (its plugin's PageImports.codeBlock), then the engine's.
      [rehypeCodeComponents, { pageImports: ctx.pageImports, siteComponents: ctx.siteComponents }],
      [rehypeCode, { style: ctx.codeStyle ?? codeStyleOf({}) }],
      ...(ctx.imageClass ? ([[rehypeImageClass, { className: ctx.imageClass }]] satisfies PluggableList) : []),
      ...(ctx.nativeTypography === false ? [] : [rehypeTableLabels, rehypeCodeBreaks, rehypeCodePunctuation]),
      rehypeUsedComponents,
      rehypeParserRestructures,
      // (Last: the plugin's stage sees the tree as it will be compiled.)
      ...(ctx.pageImports?.htmlStage ? [() => ctx.pageImports!.htmlStage!.bind(ctx.pageImports)] : []),
    ],
  };
}
