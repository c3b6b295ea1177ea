/**
 * The site's plugins run in processes started ahead (plugins/docusaurus/importer/plugin-process.ts):
 * one is loaded while the run before it goes on only where another run follows. A spare nobody
 * takes is a process loaded for nothing beside the build (1.3–2 CPU-s on the template).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { tempDir } from '../../test/temp-dir';
import { prepareSpareProcess, runPluginProcess } from '../../plugins/docusaurus/importer/plugin-process';

const work = tempDir('plugin-process');
// (A runner as ./run-local-plugin.ts takes its job: the first message, then it exits.)
const script = path.join(work, 'runner.mjs');
fs.writeFileSync(script, "process.once('message', (job) => process.exit(job.status));\n");
const run = { script, loader: import.meta.resolve('tsx'), cwd: work, env: { ...process.env }, timeoutMs: 30_000 };

/** This process's children running `script` (its others, tsx's esbuild, are not plugin runs). */
const runners = (): string[] =>
  execFileSync('ps', ['-o', 'args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(script));

test('a run that says another follows has the next process loading; the last leaves none', { timeout: 60_000 }, async () => {
  prepareSpareProcess(run);
  assert.equal((await runPluginProcess(run, { status: 0 }, { next: true })).status, 0);
  assert.equal(runners().length, 1, 'the next run’s process is loading');
  assert.equal((await runPluginProcess(run, { status: 3 })).status, 3);
  assert.deepEqual(runners(), [], 'no process is left after the last run');
});
