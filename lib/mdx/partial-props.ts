/**
 * A partial's `props.X`, as MDX gives it in Docusaurus: the call site's value inside the partial's
 * expressions (`{props.name}`, attribute values `{props.x}`, `export`s), while prose, inline code
 * and code blocks keep the text `props.X` as written. The partial is parsed once, from its own text
 * (so one parse serves every call site, and positions stay the partial file's), and the values are
 * put into the tree: the expression's source text and its estree both.
 */
import type { Root } from 'mdast';
import { copyTree } from './copy-tree';
import { visit } from './visit';

/** One prop's value at the call site: its JavaScript source and, for an expression, its estree. */
export interface PropValue {
  source: string;
  expression: EstreeNode;
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface ExpressionValue {
  type: string;
  value: string;
  data?: { estree?: EstreeNode };
}

const PROP = /\bprops\.([A-Za-z_$][\w$]*)/g;
const UNDEFINED: EstreeNode = { type: 'Identifier', name: 'undefined' };

function literal(value: string | boolean): EstreeNode {
  return { type: 'Literal', value, raw: JSON.stringify(value) };
}

/** The props a partial's call site gives: `name="x"`, `flag`, `count={3}` (spreads are left out). */
export function callSiteProps(attributes: readonly JsxAttribute[]): Map<string, PropValue> {
  const props = new Map<string, PropValue>();
  for (const attr of attributes) {
    if (attr.type !== 'mdxJsxAttribute' || !attr.name) continue;
    if (attr.value === null || attr.value === undefined) props.set(attr.name, { source: 'true', expression: literal(true) });
    else if (typeof attr.value === 'string') props.set(attr.name, { source: JSON.stringify(attr.value), expression: literal(attr.value) });
    else {
      const expr = attr.value as ExpressionValue;
      const body = (expr.data?.estree?.body as { expression?: EstreeNode }[] | undefined)?.[0];
      if (body?.expression) props.set(attr.name, { source: `(${expr.value})`, expression: body.expression });
    }
  }
  return props;
}

/** `props.X` (not computed) in an estree, replaced by a copy of X's value; undefined when the call site did not give X. */
function replaceInEstree(node: unknown, props: Map<string, PropValue>): unknown {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) node[i] = replaceInEstree(node[i], props);
    return node;
  }
  if (typeof node !== 'object' || node === null) return node;
  const n = node as EstreeNode;
  if (n.type === 'MemberExpression' && !n.computed) {
    const object = n.object as EstreeNode;
    const property = n.property as EstreeNode;
    if (object.type === 'Identifier' && object.name === 'props' && property.type === 'Identifier') {
      const value = props.get(property.name as string);
      return value ? copyTree(value.expression) : { ...UNDEFINED };
    }
  }
  for (const key in n) if (key !== 'loc' && key !== 'range') n[key] = replaceInEstree(n[key], props);
  return n;
}

function substituteText(source: string, props: Map<string, PropValue>): string {
  return source.replace(PROP, (_, name: string) => props.get(name)?.source ?? 'undefined');
}

function substitute(holder: ExpressionValue, props: Map<string, PropValue>): void {
  if (!holder.value.includes('props.')) return;
  holder.value = substituteText(holder.value, props);
  if (holder.data?.estree) replaceInEstree(holder.data.estree, props);
}

/**
 * Puts the call site's values into a partial's tree (a copy it owns). An `export` holding props
 * is parsed again from its new text, so that its statements' offsets match the text (remark-imports
 * slices exports by offset).
 */
export function applyPartialProps(tree: Root, props: Map<string, PropValue>, parseEsm: (text: string) => Root): void {
  visit(tree, (node, index, parent) => {
    const n = node as unknown as { type: string; value?: string; attributes?: JsxAttribute[] };
    if (n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression') substitute(n as ExpressionValue, props);
    else if (n.type === 'mdxjsEsm' && n.value?.includes('props.') && parent && index !== undefined) {
      const again = parseEsm(substituteText(n.value, props)).children.find((c) => c.type === 'mdxjsEsm');
      if (again) {
        again.position = node.position;
        parent.children.splice(index, 1, again as never);
      }
    } else if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.attributes)
      for (const attr of n.attributes) {
        if (attr.type === 'mdxJsxAttribute' && attr.value && typeof attr.value === 'object') substitute(attr.value as ExpressionValue, props);
        else if (attr.type === 'mdxJsxExpressionAttribute') substitute(attr as unknown as ExpressionValue, props);
      }
  });
}
