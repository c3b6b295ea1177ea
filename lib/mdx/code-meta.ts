import type { MagicComment } from '../config/prism';
import { escapeRegExp } from 'lodash-es';

/**
 * Docusaurus code block options: the fence meta (`title="x.yaml" {1,4-6} showLineNumbers`)
 * and magic comments (`// highlight-next-line`, `# highlight-start` … `# highlight-end`).
 */

export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  showLineNumbers: boolean;
  /** Starting line number when given as showLineNumbers=5. */
  startLine: number;
}

function parseRanges(spec: string, into: Set<number>): void {
  for (const part of spec.split(',')) {
    const [a, b] = part.split('-').map((x) => Number(x.trim()));
    if (!Number.isInteger(a)) continue;
    for (let n = a; n <= (Number.isInteger(b) ? b : a); n++) into.add(n);
  }
}

export function parseCodeMeta(meta: string | undefined | null): CodeMeta {
  const out: CodeMeta = { highlight: new Set(), showLineNumbers: false, startLine: 1 };
  if (!meta) return out;
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  if (title) out.title = title[1] ?? title[2] ?? title[3];
  const withoutTitle = meta.replace(/title=(?:"[^"]*"|'[^']*'|\S+)/, '');
  const ranges = /\{([\d,\s-]+)\}/.exec(withoutTitle);
  if (ranges) parseRanges(ranges[1], out.highlight);
  const numbers = /showLineNumbers(?:=(\d+))?/.exec(withoutTitle);
  if (numbers) {
    out.showLineNumbers = true;
    if (numbers[1]) out.startLine = Number(numbers[1]);
  }
  return out;
}

/** Comment syntaxes a magic comment may be written in (Docusaurus' list for the common languages). */
const COMMENT_FORMS: [string, string][] = [
  ['//', ''],
  ['/\\*', '\\*/'],
  ['\\{\\s*/\\*', '\\*/\\s*\\}'],
  ['#', ''],
  ['<!--', '-->'],
  ['--', ''],
  [';;?', ''],
  ['%', ''],
];

const patterns = new WeakMap<readonly MagicComment[], RegExp>();

/** One line that is only a directive in a comment; a block comment's closer may be left out, as the engine always allowed. */
function directivePattern(comments: readonly MagicComment[]): RegExp {
  const known = patterns.get(comments);
  if (known) return known;
  const names = comments.flatMap((c) => [c.line, c.block?.start, c.block?.end]).filter((n): n is string => !!n);
  const name = `(${names.map(escapeRegExp).join('|')})`;
  const forms = COMMENT_FORMS.map(([start, end]) => `${start}\\s*${name}\\s*${end ? `(?:${end})?` : ''}`);
  const pattern = new RegExp(`^\\s*(?:${forms.join('|')})\\s*$`);
  patterns.set(comments, pattern);
  return pattern;
}

/**
 * Removes magic comment lines (Docusaurus' `magicComments`: `// highlight-next-line`, `# highlight-start`
 * … `# highlight-end`, or the site's own) and adds each marked line's class, by 1-based line of
 * the code returned.
 */
export function applyMagicComments(code: string, lineClasses: Map<number, string[]>, comments: readonly MagicComment[]): string {
  if (!comments.length) return code;
  const pattern = directivePattern(comments);
  const out: string[] = [];
  const next: string[] = [];
  const open = new Set<string>();
  for (const line of code.split('\n')) {
    const m = pattern.exec(line);
    const directive = m?.slice(1).find((g) => g !== undefined);
    if (directive !== undefined) {
      for (const c of comments) {
        if (c.line === directive) next.push(c.className);
        else if (c.block?.start === directive) open.add(c.className);
        else if (c.block?.end === directive) open.delete(c.className);
      }
      continue;
    }
    out.push(line);
    const classes = [...new Set([...next, ...open])];
    if (classes.length) lineClasses.set(out.length, [...(lineClasses.get(out.length) ?? []), ...classes]);
    next.length = 0;
  }
  return out.join('\n');
}
