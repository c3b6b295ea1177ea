/**
 * Frontmatter parsing and validation with the Docusaurus keys authors already use.
 * Every problem names file:line so the author lands on the offending key.
 */
import matter from 'gray-matter';
import type { Problem } from '../errors';

export interface Frontmatter {
  title?: string;
  description?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  sidebar_class_name?: string;
  slug?: string;
  id?: string;
  keywords?: string[];
  tags?: (string | { label: string; permalink?: string })[];
  draft?: boolean;
  unlisted?: boolean;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  pagination_prev?: string | null;
  pagination_next?: string | null;
  pagination_label?: string;
  custom_edit_url?: string | null;
  image?: string;
  /** Which sidebar the page shows (a sidebar id of its version), or null for none. */
  displayed_sidebar?: string | null;
  sidebar_custom_props?: Record<string, unknown>;
  parse_number_prefixes?: boolean;
  last_update?: { author?: string; date?: string };
  /** How the page is parsed, over the site's markdown.format (Docusaurus' `mdx.format` front matter: md, mdx or detect). */
  mdx?: { format?: 'md' | 'mdx' | 'detect' };
  /** Ids links written for an earlier edition of the page land on: old id → new id, or { top: why it is gone } (lib/content/anchor-aliases.ts). */
  anchor_aliases?: Record<string, unknown>;
}

type Check = (v: unknown) => string | null;
const str: Check = (v) => (typeof v === 'string' ? null : 'must be a string');
const bool: Check = (v) => (typeof v === 'boolean' ? null : 'must be true or false');
const num: Check = (v) => (typeof v === 'number' && Number.isFinite(v) ? null : 'must be a number');
const strOrNull: Check = (v) => (v === null || typeof v === 'string' ? null : 'must be a doc id or null');
const strList: Check = (v) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? null : 'must be a list of strings');
const obj: Check = (v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? null : 'must be a mapping of keys to values');
// Docusaurus tags are names or { label, permalink } objects.
const tagList: Check = (v) =>
  Array.isArray(v) && v.every((x) => typeof x === 'string' || (typeof x === 'object' && x !== null && typeof (x as { label?: unknown }).label === 'string'))
    ? null
    : 'must be a list of tag names or { label, permalink } objects';
const lastUpdate: Check = (v) => (obj(v) === null && Object.keys(v as object).every((k) => k === 'author' || k === 'date') ? null : 'must be { author, date }');
const headingLevel: Check = (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= 6 ? null : 'must be a whole number from 2 to 6');

const SCHEMA: Record<keyof Frontmatter, Check> = {
  title: str,
  description: str,
  sidebar_label: str,
  sidebar_position: num,
  sidebar_class_name: str,
  slug: str,
  id: (v) => (typeof v === 'string' && v && !v.includes('/') ? null : 'must be a string without "/"'),
  keywords: strList,
  tags: tagList,
  draft: bool,
  unlisted: bool,
  hide_title: bool,
  hide_table_of_contents: bool,
  toc_min_heading_level: headingLevel,
  toc_max_heading_level: headingLevel,
  pagination_prev: strOrNull,
  pagination_next: strOrNull,
  pagination_label: str,
  custom_edit_url: strOrNull,
  image: str,
  displayed_sidebar: (v) => (v === null || typeof v === 'string' ? null : 'must be a sidebar id or null'),
  sidebar_custom_props: obj,
  parse_number_prefixes: bool,
  last_update: lastUpdate,
  mdx: (v) =>
    obj(v) === null && Object.entries(v as object).every(([k, f]) => k === 'format' && ['md', 'mdx', 'detect'].includes(f as string))
      ? null
      : 'must be { format: md, mdx or detect }',
  anchor_aliases: (v) => (obj(v) === null ? null : 'must map old ids to new ids (old-id: new-id), or to { top: why it is gone }'),
};

/**
 * Docusaurus validates frontmatter with Joi, which converts "3" to 3 and "true" to true; the
 * same values are accepted here.
 */
