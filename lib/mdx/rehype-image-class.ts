/**
 * The class a theme layer gives the images a page's Markdown draws (ThemeClassNames.markdownImage):
 * every `img` element of the tree, which is what Markdown and a CommonMark page's HTML make; an
 * image its JSX writes is an MDX node, not an element, and keeps its own (as MDX's components
 * replace only the former).
 */
import type { Root, Element } from 'hast';
import { visit } from 'unist-util-visit';

export default function rehypeImageClass({ className }: { className: string }) {
  const added = className.split(' ').filter(Boolean);
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'img') return;
      const own = (node.properties.className as string[] | undefined) ?? [];
      node.properties.className = [...own, ...added.filter((c) => !own.includes(c))];
    });
  };
}
