/**
 * An article that needs no hydration and runs no page code, rendered from the tree the rehype
 * stage leaves: React elements made from the hast directly (hast-util-to-jsx-runtime), instead of
 * MDX's compile of that hast to JavaScript (its recma stage), the code's evaluation, and then the
 * same render. The elements are MDX's: the same components, element by element, as the compiled
 * code would name (components/mdx/render-tree.tsx runs the compile on any other page). The test
 * components/mdx/__tests__/hast-render.test.ts holds the two renders to the same HTML, and
 * scripts/__tests__/compile-sharing-site.test.ts this whole site's page pass.
 */
import { isValidElement, type ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { toJsxRuntime, type Components, type CreateEvaluater } from 'hast-util-to-jsx-runtime';
import type { Root, RootContent } from 'hast';
import type { Expression, Program } from 'estree';
import { EMPTY, programValue, type Literal } from '@/lib/mdx/literal-value';
import { everyNode } from '@/lib/mdx/each-node';
import { isComponentName, jsxExpressionValue } from './jsx-expression';

type ComponentMap = Record<string, unknown>;
type HastNode = Root | RootContent;
interface EstreeData {
  data?: { estree?: Program };
}
interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: ({ type: string; value?: unknown } & EstreeData)[];
  children: HastNode[];
}

type ChildValue = { text?: string; keep?: true };

/** What readStatic read of the tree's expressions, for staticHastText: each expression's value, each attribute expression's. */
interface ReadValues {
  children: Map<HastNode, ChildValue>;
  attributes: Map<object, Literal>;
}

/**
 * An expression's value as React renders it in place: nothing, or text (an array or object would
 * be page code's); or, holding JSX (./jsx-expression.ts), kept for the render to make its elements.
 */
function childValue(node: HastNode, components: ComponentMap): ChildValue | undefined {
  const program = (node as EstreeData).data?.estree;
  const v = programValue(program);
  if (v === EMPTY) return {};
  if (!v) {
    const statement = program?.body.length === 1 ? program.body[0] : undefined;
    const held = statement?.type === 'ExpressionStatement' ? jsxExpressionValue(statement.expression, components) : undefined;
    return held && (isValidElement(held.value) || held.value == null || typeof held.value !== 'object') ? { keep: true } : undefined;
  }
  if (v.value == null || typeof v.value === 'boolean') return {};
  return typeof v.value === 'string' || typeof v.value === 'number' ? { text: String(v.value) } : undefined;
}

/** An attribute expression's value, written out. */
function attributeValue(value: unknown): Literal {
  const v = programValue((value as EstreeData).data?.estree);
  return v === EMPTY ? undefined : v;
}

/** Elements whose whitespace text the two renders treat apart (hast-util-to-estree, hast-util-to-jsx-runtime). */
const TABLE_ELEMENTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);
const WHITESPACE = /^[ \t\n\f\r]*$/;

/** MDX's expression nodes: rendered from the tree when their value is written out (lib/mdx/literal-value.ts). */
const EXPRESSIONS = new Set(['mdxFlowExpression', 'mdxTextExpression']);

/**
 * A JSX element written in lower case is the HTML element MDX leaves it (only Markdown's elements
 * go through the components map): its name gets this mark, which the render maps back.
 */
const WRITTEN = '\u0001';

/** What the compiled code would take from the components map for an element named `name` (a.b: a member). */
function resolve(name: string, components: ComponentMap): unknown {
  const [first, ...rest] = name.split('.');
  let value: unknown = Object.hasOwn(components, first) ? components[first] : undefined;
  for (const part of rest) value = value == null ? undefined : (value as Record<string, unknown>)[part];
  return value;
}

/**
 * The values of the tree's expressions when it renders without page code: no ESM, no expression
 * or attribute expression but data written out (a comment, a string, an array of objects…), no
 * raw HTML left, and every component it names in the map. Undefined when it has page code.
 */
