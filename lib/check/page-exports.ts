/**
 * Runs a page's module level once (its export statements, its data constants and the exports its
 * partials give it), as the compiled page runs it, so that an export that throws or never ends is
 * reported at its file:line by the check and by the build's page pass alike, before anything
 * renders (a page that hydrates is otherwise evaluated by Next only). It runs in a context of its
 * own: no process or require, no eval or new Function (codeGeneration off), nothing that schedules
 * code for later, within the time limit (content.limits.pageSeconds); JSX is made into plain objects.
 */
import vm from 'node:vm';
import type { Node } from 'unist';
import type { Node as EstreeNode, Position, Program, Statement, ModuleDeclaration } from 'estree';
import { buildJsx } from 'estree-util-build-jsx';
import { toJs } from 'estree-util-to-js';
import { copyTree } from '../mdx/copy-tree';
import type { PageProgram } from '../mdx/expressions';
import { statementPlaces, type Locate } from './esm-place';

export interface ExportFailure {
  message: string;
  /** The export block the statement belongs to (its origin names a partial). */
  node: Node;
  line?: number;
  column?: number;
}

export interface ExportsScope {
  /** content.limits.pageSeconds */
  seconds: number;
  /** content.buildEnv's values (lib/config/build-env.ts). */
  buildEnv: Record<string, string | undefined>;
}

interface Step {
  js: string;
  node: Node;
  locate: Locate;
  start?: Position;
}

/**
 * What could run code after the evaluation, outside its time limit, taken from the context: page code
 * may not make promises (the rule refuses async code, import() and Promise), and a context's own
 * microtask queue (microtaskMode "afterEvaluate") is no way out, as Node aborts when the time limit
 * stops a microtask while async hooks are on (Node 20).
 */
const UNSCHEDULE = ['Promise', 'FinalizationRegistry', 'WeakRef', 'Atomics', 'SharedArrayBuffer', 'WebAssembly']
  .map((name) => `delete globalThis.${name};`)
  .concat('delete Array.fromAsync;')
  .join('\n');

/** What of a module statement runs at module level in the compiled page (whose imports remark-imports has resolved). */
function runnable(stmt: Statement | ModuleDeclaration): EstreeNode | undefined {
  if (stmt.type === 'ImportDeclaration' || stmt.type === 'ExportAllDeclaration') return undefined;
  if (stmt.type === 'ExportNamedDeclaration') return stmt.declaration ?? undefined;
  if (stmt.type === 'ExportDefaultDeclaration') {
    const d = stmt.declaration;
    if (d.type === 'FunctionDeclaration') return { type: 'ExpressionStatement', expression: { ...d, type: 'FunctionExpression' } };
    if (d.type === 'ClassDeclaration') return { type: 'ExpressionStatement', expression: { ...d, type: 'ClassExpression' } };
    return { type: 'ExpressionStatement', expression: d };
  }
  return stmt;
}

function stepsOf(esm: PageProgram[], sourceText: (node: Node) => string | undefined): Step[] {
  const steps: Step[] = [];
  for (const { program, node } of esm) {
    const places = statementPlaces(node, sourceText);
    program.body.forEach((stmt, i) => {
      const run = runnable(stmt);
      if (!run) return;
      const alone = { type: 'Program', sourceType: 'script', body: [copyTree(run)] } as Program;
      buildJsx(alone, { runtime: 'classic', pragma: '__docsJsx', pragmaFrag: '__docsFragment' });
      steps.push({ js: toJs(alone).value, node, locate: places[i], start: stmt.loc?.start });
    });
  }
  return steps;
}

/**
 * The page's module level, run once; the first failure (an error thrown, or the time limit),
 * undefined when it runs through. Errors are described inside the context, within the limit: a
 * thrown object is page code too.
 */
export function evaluatePageExports(esm: PageProgram[], scope: ExportsScope, sourceText: (node: Node) => string | undefined): ExportFailure | undefined {
  const steps = stepsOf(esm, sourceText);
  if (!steps.length) return undefined;
  const code = [
    'var __docsAt = -1, __docsError;',
    'try {',
    '(function (frontmatter, toc, hasH1, buildEnv) {',
    '"use strict";',
    'const __docsJsx = (type, props, ...children) => ({ type, props: { ...props, children } });',
    'const __docsFragment = "fragment";',
    ...steps.flatMap((s, i) => [`__docsAt = ${i};`, s.js]),
    `})({}, [], false, Object.freeze(Object.assign(Object.create(null), ${JSON.stringify(scope.buildEnv)})));`,
    '} catch (e) {',
    '  try { __docsError = String(e && e.name || "Error") + ": " + String(e && e.message); } catch { __docsError = "an error that cannot be described"; }',
    '}',
  ].join('\n');
  const context = vm.createContext({}, { codeGeneration: { strings: false, wasm: false } });
  vm.runInContext(UNSCHEDULE, context);
  let timedOut = false;
  let error: string | undefined;
  try {
    vm.runInContext(code, context, { timeout: scope.seconds * 1000 });
    error = vm.runInContext('__docsError', context) as string | undefined;
  } catch (err) {
    // The time limit, or code that does not compile together (two exports of one name).
    if ((err as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') timedOut = true;
    else error = `${(err as Error).name}: ${(err as Error).message}`;
  }
  if (!timedOut && error === undefined) return undefined;
  const step = steps[vm.runInContext('typeof __docsAt === "number" ? __docsAt : 0', context) as number] ?? steps[0];
  const at = step.start ? step.locate(step.start) : undefined;
  return {
    node: step.node,
    ...(at ? { line: at.line, column: at.column + 1 } : {}),
    message: timedOut
      ? `evaluating this export took longer than ${scope.seconds} s (content.limits.pageSeconds in site.config.json) — end the loop it runs, or raise the limit`
      : `evaluating this export failed with ${error} — fix the export: it runs once, when the page is built`,
  };
}
