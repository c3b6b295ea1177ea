/** `npm run bench -- --profile`: self time by function and by package, each function named where it was written. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { costsOf, formatCosts, packageOf } from '../cpu-profile';

const frame = (functionName: string, url: string, lineNumber: number, columnNumber = 0, scriptId = '0') => ({
  functionName,
  url,
  lineNumber,
  columnNumber,
  scriptId,
});

/** A project with an engine bundle, a source-mapped chunk and two packages, and two profiles of it. */
function fixture(dir: string) {
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
    return `file://${path.join(dir, rel)}`;
  };
  // The engine's bundle: each module under esbuild's `// path` comment; `step` is declared on line 3 of its source.
  write('lib/mdx/visit.ts', ['// visiting', '', 'export function step(node: unknown) {', '  return node;', '}'].join('\n'));
  const bundle = write(
    '.docs-cache/engine-code/build-x/chunk-A.mjs',
    ['// node_modules/some-lib/index.js', 'function safe() {}', '', '// lib/mdx/visit.ts', 'function step2() {}'].join('\n'),
  );
  // A minified chunk and its map: column 0 of line 1 is `renderPage` on line 5 of the source the map names (Page.tsx).
  const chunk = write('.next/server/chunks/ssr/page.js', 'module.exports=function a(){}');
  write(
    '.next/server/chunks/ssr/page.js.map',
    JSON.stringify({ version: 3, sources: ['../../../../components/Page.tsx'], names: ['renderPage'], mappings: 'AAIAA' }),
  );
  // Next's compiled runtime: its map names webpack sources, and no functions (`function L(` was `function writeChunk(`).
  const runtime = write('node_modules/next/dist/compiled/next-server/runtime.js', 'function L(e,t){}');
  write(
    'node_modules/next/dist/compiled/next-server/runtime.js.map',
    JSON.stringify({
      version: 3,
      sources: ['webpack://next/./dist/compiled/react-dom/cjs/server.js'],
      sourcesContent: ['// React\nfunction writeChunk(destination, chunk) {\n}'],
      names: [],
      mappings: 'AACS',
    }),
  );
  const react = write('node_modules/react-dom/cjs/server.js', 'function renderElement() {}');
  const scoped = write('node_modules/@mdx-js/mdx/lib/compile.js', 'function compile() {}');
  const nodes = [
    { id: 1, callFrame: frame('(idle)', '', -1) },
    { id: 2, callFrame: frame('safe', bundle, 1) },
    { id: 3, callFrame: frame('step2', bundle, 4) },
    { id: 4, callFrame: frame('(garbage collector)', '', -1) },
    { id: 5, callFrame: frame('a', chunk, 0, 0) },
    { id: 6, callFrame: frame('renderElement', react, 0) },
    { id: 7, callFrame: frame('compile', scoped, 0) },
    { id: 8, callFrame: frame('(program)', '', -1) },
    // Code without a file: made at run time (a compiled MDX page), a built-in, a regular expression.
    { id: 9, callFrame: frame('MDXContent', '', 239, 19, '1001') },
    { id: 10, callFrame: frame('runInContext', '', -1) },
    { id: 11, callFrame: frame('RegExp: ^[ \\t]*$', '', -1) },
    { id: 12, callFrame: frame('L', runtime, 0, 0) },
  ];
  // Thread 0 of process 7: 9 s idle, then 3 s in safe, 0.5 s in step, 0.2 s collecting garbage, 4 s (program).
  const main = { nodes, samples: [1, 2, 2, 3, 4, 2, 8], timeDeltas: [9e6, 1e6, 1e6, 5e5, 2e5, 1e6, 4e6] };
  // A Next worker, one profile per call (scripts/bench/next-worker-profile.cjs): 2 s rendering the
  // page, 1.5 s in React, 1 s compiling MDX, 0.6 s without a file, 0.4 s in React's renderer inside Next.
  const calls = [
    { nodes, samples: [5, 6, 7], timeDeltas: [1e6, 1e6, 1e6] },
    { nodes, samples: [5, 6, 9, 10, 11], timeDeltas: [1e6, 5e5, 3e5, 2e5, 1e5] },
    { nodes, samples: [12], timeDeltas: [4e5] },
  ];
  write('profiles/CPU.20261127.194400.7.0.001.cpuprofile', JSON.stringify(main));
  calls.forEach((call, i) => write(`profiles/next-worker.42.00${i + 1}.cpuprofile`, JSON.stringify(call)));
  write('profiles/notes.txt', 'not a profile');
}

