/**
 * The engine (lib/) imports neither the product plugins (plugins/) nor the React components
 * (components/): plugins reach it through the `docs-plugins` module the project's configuration
 * names (lib/plugins/engine.ts), rendering goes the other way.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

function sources(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sources(p, out);
    else if (/\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

test('lib/ imports neither plugins/ nor components/', () => {
  const offending: string[] = [];
  for (const file of sources('lib'))
    for (const { fileName: spec } of ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles) {
      const target = spec.startsWith('@/') ? spec.slice(2) : spec.startsWith('.') ? path.relative('.', path.resolve(path.dirname(file), spec)) : undefined;
      if (target && /^(plugins|components)(\/|$)/.test(target.split(path.sep).join('/'))) offending.push(`${file}: imports ${spec}`);
    }
  assert.deepEqual(offending, []);
});
