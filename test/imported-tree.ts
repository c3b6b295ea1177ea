import fs from 'node:fs';
import path from 'node:path';
import { importDocusaurus } from '../plugins/docusaurus/importer/import';

/** Every file an import wrote into `dir` with its text, but the report (which counts) and installed packages. */
export function importedTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, rel);
    if (rel !== 'import-report.json' && !rel.split(path.sep).includes('node_modules') && fs.statSync(file).isFile()) out[rel] = fs.readFileSync(file, 'utf8');
  }
  return out;
}

/** Writes `rel` of the site (removes it when `text` is undefined), then imports that file alone into `live`, as the live preview does after a save: what the import took. */
export async function importEditAlone(site: string, live: string, rel: string, text: string | undefined): Promise<Set<string>> {
  const file = path.join(site, rel);
  if (text === undefined) fs.rmSync(file);
  else fs.writeFileSync(file, text);
  const partial = { only: new Set([file]), imported: new Set<string>() };
  await importDocusaurus(site, live, undefined, partial);
  return partial.imported;
}
