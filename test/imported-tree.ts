import fs from 'node:fs';
import path from 'node:path';

/** Every file an import wrote into `dir` with its text, but the report (which counts) and installed packages. */
export function importedTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, rel);
    if (rel !== 'import-report.json' && !rel.split(path.sep).includes('node_modules') && fs.statSync(file).isFile()) out[rel] = fs.readFileSync(file, 'utf8');
  }
  return out;
}
