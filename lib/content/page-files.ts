/** Page files under a folder (files and folders starting with "_" are partials and data, never pages). */
import fs from 'node:fs';
import path from 'node:path';

export function pageFiles(dir: string, acc: string[] = []): string[] {
  if (!fs.existsSync(dir)) return acc;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!e.name.startsWith('_')) pageFiles(p, acc);
    } else if (/\.mdx?$/.test(e.name) && !e.name.startsWith('_')) acc.push(p);
  }
  return acc;
}