test('costs by function: self time, idle and (program) left out, each function named where it was written', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-profile-'));
  try {
    fixture(dir);
    const found = costsOf(path.join(dir, 'profiles'), { root: dir });
    assert.equal(+found.total.toFixed(1), 9.2);
    assert.deepEqual(
      found.profiles.map((p) => [p.name, +p.seconds.toFixed(1)]),
      [
        ['next worker 42', 5.5],
        ['process 7, main thread', 3.7],
      ],
    );
    assert.deepEqual(
      found.functions.map((c) => [c.fn, c.where, c.pkg, +c.seconds.toFixed(1)]),
      [
        ['safe', 'node_modules/some-lib/index.js', 'some-lib', 3],
        ['renderPage', 'components/Page.tsx:5', 'components', 2],
        ['renderElement', 'node_modules/react-dom/cjs/server.js:1', 'react-dom', 1.5],
        ['compile', 'node_modules/@mdx-js/mdx/lib/compile.js:1', '@mdx-js/mdx', 1],
        ['step', 'lib/mdx/visit.ts:3', 'lib/mdx', 0.5],
        ['writeChunk', 'node_modules/next/dist/compiled/react-dom/cjs/server.js:2', 'react-dom (in next)', 0.4],
        ['MDXContent', '(evaluated code)', '(evaluated code)', 0.3],
        ['(garbage collector)', '(V8)', '(V8)', 0.2],
        ['runInContext', '(native built-ins)', '(native built-ins)', 0.2],
        ['RegExp: ^[ \\t]*$', '(regular expressions)', '(regular expressions)', 0.1],
      ],
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the printed summary: the top n by function and by package, with seconds and shares', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-profile-'));
  try {
    fixture(dir);
    const printed = formatCosts('Part', costsOf(path.join(dir, 'profiles'), { root: dir }), 2);
    assert.equal(
      printed,
      [
        'Part: 9.2 s sampled',
        '  next worker 42 5.5 s, process 7, main thread 3.7 s',
        '  by function (self time):',
        '     3.0 s 32.6 %  safe  (node_modules/some-lib/index.js)',
        '     2.0 s 21.7 %  renderPage  (components/Page.tsx:5)',
        '  by package:',
        '     3.0 s 32.6 %  some-lib',
        '     2.0 s 21.7 %  components',
      ].join('\n'),
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('packages: scoped and plain node_modules packages, engine folders, Node and V8', () => {
  assert.equal(packageOf('node_modules/next/dist/compiled/next-server/app-page.runtime.prod.js'), 'next');
  assert.equal(packageOf('node_modules/next/dist/compiled/react-server-dom-turbopack/cjs/server.js'), 'react-server-dom-turbopack (in next)');
  assert.equal(packageOf('node_modules/.pnpm/x/node_modules/@shikijs/core/dist/index.mjs'), '@shikijs/core');
  assert.equal(packageOf('lib/render/page.ts'), 'lib/render');
  assert.equal(packageOf('plugins/docusaurus/importer/x.ts'), 'plugins/docusaurus');
  assert.equal(packageOf('app/layout.tsx'), 'app');
  assert.equal(packageOf('node:internal/fs/utils'), 'node (built-in)');
  assert.equal(packageOf('wasm://wasm/0016a2e6'), '(WebAssembly)');
  assert.equal(packageOf('(evaluated code)'), '(evaluated code)');
});
