/**
 * The processes the site's plugins run in (./run-local-plugin.ts), one for each run, as before, so a
 * plugin's modules are loaded fresh each time (an edited plugin runs as it now is, and nothing one
 * run left in its module state reaches the next). What a process costs before the plugin's own code
 * (Node, tsx, the runner's modules: most of a second, seconds on a loaded machine) is spent ahead:
 * a spare process is started, loaded and left waiting for its job, and the next spare is started as
 * one is taken where another run follows (none after the last: a spare nobody takes cost 1.3–2 CPU-s
 * beside the build). pagewright start's import process keeps one between edits, so a config edit does
 * not wait for it. A spare keeps no process alive: it ends with its parent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess, type Serializable } from 'node:child_process';

export interface PluginProcessRun {
  /** The script and the loader it needs (tsx, by URL). */
  script: string;
  loader: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
}

export interface PluginProcessResult {
  status: number | null;
  stderr: string;
  error?: Error;
}

interface Spare {
  key: string;
  child: ChildProcess;
  stderrFile: string;
  taken: boolean;
  exited: Promise<number | null>;
}
let spare: Spare | undefined;
let count = 0;
// (A spare left waiting when this process ends ends too; its file goes with it.)
process.on('exit', () => spare && fs.rmSync(spare.stderrFile, { force: true }));

const keyOf = (run: PluginProcessRun) => JSON.stringify([run.script, run.loader, run.cwd, run.env]);

/** Starts a spare process for runs of `run`'s ahead of the first (pagewright build's postBuild, while the site builds). */
export function prepareSpareProcess(run: PluginProcessRun): void {
  if (spare?.key === keyOf(run) && spare.child.connected) return;
  spare?.child.kill();
  spare = startSpare(keyOf(run), run);
}

/**
 * Runs `job` (JSON, the runner's argument) in a process of `run`'s, the spare one when it is ready for
 * it; `next`: another run follows, whose process loads meanwhile.
 */
export async function runPluginProcess(run: PluginProcessRun, job: Serializable, { next = false } = {}): Promise<PluginProcessResult> {
  const key = keyOf(run);
  if (spare && (spare.key !== key || !spare.child.connected)) spare.child.kill();
  const taken = spare?.key === key && spare.child.connected ? spare : startSpare(key, run);
  spare = undefined;
  taken.taken = true;
  taken.child.ref();
  taken.child.channel?.ref();
  taken.child.send(job);
  // The next one loads while this one runs.
  if (next) spare = startSpare(key, run);
  let timedOut = false;
  const timer = setTimeout(() => ((timedOut = true), taken.child.kill('SIGKILL')), run.timeoutMs);
  const status = await taken.exited;
  clearTimeout(timer);
  const stderr = fs.readFileSync(taken.stderrFile, 'utf8');
  fs.rmSync(taken.stderrFile, { force: true });
  return { status, stderr, ...(timedOut ? { error: new Error(`it ran longer than ${run.timeoutMs / 1000} s: stopped`) } : {}) };
}

const STDERR_FILE = /^docs-plugin-stderr-(\d+)-\d+\.txt$/;

/** The stderr files of processes that ended without removing theirs (killed with SIGKILL, say). */
function removeOrphanedFiles(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(STDERR_FILE.exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') fs.rmSync(path.join(os.tmpdir(), name), { force: true });
    }
  }
}

/** A process loaded and waiting for its job (the runner reads it from its first message). */
function startSpare(key: string, run: PluginProcessRun): Spare {
  if (count === 0) removeOrphanedFiles();
  const stderrFile = path.join(os.tmpdir(), `docs-plugin-stderr-${process.pid}-${++count}.txt`);
  const fd = fs.openSync(stderrFile, 'w');
  const child: ChildProcess = spawn(process.execPath, ['--import', run.loader, run.script], {
    cwd: run.cwd,
    env: run.env,
    stdio: ['ignore', 'ignore', fd, 'ipc'],
  });
  fs.closeSync(fd);
  const made: Spare = { key, child, stderrFile, taken: false, exited: Promise.resolve(null) };
  made.exited = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => {
      // (A spare that ended untaken: its parent went, or it was replaced.)
      if (!made.taken) fs.rmSync(stderrFile, { force: true });
      resolve(code);
    });
    child.on('error', () => resolve(null));
  });
  // (Waiting, it keeps this process from ending; it ends itself when this one does.)
  child.unref();
  child.channel?.unref();
  return made;
}
