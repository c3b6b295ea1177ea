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

const MAGIC = /^\s*(?:\/\/|#|<!--|\/\*|--|;)\s*highlight-(next-line|start|end)\s*(?:-->|\*\/)?\s*$/;

/** Removes magic comment lines and returns the code with the (1-based) lines they highlight. */
export function applyMagicComments(code: string, highlight: Set<number>): string {
  const out: string[] = [];
  let nextLine = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const m = MAGIC.exec(line);
    if (m) {
      if (m[1] === 'next-line') nextLine = true;
      else inRange = m[1] === 'start';
      continue;
    }
    out.push(line);
    if (nextLine || inRange) highlight.add(out.length);
    nextLine = false;
  }
  return out.join('\n');
}
