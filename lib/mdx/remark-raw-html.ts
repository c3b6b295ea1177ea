/**
 * Nothing in a page runs script unless the site allows it by name (site.config.json
 * `content.allowHtml`): raw <script>, <iframe> (and the other elements that embed a document:
 * frame, frameset, object, embed), event-handler attributes on HTML elements (`<div onclick="…">`,
 * `<img onerror=…>`) and dangerouslySetInnerHTML. Looked for in MDX's JSX (its expressions and
 * exports included) and in the raw HTML of CommonMark pages, partials included (an error names the
 * partial's line and the page that includes it). Components (capitalised) are not HTML: their
 * props are theirs to handle, except dangerouslySetInnerHTML, which they may pass on.
 */
import type { Root } from 'mdast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { Node as EstreeNode, Program } from 'estree';
import { walk } from 'estree-walker';
import type { ContentPolicy } from '../config/site-config';
import { eachNode } from './each-node';
import { eachHtmlTag } from '../safety/html-tags';
import { inclusionNote, originOf } from './node-origin';
import { htmlAllowance } from '../safety/html-allowance';
import {
  elementFinding,
  handlerFinding,
  innerHtmlFinding,
  INNER_HTML,
  isHandler,
  isHtmlElement,
  tagFindings,
  type ScriptFinding,
} from '../safety/script-rules';

interface Finding extends ScriptFinding {
  line?: number;
  column?: number;
  /** The page-tree node it belongs to (its origin names a partial). */
  node: Node;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
  position?: Node['position'];
  data?: { estree?: Program | null };
}

interface JsxElement {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  position?: Node['position'];
  data?: { estree?: Program | null };
  value?: string;
}

/** A JSX element name as written (`script`, `svg:script`, `Foo.Bar`). */
function jsxName(name: EstreeNode | null | undefined): string | undefined {
  const n = name as
    { type: string; name?: string | { name: string }; namespace?: { name: string }; object?: EstreeNode; property?: { name: string } } | undefined;
  if (!n) return undefined;
  if (n.type === 'JSXIdentifier') return n.name as string;
  if (n.type === 'JSXNamespacedName') return `${n.namespace!.name}:${(n.name as { name: string }).name}`;
  if (n.type === 'JSXMemberExpression') return `${jsxName(n.object)}.${n.property!.name}`;
  return undefined;
}

/** A string the expression evaluates to as written (`"alert(1)"`, a template without holes). */
function isStringValue(node: EstreeNode | null | undefined): boolean {
  if (!node) return false;
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return true;
  if (node.type === 'JSXExpressionContainer') return isStringValue(node.expression as EstreeNode);
  return false;
}

/** What JSX written inside expressions and exports (`export const X = () => <script>…</script>`) holds. */
function estreeFindings(program: Program, owner: Node, add: (f: Finding) => void): void {
  walk(program as EstreeNode, {
    enter(node) {
      const at = { line: node.loc?.start.line, column: node.loc ? node.loc.start.column + 1 : undefined, node: owner };
      const n = node as unknown as { type: string; name?: EstreeNode; attributes?: EstreeNode[] };
      if (n.type === 'JSXOpeningElement') {
        const name = jsxName(n.name) ?? '';
        const html = isHtmlElement(name);
        const typeAttr = (n.attributes ?? []).find(
          (a) => a.type === ('JSXAttribute' as string) && jsxName((a as unknown as { name: EstreeNode }).name) === 'type',
        ) as { value?: { type: string; value?: unknown } | null } | undefined;
        const type = typeAttr?.value?.type === 'Literal' && typeof typeAttr.value.value === 'string' ? typeAttr.value.value : undefined;
        const element = html ? elementFinding(name, type) : undefined;
        if (element) add({ ...element, ...at });
        for (const attr of n.attributes ?? []) {
          if (attr.type !== ('JSXAttribute' as string)) continue;
          const a = attr as unknown as { name: EstreeNode; value?: EstreeNode | null; loc?: EstreeNode['loc'] };
          const attrName = jsxName(a.name) ?? '';
          const where = { line: a.loc?.start.line ?? at.line, column: a.loc ? a.loc.start.column + 1 : at.column, node: owner };
          if (attrName === INNER_HTML) add({ ...innerHtmlFinding(name), ...where });
          else if (html && isHandler(attrName) && isStringValue(a.value)) add({ ...handlerFinding(attrName, name), ...where });
        }
      }
      // `{...{dangerouslySetInnerHTML: …}}`, or an object of props made for it.
      if (node.type === 'Property' && !node.computed) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : '';
        if (key === INNER_HTML) add({ ...innerHtmlFinding(), ...at });
      }
    },
  });
}

