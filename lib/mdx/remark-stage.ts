/**
 * The remark plugins of the compile pipeline (lib/mdx/pipeline.ts adds the rehype half): the
 * shared stage both endings run, the HTML ending's remark plugins and the Markdown ending. In a
 * module of their own so that `npm run check`, which runs only these, loads no rehype plugin,
 * highlighter or HTML serialiser.
 */
import remarkAdmonitions from './remark-admonitions';
import remarkUnusedDirectives from './remark-unused-directives';
import remarkHeadingId from './remark-heading-id';
import remarkHeadingSlugs from './remark-heading-slugs';
import remarkTocLabels from './remark-toc-labels';
import remarkLinks, { remarkLinksAgain, type LinkContext } from './remark-links';
import remarkFileLinks from './remark-file-links';
import remarkKnownComponents from './remark-known-components';
import remarkImports, { remarkImportsAgain, type ImportContext } from './remark-imports';
import remarkImages, { type ImageContext } from './remark-images';
import remarkMdxToMarkdown from './remark-mdx-to-markdown';
import remarkAbsoluteLinks from './remark-absolute-links';
import remarkRawHtml from './remark-raw-html';
import remarkScriptLinks from './remark-script-links';
import remarkMdx1Nodes, { remarkMdx1NodesAgain } from './remark-mdx1-nodes';
import { syntaxPlugins } from './syntax';
import type { PluggableList } from 'unified';
import type { Heading, Root } from 'mdast';
import type { SitePlugins } from '../config/markdown-plugins';

/** What the shared stage needs to know about the page. */
export interface SharedStageContext extends LinkContext, ImportContext, ImageContext {
  /** The site's own remark and rehype plugins for this page (./site-plugins.ts). */
  sitePlugins?: SitePlugins;
  /** TOC labels as a plugin's theme writes them (DocsPlugin.tocLabel); absent: the headings' text. */
  tocLabel?: (heading: Heading) => string | undefined;
  /** The directive names that make admonitions on this page (lib/config/admonition-types.ts); absent: the engine's types. */
  admonitionTypes?: readonly string[];
}

/** Runs the plugin's stage that precedes the binding of a page's imports, where one answers them. */
function remarkBeforeBind(ctx: SharedStageContext) {
  return (tree: Root) => ctx.pageImports?.beforeBind?.(tree);
}

/** Runs the import-answering plugin's theme stage (PageImports.themeStage), where one has it. */
function remarkThemeStage(ctx: SharedStageContext) {
  return (tree: Root) => ctx.pageImports?.themeStage?.(tree, ctx.siteComponents);
}

/**
 * The remark plugins both endings run, in order. `authorChecks` see the page as its author wrote it
 * (partials inlined), before any plugin of the site's changes it.
 */
export function sharedRemarkStage(ctx: SharedStageContext, authorChecks: PluggableList = []): PluggableList {
  return [
    // The import-answering plugin's own stage, before the page's imports are bound (PageImports.beforeBind).
    [remarkBeforeBind, ctx],
    // Partials first, so everything below also runs on their content.
    [remarkImports, ctx],
    ...authorChecks,
    // The site's beforeDefaultRemarkPlugins see the page before Docusaurus' own plugins do
    // (@docusaurus/mdx-loader lib/processor.js); its remarkPlugins come after them, at the end.
    ...(ctx.sitePlugins?.beforeDefaultRemark ?? []),
    // A plugin written for MDX 1 (a Docusaurus 2 site's) adds `import` and `jsx` nodes: MDX 3's, after each stage.
    ...(ctx.sitePlugins?.beforeDefaultRemark.length ? ([[remarkMdx1Nodes, { source: ctx.source }]] satisfies PluggableList) : []),
    ...syntaxPlugins,
    [remarkAdmonitions, { types: ctx.admonitionTypes }],
    remarkHeadingId,
    // Ids for the page's own headings (a partial's got theirs when it was inlined), before the site's remark plugins, as there.
    remarkHeadingSlugs,
    // Links to files that are not docs first: what is left is a link to a page.
    [remarkFileLinks, ctx],
    [remarkLinks, ctx],
    [remarkImages, ctx],
    // The plugin's theme stage, on the partials too, before the site's remark plugins see the page (as mdx-loader's own plugins run before them).
    [remarkThemeStage, ctx],
    // (Labels as the theme's TOC plugin reads the headings: after its stage, before the site's plugins.)
    [remarkTocLabels, { label: ctx.tocLabel }],
    ...(ctx.sitePlugins?.remark ?? []),
    // What those (or the beforeDefault ones) add may import (npm2yarn's `import Tabs from '@theme/Tabs'`): bound as the page's own imports are.
    ...(ctx.sitePlugins?.remark.length || ctx.sitePlugins?.beforeDefaultRemark.length
      ? ([
          [remarkMdx1NodesAgain, { source: ctx.source }],
          [remarkImportsAgain, ctx],
          // …and the links they add, resolved against the page as its own are.
          [remarkLinksAgain, ctx],
        ] satisfies PluggableList)
      : []),
    // Last, as Docusaurus' unusedDirectives: what no plugin used goes back to the author's text.
    remarkUnusedDirectives,
  ];
}

/**
 * The HTML ending's remark plugins: the shared stage, then the known-component check. The raw-HTML
 * check judges what the author wrote: what the site's own remark plugins add (shiki-twoslash's
 * highlighted HTML, set with dangerouslySetInnerHTML by trpc's plugin) is the site's code, which
 * runs at build time with Node's full powers as Docusaurus runs it, so checking its output guards nothing.
 */
export function htmlRemarkPlugins(ctx: SharedStageContext & { knownComponents: readonly string[] }): PluggableList {
  return [
    ...sharedRemarkStage(ctx, [
      [remarkRawHtml, { source: ctx.source, contentPolicy: ctx.contentPolicy }],
      [remarkScriptLinks, { source: ctx.source }],
    ]),
    [remarkKnownComponents, { known: ctx.knownComponents, source: ctx.source, unknownAs: ctx.pageImports?.unknownComponents?.(ctx.siteComponents) }],
  ];
}

/** The Markdown ending, after the shared stage: plain Markdown with absolute links, for remark-stringify. */
export function markdownTail(siteUrl: string): PluggableList {
  return [remarkMdxToMarkdown, [remarkAbsoluteLinks, { siteUrl }]];
}
