import type { TocEntry } from '@/lib/mdx/rehype-toc';
import { tocTree, type TocNode } from '@/lib/mdx/toc-tree';
import { tocLabelProps } from '@/components/doc/toc-label';

function List({ nodes }: { nodes: TocNode[] }) {
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
      <List nodes={tocTree(entries)} />
    </nav>
  );
}
