/** Shared driver for the page generators: data file per version → MDX pages in a folder. */
import fs from 'node:fs';
import path from 'node:path';

import { GENERATED_MARKER as MARKER } from '../../plugins/vcluster/generators/mdx-text';
import { projectPaths } from './run-env';

export interface GenerateOptions<T> {
  set: string;
  dataFile: string;
  outDir: string;
  category: { label: string; position: number };
  validate: (data: T, source: string) => string[];
  pages: (data: T) => Map<string, string>;
  check: boolean;
}

/** Returns false when validation fails or (with check) when pages are out of date. */
export function generateFromData<T>(opts: GenerateOptions<T>): boolean {
  const { contentDir, rootDir } = projectPaths();
  const setDir = path.join(contentDir, opts.set);
  if (!fs.existsSync(setDir)) return true;
  let ok = true;
  for (const version of fs.readdirSync(setDir).sort()) {
    const dataPath = path.join(setDir, version, opts.dataFile);
    if (!fs.existsSync(dataPath)) continue;
    const rel = path.relative(rootDir, dataPath);
    const data = JSON.parse(fs.readFileSync(dataPath, 'utf8')) as T;
    const problems = opts.validate(data, rel);
    if (problems.length) {
      console.error(problems.join('\n'));
      ok = false;
      continue;
    }
    const outDir = path.join(setDir, version, opts.outDir);
    const pages = opts.pages(data);
    const stale = listGenerated(outDir).filter((f) => !pages.has(f));
    const changed = [...pages].filter(([f, text]) => {
      const file = path.join(outDir, f);
      return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text;
    });
    if (opts.check) {
      if (changed.length || stale.length) {
        console.error(`${path.relative(rootDir, outDir)}: ${changed.length} page(s) out of date, ${stale.length} stale. Run the generator.`);
        ok = false;
      }
      continue;
    }
    for (const [f, text] of changed) {
      fs.mkdirSync(path.dirname(path.join(outDir, f)), { recursive: true });
      fs.writeFileSync(path.join(outDir, f), text);
    }
    for (const f of stale) fs.rmSync(path.join(outDir, f));
    const cat = path.join(outDir, '_category_.json');
    if (!fs.existsSync(cat)) fs.writeFileSync(cat, JSON.stringify(opts.category, null, 2) + '\n');
    console.log(`${path.relative(rootDir, outDir)}: ${pages.size} pages (${changed.length} written, ${stale.length} removed)`);
  }
  return ok;
}

function listGenerated(dir: string, rel = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listGenerated(path.join(dir, e.name), r));
    else if (e.name.endsWith('.mdx') && fs.readFileSync(path.join(dir, e.name), 'utf8').includes(MARKER)) out.push(r);
  }
  return out;
}
