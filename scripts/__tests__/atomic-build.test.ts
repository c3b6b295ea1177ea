/**
 * Builds are atomic under interruption: whatever moment a build is killed at (SIGINT, SIGTERM,
 * SIGKILL), out/ is the last good site or the new one, never a mix, and the next build recovers.
 * 1. Every intermediate state of the swap, recovered.
 * 2. A stand-in build (same staging functions) killed at random points, many times.
 * 3. The real build of test/fixtures/site killed at random points: DOCS_BUILD_KILL_POINTS of them
 *    (default 1, to keep `npm test` short; each costs up to one fixture build).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { tempProject } from '../lib/temp-project';
import {
  MARKER,
  commitStaging,
  discardStaging,
  outputDirs,
  readMarker,
  recoverOutput,
  startStaging,
  verifyComplete,
  type OutputDirs,
} from '../../lib/pipeline/atomic-out';
import { BuildError } from '../../lib/errors';
import { tempDir } from '../../test/temp-dir';

const WRITER = path.join(import.meta.dirname, 'helpers', 'staged-writer.ts');
const REFUSED_SWAP = path.join(import.meta.dirname, 'helpers', 'refused-swap.ts');

function site(dir: string, id: string, complete = true): void {
  fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs', 'index.html'), `<p>${id}</p>`);
  fs.writeFileSync(path.join(dir, 'build-id.txt'), id);
  if (complete)
    fs.writeFileSync(path.join(dir, MARKER), JSON.stringify({ completed: id, files: { 'build-id.txt': id.length, 'docs/index.html': `<p>${id}</p>`.length } }));
}

const idOf = (dir: string) => fs.readFileSync(path.join(dir, 'build-id.txt'), 'utf8');

function assertGood(dirs: OutputDirs, allowed: string[]): string {
  assert.equal(verifyComplete(dirs.out), undefined, 'out/ is a complete build');
  const id = idOf(dirs.out);
  assert.ok(allowed.includes(id), `out/ holds build ${id}, expected one of ${allowed.join(', ')}`);
  return id;
}

test('recovery: every state an interrupted swap can leave resolves to a complete out/', () => {
  const states: [string, (d: OutputDirs) => void, string[]][] = [
    ['staging half-written', (d) => (site(d.out, 'old'), site(d.staging, 'new', false)), ['old']],
    ['staging complete, not swapped yet', (d) => (site(d.out, 'old'), site(d.staging, 'new')), ['old', 'new']],
    ['between the two renames', (d) => (site(d.previous, 'old'), site(d.staging, 'new')), ['new']],
    ['swapped, previous not yet deleted', (d) => (site(d.out, 'new'), site(d.previous, 'old')), ['new']],
    ['previous half-deleted', (d) => (site(d.out, 'new'), site(d.previous, 'old', false)), ['new']],
    ['first build: out/ renamed away, staging half-written', (d) => (site(d.previous, 'old'), site(d.staging, 'new', false)), ['old']],
    ['no out/ and no previous: a first build killed', (d) => site(d.staging, 'new', false), []],
  ];
  for (const [name, make, allowed] of states) {
    const root = tempDir('atomic');
    const dirs = outputDirs(root);
    make(dirs);
    recoverOutput(dirs);
    if (allowed.length) assertGood(dirs, allowed);
    else assert.ok(!fs.existsSync(dirs.out), `${name}: nothing to restore`);
    assert.ok(!fs.existsSync(dirs.staging) && !fs.existsSync(dirs.previous), `${name}: no leftovers`);
  }
});

test('recovery never restores a folder without the completion marker', () => {
  const root = tempDir('atomic');
  const dirs = outputDirs(root);
  site(dirs.previous, 'half', false);
  recoverOutput(dirs);
  assert.ok(!fs.existsSync(dirs.out));
  site(dirs.staging, 'new');
  commitStaging(dirs);
  assertGood(dirs, ['new']);
});

/** rename(2) failing as Node reports it, for the moves `refused` names; the others happen. */
function refusingRename(code: string, refused: (from: string) => boolean) {
  return (from: string, to: string) => {
    if (refused(from)) throw Object.assign(new Error(`${code}: operation not permitted, rename '${from}' -> '${to}'`), { code, syscall: 'rename', path: from });
    fs.renameSync(from, to);
  };
}

const REFUSED =
  /out\/: cannot replace it \((EPERM|EACCES|EBUSY): operation not permitted\) — check the folder's permissions or whether another program holds it open; /;

test('a swap the file system refuses leaves the last good out/ and says so, at either move', () => {
  for (const [code, move] of [
    ['EPERM', 'out'],
    ['EACCES', 'staging'],
    ['EBUSY', 'staging'],
  ] as const) {
    const root = tempDir('atomic-refused');
    const dirs = outputDirs(root);
    site(dirs.out, 'old');
    site(dirs.staging, 'new', false);
    const rename = refusingRename(code, (from) => from === dirs[move]);
    assert.throws(
      () => commitStaging(dirs, new Date(), rename),
      (err) => err instanceof BuildError && REFUSED.test(err.message) && err.message.includes(code) && /the last good .*out\/ is unchanged$/.test(err.message),
    );
    assertGood(dirs, ['old']);
    assert.ok(!fs.existsSync(dirs.previous), `${code} at ${move}: nothing left beside out/`);
  }
});

test('a swap refused twice (out/ cannot be put back) says where the last good site is, and the next build restores it', () => {
  const root = tempDir('atomic-refused');
  const dirs = outputDirs(root);
  site(dirs.out, 'old');
  site(dirs.staging, 'new', false);
  const rename = refusingRename('EPERM', (from) => from !== dirs.out);
  assert.throws(
    () => commitStaging(dirs, new Date(), rename),
    (err) => err instanceof BuildError && /the last good site is in .*out\.previous\/, which the next build puts back$/.test(err.message),
  );
  discardStaging(dirs); // the build's clean-up
  recoverOutput(dirs);
  assertGood(dirs, ['old']);
});

