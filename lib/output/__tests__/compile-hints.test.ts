import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT } from '../compile-hints';
import { tempDir } from '../../../test/temp-dir';

/** A .next folder with a build manifest naming two start-up chunks (and a CSS file), plus a lazy chunk. */
function distDir(manifest: unknown): string {
  const dir = tempDir('compile-hints');
  fs.mkdirSync(path.join(dir, 'static/chunks'), { recursive: true });
  for (const name of ['a.js', 'b.js', 'lazy.js', 'c.css']) fs.writeFileSync(path.join(dir, 'static/chunks', name), `/* ${name} */`);
  fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify(manifest));
  return dir;
}

const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, 'static/chunks', name), 'utf8');

test('the start-up chunks get the hint at their top, once; CSS and lazy chunks stay as they are', () => {
  const dir = distDir({ rootMainFiles: ['static/chunks/a.js', 'static/chunks/b.js', 'static/chunks/c.css'] });
  assert.deepEqual(addCompileHints(dir), ['static/chunks/a.js', 'static/chunks/b.js']);
  assert.deepEqual(addCompileHints(dir), ['static/chunks/a.js', 'static/chunks/b.js']);
  assert.equal(read(dir, 'a.js'), `${COMPILE_HINT}/* a.js */`);
  assert.equal(read(dir, 'b.js'), `${COMPILE_HINT}/* b.js */`);
  assert.equal(read(dir, 'lazy.js'), '/* lazy.js */');
  assert.equal(read(dir, 'c.css'), '/* c.css */');
});

test('a manifest without rootMainFiles is an error naming the manifest, not a silent no-op', () => {
  const dir = distDir({ pages: {} });
  assert.throws(
    () => addCompileHints(dir),
    (err: Error) => err.message.includes(path.join(dir, 'build-manifest.json')) && err.message.includes('rootMainFiles'),
  );
});

test('a missing manifest is an error naming it', () => {
  const dir = tempDir('compile-hints');
  assert.throws(() => addCompileHints(dir), /build-manifest\.json: cannot read/);
});
