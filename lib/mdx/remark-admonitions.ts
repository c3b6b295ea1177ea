/**
 * Docusaurus admonitions (`:::note`, `:::tip Title`, nested with more colons) → <Admonition>.
 * remark-directive also reads `:word` in prose as a text directive; what is not an admonition stays
 * a directive for the plugins after this one (heading ids, the site's own remark plugins) and is
 * turned back into the author's text at the end (remark-unused-directives.ts), as in Docusaurus.
 */
import type { Root, Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit } from './visit';
import { ADMONITION_TYPES, admonitionType } from '../shared/admonition-types';

type Directive = ContainerDirective | LeafDirective | TextDirective;

export default function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node) => {
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
      // (Any other directive is given back as text at the end of the stage: remark-unused-directives.ts.)
    });
  };
}
