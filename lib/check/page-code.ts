/**
 * What page code may do. A page's expressions (`{…}`) and `export` statements run at build time, on
 * the build machine; the content is untrusted, so that code must not reach the machine (process,
 * require, the file system, the network, the environment) nor change what the engine shares with it
 * (the globals). The rule is checked on the syntax tree, before anything runs, and is an allow-list:
 *
 * - a free name is the page's own (exports, data imports), the page scope (PAGE_SCOPE: props,
 *   frontmatter, toc, hasH1, buildEnv) or one of SAFE_GLOBALS, plain JavaScript;
 * - a global is only called, constructed or read from, never assigned, changed or passed as a value
 *   (`Object.assign(Number, …)` would replace what the engine calls), and so are the constructors it
 *   holds (`Intl.DateTimeFormat`);
 * - no property named in DENIED_MEMBERS: from any value, `constructor` twice reaches Function and
 *   Function reaches the global object; `__proto__`, `prototype` and the descriptor functions reach
 *   the same by other paths;
 * - a computed key (`x[k]`) is a literal, a number by construction (`x[i - 1]`, `x[+k]`), or indexes
 *   `buildEnv` (frozen, without prototype): any other key could spell "constructor". One more form
 *   is a lookup in the page's data: `data[k].name`, where `data` is a data import or a constant
 *   object or array literal of the page, read at once by a plain property name, not called as a
 *   method of `data[k]` and never written through: whatever `k` is, that reaches only the data, or
 *   a function of Object, Array or their prototypes, which page code can only apply to its own values;
 * - no `import()`, `import.meta`, `with`, `arguments`, async functions or `await` (a page is
 *   evaluated once, synchronously, within content.limits.pageSeconds).
 *
 * The render runs the compiled code with the most dangerous names shadowed as well
 * (components/mdx/render.tsx), but this rule is what makes it safe.
 */
import type { Node } from 'unist';
import type { Node as EstreeNode, Program, Expression, Pattern } from 'estree';
import { walk } from 'estree-walker';
import { createVisitors } from 'estree-util-scope';
import { PAGE_SCOPE, declaredNames, isReference, programsOf, type PageProgram } from '../mdx/expressions';
import { statementPlaces, type Locate } from './esm-place';

/** Globals page code may use: values and functions of the language itself, nothing of the host. */
const SAFE_GLOBALS = new Set([
  'undefined',
  'NaN',
  'Infinity',
  'Boolean',
  'String',
  'Number',
  'BigInt',
  'parseInt',
  'parseFloat',
  'isNaN',
  'isFinite',
  'encodeURIComponent',
  'decodeURIComponent',
  'encodeURI',
  'decodeURI',
  'Math',
  'JSON',
  'Object',
  'Array',
  'Date',
  'RegExp',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Intl',
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'ReferenceError',
]);

/**
 * Safe globals that may only be called or constructed: RegExp's legacy statics (RegExp.input,
 * RegExp.$1) hold the last text any regular expression of the build matched, and Error's
 * (prepareStackTrace, captureStackTrace) reach the call stack.
 */
const NO_STATICS = new Set(['RegExp', 'Error', 'TypeError', 'RangeError', 'SyntaxError', 'ReferenceError']);

/** Safe globals that are plain values (the others are functions and namespaces: called or read from only). */
const VALUE_GLOBALS = new Set(['undefined', 'NaN', 'Infinity']);

/** Globals that reach the build machine or run text as code, with what to do instead. */
const MACHINE_GLOBALS = new Set([
  'process',
  'require',
  'module',
  'exports',
  '__filename',
  '__dirname',
  'globalThis',
  'global',
  'window',
  'self',
  'Function',
  'eval',
  'Reflect',
  'Proxy',
  'fetch',
  'Buffer',
  'WebAssembly',
]);

/** Property names that lead from any value to Function, prototypes or the caller's frames. */
const DENIED_MEMBERS = new Set([
  'constructor',
  '__proto__',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'getPrototypeOf',
  'setPrototypeOf',
  'getOwnPropertyDescriptor',
  'getOwnPropertyDescriptors',
  'defineProperty',
  'defineProperties',
  'caller',
  'callee',
  'arguments',
  'prepareStackTrace',
  'captureStackTrace',
  'fromAsync',
  // An error's stack names the build machine's files.
  'stack',
]);

