/**
 * <Tabs> that would render wrong: Docusaurus fails the build for each of these as it renders the
 * page (theme-common's tabsUtils: sanitizeTabsChildren, ensureNoDuplicateValue,
 * getInitialStateValue, getQueryStringKey); here the page's tree (partials included, imports
 * resolved to Tabs/TabItem) is checked before anything renders:
 * - a child of <Tabs> that is not a <TabItem> (text, another element) is not shown;
 * - a <TabItem> without "value" loses its tab and content;
 * - two tabs with one value are both selected;
 * - a defaultValue no tab has selects no panel;
 * - <Tabs> without a <TabItem>, and queryString without groupId (no search parameter name).
 * Values written as expressions are judged when they are literals, else left alone.
 */
import type { Root, RootContent } from 'mdast';
import type { Expression, Program } from 'estree';
import type { Node } from 'unist';
import type { Problem } from '../errors';
import { inclusionNote, originOf } from '../mdx/node-origin';
import { eachNode } from '../mdx/each-node';

type JsxElement = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>;

/** What an attribute holds: a known value, present but not known statically, or absent. */
type Prop = { known: true; value: unknown } | { known: false } | undefined;

const UNKNOWN = { known: false } as const;

/** The value of a literal expression (strings, numbers, booleans, null, arrays and plain objects of them). */
function literal(node: Expression | null | undefined): Prop {
  if (!node) return UNKNOWN;
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? UNKNOWN : { known: true, value: node.value };
    case 'TemplateLiteral':
      return node.expressions.length ? UNKNOWN : { known: true, value: node.quasis.map((q) => q.value.cooked).join('') };
    case 'UnaryExpression': {
      const arg = literal(node.argument);
      return node.operator === '-' && arg?.known && typeof arg.value === 'number' ? { known: true, value: -arg.value } : UNKNOWN;
    }
    case 'ArrayExpression': {
      const items: unknown[] = [];
      for (const el of node.elements) {
        const v = el && el.type !== 'SpreadElement' ? literal(el) : UNKNOWN;
        if (!v?.known) return UNKNOWN;
        items.push(v.value);
      }
      return { known: true, value: items };
    }
    case 'ObjectExpression': {
      const obj: Record<string, unknown> = {};
      for (const p of node.properties) {
        if (p.type !== 'Property' || p.computed || p.kind !== 'init') return UNKNOWN;
        const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? String(p.key.value) : undefined;
        const v = literal(p.value as Expression);
        if (key === undefined || !v?.known) return UNKNOWN;
        obj[key] = v.value;
      }
      return { known: true, value: obj };
    }
    default:
      return UNKNOWN;
  }
}

function prop(el: JsxElement, name: string): Prop {
  let found: Prop;
  for (const attr of el.attributes) {
    // A spread ({...props}) may set anything.
    if (attr.type === 'mdxJsxExpressionAttribute') found = UNKNOWN;
    else if (attr.name === name) {
      if (attr.value === null || attr.value === undefined) found = { known: true, value: true };
      else if (typeof attr.value === 'string') found = { known: true, value: attr.value };
      else {
        const program = (attr.value.data as { estree?: Program | null } | undefined)?.estree;
        const statement = program?.body[0];
        found = statement?.type === 'ExpressionStatement' ? literal(statement.expression) : UNKNOWN;
      }
    }
  }
  return found;
}

const isJsx = (node: RootContent): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const blank = (node: RootContent) => node.type === 'text' && !node.value.trim();
/** `{/* comment *\/}` and other expressions: nothing, or what only the render knows. */
const isExpression = (node: RootContent) => node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression';

/**
 * The children React hands <Tabs>: a paragraph of nothing but JSX and blanks is MDX's way of
 * writing elements side by side (its compile unravels it), so its elements count as children.
 */
function tabsChildren(tabs: JsxElement): RootContent[] {
  return (tabs.children as RootContent[]).flatMap((child) =>
    child.type === 'paragraph' && child.children.every((c) => isJsx(c) || blank(c) || isExpression(c)) ? (child.children as RootContent[]) : [child],
  );
}

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));
/** Values compare as Docusaurus compares them (===), so 1 and "1" differ. */
const keyOf = (value: unknown) => `${typeof value}:${String(value)}`;

