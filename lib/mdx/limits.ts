/**
 * Bounds on a page's source, checked before anything parses it (the site's content.limits,
 * lib/config/site-config.ts). micromark's time grows faster than the nesting of block quotes and
 * lists (a list 1,000 deep took a minute), and the tree walkers after it recurse once per level, so
 * a pathological page would stall the check or overflow the build's stack. A single pass over the
 * text bounds it instead: block quote markers, list nesting by indentation and JSX element nesting,
 * outside code. It errs towards counting too deep; real pages stay far below the default of 100.
 */
export interface SourceLimits {
  /** Deepest nesting of block quotes, lists and JSX elements, together. */
  nesting: number;
  /** Largest source, in bytes. */
  pageBytes: number;
}

/** The deepest point of a text: where, and of what its nesting is made. */
export interface Nesting {
  depth: number;
  /** 1-based line of the text. */
  line: number;
  quotes: number;
  lists: number;
  jsx: number;
}

/** A limit the source goes over: the line (1-based, of the text given), what is wrong and what to do. */
export interface OverLimit {
  line: number;
  problem: string;
  fix: string;
}

/** "what is wrong — what to do", with `note` (where a partial is included) after what is wrong. */
export function overLimitMessage(over: OverLimit, note = ''): string {
  return `${over.problem}${note} — ${over.fix}`;
}

const MB = 1024 * 1024;

