/**
 * Runtime boundaries, enforced by lint. Code runs in one of three places:
 *  - browser: client components (files that start with 'use client'), lib/browser/, plugins/<name>/browser/;
 *  - shared (server and browser alike): lib/shared/, lib/search/, lib/api/shared.ts, plugins/<name>/shared/;
 *  - node: everything else under lib/, plugins/ and scripts/ (file system, child processes, the build).
 * Browser and shared code may not import Node built-ins or node-only project files; a type-only
 * import is fine (it disappears at compile time). Components (components/) are React and may be
 * imported by either side.
 */
import path from 'node:path';
import { builtinModules } from 'node:module';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** Folders (relative to the project root) whose code must run in a browser. */
export const BROWSER_FOLDERS = ['lib/browser/', /^lib\/api\/browser(\.ts)?$/, /^plugins\/[^/]+\/browser\//];
/** Folders whose code must run on both sides. */
export const SHARED_FOLDERS = ['lib/shared/', 'lib/search/', /^lib\/api\/shared(\.ts)?$/, /^plugins\/[^/]+\/shared\//];
/** Folders whose code a browser or shared file may import. */
const SAFE_FOLDERS = [...BROWSER_FOLDERS, ...SHARED_FOLDERS, 'components/', /^plugins\/[^/]+\/components\//];
/** Folders of node-only code (anything in them that is not in a safe folder). */
const NODE_FOLDERS = ['lib/', 'plugins/', 'scripts/'];

const inFolder = (rel, folders) => folders.some((f) => (typeof f === 'string' ? rel.startsWith(f) : f.test(rel)));

function sideOf(file, program) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  const first = program.body[0];
  if (first?.type === 'ExpressionStatement' && first.directive === 'use client') return 'browser';
  if (inFolder(rel, BROWSER_FOLDERS)) return 'browser';
  if (inFolder(rel, SHARED_FOLDERS)) return 'shared';
  return undefined;
}

/** The project file an import names (relative to the root), or undefined for a package. */
function projectTarget(spec, file) {
  if (spec.startsWith('@/')) return spec.slice(2);
  if (spec.startsWith('.'))
    return path
      .relative(ROOT, path.resolve(path.dirname(file), spec))
      .split(path.sep)
      .join('/');
  return undefined;
}

export const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Browser and shared code may not import Node built-ins or node-only project files' },
    schema: [],
    messages: {
      builtin: '{{side}} code may not import the Node built-in "{{spec}}" (it runs in the browser; see eslint/boundaries.mjs)',
      nodeOnly: '{{side}} code may not import "{{spec}}": it is node-only code ({{target}}). Move what is shared to lib/shared/, or import types only',
    },
  },
  create(context) {
    const file = context.filename;
    let side;
    const check = (node, source, typeOnly) => {
      if (!side || typeOnly || !source || typeof source.value !== 'string') return;
      const spec = source.value;
      if (BUILTINS.has(spec)) return context.report({ node, messageId: 'builtin', data: { side, spec } });
      const target = projectTarget(spec, file);
      if (target && inFolder(target, NODE_FOLDERS) && !inFolder(target, SAFE_FOLDERS))
        context.report({ node, messageId: 'nodeOnly', data: { side, spec, target } });
    };
    return {
      Program(program) {
        const s = sideOf(file, program);
        side = s && s.charAt(0).toUpperCase() + s.slice(1);
      },
      ImportDeclaration: (node) =>
        check(node, node.source, node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))),
      ImportExpression: (node) => check(node, node.source, false),
      ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
    };
  },
};

export default { rules: { 'runtime-boundaries': rule } };