function readStatic(tree: Root, components: ComponentMap): ReadValues | undefined {
  const values: ReadValues = { children: new Map(), attributes: new Map() };
  const isStatic = everyNode<HastNode>(tree, (node) => {
    if (node.type === 'mdxjsEsm' || node.type === 'raw') return false;
    if (EXPRESSIONS.has(node.type)) {
      const value = childValue(node, components);
      if (value) values.children.set(node, value);
      return value !== undefined;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return true;
    const el = node as unknown as JsxNode;
    for (const a of el.attributes) {
      if (a.type !== 'mdxJsxAttribute') return false;
      if (a.value === null || typeof a.value !== 'object') continue;
      const value = attributeValue(a.value);
      if (!value) return false;
      values.attributes.set(a, value);
    }
    return !el.name || !isComponentName(el.name) || resolve(el.name, components) != null;
  });
  return isStatic ? values : undefined;
}

/**
 * The tree as the text a page keeps and shares (lib/mdx/compile-sharing.ts) when it renders
 * without page code (readStatic), else undefined. The text has the shape the compile gives React:
 * without positions, empty text, or whitespace around the content (MDX's root drops it); JSX
 * written in lower case marked; expressions as their values. Changes the tree only when it gives text.
 */
export function staticHastText(tree: Root, components: ComponentMap): string | undefined {
  const values = readStatic(tree, components);
  if (!values) return undefined;
  /** Whitespace as MDX's root sees it: a text, or an expression whose value is a string, of whitespace only. */
  const isSpace = (c: RootContent | undefined) => {
    const text = c?.type === 'text' ? c.value : c && values.children.get(c)?.text;
    return text !== undefined && WHITESPACE.test(text);
  };
  // (MDX's root drops whitespace at its ends, text or a string expression, before its empty expressions go.)
  tree.children = tree.children.filter((c) => c.type !== 'text' || c.value !== '');
  while (isSpace(tree.children[0])) tree.children.shift();
  while (isSpace(tree.children[tree.children.length - 1])) tree.children.pop();
  everyNode<HastNode>(tree, (node) => {
    delete (node as { position?: unknown }).position;
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const el = node as unknown as JsxNode;
      if (el.name && !isComponentName(el.name) && Object.hasOwn(components, el.name)) el.name = WRITTEN + el.name;
      for (const a of el.attributes) if (values.attributes.has(a)) a.value = literalAttribute(values.attributes.get(a)!.value);
    }
    if ('children' in node) node.children = node.children.flatMap((c) => writtenOut(c, values)) as typeof node.children;
    if (node.type === 'element' && TABLE_ELEMENTS.has(node.tagName)) node.children = node.children.flatMap(tableChild) as typeof node.children;
  });
  return JSON.stringify(tree);
}

/**
 * In a table element, MDX's compile drops a "\n" text and keeps other whitespace, where
 * hast-util-to-jsx-runtime drops any whitespace string: that text goes in a fragment, which it
 * keeps and React renders as the text alone.
 */
function tableChild(child: RootContent): RootContent[] {
  if (child.type !== 'text' || !WHITESPACE.test(child.value)) return [child];
  if (child.value === '\n') return [];
  return [{ type: 'mdxJsxFlowElement', name: null, attributes: [], children: [child] } as unknown as RootContent];
}

/** A child as the render takes it: expressions as their text or nothing, no empty text. */
function writtenOut(child: RootContent, values: ReadValues): RootContent[] {
  if (EXPRESSIONS.has(child.type)) {
    const { text, keep } = values.children.get(child)!;
    if (keep) return [child];
    return text ? [{ type: 'text', value: text }] : [];
  }
  return child.type === 'text' && child.value === '' ? [] : [child];
}

/** An attribute expression's value, as the render's evaluater gives it back (a Literal holding any JSON value). */
function literalAttribute(value: unknown) {
  return {
    type: 'mdxJsxAttributeValueExpression',
    value: '',
    data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: { type: 'Literal', value } }] } },
  };
}

/** Components the compiled code reads by name: from the map, as MDX's `_components` gives them. */
function evaluater(components: ComponentMap): CreateEvaluater {
  const value = (expression: Expression): unknown => {
    // (An attribute's value, written out by staticHastText.)
    if (expression.type === 'Literal') return expression.value;
    if (expression.type === 'Identifier') return components[expression.name];
    if (expression.type === 'MemberExpression' && !expression.computed && expression.property.type === 'Identifier') {
      const object = value(expression.object as Expression) as Record<string, unknown> | undefined;
      return object?.[expression.property.name];
    }
    // (An expression that holds JSX, which readStatic read.)
    const held = jsxExpressionValue(expression, components);
    if (held) return held.value;
    throw new Error(`hast render: ${expression.type} is page code — the article must be compiled`);
  };
  return () => ({
    evaluateExpression: value,
    evaluateProgram: () => {
      throw new Error('hast render: the article holds page code — it must be compiled');
    },
  });
}

/** The article's React elements from staticHastText's text (URLs in place), with the page's components. */
export function hastElement(text: string, components: ComponentMap): ReactElement {
  const tree = JSON.parse(text) as Root;
  const written: ComponentMap = {};
  for (const name of Object.keys(components)) if (!isComponentName(name)) written[WRITTEN + name] = name;
  return toJsxRuntime(tree, {
    Fragment,
    jsx: jsx as never,
    jsxs: jsxs as never,
    components: { ...components, ...written } as Partial<Components>,
    createEvaluater: evaluater(components),
    development: false,
  }) as ReactElement;
}
