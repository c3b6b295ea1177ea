/**
 * YAML files authors edit (a `_category_.yml`, as Docusaurus reads one beside `_category_.json`): a
 * syntax error becomes a Problem at file:line:column, as for JSON (./json-file.ts).
 */
import { parseDocument } from 'yaml';
import type { Problem } from './errors';

export function parseYamlText(text: string, file: string): { value: unknown } | { problem: Problem } {
  const doc = parseDocument(text, { prettyErrors: false });
  const error = doc.errors[0];
  if (!error) return { value: doc.toJS() };
  const at = error.linePos?.[0];
  return {
    problem: {
      file,
      ...(at ? { line: at.line, column: at.col } : {}),
      message: `invalid YAML: ${error.message.split('\n')[0]} — fix the syntax there (indentation or an unquoted ":" is the usual cause)`,
    },
  };
}
