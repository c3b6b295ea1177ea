/**
 * Where code reads the environment (`process.env`), found by TypeScript's parser: a property access
 * on `process`, not the words in a comment or a string (a bundler's define key is a string).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface EnvRead {
  file: string;
  line: number;
}

/** The reads of `process.env` in one file's text. */
export function envReadsIn(file: string, text: string): EnvRead[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const reads: EnvRead[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'env' && ts.isIdentifier(node.expression) && node.expression.text === 'process')
      reads.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return reads;
}

/** The reads in the production files (tests left out) under the project's folders `dirs`. */
export function envReads(root: string, dirs: readonly string[]): EnvRead[] {
  const files = dirs.flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[])
      .filter((rel) => /\.(m?[jt]sx?)$/.test(rel) && !rel.split(path.sep).includes('__tests__') && !rel.split(path.sep).includes('node_modules'))
      .map((rel) => path.join(dir, rel)),
  );
  return files.flatMap((rel) => envReadsIn(rel, fs.readFileSync(path.join(root, rel), 'utf8')));
}
