/** Page files under a folder (files and folders starting with "_" are partials and data, never pages). */
import fs from 'node:fs';
import path from 'node:path';

export function pageFiles(dir: string, acc: string[] = []): string[] {
  if (!fs.existsSync(dir)) return acc;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!e.name.startsWith('_')) pageFiles(p, acc);
    } else if (/\.mdx?$/.test(e.name) && !e.name.startsWith('_')) acc.push(p);
  }
  return acc;
}

const MENTIONED_FILE = /[^\s/()[\]"'`<>]+\.mdx?\b/g;
const partialNames = new Map<string, Set<string>>();

/** Page file names (intro.mdx) that the partials under `roots` mention; read once per process. */
function namesInPartials(roots: string[]): Set<string> {
  const key = roots.join('\0');
  let names = partialNames.get(key);
  if (names) return names;
  names = new Set();
  for (const root of roots) {
    if (!fs.existsSync(root)) continue;
    for (const rel of fs.readdirSync(root, { recursive: true }) as string[]) {
      if (!/\.mdx?$/.test(rel) || !rel.split(path.sep).some((part) => part.startsWith('_'))) continue;
      for (const name of fs.readFileSync(path.join(root, rel), 'utf8').match(MENTIONED_FILE) ?? []) names.add(name);
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
  const named = new Set(text.match(MENTIONED_FILE) ?? []);
  const partials = namesInPartials(roots);
  return [...fileMap].filter(([source]) => {
    const name = path.posix.basename(source);
    return named.has(name) || partials.has(name);
  });
}
