/** `npm run bench -- --profile`: self time by function, named by the module of the engine's bundle it came from. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { costsOf, formatCosts } from '../cpu-profile';

test('costs: self time per function, idle left out, a bundle function named by its module', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-profile-'));
  try {
    const bundle = path.join(dir, 'engine-code', 'build-x', 'chunk-A.mjs');
    fs.mkdirSync(path.dirname(bundle), { recursive: true });
    fs.writeFileSync(bundle, ['// node_modules/some-lib/index.js', 'function safe() {}', '', '// lib/mdx/visit.ts', 'function step() {}'].join('\n'));
    const frame = (functionName: string, url: string, lineNumber: number) => ({ functionName, url, lineNumber });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('(idle)', '', -1) },
        { id: 2, callFrame: frame('safe', `file://${bundle}`, 1) },
        { id: 3, callFrame: frame('step', `file://${bundle}`, 4) },
        { id: 4, callFrame: frame('(garbage collector)', '', -1) },
      ],
      samples: [1, 2, 2, 3, 4, 2],
      timeDeltas: [5e6, 1e6, 1e6, 5e5, 2e5, 1e6],
    };
    fs.writeFileSync(path.join(dir, 'CPU.1.2.3.0.1.cpuprofile'), JSON.stringify(profile));
    const found = costsOf(dir);
    assert.equal(+found.total.toFixed(1), 3.7);
    assert.deepEqual(
      found.costs.map((c) => [c.fn, c.module, +c.seconds.toFixed(1)]),
      [
        ['safe', 'node_modules/some-lib/index.js', 3],
        ['step', 'lib/mdx/visit.ts', 0.5],
        ['(garbage collector)', '(native)', 0.2],
      ],
    );
    assert.match(formatCosts('Part', found, 1), /^Part: 3\.7 s sampled\n {3}3\.0 s {2}safe {2}\(node_modules\/some-lib\/index\.js\)$/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
