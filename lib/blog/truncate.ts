/**
 * The truncate marker in a post's compile: a remark plugin that turns the marker (the blog's
 * `truncateMarker`, by default `<!-- truncate -->` or `{/* truncate *\/}`) into an element the
 * rendered HTML can be cut at, and the cut itself. The list pages show the part before it (lib/blog/).
 * Docusaurus cuts the source at the marker whatever the file's format (plugin-content-blog
 * markdownLoader, blogUtils truncate), so a `.md` post read as CommonMark is cut as an `.mdx` one.
 */
import type { Root, RootContent } from 'mdast';
import { DEFAULT_TRUNCATE_MARKER } from '../config/blog';

const MARK = '<hr data-blog-truncate=""/>';

/**
 * What a top-level block was written as, for the marker to be tested on: CommonMark's HTML
 * (`<!-- truncate -->` in a `.md` post), MDX's comment expression (`{/** … *\/}` is what
 * lib/mdx/preprocess.ts made of an HTML comment, `{/* … *\/}` a JSX comment), or a paragraph's
 * plain text (`{/* truncate *\/}` in a CommonMark post).
 */
function writtenAs(node: RootContent): string | undefined {
  if (node.type === 'html') return node.value;
  if (node.type === 'mdxFlowExpression') {
    const html = /^\/\*\*([\s\S]*)\*\/$/.exec(node.value.trim());
    return html ? `<!--${html[1].replaceAll('*\\/', '*/')}-->` : `{${node.value}}`;
  }
  if (node.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'text') return node.children[0].value;
  return undefined;
}

/** Whether the block holds the marker and nothing else. */
export function isTruncateBlock(node: RootContent, marker: RegExp = DEFAULT_TRUNCATE_MARKER): boolean {
  const text = writtenAs(node);
  const m = text === undefined ? null : marker.exec(text);
  return m !== null && !(text!.slice(0, m.index) + text!.slice(m.index + m[0].length)).trim();
}

/** Runs after the page pass's analysis (so the Markdown export keeps the comment, not the mark). */
export function remarkTruncateMark(marker: RegExp = DEFAULT_TRUNCATE_MARKER) {
  return (tree: Root) => {
    const i = tree.children.findIndex((n) => isTruncateBlock(n, marker));
    if (i < 0) return;
    tree.children[i] = {
      type: 'mdxJsxFlowElement',
      name: 'hr',
      attributes: [{ type: 'mdxJsxAttribute', name: 'data-blog-truncate', value: '' }],
      children: [],
    } as never;
  };
}

/**
 * The post's HTML without its own h1 (the post's header shows the title) and the mark, and the excerpt:
 * the part before the mark, or all of it. (React puts the preloads of the post's images first: the h1 is
 * still the post's first element.)
 */
export function splitExcerpt(html: string): { html: string; excerpt: string } {
  const body = html.replace(/^(\s*(?:<link [^>]*>\s*)*)<h1[^>]*>[\s\S]*?<\/h1>/, '$1');
  const at = body.indexOf(MARK);
  if (at < 0) return { html: body, excerpt: body };
  return { html: body.slice(0, at) + body.slice(at + MARK.length), excerpt: body.slice(0, at) };
}