/** Operators whose result is always a number (or a BigInt), whatever their operands. */
const NUMERIC_BINARY = new Set(['-', '*', '/', '%', '**', '|', '&', '^', '<<', '>>', '>>>']);
/** Globals whose call always gives a number. */
const NUMERIC_CALLS = new Set(['Number', 'parseInt', 'parseFloat']);

export interface CodeProblem {
  message: string;
  line?: number;
  column?: number;
  /** The node the code belongs to (its origin names a partial). */
  node: Node;
  /** Set when the code came into the page from a partial's export, whose position is not known here. */
  fromPartialExport?: boolean;
}

const DO_INSTEAD =
  'compute the value in the page or a data file; for an environment variable, list it in content.buildEnv in site.config.json and read buildEnv.NAME';

type Parent = EstreeNode | null;

/** `programs`: the page tree's (lib/mdx/expressions.ts programsOf); `sourceText`: the text a node was parsed from (its file's). */
export function pageCodeProblems(programs: ReturnType<typeof programsOf>, sourceText: (node: Node) => string | undefined): CodeProblem[] {
  const { esm, expressions } = programs;
  const page: PageNames = { declared: declaredNames(esm), data: dataBindings(esm) };
  const problems: CodeProblem[] = [];
  for (const p of esm) checkEsm(p, page, sourceText, problems);
  for (const p of expressions) checkProgram(p.program, p.node, page, 'expression', (loc) => ({ line: loc.line, column: loc.column }), problems);
  // In the order of the text (the walk meets `a[x][y]`'s outer key first).
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
}

interface PageNames {
  /** Every name the page's exports and imports declare. */
  declared: Set<string>;
  /** Those that are constants holding an object or array literal (data imports become such constants). */
  data: Set<string>;
}

/** Top-level `const x = {…}` / `[…]` of the page's export blocks, and data imports (before remark-imports makes them such constants). */
function dataBindings(esm: PageProgram[]): Set<string> {
  const names = new Set<string>();
  for (const { program } of esm)
    for (const stmt of program.body) {
      if (stmt.type === 'ImportDeclaration' && /\.(json|ya?ml)$/.test(String(stmt.source.value)))
        for (const s of stmt.specifiers) if (s.type === 'ImportDefaultSpecifier') names.add(s.local.name);
      const decl = stmt.type === 'ExportNamedDeclaration' ? stmt.declaration : stmt;
      if (decl?.type !== 'VariableDeclaration' || decl.kind !== 'const') continue;
      for (const d of decl.declarations)
        if (d.id.type === 'Identifier' && (d.init?.type === 'ObjectExpression' || d.init?.type === 'ArrayExpression')) names.add(d.id.name);
    }
  return names;
}

/** An export block: each statement placed in its file (lib/check/esm-place.ts). */
function checkEsm({ program, node }: PageProgram, page: PageNames, sourceText: (node: Node) => string | undefined, problems: CodeProblem[]): void {
  const places = statementPlaces(node, sourceText);
  program.body.forEach((stmt, i) => checkProgram({ ...program, body: [stmt] } as Program, node, page, 'esm', places[i], problems));
}

