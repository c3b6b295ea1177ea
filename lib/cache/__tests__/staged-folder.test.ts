/** A generated folder put in place whole while other runs do the same (lib/cache/staged-folder.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { replaceFolder, stagingFolder } from '../staged-folder';
import { tempDir } from '../../../test/temp-dir';

const writer = (target: string, rounds: number) => `
import fs from 'node:fs';
import path from 'node:path';
import { replaceFolder, stagingFolder } from ${JSON.stringify(path.resolve('lib/cache/staged-folder.ts'))};
for (let i = 0; i < ${rounds}; i++) {
  const dir = stagingFolder(${JSON.stringify(target)});
  for (let f = 0; f < 20; f++) fs.writeFileSync(path.join(dir, 'f' + f + '.txt'), String(process.pid));
  fs.writeFileSync(path.join(dir, 'index.ts'), String(process.pid));
  replaceFolder(dir, ${JSON.stringify(target)});
}
`;

test("runs that replace one folder at once all succeed, and it is always one whole run's folder", async () => {
  const root = tempDir('staged');
  const target = path.join(root, 'site-components');
  const runs = Array.from(
    { length: 4 },
    () =>
      new Promise<{ code: number | null; err: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', writer(target, 25)]);
        let err = '';
        child.stderr.on('data', (d) => (err += d));
        // ('close': its stderr read to the end.)
        child.on('close', (code) => resolve({ code, err }));
      }),
  );
  for (const { code, err } of await Promise.all(runs)) assert.equal(code, 0, err);
  const files = fs.readdirSync(target);
  assert.equal(files.length, 21);
  assert.equal(new Set(files.map((f) => fs.readFileSync(path.join(target, f), 'utf8'))).size, 1, 'every file from the same run');
  assert.deepEqual(fs.readdirSync(root), ['site-components'], 'nothing left beside it');
});

test('a folder a stopped run left beside the target is removed by the next run', () => {
  const root = tempDir('staged-left');
  const target = path.join(root, 'styles');
  fs.mkdirSync(`${target}.999999-1`);
  const dir = stagingFolder(target);
  replaceFolder(dir, target);
  assert.deepEqual(fs.readdirSync(root), ['styles']);
});
