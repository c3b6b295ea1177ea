/**
 * `next build`'s output passed on line by line, except what it prints for a page it could not
 * prerender ("Error occurred prerendering page "/x/"", then the error and its stack into the compiled
 * bundle): that is held back with the page's URL, for the build to say instead where in the page's
 * source it failed (lib/check/render-diagnosis.ts), and printed as it was when it cannot.
 */
const PRERENDER_ERROR = /^Error occurred prerendering page "([^"]+)"/;
/** Next's next message after the error and its stack: the held-back lines end before it. */
const AFTER_ERROR = /^(Export encountered an error|> Build error occurred)/;

export interface HeldError {
  url: string;
  lines: string[];
  closed: boolean;
}

export class NextOutput {
  private readonly held: HeldError[] = [];
  private rest = '';
  constructor(private readonly print: (line: string) => void) {}

  write(chunk: Buffer | string): void {
    const lines = (this.rest + String(chunk)).split('\n');
    this.rest = lines.pop() ?? '';
    for (const line of lines) this.line(line);
  }

  /** Ends the output: the errors held back, whose lines the caller prints or replaces. */
  end(): HeldError[] {
    if (this.rest) this.line(this.rest);
    this.rest = '';
    return this.held;
  }

  private line(line: string): void {
    const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
    const page = PRERENDER_ERROR.exec(plain);
    const open = this.held.at(-1);
    if (open && !open.closed && (page || AFTER_ERROR.test(plain))) open.closed = true;
    if (page) this.held.push({ url: page[1], lines: [line], closed: false });
    else if (open && !open.closed) open.lines.push(line);
    else this.print(line);
  }
}

/**
 * What a held error says, at the page's source (`file`), when the page pass cannot name the element
 * that threw (a React page of the site, a plugin's page): the error's first line and the component
 * whose frame is the stack's first, without the stack into the compiled bundle.
 */
export function heldErrorLine(held: HeldError, file: string): string {
  const plain = held.lines.map((l) => l.replace(/\x1b\[[0-9;]*m/g, ''));
  const error =
    plain
      .slice(1)
      .find((l) => l.trim() && !/^\s+at /.test(l))
      ?.trim() ?? 'an error';
  const component = plain.map((l) => /^\s+at ([A-Z][\w$]*) \(/.exec(l)?.[1]).find(Boolean);
  return `${file}: the page threw while rendering${component ? ` <${component}>` : ''}: ${error.replace(/ \{$/, '')} — fix the page or the component it renders`;
}
