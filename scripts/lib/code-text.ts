/**
 * The words a TypeScript file's code holds, comments left out: its names, strings, template
 * parts, regular expressions and JSX text. What the rule "the core names no Docusaurus module,
 * option or plugin in its code" reads (scripts/__tests__/rooms.test.ts): comments may say what the
 * core follows ("as Docusaurus does"); code may not depend on it.
 */
import ts from 'typescript';

export interface CodeWord {
  line: number;
  text: string;
}

export function codeWords(file: string, text: string): CodeWord[] {
  const kind = /\.(tsx|jsx)$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const words: CodeWord[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isIdentifier(node) ||
      ts.isPrivateIdentifier(node) ||
      ts.isStringLiteralLike(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isJsxText(node)
    )
      words.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.getText(source) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return words;
}
