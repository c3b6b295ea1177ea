/**
 * The live preview's recovery times: runs `npm run test:dev`'s script and reads, per kind of error,
 * how long the page took to show the error and to come back after the fix (target: back within 2 s),
 * and how soon an edit shows in the open page and a new page is served (target: an edit within 1 s).
 */
import { spawnSync } from 'node:child_process';

export interface DevRecovery {
  cases: { name: string; shownMs: number; backMs: number }[];
  worstBackMs: number;
  targetMs: number;
  holds: boolean;
  /** Save → the open page shows the edit. */
  editMs?: number;
  editTargetMs: number;
  editHolds: boolean;
  /** Save of a new page → its URL answers with it. */
  newPageMs?: number;
  /** The slowest of three edits on a large synthetic site, and its page count. */
  largeSite?: { pages: number; editMs: number; editHolds: boolean };
}

export function measureDevRecovery(port = 4480): DevRecovery | { error: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/dev-recovery.ts'], {
    encoding: 'utf8',
    env: { ...process.env, E2E_PORT: String(port) },
    timeout: 15 * 60_000,
  });
  const cases = [...run.stdout.matchAll(/^✔ (.+): error with file:line shown after (\d+) ms; page back (\d+) ms/gm)].map((m) => ({
    name: m[1],
    shownMs: Number(m[2]),
    backMs: Number(m[3]),
  }));
  if (run.status !== 0 || !cases.length) return { error: `test:dev failed (exit ${run.status}): ${run.stdout.slice(-500)}` };
  const worstBackMs = Math.max(...cases.map((c) => c.backMs));
  // (The slowest of the edits, saved in place and by rename.)
  const edits = [...run.stdout.matchAll(/^✔ edit: shown in the open page (\d+) ms/gm)].map((m) => Number(m[1]));
  const editMs = edits.length ? Math.max(...edits) : NaN;
  const newPageMs = Number(/^✔ new page: served (\d+) ms/m.exec(run.stdout)?.[1] ?? NaN);
  const large = /^✔ large site \((\d+) pages\): edits shown in the open page ([\d /]+) ms/m.exec(run.stdout);
  const largeEditMs = large ? Math.max(...large[2].split(' / ').map(Number)) : NaN;
  return {
    cases,
    worstBackMs,
    targetMs: 2000,
    holds: worstBackMs <= 2000,
    ...(Number.isFinite(editMs) ? { editMs } : {}),
    editTargetMs: 1000,
    editHolds: editMs <= 1000,
    ...(Number.isFinite(newPageMs) ? { newPageMs } : {}),
    ...(large ? { largeSite: { pages: Number(large[1]), editMs: largeEditMs, editHolds: largeEditMs <= 1000 } } : {}),
  };
}
