/**
 * The plugin processes' stderr files: one a process killed with SIGKILL could not remove is removed
 * by the next import that starts a plugin process; a live process's is left alone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { tempDir } from '../../../test/temp-dir';
import { runPluginProcess } from '../importer/plugin-process';

test("a stderr file of a process that is gone is removed when a plugin process starts; a live one's stays", async () => {
  // (A pid that ran and ended.)
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
  const orphan = path.join(os.tmpdir(), `docs-plugin-stderr-${gone}-7.txt`);
  const live = path.join(os.tmpdir(), `docs-plugin-stderr-${process.ppid}-7.txt`);
  fs.writeFileSync(orphan, 'left behind');
  fs.writeFileSync(live, 'still running');
  const dir = tempDir('plugin-process');
  const script = path.join(dir, 'runner.mjs');
  fs.writeFileSync(script, "process.on('message', () => process.exit(0));\n");
  const loader = pathToFileURL(path.join(dir, 'loader.mjs')).href;
  fs.writeFileSync(path.join(dir, 'loader.mjs'), '');
  try {
    const result = await runPluginProcess({ script, loader, cwd: dir, env: process.env, timeoutMs: 30_000 }, {});
    assert.equal(result.status, 0, result.stderr);
    assert.ok(!fs.existsSync(orphan), 'the orphaned file is removed');
    assert.ok(fs.existsSync(live), "a live process's file stays");
  } finally {
    fs.rmSync(live, { force: true });
    fs.rmSync(orphan, { force: true });
  }
});
