/**
 * JSX written inside `{…}` expressions (`{cond && (<><CodeBlock>…</CodeBlock></>)}`) lives in the
 * expression's estree, not in mdast: renames of imported components must reach it too, or the
 * element would resolve to a different component of the registry than the same tag outside.
 */
import type { Root } from 'mdast';
import { visit } from './visit';
import { walk } from 'estree-walker';
import type { Node as EstreeNode } from 'estree';

interface WithEstree {
  data?: { estree?: EstreeNode };
}

/** Programs of a node's own expressions: `{…}` blocks, attribute values and spread attributes. */
function programsOf(node: { type: string; attributes?: unknown[] } & WithEstree): EstreeNode[] {
  const out: EstreeNode[] = [];
  if (node.data?.estree) out.push(node.data.estree);
  // (directives have attributes too, as a plain object of strings)
  for (const attr of (Array.isArray(node.attributes) ? node.attributes : []) as ({ value?: unknown } & WithEstree)[]) {
    if (attr.data?.estree) out.push(attr.data.estree);
    const value = attr.value as WithEstree | undefined;
    if (value && typeof value === 'object' && value.data?.estree) out.push(value.data.estree);
  }
  return out;
}

/** Renames JSX element names inside every expression of the tree; `rename` returns the new name or undefined. */
export function renameExpressionJsx(tree: Root, rename: (name: string) => string | undefined): void {
  visit(tree, (node) => {
    for (const program of programsOf(node as never)) {
      walk(program, {
        enter(n) {
          const el = n as unknown as { type: string; name?: { type: string; name: string } };
          if ((el.type === 'JSXOpeningElement' || el.type === 'JSXClosingElement') && el.name?.type === 'JSXIdentifier') {
            const renamed = rename(el.name.name);
            if (renamed) el.name.name = renamed;
          }
        },
      });
    }
  });
}