function checkProgram(program: Program, owner: Node, page: PageNames, kind: 'esm' | 'expression', locate: Locate, problems: CodeProblem[]): void {
  const visitors = createVisitors();
  const isLocal = (name: string) => visitors.scopes.some((s) => s.defined.includes(name)) || page.declared.has(name) || PAGE_SCOPE.includes(name);
  /** A name that means the page-level binding (an export's own top level is the page's). */
  const isPageLevel = (name: string) => !visitors.scopes.slice(kind === 'esm' ? 1 : 0).some((s) => s.defined.includes(name));
  const report = (node: EstreeNode, message: string) => {
    const at = node.loc ? locate(node.loc.start) : undefined;
    // An export statement whose text is not in its file came from a partial by an import.
    problems.push({ message, node: owner, ...(at ? { line: at.line, column: at.column + 1 } : { fromPartialExport: kind === 'esm' }) });
  };

  /** A free name: the rule on globals (undefined names are lib/mdx/expressions.ts's in expressions). */
  const checkName = (id: EstreeNode & { name: string }, parent: Parent, grandparent: Parent) => {
    const { name } = id;
    // `typeof window` reads nothing (and is how pages test where they run).
    if (isLocal(name) || (parent?.type === 'UnaryExpression' && parent.operator === 'typeof')) return;
    if (name === 'arguments') return report(id, '"arguments" is not available to page code — give the function rest parameters (...args)');
    if (MACHINE_GLOBALS.has(name))
      return report(id, `page code cannot use "${name}" (expressions and exports run on the build machine, which pages may not reach) — ${DO_INSTEAD}`);
    if (!SAFE_GLOBALS.has(name)) {
      if (name in globalThis)
        return report(id, `page code cannot use "${name}" (only plain JavaScript such as Math, JSON, Date or Intl is available at build time) — ${DO_INSTEAD}`);
      // Not a global: a ReferenceError. In an export (expressions are lib/mdx/expressions.ts's) it could name one of the renderer's globals.
      // Inside a function of an export: a component of the page's own, which may use any module once the site allows it.
      const inFunction = visitors.scopes.length > 1;
      if (kind === 'esm')
        report(
          id,
          `"${name}" is not defined (the page would fail to render with a ReferenceError) — define it with \`export const ${name} = …\` or import it from a data file` +
            (inFunction ? `; for a component of the page's own that imports modules, set "content": { "pageComponents": true } in site.config.json` : ''),
        );
      return;
    }
    if (isWritten(id, parent, grandparent))
      return report(
        id,
        `page code cannot change "${name}" (the build shares it with every page) — copy what you need into a constant of the page and change that`,
      );
    if (NO_STATICS.has(name) && parent?.type === 'MemberExpression' && parent.object === id)
      return report(
        id,
        `page code can only call or construct "${name}" (new ${name}(…)): its own properties hold what the build ran (the last text a regular expression matched, the call stack) — use a value of the page`,
      );
    if (!VALUE_GLOBALS.has(name) && !isCalledOrRead(id, parent))
      report(
        id,
        `"${name}" can only be called or read from in page code (${name}.x, ${name}(…)), not passed around or stored — call it where the value is needed`,
      );
  };

  /** A property name: not one of DENIED_MEMBERS. */
  const checkMemberName = (at: EstreeNode, name: string) => {
    if (DENIED_MEMBERS.has(name))
      report(
        at,
        `page code cannot read ".${name}" (it leads to the JavaScript engine's internals and from there to the build machine) — read the data you need by its own property name`,
      );
  };

  /**
   * A computed key: a literal (then its name is checked), a number by construction, an index into
   * buildEnv, or a lookup in the page's data read at once by a plain name (`data[k].name`).
   */
  const checkKey = (key: EstreeNode, member: EstreeNode | undefined, parent: Parent, grandparent: Parent) => {
    const literal = staticKey(key);
    if (literal !== undefined) return checkMemberName(key, literal);
    if (isNumeric(key, isLocal)) return;
    const object = member?.type === 'MemberExpression' ? member.object : undefined;
    if (object?.type === 'Identifier' && isPageLevel(object.name)) {
      if (object.name === 'buildEnv' && !page.declared.has('buildEnv')) return;
      // Not called as a method: `data["__proto__"].valueOf()` would hand out Object.prototype itself.
      const called =
        ((grandparent?.type === 'CallExpression' || grandparent?.type === 'NewExpression') && grandparent.callee === parent) ||
        (grandparent?.type === 'TaggedTemplateExpression' && grandparent.tag === parent);
      if (page.data.has(object.name) && parent?.type === 'MemberExpression' && parent.object === member && !parent.computed && !called) return;
    }
    report(
      key,
      'page code cannot index with a computed key (x[key]): a key made at build time could be "constructor" and reach the build machine — use a literal key (x["name"]), a number (x[i - 1], x[+key]), .at(i) for arrays, or Object.entries(x).find(([k]) => k === key)',
    );
  };

  // The nodes above the current one (the walk gives only its parent).
  const ancestors: EstreeNode[] = [];
  walk(program as EstreeNode, {
    enter(node, parent) {
      visitors.enter(node);
      const grandparent = ancestors[ancestors.length - 2] ?? null;
      ancestors.push(node);
      switch (node.type) {
        case 'Identifier':
          if (isReference(node, parent) && !isDeclaredName(node, parent)) checkName(node, parent, grandparent);
          break;
        case 'MemberExpression':
          if (node.computed) checkKey(node.property, node, parent, grandparent);
          else if (node.property.type === 'Identifier') checkMemberName(node.property, node.property.name);
          break;
        case 'ObjectPattern':
          for (const p of node.properties) {
            if (p.type !== 'Property') continue;
            if (p.computed) checkKey(p.key, undefined, null, null);
            else if (p.key.type === 'Identifier') checkMemberName(p.key, p.key.name);
            else if (p.key.type === 'Literal') checkMemberName(p.key, String(p.key.value));
          }
          break;
        case 'ImportExpression':
          report(node, 'page code cannot use import() (it would load code at build time) — import partials and data files at the top of the page');
          break;
        case 'MetaProperty':
          if (node.meta.name === 'import')
            report(node, 'page code cannot use import.meta (it describes the build machine) — use a value of the page or buildEnv');
          break;
        case 'WithStatement':
          report(node, 'page code cannot use `with` — name the object: obj.x');
          break;
        case 'AwaitExpression':
          report(node, 'page code cannot wait (await): a page is evaluated once, synchronously, at build time — compute the value directly');
          break;
        case 'ForOfStatement':
          if (node.await) report(node, 'page code cannot wait (for await): a page is evaluated once, synchronously, at build time — use a plain for…of');
          break;
        case 'ArrowFunctionExpression':
        case 'FunctionExpression':
        case 'FunctionDeclaration':
          if (node.async)
            report(node, 'page code cannot use async functions: a page is evaluated once, synchronously, at build time — make the function synchronous');
          break;
        case 'JSXMemberExpression' as never:
          checkJsxMember(node as unknown as JsxMember);
          break;
        case 'JSXOpeningElement' as never: {
          // In an export, <Name> and <a.b> compile to the identifiers themselves (in the page's
          // content MDX takes them from its components instead).
          const name = (node as unknown as { name: JsxName }).name;
          if (
            kind === 'esm' &&
            name.type === 'JSXIdentifier' &&
            !/^[a-z]/.test(name.name) &&
            SAFE_GLOBALS.has(name.name) === false &&
            name.name in globalThis &&
            !isLocal(name.name)
          )
            report(name as never, `page code cannot use "${name.name}" as a component — ${DO_INSTEAD}`);
          break;
        }
        default:
          break;
      }
      // Writes: an assignment, update or delete whose target is a member of a global, or goes
      // through a looked-up key (`data[k].x = …` could write to Object.prototype).
      for (const target of writeTargets(node)) {
        const root = memberRoot(target);
        if (root && target !== root && !isLocal(root.name) && root.name in globalThis)
          report(
            target,
            `page code cannot change "${root.name}" (the build shares it with every page) — copy what you need into a constant of the page and change that`,
          );
        else if (hasLookup(target, isLocal))
          report(
            target,
            'page code cannot write through a computed key (data[key].x = …): the key could reach an object every page shares — build a new object instead',
          );
      }
    },
    leave(node) {
      visitors.exit(node);
      ancestors.pop();
    },
  });

  type JsxName = { type: 'JSXIdentifier'; name: string } | JsxMember | { type: 'JSXNamespacedName' };
  interface JsxMember {
    type: 'JSXMemberExpression';
    object: JsxName;
    property: { type: 'JSXIdentifier'; name: string };
  }
  /** `<a.b.c>`: no denied property, and (in an export, where it is evaluated as written) a root the page may use. */
  function checkJsxMember(node: JsxMember) {
    checkMemberName(node.property as never, node.property.name);
    if (node.object.type === 'JSXIdentifier' && kind === 'esm') {
      const root = node.object;
      if (!isLocal(root.name) && (MACHINE_GLOBALS.has(root.name) || root.name in globalThis || root.name === 'arguments'))
        report(
          root as never,
          `page code cannot use "${root.name}" (expressions and exports run on the build machine, which pages may not reach) — ${DO_INSTEAD}`,
        );
    }
  }
}

