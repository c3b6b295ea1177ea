/** A data file beside the content (authors.yml, tags.yml): YAML or JSON, parsed; a missing file is undefined. */
import fs from 'node:fs';
import YAML from 'yaml';
import type { Problem } from '../errors';
import { readContentText } from './content-text';

/** `file`: the path its problems name. */
export function readDataFile(abs: string, file: string, problems: Problem[]): unknown {
  if (!fs.existsSync(abs)) return undefined;
  const { text, problem } = readContentText(abs, file);
  if (problem) problems.push(problem);
  try {
    return YAML.parse(text);
  } catch (err) {
    const e = err as { linePos?: { line: number; col: number }[]; message: string };
    problems.push({
      file,
      line: e.linePos?.[0]?.line,
      column: e.linePos?.[0]?.col,
      message: `invalid YAML: ${e.message.split('\n')[0]} — fix the file's syntax`,
    });
    return undefined;
  }
}
