/**
 * Marks a page whose tree nests elements in a way the browser's HTML parser does not keep
 * (file.data.parserRestructures): a block inside a paragraph (`<p>` written around text on lines of
 * its own holds MDX's own paragraph), which the parser closes first; a link inside a link; a heading
 * right inside a heading. React builds such a tree as written, so a Docusaurus page shows it so once
 * hydrated; sent as HTML alone it would fall apart, the outer element's style and class lost. Such a
 * page's article is rendered by React as the page's others with components are
 * (components/mdx/render-tree.tsx). The rules are the HTML standard's "in body" insertion mode: a
 * start tag that closes a p element in button scope, an `a` start tag while an `a` is among the
 * active formatting elements, a heading start tag whose current node is a heading.
 */
import type { Root } from 'hast';
import type { VFile } from 'vfile';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
/** Start tags that close an open p (in button scope). */
const CLOSES_P = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl', 'fieldset', 'figcaption', 'figure'],
  ...['footer', 'form', 'header', 'hgroup', 'hr', 'li', 'dd', 'dt', 'listing', 'main', 'menu', 'nav', 'ol', 'p', 'plaintext', 'pre'],
  ...['search', 'section', 'summary', 'table', 'ul', 'xmp', ...HEADINGS],
]);
/** Elements that end button scope: a p outside them is not closed from inside. */
const BUTTON_SCOPE = new Set(['button', 'applet', 'caption', 'html', 'table', 'td', 'th', 'marquee', 'object', 'template', 'svg', 'math']);
/** Elements that put a marker among the active formatting elements: an `a` outside them is not closed from inside. */
const FORMATTING_MARKERS = new Set(['applet', 'object', 'marquee', 'template', 'td', 'th', 'caption', 'svg', 'math']);

interface Node {
  type: string;
  tagName?: string;
  name?: string | null;
  children?: Node[];
}

interface Open {
  /** A p is open in button scope. */
  p: boolean;
  /** An a is among the active formatting elements. */
  a: boolean;
  /** The element this one is directly in. */
  parent?: string;
}

/** The HTML tag a node writes: an element's, or a JSX element's in lowercase; none for a component or text. */
function tagOf(node: Node): string | undefined {
  if (node.type === 'element') return node.tagName;
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && /^[a-z][a-z0-9]*$/.test(node.name)) return node.name;
  return undefined;
}

/** Whether the parser would restructure `node` or anything in it, with `open` around it. */
function restructures(node: Node, open: Open): boolean {
  const tag = tagOf(node);
  let inside: Open = open;
  if (tag) {
    if ((open.p && CLOSES_P.has(tag)) || (open.a && tag === 'a') || (HEADINGS.includes(tag) && HEADINGS.includes(open.parent ?? ''))) return true;
    inside = {
      p: tag === 'p' || (open.p && !BUTTON_SCOPE.has(tag)),
      a: tag === 'a' || (open.a && !FORMATTING_MARKERS.has(tag)),
      parent: tag,
    };
  } else if (node.type !== 'root') {
    // (A component draws its children where it will: nothing is known open around them.)
    inside = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement' ? { p: false, a: false } : open;
  }
  return (node.children ?? []).some((child) => restructures(child, inside));
}

export default function rehypeParserRestructures() {
  return (tree: Root, file: VFile) => {
    if (restructures(tree as unknown as Node, { p: false, a: false })) file.data.parserRestructures = true;
  };
}