/** An identifier that is no variable: a class expression's own name (estree-util-scope leaves it out), `import.meta`'s words. */
function isDeclaredName(node: EstreeNode, parent: Parent): boolean {
  return (parent?.type === 'ClassExpression' && parent.id === node) || parent?.type === 'MetaProperty';
}

/** The string a key always is, when it is written as a literal. */
function staticKey(key: EstreeNode): string | undefined {
  if (key.type === 'Literal' && !(key.value instanceof RegExp)) return String(key.value);
  if (key.type === 'TemplateLiteral' && key.expressions.length === 0) return key.quasis[0].value.cooked ?? undefined;
  return undefined;
}

/** Whether an expression is a number (or BigInt) whatever its operands are. */
function isNumeric(node: EstreeNode, isLocal: (name: string) => boolean): boolean {
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'number' || typeof node.value === 'bigint';
    case 'UnaryExpression':
      return node.operator === '-' || node.operator === '+' || node.operator === '~';
    case 'UpdateExpression':
      return true;
    case 'BinaryExpression':
      return NUMERIC_BINARY.has(node.operator) || (node.operator === '+' && isNumeric(node.left, isLocal) && isNumeric(node.right, isLocal));
    case 'ConditionalExpression':
      return isNumeric(node.consequent, isLocal) && isNumeric(node.alternate, isLocal);
    case 'SequenceExpression':
      return isNumeric(node.expressions[node.expressions.length - 1], isLocal);
    case 'CallExpression': {
      const callee = node.callee;
      if (callee.type === 'Identifier') return NUMERIC_CALLS.has(callee.name) && !isLocal(callee.name);
      return callee.type === 'MemberExpression' && !callee.computed && callee.object.type === 'Identifier' && callee.object.name === 'Math' && !isLocal('Math');
    }
    default:
      return false;
  }
}

