import type { TocEntry } from './rehype-toc';

/** A table of contents' entry with the entries under it. */
export interface TocNode {
  entry: TocEntry;
  children: TocNode[];
}

/** Nests a flat heading list by level: each heading under the nearest one before it of a lower level (an h4 under the h3 before it). */
export function tocTree(entries: readonly TocEntry[]): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const entry of entries) {
    const node = { entry, children: [] };
    while (stack.length && stack[stack.length - 1].entry.level >= entry.level) stack.pop();
    (stack.length ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  return roots;
}
