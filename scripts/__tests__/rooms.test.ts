import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coreModulesOf, folderCycles, houseGraph, libFolderGraph, projectEdges, roomOf, roomViolations, surfaceViolations, type Edge } from '../lib/rooms';
import { moduleReferences } from '../lib/module-references';
import { functionLengths, longFunctions, typescriptFiles } from '../lib/function-lengths';
import { codeWords } from '../lib/code-text';
import fs from 'node:fs';

const edges = projectEdges(process.cwd());

test('the core imports neither the Docusaurus room nor a product, lib/ no plugin at all, and the two rooms not each other', () => {
  assert.deepEqual(roomViolations(edges), []);
});

test('the Docusaurus room imports the core through its public surface alone: at most 15 modules', () => {
  assert.deepEqual(surfaceViolations(edges, 'docusaurus'), []);
  const modules = coreModulesOf(edges, 'docusaurus');
  assert.ok(modules.length <= 15, `${modules.length} modules: ${modules.join(', ')}`);
});

/** A Docusaurus module, theme part, theme or plugin package, or swizzling, by name. */
const DOCUSAURUS_NAME = /docusaurus|@theme(-original|-init)?\/|theme-classic|theme-common|plugin-content-|preset-classic|swizzl/i;

test("the core's code names no Docusaurus module, option, theme or plugin: what a Docusaurus site needs comes through the plugin interface", () => {
  const named = typescriptFiles(process.cwd(), ['lib', 'components', 'app']).flatMap((file) =>
    codeWords(file, fs.readFileSync(file, 'utf8'))
      .filter((w) => DOCUSAURUS_NAME.test(w.text))
      .map((w) => `${file}:${w.line}: ${w.text}`),
  );
  assert.deepEqual(named, []);
  // (Code is names, strings, templates, regular expressions and JSX text; comments are not.)
  const words = codeWords('x.tsx', "// Docusaurus\nconst a = '@docusaurus/Link';\nconst b = <p>{/* swizzled */}{`${a} @theme/Navbar`}</p>;\n").filter((w) =>
    DOCUSAURUS_NAME.test(w.text),
  );
  assert.deepEqual(
    words.map((w) => `${w.line} ${w.text}`),
    ["2 '@docusaurus/Link'", '3 } @theme/Navbar`'],
  );
});

test('the Docusaurus room reads as the pipeline it is: no function over 150 lines', () => {
  const long = longFunctions(process.cwd(), ['plugins/docusaurus', 'scripts/import-docusaurus.ts', 'scripts/tool'], 150);
  assert.deepEqual(
    long.map((f) => `${f.at}: ${f.lines} lines`),
    [],
  );
  // (Seen: a function, a method and an arrow function, each by its name and length.)
  const body = (n: number) => Array.from({ length: n }, () => '  x();').join('\n');
  const text = `function a() {\n${body(3)}\n}\nconst b = () => {\n${body(151)}\n};\nclass C {\n  m() {\n${body(1)}\n  }\n}\n`;
  assert.deepEqual(
    functionLengths('x.ts', text).map((f) => `${f.at} ${f.lines}`),
    ['x.ts:1 a 5', 'x.ts:6 b 153', 'x.ts:160 m 3'],
  );
});

test('an import of the core around its public surface is found', () => {
  const edge = (to: string, spec: string): Edge => ({ from: 'plugins/docusaurus/x.ts', to, spec, kind: 'import', line: 3 });
  assert.deepEqual(
    surfaceViolations([edge('lib/api/mdx.ts', '../../lib/api/mdx'), edge('lib/site-modules/empty-registry.ts', 'docs-site-components')], 'docusaurus'),
    [],
  );
  assert.deepEqual(surfaceViolations([edge('lib/mdx/visit.ts', '../../lib/mdx/visit')], 'docusaurus'), [
    "plugins/docusaurus/x.ts:3: imports lib/mdx/visit.ts — import it through the core's public surface (lib/api/…, components/api/…)",
  ]);
});

