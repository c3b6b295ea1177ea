/**
 * The Markdown ending's last step, on a tree that has been through the shared remark stage (in
 * lib/output/markdown.ts, or in the build's page check, which parses every page anyway): MDX →
 * Markdown, absolute links, text (with the syntax's serialisers: GFM tables, directives). Mutates the tree.
 * An element a plugin renders from data (a field reference) becomes the Markdown the plugin gives for it.
 */
import { unified } from 'unified';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import type { Root } from 'mdast';
import { expandElements, type ElementMarkdown } from './element-markdown';
import { markdownTail } from './remark-stage';
import { syntaxPlugins } from './syntax';

/**
 * The processor, made once per site URL and kept: its plugins keep no state between trees, and
 * kept, its serialiser's escaping patterns are compiled once (mdast-util-to-markdown keeps each
 * pattern's regular expression on the pattern) rather than again for every page.
 */
const tails = new Map<string, ReturnType<typeof markdownProcessor>>();
const markdownProcessor = (siteUrl: string) =>
  unified().use(remarkMdx).use(syntaxPlugins).use(markdownTail(siteUrl)).use(remarkStringify, { bullet: '-', fences: true, rule: '-' }).freeze();

export function markdownOfTree(tree: Root, siteUrl: string, elementMarkdown?: ElementMarkdown): string {
  if (elementMarkdown) expandElements(tree, elementMarkdown);
  let tail = tails.get(siteUrl);
  if (!tail) tails.set(siteUrl, (tail = markdownProcessor(siteUrl)));
  return tail.stringify(tail.runSync(tree) as Root).trim();
}
