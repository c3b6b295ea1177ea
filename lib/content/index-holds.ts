/**
 * Whether the content index still holds after some files changed: true when each one is a page
 * of a doc set whose record would come out the same (its frontmatter, and the title and
 * description the index takes from its text), or a partial, which no record reads. The live
 * preview then keeps the index instead of reading every file again, so an edit to a page's text
 * shows without rebuilding the index of a site of thousands of pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseFrontmatter, type UnknownFrontmatterKeys } from '../source/frontmatter';
import { firstHeading, excerptOf } from '../source/page-text';
import { readContentText } from '../source/content-text';
import type { ContentIndex, DocRecord } from './types';
import type { Problem } from '../errors';

const PAGE = /\.mdx?$/;

export function indexStillHolds(index: ContentIndex, changedFiles: string[], rootDir: string, unknownKeys?: UnknownFrontmatterKeys): boolean {
  let bySource: Map<string, DocRecord[]> | undefined;
  for (const abs of changedFiles) {
    if (!PAGE.test(abs) || !fs.existsSync(abs)) return false;
    // A partial (the index leaves out files whose name starts with "_"): pages read it when they render.
    if (path.basename(abs).startsWith('_')) continue;
    bySource ??= docsBySource(index);
    const source = path.relative(rootDir, abs).split(path.sep).join('/');
    const docs = bySource.get(source);
    if (!docs) return false;
    // (A page that is not UTF-8 does not hold: the index built again reports it.)
    const { text, problem } = readContentText(abs, source);
    const problems: Problem[] = problem ? [problem] : [];
    const { frontmatter: fm, body } = parseFrontmatter(text, source, problems, unknownKeys);
    if (problems.length) return false;
    const same = (doc: DocRecord) =>
      JSON.stringify(fm) === JSON.stringify(doc.frontmatter) &&
      (fm.title ?? firstHeading(body) ?? doc.id.split('/').pop()) === doc.title &&
      (fm.description ?? excerptOf(body)) === doc.description;
    if (!docs.every(same)) return false;
  }
  return true;
}

/** The doc sets' pages by file (a locale's fallback page shares its file with the default one). */
function docsBySource(index: ContentIndex): Map<string, DocRecord[]> {
  const out = new Map<string, DocRecord[]>();
  for (const set of index.sets)
    for (const version of set.versions)
      for (const doc of version.docs) {
        const list = out.get(doc.source) ?? [];
        list.push(doc);
        out.set(doc.source, list);
      }
  return out;
}
