/**
 * The text of a page, partial or data file of the content, for every reader of the engine's own
 * content (the index, the partials and data a page imports). A file that is not UTF-8 is the
 * author's problem at its file and line (./utf8.ts), not a page published with U+FFFD in it.
 */
import fs from 'node:fs';
import { BuildError, type Problem } from '../errors';
import { utf8Problem } from './utf8';

/**
 * The file's text and, when it is not UTF-8, the problem saying where (`file`: the path problems
 * name it by). The text is then Node's decoding, for a reader that goes on to find more problems.
 */
export function readContentText(abs: string, file: string): { text: string; problem?: Problem } {
  const bytes = fs.readFileSync(abs);
  const problem = utf8Problem(bytes);
  return { text: bytes.toString('utf8'), ...(problem ? { problem: { file, ...problem } } : {}) };
}

/** readContentText for a reader that stops at the problem: it is thrown as a BuildError. */
export function contentText(abs: string, file: string): string {
  const { text, problem } = readContentText(abs, file);
  if (problem) throw new BuildError('A content file is not UTF-8:', [problem]);
  return text;
}
