/**
 * A generated folder written whole: a run writes a folder beside it and puts that in its place with
 * renames, so a run beside it (a check while the live preview prepares) never meets the folder half
 * written, nor removes files the other is writing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { escapeRegExp } from 'lodash-es';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let made = 0;
/** A name beside `target` that no other run uses: `<target>.<pid>-<n>`. */
const besideName = (target: string) => `${target}.${process.pid}-${++made}`;

/** A new folder to write `target`'s content in; the ones a stopped run left beside it are removed. */
export function stagingFolder(target: string): string {
  const dir = path.dirname(target);
  const own = new RegExp(`^${escapeRegExp(path.basename(target))}\\.(\\d+)-\\d+$`);
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const pid = own.exec(name)?.[1];
    if (pid && !alive(Number(pid))) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
  const staging = besideName(target);
  fs.mkdirSync(staging, { recursive: true });
  return staging;
}

/** `target` written whole: `write` fills a new folder beside it, which then takes its place; returns what `write` returns. */
export async function writeFolderWhole<T>(target: string, write: (staging: string) => T | Promise<T>): Promise<T> {
  const staging = stagingFolder(target);
  try {
    const result = await write(staging);
    replaceFolder(staging, target);
    return result;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * `staging` in the place of `target`: the folder there is renamed away first, then removed, so no
 * removal ever runs inside the folder another run may be putting in place. Another run's folder
 * arriving between the two renames is moved away in turn.
 */
export function replaceFolder(staging: string, target: string): void {
  const old: string[] = [];
  for (let attempt = 0; ; attempt++) {
    const away = besideName(target);
    try {
      fs.renameSync(target, away);
      old.push(away);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    try {
      fs.renameSync(staging, target);
      break;
    } catch (err) {
      if (attempt >= 10 || !['ENOTEMPTY', 'EEXIST'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
    }
  }
  for (const dir of old) fs.rmSync(dir, { recursive: true, force: true });
}
