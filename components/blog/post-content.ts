/**
 * A post's compiled content as Next renders it (a post that hydrates, or `npm run dev`): its own h1
 * left out (the post's header shows the title, as Docusaurus takes it out of the content), and cut
 * at the truncate mark (lib/blog/truncate.ts) for the list pages: the same parts splitExcerpt gives
 * the page pass's HTML. MDX content is a fragment of its top-level blocks, the mark one of them.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

const isMark = (node: ReactNode) => isValidElement<Record<string, unknown>>(node) && node.props['data-blog-truncate'] !== undefined;
const isBlank = (node: ReactNode) => typeof node === 'string' && !node.trim();

/** The post's blocks without its leading h1 and the mark, and those above the mark (all of them when it has none). `h1`: what the compile renders h1 as. */
export function postParts(content: ReactElement, h1: unknown = 'h1'): { full: ReactNode[]; excerpt: ReactNode[] } {
  const blocks = Children.toArray((content.props as { children?: ReactNode }).children);
  const first = blocks.findIndex((b) => !isBlank(b));
  const lead = blocks[first];
  if (isValidElement(lead) && (lead.type === 'h1' || lead.type === h1)) blocks.splice(first, 1);
  const at = blocks.findIndex(isMark);
  if (at < 0) return { full: blocks, excerpt: blocks };
  return { full: [...blocks.slice(0, at), ...blocks.slice(at + 1)], excerpt: blocks.slice(0, at) };
}
