/**
 * Docusaurus admonitions (`:::note`, `:::tip Title`, nested with more colons) → <Admonition>.
 * remark-directive also reads `:word` in prose as a text directive; anything that is not an
 * admonition is turned back into the text the author wrote.
 */
import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit, SKIP } from './visit';
import { ADMONITION_TYPES, admonitionType } from '../shared/admonition-types';

type Directive = ContainerDirective | LeafDirective | TextDirective;

function attrsToText(node: Directive): string {
  const attrs = node.attributes ?? {};
  const parts = Object.entries(attrs).map(([k, v]) => (v ? `${k}="${v}"` : k));
  return parts.length ? `{${parts.join(' ')}}` : '';
}

export default function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const d = node as Directive;
      if (d.type === 'containerDirective' && ADMONITION_TYPES.includes(d.name)) {
        let title: PhrasingContent[] | undefined;
        const children = [...d.children];
        const first = children[0] as Paragraph | undefined;
        if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          title = first.children;
          children.shift();
        }
        const type = admonitionType(d.name)!;
        // Turned into the JSX element in place, so the visit goes on into its children (nesting).
        const el = d as unknown as { type: string; name: string; attributes: unknown[]; children: unknown[] };
        el.type = 'mdxJsxFlowElement';
        el.name = 'Admonition';
        el.attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: type }];
        el.children = [
          ...(title ? [{ type: 'mdxJsxFlowElement', name: 'AdmonitionTitle', attributes: [], children: [{ type: 'paragraph', children: title }] }] : []),
          ...children,
        ];
        delete (d as { attributes?: unknown; data?: unknown }).data;
        return; // keep visiting inside: admonitions nest
      }
      // Not ours: give the author's text back.
      const colons = d.type === 'textDirective' ? ':' : d.type === 'leafDirective' ? '::' : ':::';
      const text = { type: 'text', value: `${colons}${d.name}${attrsToText(d)}` } as PhrasingContent;
      if (d.type === 'textDirective') {
        const inner = d.children.length
          ? [{ type: 'text', value: '[' } as PhrasingContent, ...d.children, { type: 'text', value: ']' } as PhrasingContent]
          : [];
        (parent!.children as PhrasingContent[]).splice(index!, 1, text, ...inner);
        return [SKIP, index! + 1 + inner.length];
      }
      const para: Paragraph = { type: 'paragraph', children: [text, ...((d.type === 'leafDirective' ? d.children : []) as PhrasingContent[])] };
      const rest = d.type === 'containerDirective' ? (d.children as RootContent[]) : [];
      (parent!.children as RootContent[]).splice(index!, 1, para as RootContent, ...rest);
      return [SKIP, index! + 1];
    });
  };
}
