/**
 * Anchor aliases: the ids links written for an earlier edition of a page still land on. A version
 * folder's `_anchors.yml` maps each page (by doc id) to its old ids, each either the id of the
 * section that now covers its subject or, when the subject is gone, `{ top: <why> }`:
 *
 *   manage/sleep-wakeup:
 *     old-section-id: new-section-id
 *     removed-topic: { top: the page no longer covers the legacy sleep mode }
 *
 * A page may also list its own in its front matter (`anchor_aliases:`, the same form), as generated
 * pages do. The render places an empty element with each old id right before its target
 * (lib/mdx/rehype-anchor-aliases.ts), so the link lands with scripts off and the link checker sees it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Pair } from 'yaml';
import type { Problem } from '../errors';
import { readContentText } from '../source/content-text';
import type { DocRecord, PageAnchorAliases } from './types';
import { escapeRegExp } from 'lodash-es';

export const ANCHOR_ALIASES_FILE = '_anchors.yml';

const ID = /^[^\s#]+$/;
const TOP_HINT = '"{ top: why it is gone }"';

/** What one old id stands for, or what is wrong with it (`value`: as YAML read it). */
function aliasTarget(id: string, value: unknown): { to: string } | { top: string } | { problem: string } {
  if (!ID.test(id)) return { problem: `"${id}" is no anchor id — write the id alone, without "#" or spaces` };
  // (An id may read as a number in YAML: `2024: release-2024`.)
  if ((typeof value === 'string' || typeof value === 'number') && ID.test(String(value))) {
    return String(value) === id ? { problem: `"${id}" names itself — remove the line: the page already has this id` } : { to: String(value) };
  }
  const top = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>).top : undefined;
  if (typeof top === 'string' && top.trim() && Object.keys(value as object).length === 1) return { top: top.trim() };
  return { problem: `"${id}": give the id that now covers its subject, or ${TOP_HINT} when nothing does` };
}

/**
 * The version folder's alias file read into doc id → aliases, checked against the version's doc
 * ids; problems (with the file's lines) are pushed, never thrown. An absent file is no aliases.
 */
export function readAnchorAliases(dirAbs: string, rootDir: string, docIds: ReadonlySet<string>, problems: Problem[]): Map<string, PageAnchorAliases> {
  const out = new Map<string, PageAnchorAliases>();
  const abs = path.join(dirAbs, ANCHOR_ALIASES_FILE);
  if (!fs.existsSync(abs)) return out;
  const file = path.relative(rootDir, abs).split(path.sep).join('/');
  const lines = new LineCounter();
  const { text, problem: notUtf8 } = readContentText(abs, file);
  if (notUtf8) problems.push(notUtf8);
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  const lineAt = (offset: number | undefined) => (offset === undefined ? undefined : lines.linePos(offset).line);
  const problem = (offset: number | undefined, message: string) => problems.push({ file, line: lineAt(offset), message });
  for (const e of doc.errors) problem(e.pos[0], `${e.message.split('\n')[0]} — write the file as YAML: page id, then old id: new id`);
  if (doc.errors.length || doc.contents === null) return out;
  if (!isMap(doc.contents)) {
    problem(doc.contents.range?.[0], 'the file must map page ids to their old anchor ids — e.g. "manage/sleep-wakeup:" then "  old-id: new-id"');
    return out;
  }
  for (const pair of doc.contents.items as Pair[]) {
    const page = isScalar(pair.key) ? String(pair.key.value) : '';
    const at = isScalar(pair.key) ? pair.key.range?.[0] : undefined;
    if (!docIds.has(page)) {
      problem(at, `no page "${page}" in this version — name a page by its doc id (its path in the version folder, without the extension)`);
      continue;
    }
    if (!isMap(pair.value)) {
      problem(at, `"${page}": list its old ids under it, each as "old-id: new-id" or "old-id: ${TOP_HINT.slice(1, -1)}"`);
      continue;
    }
    const aliases: PageAnchorAliases = {};
    for (const entry of pair.value.items as Pair[]) {
      const key = isScalar(entry.key) ? entry.key : undefined;
      const id = key ? String(key.value) : '';
      const target = aliasTarget(id, entry.value && (isScalar(entry.value) ? entry.value.value : (entry.value as { toJSON(): unknown }).toJSON()));
      if ('problem' in target) problem(key?.range?.[0], `"${page}": ${target.problem}`);
      else aliases[id] = { ...target, file, line: lineAt(key?.range?.[0]) ?? 1 };
    }
    out.set(page, aliases);
  }
  return out;
}

/** A page's `anchor_aliases` front matter (checked for its form by lib/source/frontmatter.ts), each at its line. */
export function frontmatterAliases(value: Record<string, unknown>, source: string, raw: string, problems: Problem[]): PageAnchorAliases {
  const lines = raw.split('\n');
  const lineOf = (id: string) => {
    const i = lines.findIndex((l) => new RegExp(`^\\s+['"]?${escapeRegExp(id)}['"]?\\s*:`).test(l));
    return i < 0 ? 1 : i + 1;
  };
  const aliases: PageAnchorAliases = {};
  for (const [id, v] of Object.entries(value)) {
    const target = aliasTarget(id, v);
    if ('problem' in target) problems.push({ file: source, line: lineOf(id), message: `anchor_aliases: ${target.problem}` });
    else aliases[id] = { ...target, file: source, line: lineOf(id) };
  }
  return aliases;
}

/** Each doc of a version folder given its aliases from the folder's alias file, besides its own (drafts count as pages there, in every build). */
export function attachAnchorAliases(docs: DocRecord[], draftIds: readonly string[], dirAbs: string, rootDir: string, problems: Problem[]): void {
  const byPage = readAnchorAliases(dirAbs, rootDir, new Set([...docs.map((d) => d.id), ...draftIds]), problems);
  for (const doc of docs) {
    const fromFile = byPage.get(doc.id);
    if (!fromFile) continue;
    const own = doc.anchorAliases ?? {};
    for (const [id, alias] of Object.entries(fromFile))
      if (own[id]) problems.push({ file: alias.file, line: alias.line, message: `"${id}" is an alias in ${own[id].file}:${own[id].line} too — keep one of them` });
    doc.anchorAliases = { ...fromFile, ...own };
  }
}

/** The files a page's aliases are written in, other than the page itself. */
export function aliasFiles(doc: DocRecord): string[] {
  return [...new Set(Object.values(doc.anchorAliases ?? {}).map((a) => a.file))].filter((f) => f !== doc.source);
}

/** What is wrong with a page's aliases, given the ids the page has: an old id still in use, a target it lacks. */
export function aliasProblems(aliases: PageAnchorAliases, hasId: (id: string) => boolean, source: string): Problem[] {
  const problems: Problem[] = [];
  for (const [id, alias] of Object.entries(aliases)) {
    const at = { file: alias.file, line: alias.line };
    if (hasId(id)) problems.push({ ...at, message: `"${id}" is already an id of ${source} — remove the alias: links to it land already` });
    else if ('to' in alias && !hasId(alias.to))
      problems.push({
        ...at,
        message: `"${id}" → "${alias.to}": ${source} has no element with id "${alias.to}" — name the id of one of its headings, or write ${TOP_HINT}`,
      });
  }
  return problems;
}
