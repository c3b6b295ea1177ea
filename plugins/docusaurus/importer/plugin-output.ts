/**
 * Files a plugin of the site writes at build time into the folders its options name
 * (docusaurus-plugin-typedoc's `out: '../../docs/packages/x/generated'`), which a page may import as a
 * partial (`import Api from './x/generated/index.md'`). Docusaurus runs the plugin before it compiles
 * the pages, so the file is there; the engine does not run a package's plugin, so such an import
 * names nothing in the checkout. The importer then gives the page an empty stand-in for it and
 * reports the gap, rather than failing the site on a file Docusaurus would have had
 * (./transform-mdx.ts).
 */
import path from 'node:path';
import { stubPath } from './config';

type Obj = Record<string, unknown>;

/** The path-like strings of a plugin's options, with the option key that holds each. */
function pathOptions(value: unknown, key: string, out: [string, string][], depth = 0): void {
  if (depth > 4) return;
  if (typeof value === 'string' && /^\.{0,2}\/|^[\w@-]+\//.test(value) && !/^[a-z]+:/i.test(value)) out.push([key, value]);
  else if (Array.isArray(value)) value.forEach((v) => pathOptions(v, key, out, depth + 1));
  else if (value && typeof value === 'object' && typeof value !== 'function')
    for (const [k, v] of Object.entries(value as Obj)) pathOptions(v, key ? `${key}.${k}` : k, out, depth + 1);
}

/**
 * Where a plugin writes when its options name no folder: docusaurus-plugin-typedoc's `out` is
 * "./docs/api" unless set (its options/presets.ts), relative to the site folder Docusaurus runs in.
 */
const DEFAULT_OUTPUT: [RegExp, Obj][] = [[/(^|\/)docusaurus-plugin-typedoc$/, { out: './docs/api' }]];

/**
 * For a file the checkout lacks: the package plugin (not a content plugin, which the engine reads
 * itself) whose options name a folder it lies in, as "name (its option key)"; else undefined.
 */
export function pluginOutputOf(raw: Obj | undefined, siteRoot: string): (file: string) => string | undefined {
  const folders: { dir: string; by: string }[] = [];
  for (const entry of [...((raw?.plugins as unknown[]) ?? []), ...((raw?.themes as unknown[]) ?? [])]) {
    const [p, options] = Array.isArray(entry) ? entry : [entry, undefined];
    const name = typeof p === 'string' ? p : stubPath(p)?.[0];
    if (!name || /^\.{0,2}\//.test(name) || /plugin-content-(docs|blog|pages)/.test(name)) continue;
    const found: [string, string][] = [];
    pathOptions({ ...DEFAULT_OUTPUT.find(([re]) => re.test(name))?.[1], ...(options as Obj | undefined) }, '', found);
    for (const [key, value] of found) {
      const dir = path.resolve(siteRoot, value);
      // A folder of the site or around it, not the site itself or a folder above it.
      if (path.relative(dir, siteRoot) === '' || !path.relative(dir, siteRoot).startsWith('..')) continue;
      folders.push({ dir, by: `${name} (its option ${key})` });
    }
  }
  return (file) => folders.find((f) => file.startsWith(f.dir + path.sep))?.by;
}
