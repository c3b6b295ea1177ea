/**
 * The functions of TypeScript files and their lengths in lines, for the rule that a room's code reads
 * as its pipeline: named phases, no function longer than a screenful or two (scripts/__tests__/rooms.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface FunctionLength {
  /** `file:line name` */
  at: string;
  lines: number;
}

/** Every function, method and arrow function of one file's text, with its length. */
export function functionLengths(file: string, text: string): FunctionLength[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FunctionLength[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const named = node.name?.getText(source) ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(source) : '(anonymous)');
      found.push({ at: `${file}:${first + 1} ${named}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The TypeScript files under the given files and folders of `root` (tests and declarations left out). */
export function typescriptFiles(root: string, entries: string[]): string[] {
  const files: string[] = [];
  const walk = (rel: string) => {
    const st = fs.statSync(path.join(root, rel), { throwIfNoEntry: false });
    if (st?.isDirectory()) {
      for (const name of fs.readdirSync(path.join(root, rel)).sort()) if (name !== 'node_modules' && name !== '__tests__') walk(path.posix.join(rel, name));
    } else if (st && /\.(ts|tsx|mts)$/.test(rel) && !rel.endsWith('.d.ts')) files.push(rel);
  };
  entries.forEach(walk);
  return files;
}

/** The functions longer than `limit` lines in those files, longest first. */
export function longFunctions(root: string, entries: string[], limit: number): FunctionLength[] {
  return typescriptFiles(root, entries)
    .flatMap((file) => functionLengths(file, fs.readFileSync(path.join(root, file), 'utf8')))
    .filter((f) => f.lines > limit)
    .sort((a, b) => b.lines - a.lines);
}
