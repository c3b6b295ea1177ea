/**
 * Expressions of an MDX page that use what it imports from a JavaScript module (a hook called in a
 * code block, `{useLatestRelease('x')}`; data a component gets, `<Cards items={cards} />`,
 * `{...content.intro}`). In Docusaurus the page is a React component bundled with those modules, so
 * the expression runs where a component's code runs, hooks and all. Here page code runs once, at
 * build time, without the site's modules; so such an expression is compiled with the page's module
 * (./page-module.ts), as a component of the site bundle, and the page renders that component in its
 * place:
 *
 * - an attribute that uses one: its element, with its attributes, becomes the component and keeps
 *   its children in the page (`<Cards items={cards}>text</Cards>`);
 * - a child expression of an element that holds only JSX, expressions and text (`<CodeBlock>{`…${hook()}`}</CodeBlock>`):
 *   the whole element, so that it gets the expression's value as Docusaurus gives it;
 * - any other expression: the expression itself.
 *
 * An element given a function (`onPick={() => …}`, `{...{ Icon: Star }}`, a partial's call site that
 * gives imported values) is compiled so too: no function the server makes can reach a client component.
 *
 * Only code whose every name the module binds (the file's imports and exports) or JavaScript's
 * globals (or the browser's, inside a function's body) is moved; anything else (`props`, a component the page gets from MDXComponents) stays, and
 * is reported as before. The component is named by the node's line and column, which the page's
 * compile finds again (lib/mdx/remark-imports.ts).
 */
import type { Root, RootContent } from 'mdast';
import type { Node as EstreeNode, Program } from 'estree';
import { walk } from 'estree-walker';
import { createVisitors } from 'estree-util-scope';
import { isReference, isAssetImport } from '../../../lib/api/mdx';

import { hoistedName } from './module-names';

export interface Hoist {
  /** Component name (hoistedName). */
  name: string;
  /** `export const …` of the component. */
  code: string;
}

interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
  data?: { estree?: Program | null };
}

interface MdxNode {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: Attribute[];
  children?: MdxNode[];
  data?: { estree?: Program | null };
  position?: { start: { line: number; column: number } };
}

const isJsx = (n: MdxNode) => n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement';
const isExpression = (n: MdxNode) => n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression';

const FUNCTION = /^(ArrowFunctionExpression|FunctionExpression|FunctionDeclaration|ClassExpression|ClassDeclaration)$/;

/**
 * Names the page's code has in Docusaurus that the page's module does not (MDX's `props`, the
 * exports mdx-loader adds): code that reads one stays the page's, even in a function's body.
 */
const PAGE_SCOPE = new Set(['props', 'frontMatter', 'toc', 'metadata', 'contentTitle', 'assets']);

/**
 * Free names a program reads; `elements` false leaves out the names it renders as elements (`<X />`).
 * `atCall` true leaves out the names read inside a function's body (but PAGE_SCOPE's): the function
 * runs when called, in the browser, where `alert` or `window` are defined.
 */
function freeNames(program: Program, elements = true, atCall = false): string[] {
  const out: string[] = [];
  const visitors = createVisitors();
  let functions = 0;
  walk(program as EstreeNode, {
    enter(node, parent) {
      visitors.enter(node);
      if (FUNCTION.test(node.type)) functions++;
      if (node.type === 'JSXOpeningElement') {
        if (!elements) return;
        const name = (node as unknown as { name: { type: string; name?: string; object?: unknown } }).name;
        let root: { type: string; name?: string; object?: unknown } = name;
        while (root.type === 'JSXMemberExpression') root = root.object as typeof root;
        if (root.type === 'JSXIdentifier' && root.name && /^[A-Z_$]/.test(root.name) && !visitors.scopes.some((s) => s.defined.includes(root.name!)))
          out.push(root.name);
        return;
      }
      if (node.type !== 'Identifier' || !isReference(node, parent)) return;
      if (parent?.type === 'JSXAttribute' || parent?.type === 'JSXOpeningElement' || parent?.type === 'JSXClosingElement') return;
      if (visitors.scopes.some((s) => s.defined.includes(node.name))) return;
      if (atCall && functions > 0 && !PAGE_SCOPE.has(node.name)) return;
      out.push(node.name);
    },
    leave(node) {
      visitors.exit(node);
      if (FUNCTION.test(node.type)) functions--;
    },
  });
  return out;
}