test('the layering test sees import(), require(), modules handed over by URL or by path, and type-only imports', () => {
  const refs = moduleReferences(
    'lib/x.ts',
    [
      "import type { A } from './a';",
      "import { b } from './b';",
      "export { c } from './c';",
      "const d = await import('./d');",
      "const e = require('./e');",
      "const f = new URL('./f.ts', import.meta.url);",
      "const g = path.join(root, 'plugins/docusaurus/styles');",
      "const h = tsImport('../../components/mdx/render-tree.tsx', import.meta.url);",
      "// import { h } from './h'; (a comment is not a reference)",
    ].join('\n'),
  );
  assert.deepEqual(
    refs.map((r) => `${r.kind} ${r.spec}`),
    [
      'type ./a',
      'import ./b',
      'import ./c',
      'dynamic ./d',
      'require ./e',
      'url ./f.ts',
      'path plugins/docusaurus/styles',
      'path components/mdx/render-tree.tsx',
    ],
  );
  const edge = (from: string, to: string, kind: Edge['kind'] = 'import', spec = to): Edge => ({ from, to, spec, kind, line: 1 });
  assert.equal(roomOf('plugins/docusaurus'), 'docusaurus');
  assert.equal(roomOf('plugins/vcluster/plugin.ts'), 'products');
  assert.equal(roomOf('plugins/index.ts'), 'composition');
  assert.deepEqual(
    roomViolations([
      edge('lib/a.ts', 'plugins/docusaurus/b.ts', 'dynamic'),
      edge('components/a.tsx', 'plugins/vcluster/plugin.ts', 'path'),
      edge('components/a.tsx', 'plugins/index.ts', 'import', '@/plugins/index'),
      edge('components/a.tsx', 'plugins/index.ts', 'import', 'docs-plugins'),
      edge('lib/b.ts', 'plugins/index.ts', 'import', 'docs-plugins'),
      edge('plugins/vcluster/a.ts', 'plugins/docusaurus/b.ts'),
      edge('plugins/docusaurus/a.ts', 'lib/b.ts'),
    ]).map((v) => v.split(':')[0]),
    ['lib/a.ts', 'components/a.tsx', 'components/a.tsx', 'lib/b.ts', 'plugins/vcluster/a.ts'],
  );
});

/** Each cycle of a folder graph as its edges, with the first import of each. */
function cycleEdges(graph: Map<string, Map<string, Edge[]>>): string[] {
  return folderCycles(graph).map((group) =>
    group
      .flatMap((a) => group.filter((b) => graph.get(a)?.has(b)).map((b) => `${a} → ${b} (${graph.get(a)!.get(b)![0].from}:${graph.get(a)!.get(b)![0].line})`))
      .join('\n  '),
  );
}

test('the house has a layering: app, components, lib, each plugin and the scripts import no part that imports them', () => {
  const graph = houseGraph(edges);
  assert.deepEqual(cycleEdges(graph), []);
  // (The graph is the house's: the layering the test holds is not empty.)
  assert.ok(graph.get('app')?.has('components') && graph.get('components')?.has('lib') && graph.get('plugins/docusaurus')?.has('lib'));
});

test("lib/'s folders have a layering: no two import each other, directly or around a circle", () => {
  const graph = libFolderGraph(edges);
  assert.ok(graph.get('pipeline')?.has('content') && graph.get('content')?.has('source'));
  assert.deepEqual(cycleEdges(graph), []);
});

test('a cycle between two folders is found', () => {
  const edge = (from: string, to: string): Edge => ({ from, to, spec: to, kind: 'import', line: 1 });
  const graph = libFolderGraph([edge('lib/a/x.ts', 'lib/b/y.ts'), edge('lib/b/y.ts', 'lib/c/z.ts'), edge('lib/c/z.ts', 'lib/a/w.ts')]);
  assert.deepEqual(folderCycles(graph), [['a', 'b', 'c']]);
});
