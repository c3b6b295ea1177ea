import type { TocEntry } from '@/lib/mdx/rehype-toc';
import { tocLabelProps } from '@/components/doc/toc-label';

interface Node {
  entry: TocEntry;
  children: Node[];
}

/** Nests a flat heading list by level (an h4 under the h3 before it). */
function nest(entries: TocEntry[]): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  for (const entry of entries) {
    const node = { entry, children: [] };
    while (stack.length && stack[stack.length - 1].entry.level >= entry.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}

function List({ nodes }: { nodes: Node[] }) {
  return (
    <ul>
      {nodes.map((n) => (
        <li key={n.entry.id}>
          <a href={`#${n.entry.id}`} {...tocLabelProps(n.entry)} />
          {n.children.length ? <List nodes={n.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Docusaurus' `<TOCInline toc={toc} />`: the page's headings as a list inside the content (h2–h3 by default). */
export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: TocEntry[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const entries = (toc ?? []).filter((e) => e.level >= minHeadingLevel && e.level <= maxHeadingLevel);
  if (!entries.length) return null;
  return (
    <nav className="toc-inline" aria-label="Page contents">
      <List nodes={nest(entries)} />
    </nav>
  );
}
