/**
 * `npm run test:dev` (scripts/dev-recovery.ts) as one job of the unit tests' queue: the live preview
 * shows content errors and recovers, edits show at once. Much of its minute is waiting on the dev
 * server and the browser, which the other shard's work fills, rather than a phase of `npm test` alone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

test(
  'the live preview shows each content error at its file:line and recovers; edits and new pages show at once (scripts/dev-recovery.ts)',
  { timeout: 900_000 },
  () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/dev-recovery.ts'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    assert.equal(run.status, 0, `${run.stdout.slice(-6000)}\n${run.stderr.slice(-6000)}`);
  },
);
