/**
 * Names an MDX page's expressions use but nothing defines. `{name}` with no `export const name`,
 * data import or prop is a ReferenceError that only shows up when the page renders; here it is
 * found from the syntax tree, at file:line:column, without rendering.
 */
import type { Root } from 'mdast';
import type { Node } from 'unist';
import type { Node as EstreeNode, Program } from 'estree';
import { walk } from 'estree-walker';
import { createVisitors } from 'estree-util-scope';
import { eachNode } from './each-node';

/** What a compiled page has in scope besides its own exports: MDX's props and the evaluate scope (components/mdx/render.tsx pageScope). */
export const PAGE_SCOPE = ['props', 'frontmatter', 'toc', 'hasH1', 'buildEnv'];

export interface UndefinedName {
  name: string;
  line?: number;
  column?: number;
  /** The node the expression belongs to (its origin tells a partial's nodes apart). */
  node: Node;
}

interface WithEstree {
  type: string;
  data?: { estree?: Program | null };
  // (A directive's attributes are an object.)
  attributes?: { type: string; name?: string; value?: unknown; data?: { estree?: Program | null } }[] | Record<string, unknown>;
}

/** A program of the page's code and the node it belongs to. */
export interface PageProgram {
  program: Program;
  node: Node;
  /** The value of an event handler attribute (`onClick={…}`): React calls its functions in the browser, never while rendering. */
  handler?: boolean;
}

const HANDLER = /^on[A-Z]/;
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

/** The page's `import`/`export` blocks and its expressions (`{…}`, attribute values, spread attributes). */
export function programsOf(tree: Root): { esm: PageProgram[]; expressions: PageProgram[] } {
  const esm: PageProgram[] = [];
  const expressions: PageProgram[] = [];
  eachNode(tree, (node) => {
    const n = node as unknown as WithEstree;
    if (n.type === 'mdxjsEsm' && n.data?.estree) esm.push({ program: n.data.estree, node });
    if ((n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression') && n.data?.estree) expressions.push({ program: n.data.estree, node });
    for (const attr of Array.isArray(n.attributes) ? n.attributes : []) {
      if (attr.type === 'mdxJsxExpressionAttribute' && attr.data?.estree) expressions.push({ program: attr.data.estree, node });
      const value = attr.value as WithEstree | undefined;
      if (value && typeof value === 'object' && value.data?.estree)
        expressions.push({ program: value.data.estree, node, ...(attr.name && HANDLER.test(attr.name) ? { handler: true } : {}) });
    }
  });
  return { esm, expressions };
}

/** Top-level names the page's `export`/`import` statements declare. */
export function declaredNames(programs: PageProgram[]): Set<string> {
  const names = new Set<string>();
  for (const { program } of programs) {
    const visitors = createVisitors();
    walk(program as EstreeNode, {
      enter(node) {
        visitors.enter(node);
      },
      leave(node) {
        visitors.exit(node);
      },
    });
    for (const name of visitors.scopes[0].defined) names.add(name);
  }
  return names;
}

/** Whether an Identifier is read as a variable (not a property name, key or label). */
export function isReference(node: EstreeNode, parent: EstreeNode | null): boolean {
  if (!parent) return true;
  if (parent.type === 'MemberExpression') return parent.object === node || parent.computed;
  if (parent.type === 'Property') return parent.value === node || parent.computed;
  if (parent.type === 'MethodDefinition' || parent.type === 'PropertyDefinition') return parent.computed;
  if (parent.type === 'LabeledStatement' || parent.type === 'BreakStatement' || parent.type === 'ContinueStatement') return false;
  if (parent.type === 'ExportSpecifier' || parent.type === 'ImportSpecifier' || parent.type === 'ImportDefaultSpecifier') return false;
  return true;
}

/** `programs`: the tree's programsOf, when the caller has them already. */
export function undefinedNames(tree: Root, programs = programsOf(tree)): UndefinedName[] {
  const { esm, expressions } = programs;
  const defined = declaredNames(esm);
  const found: UndefinedName[] = [];
  for (const { program, node: owner, handler } of expressions) {
    const visitors = createVisitors();
    // A handler's function bodies run on a click in the browser (where `alert` is defined), not at render.
    let functions = 0;
    walk(program as EstreeNode, {
      enter(node, parent) {
        visitors.enter(node);
        if (FUNCTIONS.has(node.type)) functions++;
        if (node.type !== 'Identifier' || !isReference(node, parent) || (handler && functions > 0)) return;
        // A declaration (`(x) => …`, `const x`) registers the name in the scope as it is entered.
        if (visitors.scopes.some((s) => s.defined.includes(node.name))) return;
        if (defined.has(node.name) || PAGE_SCOPE.includes(node.name) || node.name in globalThis) return;
        found.push({ name: node.name, line: node.loc?.start.line, column: node.loc ? node.loc.start.column + 1 : undefined, node: owner });
      },
      leave(node) {
        visitors.exit(node);
        if (FUNCTIONS.has(node.type)) functions--;
      },
    });
  }
  return found;
}
