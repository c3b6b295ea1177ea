/**
 * JSON files authors edit (versions.json, site.config.json, _category_.json, _sidebars.json):
 * a syntax error becomes a Problem at file:line:column instead of a bare "at position 42" or a
 * stack trace.
 */
import fs from 'node:fs';
import { BuildError, type Problem } from './errors';

/** 1-based line and column of a character offset. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/**
 * Offset of the first JSON syntax error (V8 names no position for some errors, e.g. a trailing
 * comma before "]"). A strict recursive-descent scan of the grammar; it only runs after
 * JSON.parse has failed.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const string = () => {
    if (text[i] !== '"') fail();
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text.charCodeAt(i) < 0x20) fail();
      i += text[i] === '\\' ? 2 : 1;
    }
    if (i >= text.length) fail();
    i++;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        string();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    }
    if (c === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
    if (!literal) fail();
    i += literal![0].length;
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
  } catch (at) {
    if (typeof at === 'number') return at;
    throw at;
  }
  return text.length;
}

/** Parses JSON text; on a syntax error returns a positioned Problem instead of throwing. */
export function parseJsonText(text: string, file: string): { value: unknown } | { problem: Problem } {
  try {
    return { value: JSON.parse(text) };
  } catch (err) {
    const reason = (err as Error).message.replace(/\s*(?:in|after) JSON at position \d+.*$/, '').replace(/,\s*".*" is not valid JSON$/s, '');
    return {
      problem: {
        file,
        ...positionAt(text, jsonErrorOffset(text)),
        message: `invalid JSON: ${reason} — fix the syntax there (a missing comma or quote, or a trailing comma, is the usual cause)`,
      },
    };
  }
}

/** Reads and parses a JSON file, throwing a BuildError with file:line:column on bad syntax. */
export function readJsonFile(abs: string, file: string): unknown {
  const result = parseJsonText(fs.readFileSync(abs, 'utf8'), file);
  if ('problem' in result) throw new BuildError('Invalid JSON:', [result.problem]);
  return result.value;
}
