/**
 * Writing into the staging folder of an incremental build, whose unchanged files are hard links to
 * the published out/ (lib/pipeline/merge-output.ts): a file is replaced, never written into, so
 * out/ stays whole until the swap. A file whose content is the same is left alone.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Writes `data` (text, or bytes) to `file` unless it holds exactly that already; returns whether it wrote. */
export function writeOutputFile(file: string, data: string | Buffer): boolean {
  try {
    const held = fs.readFileSync(file);
    if (typeof data === 'string' ? held.toString('utf8') === data : held.equals(data)) return false;
    fs.rmSync(file);
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
  }
  fs.writeFileSync(file, data);
  return true;
}

/** A page's exported HTML file in an export folder (every page is `<url>/index.html`). */
export function pageHtmlFile(out: string, url: string): string {
  return path.join(out, decodeURIComponent(url), 'index.html');
}
