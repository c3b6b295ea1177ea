/**
 * Fenced code → <CodeBlock html=… lang=… title=…>. Highlighting happens here, once, at build time;
 * the component receives finished HTML as one string, so the RSC payload carries no token tree.
 */
import type { Root, Element, ElementContent } from 'hast';
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import { parseCodeMeta } from './code-meta';
import { highlightToHtml } from './highlight-code';

/**
 * ```mermaid → <Mermaid source alt>. The accessible name is the diagram's own accTitle/accDescr, or
 * else the sentence right before it (authors introduce each diagram in the text).
 */
function mermaidElement(source: string, siblings: ElementContent[], index: number): ElementContent {
  const own = /^\s*acc(?:Title|Descr)\s*:\s*(.+)$/m.exec(source)?.[1];
  let alt = own;
  for (let i = index - 1; !alt && i >= 0; i--) {
    const prev = siblings[i];
    if (prev.type === 'text' && !prev.value.trim()) continue;
    if (prev.type === 'element' && prev.tagName === 'p') alt = toString(prev).trim().replace(/:$/, '');
    break;
  }
  return {
    type: 'mdxJsxFlowElement',
    name: 'Mermaid',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'source', value: source },
      { type: 'mdxJsxAttribute', name: 'alt', value: alt || 'Diagram' },
    ],
    children: [],
  } as unknown as ElementContent;
}

/** `mermaid: false` (Docusaurus' default without markdown.mermaid) keeps ```mermaid blocks as code. */
export default function rehypeCode(options: { mermaid?: boolean } = {}) {
  const mermaid = options.mermaid ?? true;
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
      const rawLang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      if (rawLang === 'mermaid' && mermaid) {
        parent.children[index] = mermaidElement(toString(code).replace(/\n$/, ''), parent.children, index);
        continue;
      }
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const html = await highlightToHtml(toString(code).replace(/\n$/, ''), rawLang, meta);
      const attrs = [
        { type: 'mdxJsxAttribute', name: 'html', value: html },
        { type: 'mdxJsxAttribute', name: 'lang', value: rawLang ?? 'text' },
        ...(meta.title ? [{ type: 'mdxJsxAttribute', name: 'title', value: meta.title }] : []),
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
