/**
 * A page's anchor aliases (lib/content/anchor-aliases.ts) as elements: an empty
 * `<span id="old-id" data-anchor-alias="new-id">` right before the element with the new id, or at
 * the article's top for an id whose subject is gone. A link to the old id then lands where it
 * should with scripts off, and the link checker, which reads ids from the HTML, sees it.
 */
import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import type { PageAnchorAliases } from '../content/types';
import { visit } from './visit';
import { aliasProblems } from '../content/anchor-aliases';
import { formatProblem } from '../errors';

interface Options {
  aliases?: PageAnchorAliases;
}

type Parent = { children: ElementContent[] };

/** The id a hast element or an MDX JSX element (`<div id="x">`) has, if it is a literal. */
function idOf(node: { type: string; properties?: Element['properties']; attributes?: unknown[] }): string | undefined {
  if (node.type === 'element') return typeof node.properties?.id === 'string' ? node.properties.id : undefined;
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return undefined;
  const attr = (node.attributes as { type: string; name?: string; value?: unknown }[]).find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id');
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

const marker = (id: string, to: string): Element => ({ type: 'element', tagName: 'span', properties: { id, dataAnchorAlias: to }, children: [] });

export default function rehypeAnchorAliases({ aliases }: Options = {}) {
  return (tree: Root, file: VFile) => {
    if (!aliases || !Object.keys(aliases).length) return;
    const where = new Map<string, { parent: Parent; node: unknown }>();
    visit(tree as never, (node, _index, parent) => {
      const id = idOf(node as never);
      if (id !== undefined && parent && !where.has(id)) where.set(id, { parent: parent as unknown as Parent, node });
    });
    const problem = aliasProblems(aliases, (id) => where.has(id), file.path)[0];
    if (problem) file.fail(formatProblem(problem));
    const top: Element[] = [];
    for (const [id, alias] of Object.entries(aliases)) {
      if ('top' in alias) {
        top.push(marker(id, ''));
        continue;
      }
      const target = where.get(alias.to)!;
      target.parent.children.splice(target.parent.children.indexOf(target.node as ElementContent), 0, marker(id, alias.to));
    }
    tree.children.unshift(...top);
  };
}
