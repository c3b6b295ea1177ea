/**
 * Records the names of the components a page renders (file.data.usedComponents), after every
 * transform (```mermaid has become <Mermaid> by then), so the page can tell whether its article
 * needs hydration in the browser (components/doc/ArticleBody.tsx).
 */
import type { Root } from 'hast';
import type { VFile } from 'vfile';

interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
}

function collect(node: Node, names: Set<string>) {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) names.add(node.name);
  for (const child of node.children ?? []) collect(child, names);
}

export default function rehypeUsedComponents() {
  return (tree: Root, file: VFile) => {
    const names = new Set<string>();
    collect(tree as unknown as Node, names);
    file.data.usedComponents = [...names];
  };
}
