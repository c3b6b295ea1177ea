/**
 * Calls `fn` on every node of a syntax tree in document order (parents before their children), for
 * the check's read-only passes: unist-util-visit costs more per node (it names a function for each
 * one), and the check walks 10 MB of pages.
 */
import type { Root, RootContent } from 'mdast';

export function eachNode(tree: Root, fn: (node: Root | RootContent) => void): void {
  const stack: (Root | RootContent)[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    fn(node);
    if ('children' in node) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
}
