/**
 * The value of an MDX expression that holds JSX and otherwise only data written out, such as
 * `{"true" && (<><li>…</li></>)}` (what a partial's `props.x && (…)` becomes once its props are
 * put in, lib/mdx/partial-props.ts): React elements, as MDX's compiled code makes them, without
 * compiling the page. As in MDX's compile, the JSX is built into the automatic runtime's calls by
 * estree-util-build-jsx (recma-build-jsx), and element names are read as recma-jsx-rewrite reads
 * explicit JSX: a tag is itself, a component comes from the components map.
 * Anything else (a name of the page, a call, a spread) has no value here: the page is compiled.
 */
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { buildJsx } from 'estree-util-build-jsx';
import type { Expression, Node, Program } from 'estree';
import { literalValue, type Literal } from '@/lib/mdx/literal-value';

type ComponentMap = Record<string, unknown>;

/** A JSX name the compiled code looks up as a variable, not a literal tag: a member (a.b), or one that starts like a component. */
export const isComponentName = (name: string) => name.includes('.') || /^[A-Z_$]/.test(name);

/** Thrown inside the walk: the expression is not one this reads. */
const NOT_DATA = Symbol('not data');

function fail(): never {
  throw NOT_DATA;
}

/** Whether an estree holds JSX (else literalValue alone decides). */
function holdsJsx(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(holdsJsx);
  const type = (node as { type?: unknown }).type;
  if (type === 'JSXElement' || type === 'JSXFragment') return true;
  return Object.entries(node).some(([key, value]) => key !== 'loc' && key !== 'range' && typeof value === 'object' && holdsJsx(value));
}

/** An element's type: a tag as it is (JSX written in an expression is explicit: the map does not take its tags), a component from the map. */
function elementType(node: Node, components: ComponentMap): unknown {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const type = valueOf(node, components);
  return type == null ? fail() : type;
}

/** The runtime calls build-jsx writes: `_jsx(type, props, key?)`, `_jsxs(…)`. */
function call(node: Extract<Node, { type: 'CallExpression' }>, components: ComponentMap): unknown {
  const name = node.callee.type === 'Identifier' ? node.callee.name : '';
  if (name !== '_jsx' && name !== '_jsxs') fail();
  const [type, props, key] = node.arguments;
  if (!type || type.type === 'SpreadElement' || props?.type !== 'ObjectExpression' || key?.type === 'SpreadElement') fail();
  const create = name === '_jsx' ? jsx : jsxs;
  return create(elementType(type, components) as never, valueOf(props, components) as never, key ? (valueOf(key, components) as never) : undefined);
}

function objectOf(node: Extract<Node, { type: 'ObjectExpression' }>, components: ComponentMap): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const p of node.properties) {
    if (p.type !== 'Property' || p.kind !== 'init' || p.computed || p.method) fail();
    const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' && typeof p.key.value === 'string' ? p.key.value : fail();
    if (key === '__proto__') fail();
    out[key] = valueOf(p.value, components);
  }
  return out;
}

function valueOf(node: Node, components: ComponentMap): unknown {
  switch (node.type) {
    case 'CallExpression':
      return call(node, components);
    case 'ObjectExpression':
      return objectOf(node, components);
    case 'ArrayExpression':
      return node.elements.map((e) => (e && e.type !== 'SpreadElement' ? valueOf(e, components) : fail()));
    case 'Identifier':
      if (node.name === '_Fragment') return Fragment;
      // (A component's name: from the map, as `_components.Name`.)
      return node.name !== 'undefined' && isComponentName(node.name) && Object.hasOwn(components, node.name) ? components[node.name] : literalOrFail(node);
    case 'MemberExpression': {
      if (node.computed || node.property.type !== 'Identifier') fail();
      const object = valueOf(node.object, components) as Record<string, unknown> | null;
      return object == null ? fail() : (object[node.property.name] ?? fail());
    }
    case 'LogicalExpression': {
      const left = valueOf(node.left, components);
      const takeLeft = node.operator === '&&' ? !left : node.operator === '||' ? Boolean(left) : left != null;
      return takeLeft ? left : valueOf(node.right, components);
    }
    case 'ConditionalExpression':
      return valueOf(valueOf(node.test, components) ? node.consequent : node.alternate, components);
    default:
      return literalOrFail(node);
  }
}

function literalOrFail(node: Node): unknown {
  const v = literalValue(node as Expression);
  return v ? v.value : fail();
}

/** The value of an expression holding JSX (undefined: it holds something else, or no JSX: literalValue's). */
export function jsxExpressionValue(expression: Expression, components: ComponentMap): Literal {
  if (!holdsJsx(expression)) return undefined;
  const program: Program = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: structuredClone(expression) }] };
  buildJsx(program, { runtime: 'automatic', importSource: 'react', development: false });
  const statement = program.body[program.body.length - 1];
  if (statement.type !== 'ExpressionStatement') return undefined;
  try {
    return { value: valueOf(statement.expression, components) };
  } catch (err) {
    if (err === NOT_DATA) return undefined;
    throw err;
  }
}
