/** Page files under a folder (files and folders starting with "_" are partials and data, never pages). */
import fs from 'node:fs';
import path from 'node:path';
import { contentFiles, walkContent } from '../source/content-walk';
import { allowedFolders } from '../source/inside-content';

export function pageFiles(dir: string, contentRoots: readonly string[] = [dir]): string[] {
  // (Links may lead anywhere in the content.)
  return walkContent(dir, allowedFolders({ contentRoots: [...contentRoots, dir] }), { enter: (e) => !e.name.startsWith('_') && e.name !== 'node_modules' })
    .filter((e) => !e.isDir && /\.mdx?$/.test(e.name) && !e.name.startsWith('_'))
    .map((e) => e.abs);
}

const MENTIONED_FILE = /[^\s/()[\]"'`<>]+\.mdx?\b/g;
const NAME_STOP = /[\s/()[\]"'`<>]/;

/**
 * The file names (intro.mdx) a text mentions: MENTIONED_FILE's matches. The regular expression alone
 * backtracks through every word of the text; it runs only on the words around a ".md", which is
 * where all its matches lie (a match never spans a stop character, and every stop character is a
 * word boundary, so a word cut out of the text matches as it does in place).
 */
export function mentionedFiles(text: string): string[] {
  const names: string[] = [];
  for (let at = text.indexOf('.md'); at !== -1; ) {
    let start = at;
    while (start > 0 && !NAME_STOP.test(text[start - 1])) start--;
    let end = at + 3;
    while (end < text.length && !NAME_STOP.test(text[end])) end++;
    names.push(...(text.slice(start, end).match(MENTIONED_FILE) ?? []));
    at = text.indexOf('.md', end);
  }
  return names;
}

const partialNames = new Map<string, Set<string>>();

/** Page file names (intro.mdx) that the partials under `roots` mention; read once per process. */
function namesInPartials(roots: string[]): Set<string> {
  const key = roots.join('\0');
  let names = partialNames.get(key);
  if (names) return names;
  names = new Set();
  const bounds = allowedFolders({ contentRoots: roots });
  for (const root of roots) {
    for (const rel of contentFiles(root, bounds)) {
      if (!/\.mdx?$/.test(rel) || !rel.split('/').some((part) => part.startsWith('_'))) continue;
      for (const name of mentionedFiles(fs.readFileSync(path.join(root, rel), 'utf8'))) names.add(name);
    }
  }
  partialNames.set(key, names);
  return names;
}

/**
 * The entries of a version's file map (source → URL) that a page's relative file links can reach:
 * the pages whose file name its text or any partial mentions. A result computed from these changes
 * when such a page is added or removed, and stays valid when any other page of the version is.
 */
export function reachableFiles(fileMap: Map<string, string>, text: string, roots: string[]): [string, string][] {
  const named = new Set(mentionedFiles(text));
  const partials = namesInPartials(roots);
  return [...fileMap].filter(([source]) => {
    const name = path.posix.basename(source);
    return named.has(name) || partials.has(name);
  });
}
