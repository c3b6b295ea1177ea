/** Shell-line helpers shared by the checks that read `vcluster …` command lines. */

/** Split a shell line into words (quotes respected, no expansion). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|'([^']*)'|([^\s"']+)/g;
  let m: RegExpExecArray | null;
  let current = '';
  let last = -1;
  while ((m = re.exec(line))) {
    const part = m[1] ?? m[2] ?? m[3];
    // Adjacent pieces (--set="a b") belong to one word.
    if (m.index === last) current += part;
    else {
      if (last !== -1) words.push(current);
      current = part;
    }
    last = re.lastIndex;
  }
  if (last !== -1) words.push(current);
  return words;
}

/** One command of a shell line and the operator that ends it ('' at the end of the line). */
export interface ShellSegment {
  text: string;
  op: '' | '&&' | '||' | ';' | '|' | '&';
}

/**
 * Split a shell line at its control operators (&&, ||, ;, |, &), outside quotes and outside
 * $( … ) or backticks, so `a && b` is two commands. Redirections (2>&1, &>file) stay in the word.
 */
export function shellSegments(line: string): ShellSegment[] {
  const out: ShellSegment[] = [];
  let quote = '';
  let depth = 0;
  let from = 0;
  let end = line.length;
  const cut = (to: number, op: ShellSegment['op'], width: number) => {
    out.push({ text: line.slice(from, to).trim(), op });
    from = to + width;
    return width - 1;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === '\\') i++;
    else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '$' && line[i + 1] === '(') {
      depth++;
      i++;
    } else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth) continue;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]))) {
      end = i; // a comment runs to the end of the line
      break;
    } else if (line.startsWith('&&', i)) i += cut(i, '&&', 2);
    else if (line.startsWith('||', i)) i += cut(i, '||', 2);
    else if (c === ';') i += cut(i, ';', 1);
    else if (c === '|') i += cut(i, '|', 1);
    else if (c === '&' && line[i - 1] !== '>' && line[i + 1] !== '>') i += cut(i, '&', 1);
  }
  const rest = line.slice(from, end).trim();
  if (rest) out.push({ text: rest, op: '' });
  return out.filter((s) => s.text);
}
