import { test } from 'node:test';
import assert from 'node:assert/strict';
import { importCycles, importGraph } from '../lib/module-graph';

test('the code has no import cycle', () => {
  const graph = importGraph(process.cwd());
  assert.ok(graph.size > 100, `found the project's files (${graph.size})`);
  assert.ok(graph.get('components/mdx/render.tsx')?.includes('lib/mdx/pipeline.ts'), 'resolves @/ paths');
  const cycles = importCycles(graph);
  assert.deepEqual(cycles, [], `import cycles:\n${cycles.map((c) => `  ${c.join(' → ')}`).join('\n')}`);
});

test('the cycle finder finds a cycle', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts']],
    ['d.ts', ['a.ts']],
    ['e.ts', ['e.ts']],
  ]);
  assert.deepEqual(importCycles(graph), [['a.ts', 'b.ts', 'c.ts'], ['e.ts']]);
});
