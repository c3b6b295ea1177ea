/**
 * Every capitalised JSX tag in MDX must be a component of the registry (components/mdx/registry.tsx).
 * An unknown one fails the build at file:line:column with the list of known names, instead of
 * failing at render time with a vague React error.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { inclusionNote, placeOf } from './node-origin';

export default function remarkKnownComponents(options: { known: readonly string[]; source: string }) {
  const known = new Set(options.known);
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = (node as unknown as { name: string | null }).name;
      if (!name || !/^[A-Z]/.test(name) || known.has(name) || known.has(name.split('.')[0])) return;
      file.fail(
        `${placeOf(node, options.source, true)}: unknown component <${name}>${inclusionNote(node)}. ` +
          `Known components: ${[...known].sort().join(', ')}`,
        node,
      );
    });
  };
}