/** Whether a program makes a function (`() => …`, `function () {…}`, a method, a class): a value only the browser's code can give a component. */
export function makesFunction(program: Program): boolean {
  let found = false;
  walk(program as EstreeNode, {
    enter(node) {
      const method = node.type === 'Property' && ((node as { method?: boolean }).method || (node as { kind?: string }).kind !== 'init');
      if (FUNCTION.test(node.type) || method) found = true;
      if (found) this.skip();
    },
  });
  return found;
}

/** Programs of a node's attributes. */
function attributePrograms(node: MdxNode): Program[] {
  const out: Program[] = [];
  for (const attr of node.attributes ?? []) {
    if (attr.type === 'mdxJsxExpressionAttribute' && attr.data?.estree) out.push(attr.data.estree);
    const value = attr.value as MdxNode | undefined;
    if (value && typeof value === 'object' && value.data?.estree) out.push(value.data.estree);
  }
  return out;
}

/** The element's JSX name, its attributes as JSX source, and the names they read; undefined for what JSX cannot say. */
function openingSource(node: MdxNode): { open: string; close: string; names: string[] } | undefined {
  const names: string[] = [];
  if (node.name && /^[A-Z_$]/.test(node.name)) names.push(node.name.split('.')[0]);
  const attrs: string[] = [];
  for (const attr of node.attributes ?? []) {
    if (attr.type === 'mdxJsxExpressionAttribute') {
      if (!attr.data?.estree) return undefined;
      attrs.push(`{${String(attr.value)}}`);
      names.push(...freeNames(attr.data.estree, true, true));
    } else if (attr.type === 'mdxJsxAttribute' && attr.name) {
      const value = attr.value as MdxNode | string | null | undefined;
      if (value === null || value === undefined) attrs.push(attr.name);
      else if (typeof value === 'string') attrs.push(`${attr.name}={${JSON.stringify(value)}}`);
      else {
        if (!value.data?.estree) return undefined;
        attrs.push(`${attr.name}={${value.value}}`);
        names.push(...freeNames(value.data.estree, true, true));
      }
    } else return undefined;
  }
  const tag = node.name ?? '';
  return { open: `<${[tag, ...attrs].join(' ')}>`, close: `</${tag}>`, names };
}

/** A node as JSX source (elements, expressions, paragraphs and text, as MDX renders them), or undefined when it holds Markdown JSX cannot say. */
function jsxSource(node: MdxNode, names: string[]): string | undefined {
  if (isExpression(node)) {
    if (!node.data?.estree) return node.value?.trim() ? undefined : '';
    names.push(...freeNames(node.data.estree, true, true));
    return `{${node.value}}`;
  }
  if (node.type === 'text') return `{${JSON.stringify(node.value ?? '')}}`;
  const children: string[] = [];
  for (const child of node.children ?? []) {
    const s = jsxSource(child, names);
    if (s === undefined) return undefined;
    children.push(s);
  }
  if (node.type === 'paragraph') return `<p>${children.join('')}</p>`;
  if (!isJsx(node)) return undefined;
  const opening = openingSource(node);
  if (!opening) return undefined;
  names.push(...opening.names);
  return `${opening.open}${children.join('')}${opening.close}`;
}

/**
 * Whether an import or require names a module webpack bundles as code: not a partial or data file,
 * which the engine reads itself (lib/mdx/remark-imports.ts), nor a file its file loader takes.
 */
export function namesModule(spec: string): boolean {
  return !/\.(mdx?|json|ya?ml)$/.test(spec) && !isAssetImport(spec);
}

/** Whether a program calls `require('…')` with a module's name (`require('@site/sidebars.js').default`), which webpack bundles. */
function requiresModule(program: Program): boolean {
  let found = false;
  walk(program as EstreeNode, {
    enter(node) {
      const call = node as unknown as { type: string; callee?: { type: string; name?: string }; arguments?: { type: string; value?: unknown }[] };
      const arg = call.arguments?.[0];
      if (call.type === 'CallExpression' && call.callee?.type === 'Identifier' && call.callee.name === 'require' && call.arguments?.length === 1)
        if (arg?.type === 'Literal' && typeof arg.value === 'string' && namesModule(arg.value) && !/^[a-z]+:/.test(arg.value)) found = true;
    },
  });
  return found;
}

