/**
 * The compile pipeline of a page: one shared remark stage (partials, syntax, admonitions, heading
 * ids, file links, images) and two endings, so that what renders is also what exports:
 *  - htmlPlugins: + known-component check and the rehype plugins → the page (components/mdx/render.tsx);
 *  - markdownTail: + MDX → Markdown conversion → the .md export and llms-full.txt (lib/output/markdown.ts),
 *    which the build runs on the tree its page check parsed (lib/check/page-check.ts).
 * The check (lib/check/page-check.ts) runs the HTML ending's remark plugins without rendering.
 * Each feature is one plugin module in this folder; the syntax list is lib/mdx/syntax.ts.
 */
import rehypeSlug from 'rehype-slug';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import remarkAdmonitions from './remark-admonitions';
import remarkHeadingId from './remark-heading-id';
import remarkLinks, { type LinkContext } from './remark-links';
import remarkKnownComponents from './remark-known-components';
import remarkImports, { type ImportContext } from './remark-imports';
import remarkImages, { type ImageContext } from './remark-images';
import rehypeToc, { type TocOptions } from './rehype-toc';
import rehypeCode from './rehype-code';
import rehypeUsedComponents from './rehype-used-components';
import remarkMdxToMarkdown from './remark-mdx-to-markdown';
import remarkAbsoluteLinks from './remark-absolute-links';
import { syntaxPlugins } from './syntax';
import type { VersionRecord } from '../content/types';
import type { PluggableList } from 'unified';

/** What the shared stage needs to know about the page. */
export interface SharedStageContext extends LinkContext, ImportContext, ImageContext {}

export interface PageCompileContext extends SharedStageContext {
  knownComponents: readonly string[];
  tocMin: number;
  tocMax: number;
  /** TOC entries of elements the page renders from data (plugins' tocEntries, lib/plugins). */
  tocEntries?: TocOptions['elementEntries'];
  /** Draw ```mermaid blocks as diagrams (the site's markdown.mermaid). */
  mermaid?: boolean;
}

/** The remark plugins both endings run, in order. */
export function sharedRemarkStage(ctx: SharedStageContext): PluggableList {
  return [
    // Partials first, so everything below also runs on their content.
    [remarkImports, ctx],
    ...syntaxPlugins,
    remarkAdmonitions,
    remarkHeadingId,
    [remarkLinks, ctx],
    [remarkImages, ctx],
  ];
}

/** The HTML ending: for MDX's compile (render) and, remark half only, the check. */
export function htmlPlugins(ctx: PageCompileContext): { remarkPlugins: PluggableList; rehypePlugins: PluggableList } {
  return {
    remarkPlugins: [...sharedRemarkStage(ctx), [remarkKnownComponents, { known: ctx.knownComponents, source: ctx.source }]],
    rehypePlugins: [
      rehypeSlug,
      [rehypeToc, { minLevel: ctx.tocMin, maxLevel: ctx.tocMax, elementEntries: ctx.tocEntries }],
      [
        rehypeAutolinkHeadings,
        {
          behavior: 'append',
          test: ['h2', 'h3', 'h4', 'h5', 'h6'],
          properties: (node: Element) => ({ className: ['hash-link'], ariaLabel: `Direct link to ${toString(node)}` }),
          content: { type: 'text', value: '#' },
        },
      ],
      [rehypeCode, { mermaid: ctx.mermaid }],
      rehypeUsedComponents,
    ],
  };
}

/** The Markdown ending, after the shared stage: plain Markdown with absolute links, for remark-stringify. */
export function markdownTail(siteUrl: string): PluggableList {
  return [remarkMdxToMarkdown, [remarkAbsoluteLinks, { siteUrl }]];
}

const fileMaps = new WeakMap<VersionRecord, Map<string, string>>();

/** Doc source path → URL for one version (what relative .mdx links resolve against). */
export function versionFileMap(version: VersionRecord): Map<string, string> {
  let map = fileMaps.get(version);
  if (!map) {
    map = new Map(version.docs.map((d) => [d.source, d.url]));
    fileMaps.set(version, map);
  }
  return map;
}
