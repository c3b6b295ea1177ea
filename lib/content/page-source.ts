/**
 * A page's MDX body as every compile reads it (render, check, Markdown export): the file without
 * its frontmatter, and how many lines the frontmatter took so positions stay the file's. The
 * frontmatter itself was validated once, by the index (lib/content/build-index.ts).
 */
import path from 'node:path';
import { parseFrontmatter } from '../source/frontmatter';
import { contentText } from '../source/content-text';
import type { DocRecord } from './types';

export interface PageSource {
  raw: string;
  body: string;
  bodyLineOffset: number;
}

export function splitPageSource(raw: string, source: string): PageSource {
  const { body, bodyLineOffset } = parseFrontmatter(raw, source, []);
  return { raw, body, bodyLineOffset };
}

export function readPageSource(doc: Pick<DocRecord, 'source'>, rootDir = process.cwd()): PageSource {
  return splitPageSource(contentText(path.join(rootDir, doc.source), doc.source), doc.source);
}
