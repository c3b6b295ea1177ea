/** Makes one folder the same as another, writing only the files that differ. */
import fs from 'node:fs';
import path from 'node:path';

export interface SyncResult {
  written: string[];
  removed: string[];
}

export function syncTree(from: string, to: string, result: SyncResult = { written: [], removed: [] }): SyncResult {
  fs.mkdirSync(to, { recursive: true });
  const wanted = new Set(fs.readdirSync(from));
  for (const name of fs.readdirSync(to))
    if (!wanted.has(name)) {
      fs.rmSync(path.join(to, name), { recursive: true, force: true });
      result.removed.push(path.join(to, name));
    }
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const a = path.join(from, e.name);
    const b = path.join(to, e.name);
    const there = fs.lstatSync(b, { throwIfNoEntry: false });
    if (e.isDirectory()) {
      if (there && !there.isDirectory()) fs.rmSync(b, { force: true });
      syncTree(a, b, result);
    } else if (e.isSymbolicLink()) {
      const target = fs.readlinkSync(a);
      if (there?.isSymbolicLink() && fs.readlinkSync(b) === target) continue;
      fs.rmSync(b, { recursive: true, force: true });
      fs.symlinkSync(target, b);
      result.written.push(b);
    } else if (!there?.isFile() || there.size !== fs.statSync(a).size || !fs.readFileSync(a).equals(fs.readFileSync(b))) {
      fs.rmSync(b, { recursive: true, force: true });
      fs.copyFileSync(a, b);
      result.written.push(b);
    }
  }
  return result;
}
