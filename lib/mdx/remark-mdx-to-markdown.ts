/**
 * Turns the MDX-only parts of a page into plain Markdown, for the .md exports and llms-full.txt:
 * admonitions become quotes, tabs become labelled sections, details and cards become paragraphs,
 * other components keep their children, imports and JSX comments disappear.
 */
import type { Root, RootContent, PhrasingContent, Paragraph } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { admonitionStyle } from '../shared/admonition-types';

interface JsxAttr {
  type: string;
  name?: string;
  value?: unknown;
}

interface Jsx {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttr[];
  children: RootContent[];
}

function attr(el: Jsx, name: string): string | undefined {
  const a = el.attributes.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  if (!a) return undefined;
  if (typeof a.value === 'string') return a.value;
  const expr = (a.value as { value?: string } | null)?.value;
  const literal = expr ? /^\s*[`'"]([\s\S]*)[`'"]\s*$/.exec(expr) : null;
  return literal?.[1];
}

const strong = (text: string): PhrasingContent => ({ type: 'strong', children: [{ type: 'text', value: text }] });
const para = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });

/** Constants the page exports (data imports become `export const name = <JSON>;`). */
type Scope = Record<string, unknown>;

function collectConstants(tree: Root): Scope {
  const out: Scope = {};
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const m of node.value.matchAll(/^export const ([A-Za-z_$][\w$]*) = (.*);$/gm)) {
      try {
        out[m[1]] = JSON.parse(m[2]);
      } catch {
        // not a data constant
      }
    }
  }
  return out;
}

/** `{versions.latest}`, `{list.length}`, `{items[0].name}` over exported data; else undefined. */
function lookup(expr: string, scope: Scope): string | undefined {
  const m = /^\s*([A-Za-z_$][\w$]*)((?:\.[\w$]+|\[\d+\])*)\s*$/.exec(expr);
  if (!m || !(m[1] in scope)) return undefined;
  let value: unknown = scope[m[1]];
  for (const key of m[2].match(/[\w$]+/g) ?? []) value = value === null || value === undefined ? undefined : (value as Record<string, unknown>)[key];
  return ['string', 'number', 'boolean'].includes(typeof value) ? String(value) : undefined;
}

type Parent = { children: RootContent[] };

const hasChildren = (node: Root | RootContent): node is (Root | RootContent) & Parent => 'children' in node && Array.isArray(node.children);

/**
 * Replaces every node below `root`, children first, by what `own` makes of it (its children
 * already replaced). A loop with its own stack, not recursion: a deeply nested page must not
 * overflow the call stack here (lib/mdx/limits.ts bounds the nesting, this holds far beyond it).
 */
function replaceBottomUp(root: Root, own: (node: RootContent) => RootContent[]): void {
  const stack: { node: Parent; next: number; out: RootContent[] }[] = [{ node: root, next: 0, out: [] }];
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.next < top.node.children.length) {
      const child = top.node.children[top.next++];
      if (hasChildren(child)) stack.push({ node: child, next: 0, out: [] });
      else for (const n of own(child)) top.out.push(n);
      continue;
    }
    top.node.children = top.out;
    stack.pop();
    if (stack.length) for (const n of own(top.node as RootContent)) stack[stack.length - 1].out.push(n);
  }
}

/** One node, its children converted already. */
function convert(node: RootContent, scope: Scope): RootContent[] {
  if (node.type === 'mdxjsEsm') return [];
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    const literal = /^\s*[`'"]([\s\S]*)[`'"]\s*$/.exec(node.value);
    const value = literal?.[1] ?? lookup(node.value, scope);
    return value !== undefined ? [{ type: 'text', value } as RootContent] : [];
  }
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return [node];
  const el = node as unknown as Jsx;
  switch (el.name) {
    case 'Admonition': {
      const type = attr(el, 'type') ?? 'note';
      const titleEl = el.children.find((c) => (c as unknown as Jsx).name === 'AdmonitionTitle');
      const title = titleEl ? toString(titleEl) : (admonitionStyle(type)?.label ?? type);
      const body = el.children.filter((c) => c !== titleEl);
      return [{ type: 'blockquote', children: [para(strong(`${title}:`)), ...body] } as RootContent];
    }
    case 'Tabs':
      return el.children.flatMap((c) => {
        const tab = c as unknown as Jsx;
        if (tab.name !== 'TabItem') return [c];
        return [para(strong(attr(tab, 'label') ?? attr(tab, 'value') ?? '')) as RootContent, ...tab.children];
      });
    case 'details':
    case 'Details': {
      // (Its summary a child, or, for the registry's Details, a prop.)
      const summary = el.children.find((c) => (c as unknown as Jsx).name === 'summary');
      const rest = el.children.filter((c) => c !== summary);
      const title = summary ? toString(summary) : attr(el, 'summary');
      return [...(title ? [para(strong(title)) as RootContent] : []), ...rest];
    }
    case 'CodeBlockSource':
      return [{ type: 'code', lang: attr(el, 'language') ?? null, meta: null, value: toString(el) } as RootContent];
    case 'Card': {
      const href = attr(el, 'href') ?? '';
      const description = toString(el).trim();
      return [
        para(
          { type: 'link', url: href, children: [{ type: 'text', value: attr(el, 'title') ?? href }] },
          ...(description ? [{ type: 'text', value: `: ${description}` } as PhrasingContent] : []),
        ) as RootContent,
      ];
    }
    case 'AdmonitionTitle':
    case 'TabItem':
      return [node]; // read by the Admonition / Tabs one level up (leftovers are unwrapped at the end)
    case 'summary':
      return [para(strong(toString(el))) as RootContent];
    default:
      return blockChildren(el);
  }
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'delete',
  'html',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'footnoteReference',
  'textDirective',
]);

/**
 * A component's children in its place. A block element written around text alone
 * (`<p className="lead">One sentence.</p>` on its own line) holds phrasing content: kept as a
 * paragraph, or it would run into the blocks around it.
 */
function blockChildren(el: Jsx): RootContent[] {
  if (el.type !== 'mdxJsxFlowElement' || !el.children.length || !el.children.every((c) => PHRASING.has(c.type))) return el.children;
  return [para(...(el.children as PhrasingContent[])) as RootContent];
}

export default function remarkMdxToMarkdown() {
  return (tree: Root) => {
    const scope = collectConstants(tree);
    replaceBottomUp(tree, (node) => convert(node, scope));
    // Components left (TabItem and AdmonitionTitle outside their parents): their children in their place.
    replaceBottomUp(tree, (n) => (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement' ? blockChildren(n as unknown as Jsx) : [n]));
  };
}
