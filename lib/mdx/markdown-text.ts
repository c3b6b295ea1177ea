/**
 * The Markdown ending's last step, on a tree that has been through the shared remark stage (in
 * lib/output/markdown.ts, or in the build's page check, which parses every page anyway): MDX →
 * Markdown, absolute links, text (with the syntax's serialisers: GFM tables, directives). Mutates the tree.
 */
import { unified } from 'unified';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import type { Root } from 'mdast';
import { markdownTail } from './remark-stage';
import { syntaxPlugins } from './syntax';

export function markdownOfTree(tree: Root, siteUrl: string): string {
  const tail = unified().use(remarkMdx).use(syntaxPlugins).use(markdownTail(siteUrl)).use(remarkStringify, { bullet: '-', fences: true, rule: '-' });
  return tail.stringify(tail.runSync(tree) as Root).trim();
}
