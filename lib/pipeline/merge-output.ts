/**
 * The second half of an incremental build (lib/pipeline/incremental.ts): Next has exported the
 * pages that changed into the staging folder; every other file of the published out/ is taken
 * over into it as a hard link (no copying: out/ is hundreds of megabytes). The pages being
 * re-rendered or removed, and their Markdown exports, are not taken over. What is written into
 * staging afterwards replaces files instead of writing into them (lib/pipeline/output-file.ts),
 * so out/ is untouched until the swap.
 */
import fs from 'node:fs';
import path from 'node:path';
import { markdownPath } from '../output/markdown-path';
import { MARKER } from './atomic-out';
import { pageHtmlFile } from './output-file';

/** The files of a page's URL in the export: its HTML and its Markdown (`base`: the site's base path). */
function pageFiles(url: string, base: string): string[] {
  return [pageHtmlFile('.', url), decodeURIComponent(markdownPath(url, base)).replace(/^\//, '')];
}

/** Links every file of `outDir` that `stagingDir` lacks into it, except the pages listed; returns how many. */
export function takeOverUnchanged(outDir: string, stagingDir: string, pagesNotTaken: string[], base: string): number {
  const skip = new Set([MARKER, ...pagesNotTaken.flatMap((url) => pageFiles(url, base))]);
  let linked = 0;
  const walk = (rel: string) => {
    const entries = fs.readdirSync(path.join(outDir, rel), { withFileTypes: true });
    // An empty folder of the export (Next leaves one) is part of the site too.
    if (!entries.length) fs.mkdirSync(path.join(stagingDir, rel), { recursive: true });
    for (const e of entries) {
      const child = path.join(rel, e.name);
      if (e.isDirectory()) {
        walk(child);
        continue;
      }
      const target = path.join(stagingDir, child);
      if (skip.has(child) || fs.existsSync(target)) continue;
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.linkSync(path.join(outDir, child), target);
      linked++;
    }
  };
  walk('');
  return linked;
}
