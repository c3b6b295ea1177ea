/**
 * Calls `fn` on every node of a syntax tree in document order (parents before their children), for
 * the check's read-only passes: unist-util-visit costs more per node (it names a function for each
 * one), and the check walks 10 MB of pages.
 */
import type { Root, RootContent } from 'mdast';

/**
 * Any unist tree (mdast, hast), until `fn` returns false: whether the walk reached every node.
 * `N`: the tree's node type, named by the caller.
 */
export function everyNode<N extends object>(tree: N, fn: (node: N) => boolean | void): boolean {
  const stack: N[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (fn(node) === false) return false;
    if ('children' in node) {
      const children = node.children as N[];
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
  return true;
}

/** Every node of an mdast tree (`fn`'s result is ignored: the walk never stops early). */
export function eachNode(tree: Root, fn: (node: Root | RootContent) => void): void {
  everyNode<Root | RootContent>(tree, (node) => void fn(node));
}
