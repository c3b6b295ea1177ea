/**
 * The Markdown of the elements a plugin renders from data (DocsPlugin.elementMarkdown), put in their
 * place in a page's tree before its Markdown export is written (lib/mdx/markdown-text.ts).
 */
import type { Parent, Root, RootContent } from 'mdast';

/** A plugin element's Markdown (DocsPlugin.elementMarkdown, bound to the page's version), or undefined for others. */
export type ElementMarkdown = (name: string, attrs: Record<string, string>) => RootContent[] | undefined;

/** Puts the Markdown of each element a plugin renders from data (a field reference) in its place. */
export function expandElements(tree: Root, elementMarkdown: ElementMarkdown): void {
  const visit = (parent: Parent) => {
    parent.children = parent.children.flatMap((node) => {
      if (node.type === 'mdxJsxFlowElement' && node.name) {
        const attrs = Object.fromEntries(
          node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' && typeof a.value === 'string' ? [[a.name, a.value]] : [])),
        );
        const nodes = elementMarkdown(node.name, attrs);
        if (nodes) return nodes as typeof parent.children;
      }
      if ('children' in node) visit(node as Parent);
      return [node];
    });
  };
  visit(tree);
}
