/**
 * Where a node of a page was written. remark-imports inlines partials into the page's tree and
 * stamps their nodes with the partial's path and the line of the page that includes it, so that
 * an error inside a partial names the partial's own file:line (and the including page), not the
 * page's file with the partial's line.
 */
import type { Node } from 'unist';

export interface NodeOrigin {
  /** The partial's path relative to the project root. */
  file: string;
  /** "page.mdx:12": the element that includes the partial (for nested partials, the outer partial). */
  includedAt: string;
}

declare module 'unist' {
  interface Data {
    origin?: NodeOrigin;
  }
}

export function originOf(node: Node): NodeOrigin | undefined {
  return node.data?.origin;
}

/** "file:line[:column]" of a node, in the file it was written in. */
export function placeOf(node: Node, source: string, withColumn = false): string {
  const start = node.position?.start;
  const file = originOf(node)?.file ?? source;
  return `${file}${start ? `:${start.line}${withColumn ? `:${start.column}` : ''}` : ''}`;
}

/** " (in the partial included at page.mdx:12)" for a node from a partial, else "". */
export function inclusionNote(node: Node): string {
  const origin = originOf(node);
  return origin ? ` (in the partial included at ${origin.includedAt})` : '';
}
