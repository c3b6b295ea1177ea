import fs from 'node:fs';
import path from 'node:path';

/** The file of the content folder that says how its site's docs are read where they lie (./reading.ts); none when they are copied. */
export const READING_FILE = 'in-place.json';

/** The module that reads them (./reading.ts), from the checkout's root: loaded by Node, never bundled by Next (it reaches esbuild). */
export const READING_MODULE = 'plugins/docusaurus/in-place/reading.ts';

const mdx1Sites = new Map<string, { stamp: number; mdx1: boolean }>();

/** Whether the site whose docs `contentDir` reads where they lie is a Docusaurus 2 site, read as MDX 1 read its pages (its reading's `mdx1`). */
export function readsMdx1(contentDir: string): boolean {
  const file = path.join(contentDir, READING_FILE);
  const stamp = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const known = mdx1Sites.get(contentDir);
  if (known?.stamp === stamp) return known.mdx1;
  const mdx1 = stamp > 0 && (JSON.parse(fs.readFileSync(file, 'utf8')) as { mdx1?: unknown }).mdx1 === true;
  mdx1Sites.set(contentDir, { stamp, mdx1 });
  return mdx1;
}
