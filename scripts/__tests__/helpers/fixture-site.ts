/** The test fixture site as the content folder of one test (DOCS_CONTENT_DIR), set back when it ends. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestContext } from 'node:test';

/** Points DOCS_CONTENT_DIR at `dir` until the test ends. */
export function asContentDir(t: TestContext, dir: string): void {
  const before = process.env.DOCS_CONTENT_DIR;
  t.after(() => {
    if (before === undefined) delete process.env.DOCS_CONTENT_DIR;
    else process.env.DOCS_CONTENT_DIR = before;
  });
  process.env.DOCS_CONTENT_DIR = dir;
}

/** A temporary folder, removed when the test ends. */
export function tempDirFor(t: TestContext, prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A copy of test/fixtures/site in a temporary folder, as the content folder until the test ends. */
export function fixtureSiteCopy(t: TestContext, prefix: string): string {
  const dir = tempDirFor(t, prefix);
  fs.cpSync('test/fixtures/site', dir, { recursive: true });
  asContentDir(t, dir);
  return dir;
}
