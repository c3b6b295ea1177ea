import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';

/** Lints a snippet as if it were the file at `rel` (it is not written anywhere). */
async function lint(rel: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath: path.resolve(rel) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/runtime-boundaries').map((m) => m.message);
}

test('a client component that imports node code fails lint', async () => {
  const messages = await lint(
    'components/layout/Offending.tsx',
    `'use client';\nimport fs from 'node:fs';\nimport { getSite } from '@/lib/content/store';\nexport const x = [fs, getSite];\n`,
  );
  assert.equal(messages.length, 2, messages.join('\n'));
  assert.match(messages[0], /Browser code may not import the Node built-in "node:fs"/);
  assert.match(messages[1], /Browser code may not import "@\/lib\/content\/store": it is node-only code/);
});

test('browser and shared folders may not import node code either; type imports and safe folders are fine', async () => {
  assert.equal((await lint('lib/browser/offending.ts', `import { buildSite } from '../content/store';\nexport const b = buildSite;\n`)).length, 1);
  assert.equal((await lint('lib/shared/offending.ts', `import path from 'path';\nexport const p = path;\n`)).length, 1);
  assert.equal((await lint('plugins/vcluster/browser/offending.ts', `import { loadSchema } from '../schema/load';\nexport const l = loadSchema;\n`)).length, 1);
  const fine = await lint(
    'components/layout/Fine.tsx',
    `'use client';\nimport type { LoadedSite } from '@/lib/content/store';\nimport { flattenSidebar } from '@/lib/shared/sidebar-tree';\nimport { safeStorage } from '@/lib/browser/storage';\nexport type S = LoadedSite;\nexport const f = [flattenSidebar, safeStorage];\n`,
  );
  assert.deepEqual(fine, []);
  // A server component (no directive) may read files.
  assert.deepEqual(await lint('components/layout/Server.tsx', `import fs from 'node:fs';\nexport const s = fs;\n`), []);
});
