/** A copy of a folder whose files are hard links (copies where the file system refuses a link); symbolic links are kept as they are. */
import fs from 'node:fs';
import path from 'node:path';

/** `keep`: whether an entry (file or folder, by its path) is taken; all are by default. */
export function linkTree(from: string, to: string, keep: (file: string) => boolean = () => true): void {
  fs.mkdirSync(to, { recursive: true });
  for (const e of fs.readdirSync(from, { withFileTypes: true })) {
    const a = path.join(from, e.name);
    const b = path.join(to, e.name);
    if (!keep(a)) continue;
    if (e.isDirectory()) linkTree(a, b, keep);
    else if (e.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(a), b);
    else {
      try {
        fs.linkSync(a, b);
      } catch {
        fs.copyFileSync(a, b);
      }
    }
  }
}
