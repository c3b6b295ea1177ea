/**
 * A temporary folder for a unit test (node:test), removed when the test that made it ends, or, made
 * outside a test (at the top of a test file), when the file's tests end; also when a test fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';

/** A new folder <tmpdir>/<prefix>-XXXXXX. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  after(() => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 }));
  return dir;
}

/** A new temporary folder holding `files` (path relative to it → text), folders made as needed. */
export function tempFiles(prefix: string, files: Record<string, string>): string {
  const dir = tempDir(prefix);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}
