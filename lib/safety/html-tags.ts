/**
 * The opening tags of a CommonMark page's raw HTML (an mdast `html` node), each with its attributes
 * (entities decoded) and its line and column in the page: what the content-safety checks read
 * (lib/mdx/remark-raw-html.ts, lib/mdx/remark-script-links.ts) and the rules of ./script-rules.ts.
 */
import type { Node } from 'unist';
import { Parser } from 'htmlparser2';

export interface TagPlace {
  line?: number;
  column?: number;
}

export function eachHtmlTag(node: Node & { value?: string }, visit: (name: string, attribs: Record<string, string>, at: TagPlace) => void): void {
  const text = node.value ?? '';
  const start = node.position?.start;
  const place = (index: number): TagPlace => {
    if (!start) return {};
    const before = text.slice(0, index).split('\n');
    return { line: start.line + before.length - 1, column: before.length === 1 ? start.column + index : before[before.length - 1].length + 1 };
  };
  const parser = new Parser({ onopentag: (name, attribs) => visit(name, attribs, place(parser.startIndex)) }, { decodeEntities: true });
  parser.end(text);
}
