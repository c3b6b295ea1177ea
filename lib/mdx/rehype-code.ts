/**
 * Fenced code → <CodeBlock html=… lang=… title=…>. Highlighting happens here, once, at build time;
 * the component receives finished HTML as one string, so the RSC payload carries no token tree.
 */
import type { Root, Element, ElementContent } from 'hast';
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import { parseCodeMeta } from './code-meta';
import { highlightToHtml } from './highlight-code';
import type { CodeStyle } from '../code-theme/code-style';

/** ```mermaid blocks are drawn before this runs (lib/mdx/rehype-mermaid.ts), unless the site keeps them as code. `style`: the site's (codeStyleOf). */
export default function rehypeCode({ style }: { style: CodeStyle }) {
  return async (tree: Root) => {
    const jobs: { pre: Element; parent: { children: ElementContent[] }; index: number }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      jobs.push({ pre: node, parent: parent as { children: ElementContent[] }, index });
    });
    if (!jobs.length) return;
    for (const { pre, parent, index } of jobs) {
      const code = pre.children[0] as Element;
      const classes = (code.properties?.className as string[] | undefined) ?? [];
      // (A block that names no language takes the site's default, as Docusaurus' CodeBlock does.)
      const rawLang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? style.defaultLanguage;
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const html = await highlightToHtml(toString(code).replace(/\n$/, ''), rawLang, meta, style);
      const attrs = [
        { type: 'mdxJsxAttribute', name: 'html', value: html },
        { type: 'mdxJsxAttribute', name: 'lang', value: rawLang ?? 'text' },
        ...(meta.title ? [{ type: 'mdxJsxAttribute', name: 'title', value: meta.title }] : []),
        // (A theme's classes of the frame and of the box around the code: CodeStyle.blockClasses.)
        ...(style.blockClasses?.container ? [{ type: 'mdxJsxAttribute', name: 'containerClass', value: style.blockClasses.container }] : []),
        ...(style.blockClasses?.content ? [{ type: 'mdxJsxAttribute', name: 'contentClass', value: style.blockClasses.content }] : []),
      ];
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes: attrs,
        children: [],
      } as unknown as ElementContent;
    }
  };
}
