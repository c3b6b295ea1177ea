import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { preprocess } from '../preprocess';
import { parseForCheck } from '../parser';
import { copyTree } from '../copy-tree';

/** Every object of a value, for checking that a copy shares none with its original. */
function objects(value: unknown, out = new Set<object>()): Set<object> {
  if (typeof value === 'object' && value !== null && !out.has(value)) {
    out.add(value);
    for (const v of Object.values(value)) objects(v, out);
  }
  return out;
}

test('copy tree: what structuredClone gives, sharing nothing with the original, on the fixture sites and a sample of the docs', () => {
  const files = ['test/fixtures', 'content'].flatMap((dir, d) =>
    fs.existsSync(dir)
      ? (fs.readdirSync(dir, { recursive: true }) as string[])
          .filter((f) => /\.mdx?$/.test(f))
          .sort()
          .filter((_, i) => d === 0 || i % 40 === 0)
          .map((f) => path.join(dir, f))
      : [],
  );
  assert.ok(files.length > 100);
  let compared = 0;
  for (const file of files) {
    let tree;
    try {
      tree = parseForCheck(preprocess(fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')));
    } catch {
      continue; // the fixtures' syntax errors
    }
    const copy = copyTree(tree);
    assert.deepStrictEqual(copy, structuredClone(tree), file);
    const original = objects(tree);
    for (const o of objects(copy)) assert.ok(!original.has(o), `${file}: the copy shares an object with the original`);
    compared++;
  }
  assert.ok(compared > 100, `${compared} trees`);
});

test('copy tree: values that are not plain data (a regular expression in an export) are copied as structuredClone copies them', () => {
  const tree = parseForCheck('export const pattern = /v[0-9]+/g;\n\nText {pattern.source}.\n');
  assert.deepStrictEqual(copyTree(tree), structuredClone(tree));
  assert.ok(JSON.stringify(tree, (_, v) => (v instanceof RegExp ? 'REGEXP' : v)).includes('REGEXP'), 'the tree holds a RegExp');
});
