/**
 * Inline code is a box of its own in the native theme (it moves to the next line whole), and a box
 * may end a line: the comma after it would then start the next one (", a Konnectivity agent"). The
 * punctuation that closes on inline code goes into one unbreakable span with it (`code-nobr`, whose
 * code still wraps inside when it is longer than the line). Code blocks are left alone.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** Punctuation that belongs to the word before it (a product's own rendering of inline code uses it too). */
export const CLOSING_PUNCTUATION = /^[,.;:!?)\]}’”»…]+/;

/** The span a code element and the punctuation after it share, or undefined when none follows. */
export function gluedPunctuation(code: Element, next: ElementContent | undefined): { span: Element; rest: string } | undefined {
  if (next?.type !== 'text') return undefined;
  const punctuation = CLOSING_PUNCTUATION.exec(next.value)?.[0];
  if (!punctuation) return undefined;
  const span: Element = { type: 'element', tagName: 'span', properties: { className: ['code-nobr'] }, children: [code, { type: 'text', value: punctuation }] };
  return { span, rest: next.value.slice(punctuation.length) };
}

function glue(parent: Element | Root) {
  const out: (ElementContent | RootContent)[] = [];
  const children = parent.children as ElementContent[];
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    const glued = child.type === 'element' && child.tagName === 'code' ? gluedPunctuation(child, children[i + 1]) : undefined;
    if (!glued) {
      out.push(child);
      continue;
    }
    out.push(glued.span);
    if (glued.rest) out.push({ type: 'text', value: glued.rest });
    i++;
  }
  parent.children = out as typeof parent.children;
}

function visit(node: Root | RootContent) {
  if (node.type !== 'element' && node.type !== 'root') return;
  if (node.type === 'element' && (node.tagName === 'pre' || node.tagName === 'code')) return;
  for (const child of node.children) visit(child as RootContent);
  glue(node);
}

export default function rehypeCodePunctuation() {
  return (tree: Root) => visit(tree);
}
