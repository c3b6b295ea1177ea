/**
 * A content folder made from another tree (pagewright's import of a Docusaurus site) names its files
 * by their copy (`../content/docs/intro.mdx`), where the author edits the original
 * (`docs/intro.mdx`, `versioned_docs/version-2/x.mdx`). With the run's `sourceNames` (a JSON file
 * whose `sources` maps a copy's path in the content folder to its original's), a message shown in
 * the page names the original; a copy kept at its own path (src/, static/) by that path; and a file
 * read where it lies, in the file's `from` folder, by its path there.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RunSettings } from '../config/run-settings';
import { escapeRegExp } from 'lodash-es';

/** The sourceNames file: the copies' originals, and `from`, the author's folder (absolute), whose files read where they lie are named from it. */
interface SourceNames {
  sources: Record<string, string>;
  from?: string;
}

let loaded: { file: string; time: number; names: SourceNames } | undefined;

function namesOf(file: string): SourceNames {
  const time = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (loaded?.file === file && loaded.time === time) return loaded.names;
  let names: SourceNames = { sources: {} };
  try {
    const read = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SourceNames>;
    names = { sources: read.sources ?? {}, ...(typeof read.from === 'string' ? { from: read.from } : {}) };
  } catch {
    // (No import yet, or one being written: the copies' names stay.)
  }
  loaded = { file, time, names };
  return names;
}

/** `message` with each file of the content folder named as its author knows it; as it is without `run.sourceNames`. */
export function withAuthorNames(message: string, run: Pick<RunSettings, 'sourceNames' | 'contentDir'>, root = process.cwd()): string {
  if (!run.sourceNames || !run.contentDir) return message;
  const { sources, from } = namesOf(run.sourceNames);
  const contentDir = path.resolve(root, run.contentDir);
  const prefixes = [path.relative(root, contentDir), contentDir].map((p) => p.split(path.sep).join('/') + '/');
  const pattern = new RegExp(`(?:${prefixes.map(escapeRegExp).join('|')})([^\\s:'"()]+)`, 'g');
  const named = message.replace(pattern, (_, rel: string) => sources[rel] ?? rel);
  if (!from) return named;
  // (A file read where it lies, outside the content folder, is named from the project's root: `../../docs/intro.mdx`.)
  const site = `${path.relative(root, from).split(path.sep).join('/')}/`;
  return named.replace(new RegExp(`(?<![\\w./-])${escapeRegExp(site)}([^\\s:'"()]+)`, 'g'), '$1');
}
