/**
 * TOC labels a plugin's theme writes (DocsPlugin.tocLabel), read from each heading's Markdown where
 * the plugin's stage has run; carried to the heading's HTML element for rehype-toc, which takes them
 * off again (no page shows the attribute).
 */
import type { Heading, Root } from 'mdast';
import { visit } from './visit';

/** The heading element's property that carries its label from the Markdown tree to rehype-toc. */
export const TOC_LABEL_PROPERTY = 'dataTocLabel';

export default function remarkTocLabels(options: { label?: (heading: Heading) => string | undefined }) {
  return (tree: Root) => {
    const { label } = options;
    if (!label) return;
    visit(tree, 'heading', (node: Heading) => {
      if (node.depth < 2) return;
      const html = label(node);
      if (html === undefined) return;
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), [TOC_LABEL_PROPERTY]: html } };
    });
  };
}
