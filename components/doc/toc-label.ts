import type { TocEntry } from '@/lib/mdx/rehype-toc';

/** A TOC link's content: the entry's label markup where a plugin's theme wrote one (TocEntry.html), else its text. */
export function tocLabelProps(entry: TocEntry): { children: string } | { dangerouslySetInnerHTML: { __html: string } } {
  return entry.html === undefined ? { children: entry.text } : { dangerouslySetInnerHTML: { __html: entry.html } };
}
