/**
 * ```mermaid → <Mermaid svg=…>: the diagram drawn at build time (lib/mdx/mermaid-svg.ts), so the
 * page's HTML carries the drawing, no script draws it and the source is not shown. The alt text is
 * the diagram's own accTitle/accDescr, or else the sentence right before it (authors introduce each
 * diagram in the text). The Markdown export keeps the source (it reads the remark tree).
 */
import type { Root, Element, ElementContent } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import { cachedMermaid, placeDrawing } from './mermaid-svg';
import { placeOf } from './node-origin';

function altText(source: string, siblings: ElementContent[], index: number): string {
  const own = /^\s*acc(?:Title|Descr)\s*:\s*(.+)$/m.exec(source)?.[1];
  let alt = own;
  for (let i = index - 1; !alt && i >= 0; i--) {
    const prev = siblings[i];
    if (prev.type === 'text' && !prev.value.trim()) continue;
    if (prev.type === 'element' && prev.tagName === 'p') alt = toString(prev).trim().replace(/:$/, '');
    break;
  }
  return alt || 'Diagram';
}

const isMermaid = (pre: Element) => {
  const code = pre.children[0];
  return code?.type === 'element' && code.tagName === 'code' && ((code.properties?.className as string[] | undefined) ?? []).includes('language-mermaid');
};

/** `source`: the page (for error places); `rootDir`: where .docs-cache lives. */
export default function rehypeMermaid(options: { source: string; rootDir: string }) {
  return async (tree: Root, file: VFile) => {
    const blocks: { pre: Element; parent: { children: ElementContent[] }; index: number }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'pre' && parent && index !== undefined && isMermaid(node))
        blocks.push({ pre: node, parent: parent as { children: ElementContent[] }, index });
    });
    let count = 0;
    for (const { pre, parent, index } of blocks) {
      const source = toString(pre.children[0] as Element).replace(/\n$/, '');
      const drawing = await cachedMermaid(source, options.rootDir).catch((err: Error) =>
        file.fail(
          `${placeOf(pre, options.source)}: the mermaid diagram cannot be drawn: ${err.message} — beautiful-mermaid draws flowcharts, sequence, state, class and ER diagrams`,
        ),
      );
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'Mermaid',
        attributes: [{ type: 'mdxJsxAttribute', name: 'svg', value: placeDrawing(drawing, altText(source, parent.children, index), `mermaid-${++count}-`) }],
        children: [],
      } as unknown as ElementContent;
    }
  };
}
