/**
 * `visit` for the remark plugins: the same walk as unist-util-visit (preorder; the visitor gets
 * node, index and parent; it may return SKIP, EXIT, an index to go on from, or [action, index]),
 * without its cost per node. unist-util-visit-parents builds a closure for every node, names it
 * with Object.defineProperty (for stack traces) and copies the ancestor list for every parent;
 * on the 10 MB of the site's pages that was a sixth of `npm run check`. Equivalence with
 * unist-util-visit, edits during the walk included, is tested in lib/mdx/__tests__/visit.test.ts.
 */
import type { Nodes, Parents } from 'mdast';

export const CONTINUE = true;
export const EXIT = false;
export const SKIP = 'skip';

type Action = typeof CONTINUE | typeof EXIT | typeof SKIP;
/** What a visitor may return: nothing, an action, the index to visit next, or both. */
export type VisitorResult = Action | number | [(Action | null | undefined)?, (number | null | undefined)?] | void | null | undefined;
export type Visitor<N = Nodes> = (node: N, index: number | undefined, parent: Parents | undefined) => VisitorResult;

type Tuple = readonly unknown[];
const EMPTY: Tuple = [];

function toResult(value: VisitorResult): Tuple {
  if (Array.isArray(value)) return value;
  if (typeof value === 'number') return [CONTINUE, value];
  return value === null || value === undefined ? EMPTY : [value];
}

interface AnyNode {
  type: string;
  children?: AnyNode[];
}

function step(node: AnyNode, index: number | undefined, parent: AnyNode | undefined, type: string | undefined, visitor: Visitor<never>): Tuple {
  let result = EMPTY;
  if (type === undefined || node.type === type) {
    result = toResult(visitor(node as never, index, parent as Parents | undefined));
    if (result[0] === EXIT) return result;
  }
  // Read after the visitor ran: it may have replaced the children (as unist-util-visit allows).
  if (node.children && result[0] !== SKIP) {
    let offset = 0;
    while (offset > -1 && offset < node.children.length) {
      const sub = step(node.children[offset], offset, node, type, visitor);
      if (sub[0] === EXIT) return sub;
      offset = typeof sub[1] === 'number' ? sub[1] : offset + 1;
    }
  }
  return result;
}

/** Visits every node of `tree` (of type `type`, when given) in preorder. */
export function visit<T extends Nodes['type']>(tree: Nodes, type: T, visitor: Visitor<Extract<Nodes, { type: T }>>): void;
export function visit(tree: Nodes, visitor: Visitor): void;
export function visit(tree: Nodes, typeOrVisitor: string | Visitor, maybeVisitor?: Visitor<never>): void {
  const [type, visitor] = typeof typeOrVisitor === 'string' ? [typeOrVisitor, maybeVisitor!] : [undefined, typeOrVisitor as Visitor<never>];
  step(tree as AnyNode, undefined, undefined, type, visitor);
}
