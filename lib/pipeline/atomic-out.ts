/**
 * Atomic replacement of the published folder (out/). A build writes into a staging folder
 * (out.next/), marks it complete with a marker file written last, and only then swaps it in with
 * two renames: out/ → out.previous/, out.next/ → out/, then deletes out.previous/ (in the
 * background, renamed out.previous.<pid>/). A build killed at any point (SIGINT, SIGTERM, SIGKILL)
 * leaves out/ as the last good site or the new one; the
 * only other state, between the two renames, has out/ missing and both complete copies beside it,
 * which `recoverOutput` (run first by every build) resolves. A folder without the marker is never
 * published or restored.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { running } from './build-lock';
import { BuildError } from '../errors';

export const MARKER = '.docs-build-complete.json';

export interface OutputDirs {
  out: string;
  staging: string;
  previous: string;
}

export function outputDirs(root: string, name = 'out'): OutputDirs {
  return { out: path.join(root, name), staging: path.join(root, `${name}.next`), previous: path.join(root, `${name}.previous`) };
}

export interface BuildMarker {
  /** When the build completed (ISO time). */
  completed: string;
  /** Every file of the build (relative, "/" separated) with its size, to verify a copy is whole. */
  files: Record<string, number>;
}

function listFiles(dir: string): Record<string, number> {
  const files: Record<string, number> = {};
  for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const abs = path.join(dir, rel);
    const st = fs.statSync(abs);
    if (st.isFile() && rel !== MARKER) files[rel.split(path.sep).join('/')] = st.size;
  }
  return files;
}

export function readMarker(dir: string): BuildMarker | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, MARKER), 'utf8')) as BuildMarker;
  } catch {
    return undefined;
  }
}

/** A folder is a complete build when its marker exists (it is written last, atomically). */
export function isComplete(dir: string): boolean {
  return readMarker(dir) !== undefined;
}

/** Whether every file the marker lists is present with its size (for tests and `--verify`). */
export function verifyComplete(dir: string): string | undefined {
  const marker = readMarker(dir);
  if (!marker) return `${dir} has no ${MARKER}`;
  for (const [rel, size] of Object.entries(marker.files)) {
    const abs = path.join(dir, rel);
    if (!fs.existsSync(abs)) return `${rel} is missing`;
    if (fs.statSync(abs).size !== size) return `${rel} has a different size`;
  }
  return undefined;
}

const remove = (dir: string) => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });

/**
 * The replaced site, renamed out of the way (<previous>.<pid>) and deleted by a detached process,
 * so the build is done when the swap is (deleting tens of thousands of files takes seconds).
 */
function removeInBackground(dir: string): void {
  const trash = `${dir}.${process.pid}`;
  fs.renameSync(dir, trash);
  spawn(process.execPath, ['-e', `require('node:fs').rmSync(${JSON.stringify(trash)}, { recursive: true, force: true, maxRetries: 3 })`], {
    detached: true,
    stdio: 'ignore',
  }).unref();
}

/** Replaced sites whose background deletion did not finish (the build named in the folder is gone). */
function leftoverTrash(previous: string): string[] {
  const parent = path.dirname(previous);
  const prefix = `${path.basename(previous)}.`;
  return fs
    .readdirSync(parent)
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)) && !running(Number(name.slice(prefix.length)), 'build'))
    .map((name) => path.join(parent, name));
}

/**
 * Brings the folders back to "out/ is the last good site" after an interrupted build, and
 * returns what it did (for the build log). A half-written folder is deleted, never restored.
 */
export function recoverOutput(dirs: OutputDirs): string[] {
  const done: string[] = [];
  const { out, staging, previous } = dirs;
  if (!fs.existsSync(out) && fs.existsSync(staging) && isComplete(staging)) {
    // Killed between the two renames of a finished build: finish the swap.
    fs.renameSync(staging, out);
    done.push(`completed the interrupted swap of ${path.basename(staging)}/ into ${path.basename(out)}/`);
  }
  if (fs.existsSync(previous)) {
    if (!fs.existsSync(out) && isComplete(previous)) {
      fs.renameSync(previous, out);
      done.push(`restored the last good site from ${path.basename(previous)}/`);
    } else {
      remove(previous);
      done.push(`removed ${path.basename(previous)}/`);
    }
  }
  if (fs.existsSync(staging)) {
    remove(staging);
    done.push(`removed the unfinished ${path.basename(staging)}/`);
  }
  for (const trash of leftoverTrash(previous)) {
    remove(trash);
    done.push(`removed ${path.basename(trash)}/, a replaced site left over`);
  }
  return done;
}

