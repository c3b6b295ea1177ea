/**
 * A directive that no plugin turned into something (`:root` in "root:root", `::word`, a `:::box`
 * that is no admonition) is given back as the text the author wrote, at the end of the shared
 * stage: Docusaurus' mdx-loader runs its unusedDirectives plugin after every other remark plugin,
 * so heading ids (a heading's `:root` is no text there) and the site's own remark plugins (which may
 * implement a directive of their own) see the directives first.
 */
import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { visit, SKIP } from './visit';

type Directive = ContainerDirective | LeafDirective | TextDirective;

function attrsToText(node: Directive): string {
  const attrs = node.attributes ?? {};
  const parts = Object.entries(attrs).map(([k, v]) => (v ? `${k}="${v}"` : k));
  return parts.length ? `{${parts.join(' ')}}` : '';
}

/** Directive nodes given back as the text the author wrote, where `keep(directive)` is false. */
export function directivesAsText(tree: Root, keep: (d: Directive) => boolean = () => false): void {
  visit(tree, (node, index, parent) => {
    if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
    const d = node as Directive;
    if (keep(d)) return;
    const colons = d.type === 'textDirective' ? ':' : d.type === 'leafDirective' ? '::' : ':::';
    const text = { type: 'text', value: `${colons}${d.name}${attrsToText(d)}` } as PhrasingContent;
    if (d.type === 'textDirective') {
      const inner = d.children.length ? [{ type: 'text', value: '[' } as PhrasingContent, ...d.children, { type: 'text', value: ']' } as PhrasingContent] : [];
      (parent!.children as PhrasingContent[]).splice(index!, 1, text, ...inner);
      return [SKIP, index! + 1 + inner.length];
    }
    const para: Paragraph = { type: 'paragraph', children: [text, ...((d.type === 'leafDirective' ? d.children : []) as PhrasingContent[])] };
    const rest = d.type === 'containerDirective' ? (d.children as RootContent[]) : [];
    (parent!.children as RootContent[]).splice(index!, 1, para as RootContent, ...rest);
    return [SKIP, index! + 1];
  });
}

export default function remarkUnusedDirectives() {
  return (tree: Root) => directivesAsText(tree);
}
