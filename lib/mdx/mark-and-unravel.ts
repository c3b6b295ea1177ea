/**
 * What MDX's compile does to a parsed tree before any remark plugin (@mdx-js/mdx
 * lib/plugin/remark-mark-and-unravel.js, which the package does not export): a paragraph holding only
 * JSX elements and expressions (and white space) becomes those elements as blocks, and every element
 * written as JSX is marked so, which keeps it out of the components map (`<ul>` stays a `ul`).
 * The compile runs it on the page's own tree; a partial's tree, parsed apart and inlined by a remark
 * plugin after it (./remark-imports.ts), gets it here, as the partial's own compile gives it under
 * Docusaurus: `<ul>\n  <li>One</li>\n</ul>` is a list, not `<ul><p><li>`, which the browser reparses.
 */
import type { Root, RootContent } from 'mdast';
import { walk } from 'estree-walker';
import type { Node as EstreeNode } from 'estree';
import { visit } from './visit';

/** HTML's white space collapsed and trimmed: nothing (collapse-white-space with style "html", trim). */
const blank = (text: string) => /^[\t\n\f\r ]*$/.test(text);

/** A paragraph of JSX alone: its children as blocks; otherwise undefined. */
function unravelled(children: RootContent[]): RootContent[] | undefined {
  let jsx = false;
  for (const child of children) {
    if (child.type === 'mdxJsxTextElement' || child.type === 'mdxTextExpression') jsx = true;
    else if (!(child.type === 'text' && blank(child.value))) return undefined;
  }
  if (!jsx) return undefined;
  const blocks: RootContent[] = [];
  for (const child of children) {
    // (Mutated in place, as MDX does: the content model allows it.)
    if (child.type === 'mdxJsxTextElement') (child as { type: string }).type = 'mdxJsxFlowElement';
    if (child.type === 'mdxTextExpression') (child as { type: string }).type = 'mdxFlowExpression';
    if (!(child.type === 'text' && /^[\t\r\n ]+$/.test(child.value))) blocks.push(child);
  }
  return blocks;
}

/** Marks JSX written in an expression's or an export's code as written so. */
function markEstree(program: EstreeNode): void {
  walk(program, {
    enter(node) {
      if ((node.type as string) === 'JSXElement') {
        const holder = node as EstreeNode & { data?: Record<string, unknown> };
        (holder.data ??= {})._mdxExplicitJsx = true;
      }
    },
  });
}

export function markAndUnravel(tree: Root): void {
  visit(tree, (node, index, parent) => {
    if (parent && typeof index === 'number' && node.type === 'paragraph') {
      const blocks = unravelled(node.children as RootContent[]);
      if (blocks) {
        (parent.children as RootContent[]).splice(index, 1, ...blocks);
        return index;
      }
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') ((node.data ??= {}) as Record<string, unknown>)._mdxExplicitJsx = true;
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'mdxjsEsm') && node.data?.estree)
      markEstree(node.data.estree as EstreeNode);
    return undefined;
  });
}
