/**
 * A partial's `props.X`, as MDX gives it in Docusaurus: the call site's value inside the partial's
 * expressions (`{props.name}`, attribute values `{props.x}`, `export`s), while prose, inline code
 * and code blocks keep the text `props.X` as written. `props` read whole (`<Card {...props} />`) is
 * the object of the call site's props: inlined into the page, the partial's `props` would otherwise
 * be the page's own (its MDX components, functions a client component cannot be given). The partial is parsed once, from its own text
 * (so one parse serves every call site, and positions stay the partial file's), and the values are
 * put into the tree: the expression's source text and its estree both.
 */
import type { Root } from 'mdast';
import { copyTree } from './copy-tree';
import { walk } from 'estree-walker';
import { createVisitors } from 'estree-util-scope';
import { visit } from './visit';
import { isReference } from './expressions';

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

const UNDEFINED: EstreeNode = { type: 'Identifier', name: 'undefined' };

function literal(value: string | boolean): EstreeNode {
  return { type: 'Literal', value, raw: JSON.stringify(value) };
}

/** The key a spread of the call site (`{...common}`) is kept under, in its place among the named props. */
const SPREAD = '\0spread';

/** The props a partial's call site gives: `name="x"`, `flag`, `count={3}`, and its spreads (`{...common}`). */
export function callSiteProps(attributes: readonly JsxAttribute[]): Map<string, PropValue> {
  const props = new Map<string, PropValue>();
  for (const attr of attributes) {
    if (attr.type === 'mdxJsxExpressionAttribute') {
      const holder = attr as unknown as ExpressionValue;
      const object = (holder.data?.estree?.body as { expression?: EstreeNode }[] | undefined)?.[0]?.expression;
      const spread = (object?.properties as EstreeNode[] | undefined)?.[0];
      if (spread?.type === 'SpreadElement')
        props.set(`${SPREAD}${props.size}`, { source: `(${holder.value.trim().replace(/^\.\.\./, '')})`, expression: spread.argument as EstreeNode });
      continue;
    }
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

/** The call site's props as one object (`{ "title": "x", ...(common), "Icon": (Star) }`): its source and estree. */
function wholeProps(props: Map<string, PropValue>): PropValue {
  const entries = [...props];
  return {
    source: `({ ${entries.map(([name, v]) => (name.startsWith(SPREAD) ? `...${v.source}` : `${JSON.stringify(name)}: ${v.source}`)).join(', ')} })`,
    expression: {
      type: 'ObjectExpression',
      properties: entries.map(([name, v]) =>
        name.startsWith(SPREAD)
          ? { type: 'SpreadElement', argument: copyTree(v.expression) }
          : { type: 'Property', kind: 'init', method: false, shorthand: false, computed: false, key: literal(name), value: copyTree(v.expression) },
      ),
    },
  };
}

/** The call site's value of `props.X`: X as written, or, where the call site spreads an object that may hold X, X of them all. */
function propValue(props: Map<string, PropValue>, name: string): PropValue {
  if (![...props.keys()].some((k) => k.startsWith(SPREAD))) return props.get(name) ?? { source: 'undefined', expression: UNDEFINED };
  const whole = wholeProps(props);
  return {
    source: `${whole.source}.${name}`,
    expression: { type: 'MemberExpression', object: whole.expression, property: { type: 'Identifier', name }, computed: false, optional: false },
  };
}

/** A read of the partial's `props` (from `start` to `end` in the file) and the call site's value for it. */
interface Read {
  start: number;
  end: number;
  value: PropValue;
}

/**
 * The partial's reads of its `props` in a program, each replaced in the estree by the call site's
 * value: `props.X` (undefined when the call site did not give X) and `props` read whole. A `props`
 * the partial's own code declares (`export const Card = (props) => …`) is that code's, not a read.
 */
function replaceReads(program: EstreeNode, props: Map<string, PropValue>): Read[] {
  const reads: Read[] = [];
  const visitors = createVisitors();
  const declared = () => visitors.scopes.some((s) => s.defined.includes('props'));
  walk(program as never, {
    enter(node, parent) {
      const n = node as unknown as EstreeNode & { start: number; end: number };
      const object = n.type === 'MemberExpression' && !n.computed ? (n.object as EstreeNode) : undefined;
      const property = n.property as EstreeNode | undefined;
      let value: PropValue | undefined;
      if (object?.type === 'Identifier' && object.name === 'props' && property?.type === 'Identifier' && !declared())
        value = propValue(props, property.name as string);
      else if (n.type === 'Identifier' && n.name === 'props' && isReference(n as never, parent as never) && !declared()) value = wholeProps(props);
      if (value) {
        reads.push({ start: n.start, end: n.end, value });
        this.replace(copyTree(value.expression) as never);
        this.skip();
        return;
      }
      visitors.enter(node);
    },
    leave(node) {
      visitors.exit(node);
    },
  });
  return reads;
}

/** `text`, which starts at `base` in the file, with each read's source in its place. */
function spliceReads(text: string, base: number, reads: Read[]): string {
  let out = text;
  for (const r of [...reads].sort((a, b) => b.start - a.start)) out = out.slice(0, r.start - base) + r.value.source + out.slice(r.end - base);
  return out;
}

function substitute(holder: ExpressionValue, props: Map<string, PropValue>): void {
  const program = holder.data?.estree as (EstreeNode & { start?: number }) | undefined;
  if (!holder.value.includes('props') || !program) return;
  const reads = replaceReads(program, props);
  if (reads.length) holder.value = spliceReads(holder.value, program.start ?? 0, reads);
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
    else if (n.type === 'mdxjsEsm' && n.value?.includes('props') && parent && index !== undefined) {
      const program = (n as { data?: { estree?: EstreeNode & { start?: number } } }).data?.estree;
      const reads = program ? replaceReads(program, props) : [];
      if (!reads.length) return;
      const again = parseEsm(spliceReads(n.value, program!.start ?? 0, reads)).children.find((c) => c.type === 'mdxjsEsm');
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
