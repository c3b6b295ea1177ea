/**
 * A content folder made from another tree (pagewright's import of a Docusaurus site) names its files
 * by their copy (`../content/docs/intro.mdx`), where the author edits the original
 * (`docs/intro.mdx`, `versioned_docs/version-2/x.mdx`). With the run's `sourceNames` (a JSON file
 * whose `sources` maps a copy's path in the content folder to its original's), a message shown in
 * the page names the original; a copy kept at its own path (src/, static/) by that path.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RunSettings } from '../config/run-settings';

let loaded: { file: string; time: number; sources: Record<string, string> } | undefined;

function sourcesOf(file: string): Record<string, string> {
  const time = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (loaded?.file === file && loaded.time === time) return loaded.sources;
  let sources: Record<string, string> = {};
  try {
    sources = (JSON.parse(fs.readFileSync(file, 'utf8')) as { sources?: Record<string, string> }).sources ?? {};
  } catch {
    // (No import yet, or one being written: the copies' names stay.)
  }
  loaded = { file, time, sources };
  return sources;
}

/** `message` with each file of the content folder named as its author knows it; as it is without `run.sourceNames`. */
export function withAuthorNames(message: string, run: Pick<RunSettings, 'sourceNames' | 'contentDir'>, root = process.cwd()): string {
  if (!run.sourceNames || !run.contentDir) return message;
  const sources = sourcesOf(run.sourceNames);
  const contentDir = path.resolve(root, run.contentDir);
  const prefixes = [path.relative(root, contentDir), contentDir].map((p) => p.split(path.sep).join('/') + '/');
  const pattern = new RegExp(`(?:${prefixes.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})([^\\s:'"()]+)`, 'g');
  return message.replace(pattern, (_, rel: string) => sources[rel] ?? rel);
}
