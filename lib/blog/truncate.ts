/**
 * The truncate marker in a post's compile: a remark plugin that turns the marker (`<!-- truncate -->`
 * or `{/* truncate *\/}`, both an MDX comment expression by then) into an element the rendered HTML
 * can be cut at, and the cut itself. The list pages show the part before it (lib/blog/).
 */
import type { Root } from 'mdast';
import { isTruncateExpression } from './post-file';

const MARK = '<hr data-blog-truncate=""/>';

/** Runs after the page pass's analysis (so the Markdown export keeps the comment, not the mark). */
export function remarkTruncateMark() {
  return (tree: Root) => {
    const i = tree.children.findIndex((n) => n.type === 'mdxFlowExpression' && isTruncateExpression(n.value));
    if (i < 0) return;
    tree.children[i] = {
      type: 'mdxJsxFlowElement',
      name: 'hr',
      attributes: [{ type: 'mdxJsxAttribute', name: 'data-blog-truncate', value: '' }],
      children: [],
    } as never;
  };
}

/** The post's HTML without its own h1 (the post's header shows the title) and the mark, and the excerpt: the part before the mark, or all of it. */
export function splitExcerpt(html: string): { html: string; excerpt: string } {
  const body = html.replace(/^\s*<h1[^>]*>[\s\S]*?<\/h1>/, '');
  const at = body.indexOf(MARK);
  if (at < 0) return { html: body, excerpt: body };
  return { html: body.slice(0, at) + body.slice(at + MARK.length), excerpt: body.slice(0, at) };
}
