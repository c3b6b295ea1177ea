/**
 * A link that runs script when it is followed (`javascript:`, `vbscript:`, a `data:` document:
 * lib/safety/script-url.ts) has no place in a page: Markdown links, images and definitions
 * (`[x](javascript:alert(1))`, `<javascript:…>`), the URL attributes of HTML elements in MDX's JSX
 * (its expressions and exports included) and in the raw HTML of CommonMark pages (`<a
 * href="javascript:…">`), and the `href`/`to` a component such as Link makes a link of. An image's
 * source may be `data:image/…`. Beside remark-raw-html.ts, which refuses the other ways content runs
 * script; partials included (the error names the partial's line).
 */
import type { Root } from 'mdast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { Node as EstreeNode, Program } from 'estree';
import { walk } from 'estree-walker';
import { eachNode } from './each-node';
import { eachHtmlTag } from '../safety/html-tags';
import { inclusionNote, originOf } from './node-origin';
import { scriptScheme, scriptUrlMessage, type ScriptScheme } from '../safety/script-url';
import { attributeScheme, isUrlAttribute, tagSchemes } from '../safety/script-rules';

interface Finding {
  scheme: ScriptScheme;
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
        if (a.type !== 'JSXAttribute') continue;
        const value = stringOf(a.value);
        const scheme = value === undefined ? undefined : attributeScheme(element, jsxName(a.name), value);
        if (scheme) add({ scheme, line: a.loc?.start.line, column: a.loc ? a.loc.start.column + 1 : undefined, node: owner });
      }
    },
  });
}

/** javascript: URLs in a CommonMark page's raw HTML, at the line and column of each tag. */
function htmlFindings(node: Node & { value?: string }, add: (f: Finding) => void): void {
  eachHtmlTag(node, (name, attribs, at) => {
    const [scheme] = tagSchemes(name, attribs);
    if (scheme) add({ scheme, ...at, node });
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
    if (attr.type === 'mdxJsxAttribute' && isUrlAttribute(n.name ?? '', attr.name ?? '')) {
      const statement = estree?.body[0];
      const text = typeof value === 'string' ? value : statement?.type === 'ExpressionStatement' ? stringOf(statement.expression as EstreeNode) : undefined;
      const scheme = text === undefined ? undefined : attributeScheme(n.name ?? '', attr.name ?? '', text);
      if (scheme) add({ scheme, line: at?.start.line, column: at?.start.column, node });
    }
    if (estree) estreeFindings(estree, node, add);
  }
}

/** Every link of the page's tree that runs script, in document order. */
export function scriptLinks(tree: Root): Finding[] {
  const found: Finding[] = [];
  const add = (f: Finding) => found.push(f);
  eachNode(tree, (node) => {
    const n = node as unknown as JsxNode;
    const at = { line: node.position?.start.line, column: node.position?.start.column, node };
    // (A definition may serve an image: data:image/… passes there.)
    const scheme = n.type === 'link' || n.type === 'definition' || n.type === 'image' ? scriptScheme(n.url ?? '', { image: n.type !== 'link' }) : undefined;
    if (scheme) add({ scheme, ...at });
    else if (n.type === 'html') htmlFindings(node as Node & { value?: string }, add);
    else if (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') jsxFindings(n, node, add);
    else if (n.data?.estree) estreeFindings(n.data.estree, node, add);
  });
  return found;
}

/** Fails the page at its first link that runs script. */
export default function remarkScriptLinks(ctx: { source: string }) {
  return (tree: Root, file: VFile) => {
    const [first, ...more] = scriptLinks(tree);
    if (!first) return;
    const where = `${originOf(first.node)?.file ?? ctx.source}${first.line ? `:${first.line}${first.column ? `:${first.column}` : ''}` : ''}`;
    const others = more.length ? ` (${more.length} more on this page)` : '';
    const [what, todo] = scriptUrlMessage(first.scheme).split(' — ');
    file.fail(`${where}: ${what}${inclusionNote(first.node)} — ${todo}${others}`);
  };
}
