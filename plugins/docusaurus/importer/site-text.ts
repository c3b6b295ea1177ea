/**
 * The site's pages, partials and data files read as UTF-8, as Docusaurus (webpack's loaders) reads
 * them. Node's 'utf8' decoding turns a byte that is not UTF-8 into U+FFFD without a word, so a
 * Latin-1 page would be published with replacement characters; here it fails at its file and line
 * instead (stricter than Docusaurus, which prints the same replacement characters). A byte order
 * mark is UTF-8, and is kept as before.
 */
import fs from 'node:fs';
import path from 'node:path';
import { utf8Problem as notUtf8 } from '../../../lib/api/content';

/**
 * A file of the site the import cannot take: `docs/a.md:3: what is wrong — what to do`. Thrown out
 * of the import, it is the one line scripts/import-docusaurus.ts prints.
 */
export class SiteFileError extends Error {
  constructor(
    /** The file, relative to the site folder. */
    readonly file: string,
    readonly line: number | undefined,
    /** What is wrong and what to do, without the place. */
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ''}: ${reason}`);
  }
}

/** Files read as text whose encoding is checked: pages, partials, JSON and YAML data. */
export const TEXT_FILE = /\.(mdx?|json|ya?ml)$/i;

/** The error for a file whose bytes are not UTF-8 (lib/source/utf8.ts), or undefined when they are. */
export function utf8Problem(bytes: Buffer, rel: string): SiteFileError | undefined {
  const problem = notUtf8(bytes);
  return problem && new SiteFileError(rel, problem.line, problem.message);
}

const relOf = (site: string, file: string) => path.relative(site, file).split(path.sep).join('/');

/** A page, partial or data file of the site as text; throws SiteFileError when it is not UTF-8. */
export function readSiteText(site: string, file: string): string {
  const bytes = fs.readFileSync(file);
  const problem = utf8Problem(bytes, relOf(site, file));
  if (problem) throw problem;
  return bytes.toString('utf8');
}

/**
 * Copies a file of the site; a page or data file (TEXT_FILE) that is not UTF-8 is not copied and
 * its error is returned, for the report.
 */
export function copySiteFile(site: string, src: string, dest: string): SiteFileError | undefined {
  if (TEXT_FILE.test(src)) {
    const problem = utf8Problem(fs.readFileSync(src), relOf(site, src));
    if (problem) return problem;
  }
  fs.copyFileSync(src, dest);
  return undefined;
}

/** A failed file for the import report: `{ file: "docs/a.md:3", error: "the file is not UTF-8 …" }`, or the file and the error's first line. */
export function failureOf(site: string, file: string, err: unknown): { file: string; error: string } {
  if (err instanceof SiteFileError) return { file: `${err.file}${err.line ? `:${err.line}` : ''}`, error: err.reason };
  return { file: relOf(site, file), error: (err as Error).message.split('\n')[0] };
}
