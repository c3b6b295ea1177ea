/**
 * Every module a source file names, as the code names it: static imports and re-exports (with
 * whether they are types only), `import()`, `require()`, `new URL('…', import.meta.url)`, and
 * string literals that are paths of the checkout's own source files (a module handed over by
 * path, as the build hands its workers the article renderer). Comments are not read.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type ReferenceKind = 'import' | 'type' | 'dynamic' | 'require' | 'url' | 'path';

export interface ModuleReference {
  spec: string;
  kind: ReferenceKind;
  line: number;
}

/**
 * A string that names a source file or folder of the checkout by its path ("plugins/docusaurus/styles",
 * "../../components/mdx/render-tree.tsx" as tsImport takes it, "@/lib/x"): read as a path from the root.
 */
const PROJECT_PATH = /^(?:(?:\.{1,2}\/)+|@\/)?((?:app|components|lib|plugins|scripts)\/[\w@.\-/[\]]*)$/;

function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node))
    return (
      node.isTypeOnly ||
      Boolean(
        node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length && node.exportClause.elements.every((e) => e.isTypeOnly),
      )
    );
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && Boolean(named && ts.isNamedImports(named) && named.elements.length && named.elements.every((e) => e.isTypeOnly));
}

export function moduleReferences(file: string, text = fs.readFileSync(file, 'utf8')): ModuleReference[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.mjs') || file.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const out: ModuleReference[] = [];
  const moduleSpecs = new Set<ts.Node>();
  /** Records a reference; `literal`: the string that names it, which is then no path of its own. */
  const add = (spec: string, k: ReferenceKind, node: ts.Node, literal?: ts.Node) => {
    if (literal) moduleSpecs.add(literal);
    out.push({ spec, kind: k, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, isTypeOnly(node) ? 'type' : 'import', node, node.moduleSpecifier);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, 'type', node, node.argument.literal);
    } else if (ts.isCallExpression(node) && node.arguments.length && ts.isStringLiteralLike(node.arguments[0])) {
      const arg = node.arguments[0];
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) add(arg.text, 'dynamic', node, arg);
      else if (ts.isIdentifier(node.expression) && node.expression.text === 'require') add(arg.text, 'require', node, arg);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL' && node.arguments?.length === 2) {
      const [target, base] = node.arguments;
      if (ts.isStringLiteralLike(target) && base.getText(source) === 'import.meta.url') add(target.text, 'url', node, target);
    } else if (ts.isStringLiteralLike(node) && !moduleSpecs.has(node)) {
      const m = PROJECT_PATH.exec(node.text);
      if (m) add(m[1], 'path', node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const SKIP = new Set(['node_modules', 'fixtures', '.next', 'out', '.generated', '.docs-cache', 'test-results']);

/** The checkout's source files under `folders` (paths from `root`); tests (`__tests__`) only when asked. */
export function sourceFiles(root: string, folders: readonly string[], withTests = false): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(e.name) || e.name.startsWith('.') || (!withTests && e.name === '__tests__')) continue;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(tsx?|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(path.relative(root, p).split(path.sep).join('/'));
    }
  };
  for (const f of folders) if (fs.existsSync(path.join(root, f))) walk(path.join(root, f));
  return out.sort();
}
