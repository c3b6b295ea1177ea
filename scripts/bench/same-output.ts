/**
 * Two exports of the same content compared byte for byte, file for file: what `bench:import --sharing`
 * reads to hold compile sharing (lib/mdx/compile-sharing.ts) to changing nothing. The build's
 * completion stamp, which carries the time, is the one file left out.
 */
import fs from 'node:fs';
import path from 'node:path';

const STAMP = '.docs-build-complete.json';

function filesUnder(root: string, dir = root, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(root, full, out);
    else out.push(path.relative(root, full));
  }
  return out;
}

/** How many files both exports hold, and those that differ or are in one only (paths relative to the exports). */
export function differingFiles(a: string, b: string): { files: number; differing: string[] } {
  const inA = new Set(filesUnder(a).filter((f) => f !== STAMP));
  const inB = new Set(filesUnder(b).filter((f) => f !== STAMP));
  const differing = [...new Set([...inA, ...inB])].filter(
    (f) => !inA.has(f) || !inB.has(f) || !fs.readFileSync(path.join(a, f)).equals(fs.readFileSync(path.join(b, f))),
  );
  return { files: inA.size, differing: differing.sort() };
}
