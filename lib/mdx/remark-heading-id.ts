/** `## Title {#custom-id}` → heading with id "custom-id" (text without the marker). */
import type { Heading, Root, Text } from 'mdast';
import { visit } from './visit';

const MARKER = /\s*\{#([^}\s]+)\}\s*$/;

export default function remarkHeadingId() {
  return (tree: Root) => explicitHeadingIds(tree);
}

/** Takes each heading's `{#id}` marker off its text and makes it the heading's id. */
export function explicitHeadingIds(tree: Root): void {
  visit(tree, 'heading', (node: Heading) => {
    const last = node.children[node.children.length - 1];
    if (!last || last.type !== 'text') return;
    const m = MARKER.exec((last as Text).value);
    if (!m) return;
    (last as Text).value = (last as Text).value.slice(0, m.index);
    node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: m[1] } };
  });
}