function size(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

const SIZE_FIX = 'split it into several pages, or move data into a generated page';

/** What is wrong with a source of `bytes` over the size limit, or undefined. */
export function sizeOverLimit(bytes: number, limit: number, what: 'page' | 'partial' = 'page'): OverLimit | undefined {
  if (bytes <= limit) return undefined;
  return { line: 1, problem: `${what} source is ${size(bytes)}, over the limit of ${size(limit)} (content.limits.pageBytes)`, fix: SIZE_FIX };
}

/** The first limit `text` goes over (size, then nesting), or undefined. */
export function sourceOverLimits(text: string, limits: SourceLimits, format: 'md' | 'mdx' = 'mdx', what: 'page' | 'partial' = 'page'): OverLimit | undefined {
  // (A UTF-8 character is at most 3 bytes per UTF-16 unit: most texts need no count of bytes.)
  const tooBig = text.length * 3 > limits.pageBytes ? sizeOverLimit(Buffer.byteLength(text), limits.pageBytes, what) : undefined;
  if (tooBig) return tooBig;
  const deepest = nestingOf(text, format, limits.nesting);
  if (deepest.depth <= limits.nesting) return undefined;
  const parts = [
    [deepest.quotes, 'block quotes'],
    [deepest.lists, 'lists'],
    [deepest.jsx, 'JSX elements'],
  ].flatMap(([n, what]) => (n ? [`${n} ${what}`] : []));
  return {
    line: deepest.line,
    problem: `nesting is ${deepest.depth} levels deep here (${parts.join(', ')}), over the limit of ${limits.nesting} (content.limits.nesting)`,
    fix: 'flatten this part (split it, or use headings instead of nested levels)',
  };
}

/**
 * For the compiles that run without the check (`npm run dev`'s render and Markdown): throws
 * "file:line: … — …" when the page's body is over the limits.
 */
export function assertPageWithinLimits(body: string, bodyLineOffset: number, source: string, limits: SourceLimits, format: 'md' | 'mdx'): void {
  const over = sourceOverLimits(body, limits, format);
  if (over) throw new Error(`${source}:${bodyLineOffset + over.line}: ${overLimitMessage(over)}`);
}

const LIST_MARKER = /(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)/y;
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const FENCE = /^(`{3,}|~{3,})/;
const TAB = 9;
const SPACE = 32;

interface Fence {
  marker: string;
  quotes: number;
  /** Content column of the list item the fence is in (0: none): a line indented less ends it. */
  listCol: number;
}

interface Tag {
  closing: boolean;
  quote: string | null;
  braces: number;
  last: string;
}

/**
 * The deepest nesting of `text` (or the first point deeper than `stopAbove`): per line, the block
 * quote markers it starts with, the lists it is in (a stack of list items' content columns, as
 * CommonMark nests them by indentation) and, in MDX, the JSX elements open (tags outside code and
 * comments; a tag may span lines).
 */
export function nestingOf(text: string, format: 'md' | 'mdx' = 'mdx', stopAbove = Infinity): Nesting {
  const deepest: Nesting = { depth: 0, line: 0, quotes: 0, lists: 0, jsx: 0 };
  const lists: number[] = [];
  let fence: Fence | undefined;
  let prevBlank = true;
  // JSX state, carried across lines.
  let jsx = 0;
  let tag: Tag | undefined;
  let comment: '-->' | '*/' | undefined;

  /** Columns as CommonMark counts them (a tab to the next multiple of 4). */
  let col = 0;
  let i = 0;
  const skipSpace = (line: string) => {
    for (; i < line.length; i++) {
      const c = line.charCodeAt(i);
      if (c === SPACE) col++;
      else if (c === TAB) col += 4 - (col % 4);
      else break;
    }
  };

  const scanJsx = (line: string, from: number): number => {
    let most = jsx;
    for (let k = from; k < line.length; k++) {
      const ch = line[k];
      if (comment) {
        const end = line.indexOf(comment, k);
        if (end < 0) break;
        k = end + comment.length - 1;
        comment = undefined;
        continue;
      }
      if (tag) {
        if (tag.quote) {
          if (ch === tag.quote) tag.quote = null;
        } else if (ch === '"' || ch === "'" || ch === '`') tag.quote = ch;
        else if (ch === '{') tag.braces++;
        else if (ch === '}') tag.braces--;
        else if (ch === '>' && tag.braces <= 0) {
          if (tag.closing) jsx = Math.max(0, jsx - 1);
          else if (tag.last !== '/') most = Math.max(most, ++jsx);
          else most = Math.max(most, jsx + 1);
          tag = undefined;
        }
        if (tag && ch !== ' ' && ch !== '\t') tag.last = ch;
        continue;
      }
      if (ch === '\\')
        k++; // an escaped character (`\<` is text)
      else if (ch === '`') {
        // An inline code span: skip to its closing run of as many backticks, on this line.
        let run = 1;
        while (line[k + run] === '`') run++;
        const close = line.indexOf('`'.repeat(run), k + run);
        k = close < 0 ? k + run - 1 : close + run - 1;
      } else if (ch === '<') {
        if (line.startsWith('<!--', k)) {
          comment = '-->';
          k += 3;
          continue;
        }
        const next = line[k + 1] ?? '';
        const closing = next === '/';
        const first = closing ? (line[k + 2] ?? '') : next;
        // (`<>` and `</>` are fragments.)
        if (/[A-Za-z>]/.test(first)) tag = { closing, quote: null, braces: 0, last: '' };
      } else if (ch === '{' && line.startsWith('{/*', k)) {
        comment = '*/';
        k += 2;
      }
    }
    return most;
  };

  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n];
    if (tag || comment) {
      // The rest of a tag or comment that spans lines: no block syntax starts here.
      const depth = lists.length + scanJsx(line, 0);
      if (depth > deepest.depth) {
        Object.assign(deepest, { depth, line: n + 1, quotes: 0, lists: lists.length, jsx: depth - lists.length });
        if (depth > stopAbove) return deepest;
      }
      prevBlank = false;
      continue;
    }
    i = 0;
    col = 0;
    let quotes = 0;
    // Block quote markers (and the spaces between them).
    for (;;) {
      skipSpace(line);
      if (line[i] !== '>') break;
      quotes++;
      i++;
      col++;
    }
    const blank = /^[ \t]*$/.test(line.slice(i));
    if (fence) {
      // A fence ends at its closing marker, or with the block quote or list item it is in.
      const inside = quotes >= fence.quotes && (blank || col >= fence.listCol);
      if (inside) {
        if (line.slice(i).trimEnd().startsWith(fence.marker) && /^[`~]+$/.test(line.slice(i).trim())) fence = undefined;
        continue;
      }
      fence = undefined;
    }
    if (blank) {
      prevBlank = true;
      continue;
    }
    // List markers (CommonMark: a list item in another nests when its marker is at or past the
    // outer item's content column; several markers on one line nest too).
    let markers = 0;
    if (!THEMATIC_BREAK.test(line.slice(i))) {
      for (;;) {
        LIST_MARKER.lastIndex = i;
        const m = LIST_MARKER.exec(line);
        if (!m) break;
        const markerCol = col;
        i += m[0].length;
        col += m[0].length;
        const end = col;
        const before = i;
        skipSpace(line);
        const spaces = col - end;
        const content = i >= line.length || spaces >= 5 ? end + 1 : end + spaces;
        if (markers === 0) while (lists.length && lists[lists.length - 1] > markerCol) lists.pop();
        lists.push(content);
        markers++;
        if (spaces >= 5) {
          i = before;
          break;
        }
        // Block quotes inside the item.
        while (line[i] === '>') {
          quotes++;
          i++;
          col++;
          skipSpace(line);
        }
      }
    }
    // A line that is no list item ends the items it is not indented into (unless it continues a paragraph).
    if (!markers && prevBlank) while (lists.length && lists[lists.length - 1] > col) lists.pop();
    prevBlank = false;
    const fenceOpen = FENCE.exec(line.slice(i));
    let jsxHere = jsx;
    if (fenceOpen && !tag && !comment) fence = { marker: fenceOpen[1], quotes, listCol: lists.length ? lists[lists.length - 1] : 0 };
    else if (format === 'mdx') jsxHere = scanJsx(line, i);
    const depth = quotes + lists.length + jsxHere;
    if (depth > deepest.depth) {
      Object.assign(deepest, { depth, line: n + 1, quotes, lists: lists.length, jsx: jsxHere });
      if (depth > stopAbove) return deepest;
    }
  }
  return deepest;
}
