/**
 * The page pass's half of MDX 1's Markdown inside an expression (./importer/mdx1-interleaved.ts): in
 * the page's HTML tree, after every rehype plugin, each part's content is compiled to JSX as MDX
 * compiles the page (hast-util-to-estree, which its rehype-recma runs) and put in its placeholder of
 * the expression before it; the parts' elements go. So the Markdown renders where MDX 1 put it, as
 * the page's other Markdown renders (its code blocks highlighted, its elements MDX's components).
 */
import type { Root, RootContent } from 'hast';
import type { Expression, Program } from 'estree';
import { toEstree } from 'hast-util-to-estree';
import { PARTS, PART_ELEMENT } from './importer/mdx1-interleaved';

interface Parent {
  type: string;
  name?: string | null;
  value?: string;
  children?: Parent[];
  data?: { estree?: Program | null };
}

/** The placeholders' member expressions (`__mdx1Parts[k]`) of a program, by index. */
function placeholders(node: unknown, found: Map<number, Record<string, unknown>> = new Map()): Map<number, Record<string, unknown>> {
  if (!node || typeof node !== 'object') return found;
  const n = node as Record<string, unknown> & { type?: string };
  const object = n.object as { type?: string; name?: string } | undefined;
  const property = n.property as { type?: string; value?: unknown } | undefined;
  if (n.type === 'MemberExpression' && object?.name === PARTS && property?.type === 'Literal' && typeof property.value === 'number')
    found.set(property.value, n);
  else for (const value of Object.values(n)) (Array.isArray(value) ? value : [value]).forEach((child) => placeholders(child, found));
  return found;
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
    const holes = placeholders(node.data.estree);
    let j = i + 1;
    const parts: Parent[] = [];
    while (parts.length < holes.size && j < children.length && (isPart(children[j]) || isBlank(children[j]))) {
      if (isPart(children[j])) parts.push(children[j]);
      j++;
    }
    parts.forEach((part, k) => {
      const hole = holes.get(k);
      // (The member expression becomes the part's, in place: the program keeps its other nodes.)
      if (!hole) return;
      for (const key of Object.keys(hole)) delete hole[key];
      Object.assign(hole, partExpression(part));
    });
    children.splice(i + 1, j - i - 1);
  }
  for (const child of children) assemble(child);
}

export function mdx1PartsStage(tree: Root): void {
  assemble(tree as unknown as Parent);
}
