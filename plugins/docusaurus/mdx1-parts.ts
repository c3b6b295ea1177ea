/**
 * The page pass's half of MDX 1's Markdown inside an expression (./importer/mdx1-interleaved.ts): in
 * the page's HTML tree, after every rehype plugin, each part's content is compiled to JSX as MDX
 * compiles the page (hast-util-to-estree, which its rehype-recma runs) and put in its placeholder of
 * the expression before it; the parts' elements go. So the Markdown renders where MDX 1 put it, as
 * the page's other Markdown renders (its code blocks highlighted, its elements MDX's components).
 */
import type { Root, RootContent } from 'hast';
import type { Expression, Node as EstreeNode, Program } from 'estree';
import { walk } from 'estree-walker';
import { toEstree } from 'hast-util-to-estree';
import { PARTS, PART_ELEMENT } from './importer/mdx1-interleaved';

interface Parent {
  type: string;
  name?: string | null;
  value?: string;
  children?: Parent[];
  data?: { estree?: Program | null };
}

/** The part a node stands for (`__mdx1Parts[k]`: k), if it is a placeholder. */
function placeholderIndex(node: EstreeNode): number | undefined {
  if (node.type !== 'MemberExpression' || node.object.type !== 'Identifier' || node.object.name !== PARTS) return undefined;
  return node.property.type === 'Literal' && typeof node.property.value === 'number' ? node.property.value : undefined;
}

const isPart = (node: Parent) => node.type === 'mdxJsxFlowElement' && node.name === PART_ELEMENT;
const isBlank = (node: Parent) => node.type === 'text' && !node.value?.trim();

/** A part's content as one JSX expression, as MDX's compile writes the page's. */
function partExpression(part: Parent): Expression {
  const program = toEstree({ type: 'root', children: (part.children ?? []) as RootContent[] } as Root);
  const statement = program.body[0];
  return statement?.type === 'ExpressionStatement' ? statement.expression : { type: 'Literal', value: null };
}

function assemble(parent: Parent): void {
  const children = parent.children ?? [];
  for (let i = 0; i < children.length; i++) {
    const node = children[i];
    if (node.type !== 'mdxFlowExpression' || !node.data?.estree || !node.value?.includes(PARTS)) continue;
    // (The parts follow their expression, blank text between them; what follows the last stays.)
    let j = i + 1;
    while (j < children.length && (isPart(children[j]) || isBlank(children[j]))) j++;
    while (j > i + 1 && isBlank(children[j - 1])) j--;
    const parts = children
      .slice(i + 1, j)
      .filter(isPart)
      .map(partExpression);
    walk(node.data.estree, {
      enter(n) {
        const k = placeholderIndex(n);
        if (k !== undefined && parts[k]) this.replace(parts[k]);
      },
    });
    children.splice(i + 1, j - i - 1);
  }
  for (const child of children) assemble(child);
}

export function mdx1PartsStage(tree: Root): void {
  assemble(tree as unknown as Parent);
}
