/**
 * The engine's index, run over the imported copy, names that copy's files in the staging folder
 * the import writes (gone once the import is in place). For the report, each problem names the
 * site's own file instead, relative to the site folder, as the importer's other failures do: a
 * page by the file it was made from (its lines are kept), a version's sidebars by the site's
 * sidebars file, a file the import wrote itself by its path in the imported folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Problem } from '../../../lib/api/build';
import type { ImportReport } from './import-report';

interface ImportedCopy {
  /** The folder the problems' paths are relative to (the engine's project). */
  root: string;
  /** The site folder, and the folder the import wrote (the staging folder). */
  site: string;
  content: string;
  report: Pick<ImportReport, 'sources' | 'sidebarsSources'>;
}

/** A problem of the engine's index as a failure of the report: `{ file: "sidebars.js", error }`, `{ file: "docs/a.md:3", error }`. */
export function siteFailure(p: Problem, copy: ImportedCopy): { file: string; error: string } {
  if (!p.file) return { file: '', error: p.message };
  const abs = path.resolve(copy.root, p.file);
  const rel = path.relative(copy.content, abs);
  const at = (file: string, kept = true) => ({ file: `${file}${kept && p.line ? `:${p.line}${p.column ? `:${p.column}` : ''}` : ''}`, error: p.message });
  if (rel.startsWith('..') || path.isAbsolute(rel)) {
    // (A file of the site itself, its config among them: by its path in the site.)
    const own = path.relative(copy.site, abs);
    return at(own.startsWith('..') || path.isAbsolute(own) ? p.file : own.split(path.sep).join('/'));
  }
  const page = copy.report.sources?.[rel];
  if (page) return at(page);
  const sidebars = copy.report.sidebarsSources?.[rel];
  if (sidebars) return at(sidebars, sameText(path.join(copy.site, sidebars), abs));
  return at(rel.split(path.sep).join('/'));
}

/**
 * Whether the site's sidebars file reads as the copy does, line for line (a versioned sidebars
 * file as Docusaurus writes it): only then is the copy's line the site file's. The import drops
 * the `version-X/` prefix Docusaurus 1 wrote, which leaves the lines as they are.
 */
function sameText(siteFile: string, copyFile: string): boolean {
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : undefined);
  const own = read(siteFile)?.replace(/"version-[^"/]+\//g, '"');
  return own !== undefined && own === read(copyFile);
}
