/**
 * A `javascript:` link runs script when it is followed, so a page may hold none: Markdown links
 * and definitions (`[x](javascript:alert(1))`, `<javascript:…>`), the URL attributes of HTML
 * elements in MDX's JSX (its expressions and exports included) and in the raw HTML of CommonMark
 * pages (`<a href="javascript:…">`), and the `href`/`to` a component such as Link makes a link of.
 * Read as a browser reads the URL: any case, after the spaces and control characters it strips
 * (and the tabs and newlines it drops anywhere). Beside remark-raw-html.ts, which refuses the other
 * ways content runs script; partials included (the error names the partial's line).
 */
import type { Root } from 'mdast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { Node as EstreeNode, Program } from 'estree';
import { walk } from 'estree-walker';
import { eachNode } from './each-node';
import { eachHtmlTag } from './html-tags';
import { inclusionNote, originOf } from './node-origin';

/** Attributes an HTML element follows or loads as a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'xlinkhref', 'poster', 'data', 'cite', 'background']);
/** The props a component makes a link of (Docusaurus' Link `to`, a card's `href`). */
const LINK_PROPS = new Set(['href', 'to']);

/** Whether a browser would run the URL as script (WHATWG URL: leading C0 controls and spaces stripped, tabs and newlines removed). */
export function isJavascriptUrl(url: string): boolean {
  return /^javascript:/i.test(url.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, ''));
}

const isHtmlElement = (name: string) => /^[a-z][\w:-]*$/.test(name);

/** Whether the attribute of element `element` is followed as a URL. */
function isUrlAttribute(element: string, attribute: string): boolean {
  return isHtmlElement(element) ? URL_ATTRIBUTES.has(attribute.toLowerCase()) : LINK_PROPS.has(attribute);
}

interface Finding {
  line?: number;
  column?: number;
  /** The page-tree node it belongs to (its origin names a partial). */
  node: Node;
}

/** A string the expression is as written (`"javascript:…"`, a template without holes). */
function stringOf(node: EstreeNode | null | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : undefined;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked ?? undefined;
  if ((node.type as string) === 'JSXExpressionContainer') return stringOf((node as unknown as { expression: EstreeNode }).expression);
  return undefined;
}

function jsxName(name: unknown): string {
  const n = name as { type: string; name?: unknown; namespace?: { name: string }; object?: unknown; property?: { name: string } } | undefined;
  if (n?.type === 'JSXIdentifier') return String(n.name);
  if (n?.type === 'JSXNamespacedName') return `${n.namespace!.name}:${(n.name as { name: string }).name}`;
  if (n?.type === 'JSXMemberExpression') return `${jsxName(n.object)}.${n.property!.name}`;
  return '';
}

/** javascript: URLs in JSX written inside expressions and exports. */
function estreeFindings(program: Program, owner: Node, add: (f: Finding) => void): void {
  walk(program as EstreeNode, {
    enter(node) {
      const n = node as unknown as {
        type: string;
        name?: unknown;
        attributes?: { type: string; name?: unknown; value?: EstreeNode; loc?: EstreeNode['loc'] }[];
      };
      if (n.type !== 'JSXOpeningElement') return;
      const element = jsxName(n.name);
      for (const a of n.attributes ?? []) {
        if (a.type !== 'JSXAttribute' || !isUrlAttribute(element, jsxName(a.name))) continue;
        const value = stringOf(a.value);
        if (value !== undefined && isJavascriptUrl(value)) add({ line: a.loc?.start.line, column: a.loc ? a.loc.start.column + 1 : undefined, node: owner });
      }
    },
  });
}

/** javascript: URLs in a CommonMark page's raw HTML, at the line and column of each tag. */
function htmlFindings(node: Node & { value?: string }, add: (f: Finding) => void): void {
  eachHtmlTag(node, (name, attribs, at) => {
    if (Object.entries(attribs).some(([attr, value]) => isUrlAttribute(name, attr) && isJavascriptUrl(value))) add({ ...at, node });
  });
}

interface JsxNode {
  type: string;
  name?: string | null;
  url?: string;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown; position?: Node['position']; data?: { estree?: Program | null } }[];
  data?: { estree?: Program | null };
}

/** A JSX element's javascript: URL attributes, and what JSX their expressions hold. */
function jsxFindings(n: JsxNode, node: Node, add: (f: Finding) => void): void {
  for (const attr of n.attributes ?? []) {
    const value = attr.value as { data?: { estree?: Program | null } } | string | null | undefined;
    const estree = typeof value === 'object' && value ? value.data?.estree : attr.data?.estree;
    const at = attr.position ?? node.position;
    const where = { line: at?.start.line, column: at?.start.column, node };
    if (attr.type === 'mdxJsxAttribute' && isUrlAttribute(n.name ?? '', attr.name ?? '')) {
      const statement = estree?.body[0];
      const text = typeof value === 'string' ? value : statement?.type === 'ExpressionStatement' ? stringOf(statement.expression as EstreeNode) : undefined;
      if (text !== undefined && isJavascriptUrl(text)) add(where);
    }
    if (estree) estreeFindings(estree, node, add);
  }
}

/** Every javascript: link of the page's tree, in document order. */
export function javascriptLinks(tree: Root): Finding[] {
  const found: Finding[] = [];
  const add = (f: Finding) => found.push(f);
  eachNode(tree, (node) => {
    const n = node as unknown as JsxNode;
    const at = { line: node.position?.start.line, column: node.position?.start.column, node };
    if ((n.type === 'link' || n.type === 'definition') && isJavascriptUrl(n.url ?? '')) add(at);
    else if (n.type === 'html') htmlFindings(node as Node & { value?: string }, add);
    else if (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') jsxFindings(n, node, add);
    else if (n.data?.estree) estreeFindings(n.data.estree, node, add);
  });
  return found;
}

/** Fails the page at its first javascript: link. */
export default function remarkJavascriptLinks(ctx: { source: string }) {
  return (tree: Root, file: VFile) => {
    const [first, ...more] = javascriptLinks(tree);
    if (!first) return;
    const where = `${originOf(first.node)?.file ?? ctx.source}${first.line ? `:${first.line}${first.column ? `:${first.column}` : ''}` : ''}`;
    const others = more.length ? ` (${more.length} more on this page)` : '';
    file.fail(`${where}: a javascript: link runs script${inclusionNote(first.node)} — link to a page or a URL${others}`);
  };
}