function coerce(check: Check, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if ((check === num || check === headingLevel) && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (check === bool && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

export const FRONTMATTER_KEYS = Object.keys(SCHEMA) as (keyof Frontmatter)[];

/** When a page was last updated, in Unix seconds: its front matter's `last_update.date`, else `fallback` (its last commit's). */
export function lastUpdateSeconds(fm: Pick<Frontmatter, 'last_update'>, fallback: number | undefined): number | undefined {
  const written = fm.last_update?.date ? Date.parse(fm.last_update.date) : NaN;
  return Number.isNaN(written) ? fallback : Math.floor(written / 1000);
}

/** Line (1-based) where a top-level key is written inside the frontmatter block. */
export function keyLine(source: string, key: string): number | undefined {
  const lines = source.split('\n');
  for (let i = 1; i < lines.length && lines[i].trim() !== '---'; i++) {
    if (new RegExp(`^${key}\\s*:`).test(lines[i])) return i + 1;
  }
  return undefined;
}

function closest(key: string): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const k of FRONTMATTER_KEYS) {
    const d = editDistance(key, k);
    if (d < bestScore) [best, bestScore] = [k, d];
  }
  return bestScore <= 3 ? best : undefined;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}

export interface ParsedSource {
  frontmatter: Frontmatter;
  /** Body without the frontmatter block. */
  body: string;
  /** Number of lines the frontmatter block takes, so body line N is file line N + offset. */
  bodyLineOffset: number;
}

/** gray-matter's options that split the frontmatter off without parsing it (its YAML engine does nothing). */
const SPLIT_ONLY = { engines: { yaml: () => ({}) } };

/**
 * The body of a page and the lines its frontmatter takes, as parseFrontmatter gives them for a
 * page whose frontmatter parses, without parsing it again: for pages of a built index (which
 * fails on frontmatter that does not parse), such as the check's page jobs.
 */
export function splitFrontmatter(source: string): Pick<ParsedSource, 'body' | 'bodyLineOffset'> {
  let content = yamlBody(source);
  if (content === undefined)
    try {
      content = matter(source, SPLIT_ONLY).content;
    } catch {
      return parseFrontmatter(source, '', []); // (another language's engine failed: the same answer as there)
    }
  return { body: content, bodyLineOffset: bodyLineOffsetOf(source, content) };
}

/**
 * The text of a page or partial as its MDX compile reads it: the frontmatter block (with LF or
 * CRLF line endings, after a byte order mark or not, as gray-matter and so Docusaurus recognise it)
 * turned into blank lines, so positions stay the file's own, and the byte order mark dropped.
 */
export function blankFrontmatter(source: string): string {
  const { body, bodyLineOffset } = splitFrontmatter(source);
  return '\n'.repeat(bodyLineOffset) + body;
}

/**
 * gray-matter's split with its default `---` delimiters, written out: the content after the
 * frontmatter, or undefined when a language follows the opening delimiter (`---json`), which is
 * left to gray-matter. (gray-matter also copies every page into a Buffer and builds its options
 * several times per call: most of its cost when the YAML is not parsed.)
 */
function yamlBody(source: string): string | undefined {
  if (source === '') return '';
  const text = source.charAt(0) === '\ufeff' ? source.slice(1) : source;
  if (!text.startsWith('---') || text.charAt(3) === '-') return text;
  const rest = text.slice(3);
  // What follows the opening delimiter on its line (all but the last character when no line ends).
  if (rest.slice(0, rest.search(/\r?\n/)).trim()) return undefined;
  const close = rest.indexOf('\n---');
  if (close === -1) return '';
  let content = rest.slice(close + 4);
  if (content[0] === '\r') content = content.slice(1);
  if (content[0] === '\n') content = content.slice(1);
  return content;
}

/** Lines before the body: the frontmatter block and its delimiters. */
function bodyLineOffsetOf(source: string, body: string): number {
  return source.slice(0, source.length - body.length).split('\n').length - 1;
}

/**
 * What a frontmatter key the engine does not know becomes: a problem (`refuse`, the engine's own
 * content, where it is a typo), or data kept as written (`keep`: Docusaurus validates frontmatter with
 * `allowUnknown`, and a site's components read its own keys, `useDoc().frontMatter.hide_feedback`).
 */
export type UnknownFrontmatterKeys = 'refuse' | 'keep';

export function parseFrontmatter(source: string, file: string, problems: Problem[], unknownKeys: UnknownFrontmatterKeys = 'refuse'): ParsedSource {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object disables gray-matter's global cache (it would keep every file in memory).
    parsed = matter(source, {});
  } catch (err) {
    const e = err as { mark?: { line: number; column: number }; reason?: string; message: string };
    problems.push({
      file,
      // gray-matter hands js-yaml the text after the opening "---" including its newline, so the
      // mark's 0-based line is already the file's 1-based line minus one.
      line: e.mark ? e.mark.line + 1 : 1,
      column: e.mark ? e.mark.column + 1 : undefined,
      message: `invalid YAML in frontmatter: ${e.reason ?? e.message} — check quotes, indentation and "key: value" pairs (quote values that contain ": ")`,
    });
    return { frontmatter: {}, body: source, bodyLineOffset: 0 };
  }
  const data = parsed.data as Record<string, unknown>;
  const fm: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const check = SCHEMA[key as keyof Frontmatter];
    if (!check && unknownKeys === 'keep') {
      fm[key] = value;
      continue;
    }
    if (!check) {
      const hint = closest(key);
      problems.push({
        file,
        line: keyLine(source, key),
        message: `unknown frontmatter key "${key}"${hint ? ` (did you mean "${hint}"?)` : ''}. Known keys: ${FRONTMATTER_KEYS.join(', ')}`,
      });
      continue;
    }
    const coerced = coerce(check, value);
    const error = check(coerced);
    if (error) {
      problems.push({ file, line: keyLine(source, key), message: `frontmatter "${key}" ${error} (got ${JSON.stringify(value)})` });
      continue;
    }
    fm[key] = coerced;
  }
  const min = (fm.toc_min_heading_level as number | undefined) ?? 2;
  const max = (fm.toc_max_heading_level as number | undefined) ?? 4;
  if (min > max)
    problems.push({
      file,
      line: keyLine(source, 'toc_min_heading_level'),
      message: `toc_min_heading_level (${min}) is greater than toc_max_heading_level (${max})`,
    });
  return { frontmatter: fm as Frontmatter, body: parsed.content, bodyLineOffset: bodyLineOffsetOf(source, parsed.content) };
}