function checkOne(tabs: JsxElement, source: string, out: Problem[]): void {
  // In a partial: the partial's file and line, and where the page includes it.
  const at = (node: Node, what: string, fix: string) =>
    out.push({
      file: originOf(node)?.file ?? source,
      line: node.position?.start.line,
      column: node.position?.start.column,
      message: `${what}${inclusionNote(node)} — ${fix}`,
    });
  const values: { value: unknown; node: Node }[] = [];
  let allKnown = true;
  let items = 0;
  for (const child of tabsChildren(tabs)) {
    if (blank(child) || isExpression(child)) continue;
    // Docusaurus takes any element with a "value" prop for a tab (its duck type), as the render does.
    const value = isJsx(child) ? prop(child, 'value') : undefined;
    if (value) {
      items++;
      if (value.known) values.push({ value: value.value, node: child });
      else allKnown = false;
    } else if (isJsx(child) && child.name === 'TabItem')
      at(
        child,
        '<TabItem> has no "value", so its tab and content are not shown (every <TabItem> needs a unique "value")',
        'add value="…" (label="…" sets the text of its tab)',
      );
    else {
      const what = isJsx(child) ? `<${child.name ?? ''}>` : child.type === 'paragraph' || child.type === 'text' ? 'text' : `a ${child.type}`;
      at(
        child,
        `${what} directly inside <Tabs> is not shown (every child of <Tabs> must be a <TabItem>)`,
        'put it inside a <TabItem value="…">, or move it out of the <Tabs>',
      );
    }
  }
  const valuesProp = prop(tabs, 'values');
  // With values={[…]}, Docusaurus takes the tabs from it; each child is still a TabItem of one of them.
  const listed = valuesProp?.known && Array.isArray(valuesProp.value) ? valuesProp.value.map((v) => (v as { value?: unknown } | null)?.value) : undefined;
  if (valuesProp && !listed) allKnown = false;

  const firstAt = new Map<string, Node>();
  for (const { value, node } of values) {
    const first = firstAt.get(keyOf(value));
    if (first)
      at(
        node,
        `<Tabs> has two tabs with the value ${shown(value)} (also at line ${first.position?.start.line}), and both would be selected (every value must be unique)`,
        'give each <TabItem> of a <Tabs> its own "value"',
      );
    else firstAt.set(keyOf(value), node);
  }
  if (listed) {
    const seen = new Set<string>();
    const twice = [...new Set(listed.filter((v) => seen.size === seen.add(keyOf(v)).size).map(shown))];
    if (twice.length) at(tabs, `<Tabs values={…}> lists the value ${twice.join(', ')} twice (every value must be unique)`, 'give each tab its own "value"');
  }
  if (!items && allKnown && !listed?.length)
    at(tabs, '<Tabs> has no <TabItem>, so it shows nothing (it needs at least one)', 'add a <TabItem value="…">, or remove the <Tabs>');

  const defaultValue = prop(tabs, 'defaultValue');
  // defaultValue={null} (or "") asks for the first tab, or the one marked default.
  if (defaultValue?.known && defaultValue.value !== null && defaultValue.value !== '' && allKnown) {
    const available = listed ?? values.map((v) => v.value);
    if (!available.some((v) => keyOf(v) === keyOf(defaultValue.value)))
      at(
        tabs,
        `<Tabs defaultValue=${shown(defaultValue.value)}> names no tab of this <Tabs>, so no panel would show`,
        `use one of its values (${available.map(shown).join(', ') || 'none'}), or remove defaultValue to show the first tab (or the <TabItem default>)`,
      );
  }

  const queryString = prop(tabs, 'queryString');
  if (queryString?.known && queryString.value === true && prop(tabs, 'groupId') === undefined)
    at(tabs, '<Tabs queryString> needs a groupId, the name of its search parameter', 'add groupId="…", or name the parameter: queryString="…"');
}

/** The problems of every <Tabs> of a page's tree (after the remark stage: partials in, imports resolved); `source`: the page. */
export function tabsProblems(tree: Root, source: string): Problem[] {
  const out: Problem[] = [];
  eachNode(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Tabs') checkOne(node, source, out);
  });
  return out;
}