test("output folders the build cannot set up fail as the author's problem too", () => {
  const file = path.join(tempDir('atomic-setup'), 'not-a-folder');
  fs.writeFileSync(file, '');
  assert.throws(
    () => startStaging(outputDirs(file)),
    (err) => err instanceof BuildError && /not-a-folder\/: cannot read it \(ENOTDIR: not a directory\) — check the folder's permissions/.test(err.message),
  );
});

test('a build whose swap is refused exits 1 with the message, no stack, no staging folder, out/ as it was', () => {
  for (const [code, move] of [
    ['EPERM', 'out'],
    ['EBUSY', 'staging'],
  ]) {
    const root = tempDir('atomic-refused-build');
    const dirs = outputDirs(root);
    site(dirs.out, 'old');
    const run = spawnSync(process.execPath, ['--import', 'tsx', REFUSED_SWAP, root, code, move], { encoding: 'utf8' });
    const output = run.stdout + run.stderr;
    assert.equal(run.status, 1, output);
    assert.match(
      output,
      new RegExp(
        `\n  - out/: cannot replace it \\(${code}: [a-z ]+\\) — check the folder's permissions or whether another program holds it open; the last good out/ is unchanged\n`,
      ),
    );
    assert.doesNotMatch(output, /^\s+at /m, 'no stack trace');
    assert.ok(!fs.existsSync(dirs.staging) && !fs.existsSync(dirs.previous), 'no staging folder or previous copy left');
    assertGood(dirs, ['old']);
  }
});

function runWriter(root: string, id: string, files: number, killAfterMs?: number, signal: NodeJS.Signals = 'SIGKILL'): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, root, id, String(files)], { stdio: 'ignore' });
    if (killAfterMs !== undefined) setTimeout(() => child.kill(signal), killAfterMs);
    child.on('exit', () => resolve(Date.now() - started));
  });
}

test('a build killed at random points leaves out/ as the last good site or the new one', async () => {
  const root = tempDir('atomic-kill');
  const dirs = outputDirs(root);
  const files = 1500;
  const duration = await runWriter(root, 'b0', files);
  let good = assertGood(dirs, ['b0']);
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGKILL'];
  const kills = Number(process.env.DOCS_KILL_POINTS ?? 24);
  for (let k = 1; k <= kills; k++) {
    const id = `b${k}`;
    // Spread over the whole run, a little past its usual end (so some builds finish).
    await runWriter(root, id, files, Math.random() * duration * 1.1, signals[k % 3]);
    if (fs.existsSync(dirs.out)) assertGood(dirs, [good, id]);
    else assert.ok(readMarker(dirs.previous) || readMarker(dirs.staging), 'out/ is missing only with a complete copy beside it');
    recoverOutput(dirs);
    good = assertGood(dirs, [good, id]);
  }
});

test('the real build, killed at random points, keeps out/ whole', { timeout: 15 * 60_000 }, async () => {
  const points = Number(process.env.DOCS_BUILD_KILL_POINTS ?? 1);
  // In a copy of the project (scripts/lib/temp-project.ts), with a good build to keep.
  const project = tempProject('atomic');
  const root = project.root;
  const dirs = outputDirs(root);
  const env = { ...process.env, DOCS_CONTENT_DIR: path.resolve('test/fixtures/site'), DOCS_EXTRA_CONTENT: '' };
  // (The good build by `npm run build`'s entry; the killed ones from source, whose slower start spreads the kill points over more of the phases.)
  const first = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, env, encoding: 'utf8' });
  assert.equal(first.status, 0, first.stdout + first.stderr);
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGKILL'];
  for (let k = 0; k < points; k++) {
    const before = readMarker(dirs.out)?.completed;
    const signal = signals[Math.floor(Math.random() * 3)];
    const delay = 500 + Math.random() * 40_000;
    // --full: a build of unchanged content would publish again without rendering.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--full'], { cwd: root, stdio: 'ignore', env });
    const timer = setTimeout(() => child.kill(signal), delay);
    await new Promise((resolve) => child.on('exit', resolve));
    clearTimeout(timer);
    // A SIGKILLed build cannot stop its Next process group; the next build would. Stop it here.
    const lock = path.join(root, '.docs-cache', 'build.lock');
    if (fs.existsSync(lock)) {
      const { child: next } = JSON.parse(fs.readFileSync(lock, 'utf8')) as { child?: number };
      if (next)
        try {
          process.kill(-next, 'SIGKILL');
        } catch {
          // already gone
        }
    }
    const after = readMarker(dirs.out)?.completed;
    if (fs.existsSync(dirs.out) && after) assert.equal(verifyComplete(dirs.out), undefined, `kill ${k} (${signal} at ${Math.round(delay)} ms): out/ is whole`);
    else if (before) assert.ok(fs.existsSync(dirs.out) || readMarker(dirs.previous), `kill ${k}: the last good site is still there`);
    recoverOutput(dirs);
    if (before) {
      assert.equal(verifyComplete(dirs.out), undefined, `kill ${k} (${signal} at ${Math.round(delay)} ms): after recovery out/ is whole`);
      assert.ok(readMarker(dirs.out)!.completed >= before, 'the old or the new build');
    }
    console.log(
      `kill ${k}: ${signal} after ${Math.round(delay)} ms → out/ ${readMarker(dirs.out)?.completed === before ? 'unchanged' : 'replaced by the new build'}`,
    );
  }
  project.remove();
});
