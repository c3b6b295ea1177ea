/**
 * Docusaurus admonitions (`:::note`, `:::tip Title`, nested with more colons) → <Admonition>.
 * remark-directive also reads `:word` in prose as a text directive; what is not an admonition stays
 * a directive for the plugins after this one (heading ids, the site's own remark plugins) and is
 * turned back into the author's text at the end (remark-unused-directives.ts), as in Docusaurus.
 */
import type { Root, Paragraph, PhrasingContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { visit } from './visit';
import { ADMONITION_TYPES } from '../shared/admonition-types';

/** Text of a directive's attribute, where it has one. */
const attribute = (d: ContainerDirective, name: string): string | undefined => {
  const v = d.attributes?.[name];
  return typeof v === 'string' ? v : undefined;
};

/**
 * A container directive made the `<Admonition>` element of `type`, in place, as mdx-loader's admonitions
 * plugin reads it: its label the title (a `title` attribute first), its `class` and `id` attributes kept.
 */
function directiveToAdmonition(d: ContainerDirective, type: string): void {
  const children = [...d.children];
  const first = children[0] as Paragraph | undefined;
  const labelled = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
  if (labelled) children.shift();
  const titleText = attribute(d, 'title');
  const title: PhrasingContent[] | undefined = titleText !== undefined ? [{ type: 'text', value: titleText }] : labelled ? first.children : undefined;
  const className = attribute(d, 'class');
  const id = attribute(d, 'id');
  // Turned into the JSX element in place, so a visit goes on into its children (nesting).
  const el = d as unknown as { type: string; name: string; attributes: unknown[]; children: unknown[] };
  el.type = 'mdxJsxFlowElement';
  el.name = 'Admonition';
  el.attributes = [
    { type: 'mdxJsxAttribute', name: 'type', value: type },
    ...(className ? [{ type: 'mdxJsxAttribute', name: 'className', value: className }] : []),
    ...(id ? [{ type: 'mdxJsxAttribute', name: 'id', value: id }] : []),
  ];
  el.children = [
    ...(title ? [{ type: 'mdxJsxFlowElement', name: 'AdmonitionTitle', attributes: [], children: [{ type: 'paragraph', children: title }] }] : []),
    ...children,
  ];
  delete (d as { data?: unknown }).data;
}

/**
 * Each container directive of the tree named by one of `names` made an admonition of that name (the
 * engine's types; a plugin's own keywords). The name as written: an alias is drawn as its type,
 * titled by its own name in Docusaurus' theme. Any other directive is given back as text at the end
 * of the stage (remark-unused-directives.ts).
 */
function admonitionsNamed(tree: Root, names: readonly string[]): void {
  if (!names.length) return;
  visit(tree, (node) => {
    // (Converted in place, so the visit goes on inside: admonitions nest.)
    if (node.type === 'containerDirective' && names.includes((node as ContainerDirective).name))
      directiveToAdmonition(node as ContainerDirective, (node as ContainerDirective).name);
  });
}

/** The page's admonitions: of its scope's types (lib/config/admonition-types.ts), else the engine's. */
export default function remarkAdmonitions(options: { types?: readonly string[] } = {}) {
  return (tree: Root) => admonitionsNamed(tree, options.types ?? ADMONITION_TYPES);
}