/** Every expression program of a tree: child expressions, spread attributes and attribute values. */
function expressionPrograms(node: MdxNode, out: Program[] = []): Program[] {
  if (isExpression(node) && node.data?.estree) out.push(node.data.estree);
  if (isJsx(node)) out.push(...attributePrograms(node));
  for (const child of node.children ?? []) expressionPrograms(child, out);
  return out;
}

/** The file's own code: its ESM blocks less their imports (exports, declarations), as programs. */
function esmPrograms(tree: Root): Program[] {
  return (tree.children as unknown as { type: string; data?: { estree?: Program | null } }[]).flatMap((n) =>
    n.type === 'mdxjsEsm' && n.data?.estree ? [{ ...n.data.estree, body: n.data.estree.body.filter((s) => s.type !== 'ImportDeclaration') }] : [],
  );
}

/**
 * Names a tree's expressions and exports read as values, not as elements: a partial given as a prop
 * (`code={{ 'index.html': IndexHtml }}`) is a component the page cannot inline (./page-module.ts).
 */
export function valueReads(tree: Root): Set<string> {
  return new Set([...expressionPrograms(tree as unknown as MdxNode), ...esmPrograms(tree)].flatMap((p) => freeNames(p, false)));
}

/**
 * The components to hoist out of a page's tree: `moduleNames` are the names its module binds,
 * `imported` those of them that only the module has (imports of JavaScript modules), and
 * `partialValues` the partials it also has, which count where read as values (as elements, the page inlines them).
 * `functionValues`: the file's own exports that hold a function (a component, a callback, an object of them).
 *
 * An element given a function, written in its attributes (`onPick={() => …}`, `{...{ Icon, onPick }}`) or as
 * its child (`{(flavor) => …}`, a render prop), or read from such an export, is hoisted too: in Docusaurus the page's code runs in the browser
 * with its components, so a function reaches a component (or an `onClick` its element); here the
 * page renders on the server, and no function it makes can reach the browser.
 */
export function expressionHoists(
  tree: Root,
  moduleNames: ReadonlySet<string>,
  imported: ReadonlySet<string>,
  partialValues: ReadonlySet<string> = new Set(),
  functionValues: ReadonlySet<string> = new Set(),
): Hoist[] {
  const hoists: Hoist[] = [];
  // (`require` where it names a module: the module's bundle resolves it, as webpack does.)
  const bound = (names: string[], programs: Program[]) =>
    names.every((n) => moduleNames.has(n) || (n in globalThis && n !== 'props') || (n === 'require' && programs.some(requiresModule)));
  const usesImport = (programs: Program[]) =>
    programs.some(
      (p) =>
        freeNames(p).some((n) => imported.has(n)) || (partialValues.size > 0 && freeNames(p, false).some((n) => partialValues.has(n))) || requiresModule(p),
    );
  const givesFunction = (p: Program) => makesFunction(p) || (functionValues.size > 0 && freeNames(p, false).some((n) => functionValues.has(n)));
  const add = (node: MdxNode, body: string, params = '') => {
    const name = hoistedName(node.position, params !== '');
    if (name) hoists.push({ name, code: `export const ${name} = (${params}) => (${body});` });
  };
  const visitNode = (node: MdxNode): void => {
    if (isJsx(node)) {
      const childExpressions = (node.children ?? []).filter((c) => isExpression(c) && c.data?.estree);
      const attrUses = usesImport(attributePrograms(node)) || attributePrograms(node).some(givesFunction);
      const childPrograms = childExpressions.map((c) => c.data!.estree!);
      const programs = [...attributePrograms(node), ...childPrograms];
      // (A child that is a function, a render prop's `{(flavor) => …}`, reaches the component only from the browser's code too.)
      if (attrUses || usesImport(childPrograms) || childPrograms.some(givesFunction)) {
        const names: string[] = [];
        const whole = jsxSource(node, names);
        if (whole !== undefined && bound(names, programs)) return add(node, whole);
        const opening = attrUses ? openingSource(node) : undefined;
        if (opening && bound(opening.names, attributePrograms(node))) add(node, `${opening.open}{children}${opening.close}`, '{ children }');
      }
    } else if (isExpression(node) && node.data?.estree && usesImport([node.data.estree])) {
      const names = freeNames(node.data.estree, true, true);
      if (bound(names, [node.data.estree])) return add(node, `<>{${node.value}}</>`);
    }
    for (const child of node.children ?? []) visitNode(child);
  };
  for (const child of tree.children as RootContent[]) visitNode(child as unknown as MdxNode);
  return hoists;
}