/** Whether a global's identifier is assigned to or updated. */
function isWritten(id: EstreeNode, parent: Parent, grandparent: Parent): boolean {
  if (!parent) return false;
  if (parent.type === 'AssignmentExpression' && parent.left === id) return true;
  if (parent.type === 'UpdateExpression') return true;
  if ((parent.type === 'ForInStatement' || parent.type === 'ForOfStatement') && parent.left === id) return true;
  // Inside a destructuring assignment target.
  if (parent.type === 'Property' && grandparent?.type === 'ObjectPattern' && parent.value === id) return true;
  if (parent.type === 'ArrayPattern' || parent.type === 'RestElement' || (parent.type === 'AssignmentPattern' && parent.left === id)) return true;
  return false;
}

/** Whether a global is used in a way that does not hand it on: called, constructed, or the object of a read. */
function isCalledOrRead(id: EstreeNode, parent: Parent): boolean {
  if (!parent) return false;
  if ((parent.type === 'CallExpression' || parent.type === 'NewExpression') && parent.callee === id) return true;
  if (parent.type === 'TaggedTemplateExpression' && parent.tag === id) return true;
  if (parent.type === 'MemberExpression' && parent.object === id) return true;
  // `typeof X`, `x instanceof X` read nothing from it.
  if (parent.type === 'UnaryExpression' && parent.operator === 'typeof') return true;
  if (parent.type === 'BinaryExpression' && parent.operator === 'instanceof' && parent.right === id) return true;
  return false;
}

/** The expressions an assignment, update, delete or for-in/of writes to (destructuring patterns taken apart). */
function writeTargets(node: EstreeNode): EstreeNode[] {
  if (node.type === 'AssignmentExpression') return patternTargets(node.left);
  if (node.type === 'UpdateExpression') return [node.argument];
  if (node.type === 'UnaryExpression' && node.operator === 'delete') return [node.argument];
  if ((node.type === 'ForInStatement' || node.type === 'ForOfStatement') && node.left.type !== 'VariableDeclaration') return patternTargets(node.left);
  return [];
}

function patternTargets(p: Pattern | Expression): EstreeNode[] {
  switch (p.type) {
    case 'ObjectPattern':
      return p.properties.flatMap((q) => (q.type === 'Property' ? patternTargets(q.value) : patternTargets(q.argument)));
    case 'ArrayPattern':
      return p.elements.flatMap((e) => (e ? patternTargets(e) : []));
    case 'RestElement':
      return patternTargets(p.argument);
    case 'AssignmentPattern':
      return patternTargets(p.left);
    default:
      return [p];
  }
}

/** Whether a member chain has a computed key that is neither a literal nor a number. */
function hasLookup(node: EstreeNode, isLocal: (name: string) => boolean): boolean {
  for (let n = node; n.type === 'MemberExpression' || n.type === 'ChainExpression'; n = n.type === 'ChainExpression' ? n.expression : n.object)
    if (n.type === 'MemberExpression' && n.computed && staticKey(n.property) === undefined && !isNumeric(n.property, isLocal)) return true;
  return false;
}

/** `a.b[c].d` → a (the identifier a member chain starts from), else undefined. */
function memberRoot(node: EstreeNode): (EstreeNode & { type: 'Identifier'; name: string }) | undefined {
  let n = node;
  while (n.type === 'MemberExpression') n = n.object;
  if (n.type === 'ChainExpression') return memberRoot(n.expression);
  return n.type === 'Identifier' ? n : undefined;
}
