/**
 * A copy of the project to build in (scripts/lib/temp-project.ts), with what the incremental-build
 * tests share: a build of a content folder, and a check that out/ equals a clean `--full` build.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { MARKER } from '../../../lib/pipeline/atomic-out';
import { tempProject } from '../../lib/temp-project';

export function incrementalProject(name: string) {
  const project = tempProject(name);
  const root = project.root;
  const out = path.join(root, 'out');

  const build = (contentDir: string, ...args: string[]): string =>
    execFileSync(process.execPath, ['scripts/build.mjs', ...args], {
      cwd: root,
      env: { ...process.env, DOCS_CONTENT_DIR: contentDir, DOCS_EXTRA_CONTENT: '' },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  /** Every file of out/ (but the completion marker, which holds the time) → hash of its bytes. */
  const snapshot = (): Map<string, string> => {
    const files = new Map<string, string>();
    for (const rel of fs.readdirSync(out, { recursive: true }) as string[]) {
      const abs = path.join(out, rel);
      if (rel === MARKER) continue;
      files.set(rel, fs.statSync(abs).isDirectory() ? 'dir' : crypto.createHash('sha1').update(fs.readFileSync(abs)).digest('hex'));
    }
    return files;
  };

  /** Builds the same content clean and fails on every file that differs from out/ as it is now. */
  const assertSameAsClean = (contentDir: string, label: string): Map<string, string> => {
    const incremental = snapshot();
    build(contentDir, '--full');
    const clean = snapshot();
    const differ = [...new Set([...incremental.keys(), ...clean.keys()])].filter((f) => incremental.get(f) !== clean.get(f));
    assert.deepEqual(differ, [], `${label}: files that differ from a clean build`);
    return clean;
  };

  return { project, root, out, build, snapshot, assertSameAsClean };
}
