/**
 * The value of an expression that is data written out (a string, a number, an array or object of
 * such, `undefined`, a comment) without running it: what JavaScript would give, for the subset
 * where reading the tree is the same as running it. Anything else (a name, a call, JSX, a spread,
 * a computed key) has no literal value here; the page is then compiled and run as it is.
 * Values are those JSON keeps as they are, so that a page's tree can be kept as text
 * (components/mdx/hast-render.tsx): no undefined inside an array or object, no NaN or Infinity.
 */
import type { Expression, Program } from 'estree';

/** A literal value, or undefined when the expression is not one. */
export type Literal = { value: unknown } | undefined;

const NONE: Literal = undefined;

/** JSON keeps it: a string, a finite number, a boolean, null, or an array or object of those. */
function jsonSafe(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(jsonSafe);
  if (typeof value === 'object') return Object.values(value as object).every(jsonSafe);
  return false;
}

function literalObject(expr: Extract<Expression, { type: 'ObjectExpression' }>): Literal {
  const out: Record<string, unknown> = {};
  for (const p of expr.properties) {
    if (p.type !== 'Property' || p.kind !== 'init' || p.computed || p.method || p.shorthand) return NONE;
    const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' && typeof p.key.value !== 'object' ? String(p.key.value) : undefined;
    // (`__proto__:` sets the prototype in an object literal.)
    if (key === undefined || key === '__proto__') return NONE;
    const v = anyLiteral(p.value as Expression);
    if (!v) return NONE;
    out[key] = v.value;
  }
  return { value: out };
}

function literalArray(expr: Extract<Expression, { type: 'ArrayExpression' }>): Literal {
  const out: unknown[] = [];
  for (const e of expr.elements) {
    if (!e || e.type === 'SpreadElement') return NONE;
    const v = anyLiteral(e);
    if (!v) return NONE;
    out.push(v.value);
  }
  return { value: out };
}

function literalUnary(expr: Extract<Expression, { type: 'UnaryExpression' }>): Literal {
  const v = literalValue(expr.argument);
  if (!v || (typeof v.value !== 'number' && typeof v.value !== 'boolean' && typeof v.value !== 'string')) return NONE;
  if (expr.operator === '-') return { value: -(v.value as number) };
  if (expr.operator === '+') return { value: +(v.value as number) };
  if (expr.operator === '!') return { value: !v.value };
  return NONE;
}

/** `a && b`, `a || b`, `a ?? b`: the side JavaScript returns, when the sides it reads are literal. */
function literalLogical(expr: Extract<Expression, { type: 'LogicalExpression' }>): Literal {
  const left = literalValue(expr.left);
  if (!left) return NONE;
  const takeLeft = expr.operator === '&&' ? !left.value : expr.operator === '||' ? Boolean(left.value) : left.value != null;
  return takeLeft ? left : literalValue(expr.right);
}

/** Before the JSON check, which literalValue makes once on the whole value (an array's or object's members included). */
function anyLiteral(expr: Expression): Literal {
  switch (expr.type) {
    case 'Literal':
      return 'regex' in expr || 'bigint' in expr ? NONE : { value: expr.value };
    case 'Identifier':
      return expr.name === 'undefined' ? { value: undefined } : NONE;
    case 'TemplateLiteral':
      return expr.expressions.length === 0 && expr.quasis.length === 1 && expr.quasis[0].value.cooked != null ? { value: expr.quasis[0].value.cooked } : NONE;
    case 'UnaryExpression':
      return literalUnary(expr);
    case 'ArrayExpression':
      return literalArray(expr);
    case 'ObjectExpression':
      return literalObject(expr);
    case 'LogicalExpression':
      return literalLogical(expr);
    case 'ConditionalExpression': {
      const test = literalValue(expr.test);
      return test ? literalValue(test.value ? expr.consequent : expr.alternate) : NONE;
    }
    default:
      return NONE;
  }
}

/** The literal value of an expression: a JSON-safe value, or `undefined` itself at the top. */
export function literalValue(expr: Expression): Literal {
  const v = anyLiteral(expr);
  if (!v || v.value === undefined) return v;
  return jsonSafe(v.value) ? v : NONE;
}

/**
 * The literal value of an MDX expression's program (`{…}` in the text, an attribute's `{…}`):
 * EMPTY for a comment alone (`{/* note *\/}`, which renders nothing), else as literalValue.
 */
export const EMPTY = Symbol('empty expression');
export function programValue(program: Program | undefined): Literal | typeof EMPTY {
  if (!program) return NONE;
  if (program.body.length === 0) return EMPTY;
  const [statement] = program.body;
  if (program.body.length !== 1 || statement.type !== 'ExpressionStatement') return NONE;
  return literalValue(statement.expression);
}
