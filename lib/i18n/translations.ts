/**
 * Docusaurus' translation files (`{"key": {"message": "…", "description": "…"}}`): the labels of a
 * docs version (`<i18n>/<locale>/<set>/<version>.json`), the navbar and footer
 * (`navbar.json`, `footer.json`) and the site components' `<Translate>` ids (`code.json`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseJsonText } from '../json-file';
import { readContentText } from '../source/content-text';
import type { Problem } from '../errors';

export type Messages = Record<string, string>;

/** What the index keeps of a locale's translations of the site's chrome (./locale-messages.ts). */
export interface LocaleMessages {
  navbar: Messages;
  footer: Messages;
  code: Messages;
}

/** A translation file's messages (none when the file is absent); a malformed one is a problem at file:line. */
export function readMessages(abs: string, rootDir: string, problems: Problem[]): Messages {
  if (!fs.existsSync(abs)) return {};
  const file = path.relative(rootDir, abs).split(path.sep).join('/');
  const { text, problem } = readContentText(abs, file);
  if (problem) problems.push(problem);
  const parsed = parseJsonText(text, file);
  if ('problem' in parsed) {
    problems.push(parsed.problem);
    return {};
  }
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push({ file, message: 'a translation file must be an object of {"<id>": {"message": "…"}} — give each id an object with its "message"' });
    return {};
  }
  const out: Messages = {};
  for (const [key, entry] of Object.entries(value)) {
    const message = typeof entry === 'string' ? entry : (entry as { message?: unknown })?.message;
    if (typeof message === 'string') out[key] = message;
    else problems.push({ file, message: `"${key}" has no "message" string — write {"message": "…"}` });
  }
  return out;
}
