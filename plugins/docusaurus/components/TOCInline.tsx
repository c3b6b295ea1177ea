import type { TocEntry } from '../../../lib/api/mdx';
import { tocTree, type TocNode } from '../../../components/api/mdx';

/** TOCInline/styles.module.css `.tableOfContentsInline`, by its local name (../styles/toc-inline.css). */
export const TOC_INLINE_CLASS = 'tableOfContentsInline_TOCInline';

/** TOCItems/Tree: a list of links to the headings, the root one with the given class; the label as the MDX loader wrote its value. */
function Tree({ nodes, className }: { nodes: TocNode[]; className?: string }) {
  if (!nodes.length) return null;
  return (
    <ul className={className}>
      {nodes.map(({ entry, children }) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} {...(entry.html === undefined ? { children: entry.text } : { dangerouslySetInnerHTML: { __html: entry.html } })} />
          <Tree nodes={children} />
        </li>
      ))}
    </ul>
  );
}

/**
 * `@theme/TOCInline` (`<TOCInline toc={toc} />` in a page): theme-classic's markup, the theme's
 * TOCItems in its box with Infima's `table-of-contents` list, h2–h3 unless the page says otherwise.
 */
export function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: { toc?: TocEntry[]; minHeadingLevel?: number; maxHeadingLevel?: number }) {
  const entries = (toc ?? []).filter((e) => e.level >= minHeadingLevel && e.level <= maxHeadingLevel);
  return (
    <div className={TOC_INLINE_CLASS}>
      <Tree nodes={tocTree(entries)} className="table-of-contents" />
    </div>
  );
}