const shown = (dir: string) => `${path.relative(process.cwd(), dir) || '.'}/`;

/**
 * A file-system error (a folder's permissions, a program holding it open, a mount point) as the
 * author's problem, "out/: cannot replace it (EPERM: …) — …", not an engine error with a stack.
 */
function folderProblem(err: unknown, dir: string, action: string, outcome: string): unknown {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (!(err instanceof Error) || typeof code !== 'string') return err;
  // "EPERM: operation not permitted, rename 'a' -> 'b'": the code and its meaning.
  const reason = err.message.split(',')[0];
  return new BuildError('The build could not write its output folder.', [
    { file: shown(dir), message: `cannot ${action} (${reason}) — check the folder's permissions or whether another program holds it open; ${outcome}` },
  ]);
}

const VERBS: Record<string, string> = { mkdir: 'create', rename: 'move', rmdir: 'remove', unlink: 'remove', open: 'write', scandir: 'read' };

/** Starts a build: recovers from any interrupted one and returns an empty staging folder. */
export function startStaging(dirs: OutputDirs): string[] {
  try {
    const done = recoverOutput(dirs);
    fs.mkdirSync(dirs.staging, { recursive: true });
    return done;
  } catch (err) {
    const { path: where = dirs.staging, syscall = '' } = err as NodeJS.ErrnoException;
    throw folderProblem(err, where, `${VERBS[syscall] ?? 'write'} it`, `${shown(dirs.out)} is unchanged`);
  }
}

type Rename = (from: string, to: string) => void;

/**
 * Marks the staging folder complete (marker written to a temp name, then renamed) and swaps it in.
 * A swap the file system refuses puts the last good out/ back and fails as the author's problem.
 * `rename` is fs.renameSync (a test makes it fail).
 */
export function commitStaging(dirs: OutputDirs, now = new Date(), rename: Rename = fs.renameSync): void {
  const marker: BuildMarker = { completed: now.toISOString(), files: listFiles(dirs.staging) };
  const tmp = path.join(dirs.staging, `${MARKER}.tmp`);
  fs.writeFileSync(tmp, JSON.stringify(marker));
  fs.renameSync(tmp, path.join(dirs.staging, MARKER));
  if (fs.existsSync(dirs.previous)) remove(dirs.previous);
  const hadOut = fs.existsSync(dirs.out);
  const action = hadOut ? 'replace it' : 'create it';
  const unchanged = hadOut ? `the last good ${shown(dirs.out)} is unchanged` : `no ${shown(dirs.out)} was written`;
  try {
    if (hadOut) rename(dirs.out, dirs.previous);
  } catch (err) {
    throw folderProblem(err, dirs.out, action, unchanged);
  }
  try {
    rename(dirs.staging, dirs.out);
  } catch (err) {
    if (!hadOut) throw folderProblem(err, dirs.out, action, unchanged);
    try {
      rename(dirs.previous, dirs.out);
    } catch {
      // recoverOutput, first thing in the next build, restores it from there.
      throw folderProblem(err, dirs.out, action, `the last good site is in ${shown(dirs.previous)}, which the next build puts back`);
    }
    throw folderProblem(err, dirs.out, action, unchanged);
  }
  try {
    if (fs.existsSync(dirs.previous)) removeInBackground(dirs.previous);
  } catch {
    // Published: the replaced site is removed by the next build (recoverOutput).
  }
}

/** Drops a failed build's staging folder; out/ was never touched. */
export function discardStaging(dirs: OutputDirs): void {
  remove(dirs.staging);
}