/** What the raw HTML of a CommonMark page's `html` node holds, at the line and column of each tag. */
function htmlFindings(node: JsxElement & Node, add: (f: Finding) => void): void {
  eachHtmlTag(node, (name, attribs, place) => {
    for (const f of tagFindings(name, attribs)) add({ ...f, ...place, node });
  });
}

/** Everything in the page's tree that runs script, in document order. */
export function rawHtmlFindings(tree: Root): Finding[] {
  const found: Finding[] = [];
  const add = (f: Finding) => found.push(f);
  eachNode(tree, (node) => {
    const n = node as unknown as JsxElement;
    if (n.type === 'html') return htmlFindings(n as JsxElement & Node, add);
    if (n.data?.estree) estreeFindings(n.data.estree, node, add);
    if (n.type !== 'mdxJsxFlowElement' && n.type !== 'mdxJsxTextElement') return;
    const name = n.name ?? '';
    const html = isHtmlElement(name);
    const at = { line: n.position?.start.line, column: n.position?.start.column, node };
    const typeAttr = n.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'type')?.value;
    const element = html ? elementFinding(name, typeof typeAttr === 'string' ? typeAttr : undefined) : undefined;
    if (element) add({ ...element, ...at });
    for (const attr of n.attributes ?? []) {
      const where = { ...at, ...(attr.position ? { line: attr.position.start.line, column: attr.position.start.column } : {}) };
      const value = attr.value as JsxAttribute | string | null | undefined;
      const estree = typeof value === 'object' && value ? value.data?.estree : attr.data?.estree;
      if (attr.type === 'mdxJsxAttribute' && attr.name === INNER_HTML) add({ ...innerHtmlFinding(name), ...where });
      else if (attr.type === 'mdxJsxAttribute' && html && isHandler(attr.name ?? '')) {
        // A string (or a string expression): raw HTML. A function is the page's own code.
        const statement = estree?.body[0];
        const expression = statement?.type === 'ExpressionStatement' ? (statement.expression as EstreeNode) : undefined;
        if (typeof value !== 'object' || value === null || isStringValue(expression)) add({ ...handlerFinding(attr.name!, name), ...where });
      }
      if (estree && !(attr.type === 'mdxJsxAttribute' && attr.name === INNER_HTML)) estreeFindings(estree, node, add);
    }
  });
  return found;
}

export interface RawHtmlContext {
  source: string;
  contentPolicy?: ContentPolicy;
}

/** Fails the page at the first thing that runs script and that content.allowHtml does not name. */
export default function remarkRawHtml(ctx: RawHtmlContext) {
  const allowed = htmlAllowance(ctx.contentPolicy?.allowHtml);
  return (tree: Root, file: VFile) => {
    // ("*": all of it, for a site whose pages were published with their HTML as written.)
    if (allowed('*')) return;
    const refused = rawHtmlFindings(tree).filter((f) => !allowed(f.name));
    if (!refused.length) return;
    const [first] = refused;
    const where = `${originOf(first.node)?.file ?? ctx.source}${first.line ? `:${first.line}${first.column ? `:${first.column}` : ''}` : ''}`;
    const more = refused.length > 1 ? ` (${refused.length - 1} more on this page)` : '';
    file.fail(
      `${where}: ${first.what}${inclusionNote(first.node)} — remove it, or allow it by adding "${first.name}" to "content.allowHtml" in site.config.json${more}`,
    );
  };
}
