/**
 * ```mermaid → <Mermaid svg=…>: the diagram drawn at build time (lib/mdx/mermaid-svg.ts), so the
 * page's HTML carries the drawing, no script draws it and the source is not shown. The alt text is
 * the diagram's own accTitle/accDescr, or else the sentence right before it (authors introduce each
 * diagram in the text). The Markdown export keeps the source (it reads the remark tree).
 * A site that has Mermaid draw its diagrams (markdown.mermaidInBrowser) gets every one as its source,
 * with the theme and options the browser draws it with.
 */
import type { Root, Element, ElementContent } from 'hast';
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import { cachedMermaid, placeDrawing } from './mermaid-svg';
import { mermaidBrowserConfig, type MermaidInBrowser } from '../config/mermaid-in-browser';
import { mermaidModuleUrl, mermaidPackage } from '../mermaid/mermaid-files';

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

/**
 * `rootDir`: where .docs-cache lives (`source`, the page, is kept for the pipeline's uniform options);
 * `mount`: the site's (lib/shared/site-paths.ts siteMount), which the Mermaid module's URL is under
 * (components/mdx/Mermaid.tsx).
 */
export default function rehypeMermaid(options: { source: string; rootDir: string; mount?: string; inBrowser?: MermaidInBrowser }) {
  // (Drawn in the browser by the site's choice: its theme and options as one attribute, the same on every figure.)
  const browserConfig = options.inBrowser ? JSON.stringify(mermaidBrowserConfig(options.inBrowser)) : undefined;
  // (And the modules it draws them with, where the site names its own Mermaid: that version's URL.)
  const moduleUrl = options.inBrowser?.package
    ? mermaidModuleUrl(options.mount ?? '', mermaidPackage({ markdown: { mermaidInBrowser: options.inBrowser } }))
    : undefined;
  return async (tree: Root) => {
    const blocks: { pre: Element; parent: { children: ElementContent[] }; index: number }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'pre' && parent && index !== undefined && isMermaid(node))
        blocks.push({ pre: node, parent: parent as { children: ElementContent[] }, index });
    });
    let count = 0;
    for (const { pre, parent, index } of blocks) {
      const source = toString(pre.children[0] as Element).replace(/\n$/, '');
      const alt = altText(source, parent.children, index);
      // A diagram the build's renderer cannot draw (gantt, mindmap, flowchart-elk, …, or one with a
      // mistake) is drawn by Mermaid in the reader's browser, as Docusaurus' theme-mermaid draws
      // every diagram there (and shows Mermaid's own error for a wrong one): the build never fails on it.
      const drawing = browserConfig === undefined ? await cachedMermaid(source, options.rootDir).catch(() => undefined) : undefined;
      const attributes = drawing
        ? [{ type: 'mdxJsxAttribute', name: 'svg', value: placeDrawing(drawing, alt, `mermaid-${++count}-`) }]
        : [
            { type: 'mdxJsxAttribute', name: 'source', value: source },
            { type: 'mdxJsxAttribute', name: 'alt', value: alt },
            ...(options.mount ? [{ type: 'mdxJsxAttribute', name: 'mount', value: options.mount }] : []),
            ...(browserConfig ? [{ type: 'mdxJsxAttribute', name: 'config', value: browserConfig }] : []),
            ...(moduleUrl ? [{ type: 'mdxJsxAttribute', name: 'module', value: moduleUrl }] : []),
          ];
      parent.children[index] = { type: 'mdxJsxFlowElement', name: 'Mermaid', attributes, children: [] } as unknown as ElementContent;
    }
  };
}
