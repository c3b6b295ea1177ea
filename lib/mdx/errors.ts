/** MDX compile errors as "file:line:column: reason", the form every author-facing error takes. */
interface PositionedError {
  message?: string;
  reason?: string;
  line?: number;
  column?: number;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
}

const WRAPPER = /^\[next-mdx-remote-client\] error compiling MDX:\s*/;

/**
 * next-mdx-remote-client rethrows compile errors as plain text: the reason, a code frame whose
 * marked line (">  8 | <div>") and caret give the position, and a link. Returns the reason alone
 * and the position.
 */
function unwrap(text: string): { reason: string; line?: number; column?: number } {
  if (!WRAPPER.test(text)) return { reason: text };
  const lines = text.replace(WRAPPER, '').split('\n');
  const frameAt = lines.findIndex((l) => /^\s*>?\s*\d+ \|/.test(l));
  const reason = lines
    .slice(0, frameAt < 0 ? undefined : frameAt)
    .filter((l) => l.trim() && !l.startsWith('More information:'))
    .join(' ')
    .trim();
  const marked = lines.findIndex((l) => /^\s*>\s*\d+ \|/.test(l));
  if (marked < 0) return { reason };
  const line = Number(/>\s*(\d+)/.exec(lines[marked])![1]);
  const caret = lines[marked + 1] ?? '';
  const bar = caret.indexOf('|');
  const column = bar >= 0 && caret.includes('^') ? caret.indexOf('^') - bar - 1 : undefined;
  return { reason, line, column };
}

export function formatMdxError(err: unknown, source: string): string {
  const e = err as PositionedError;
  const { reason, line: frameLine, column: frameColumn } = unwrap(e.reason ?? e.message ?? String(err));
  // Our plugins already say where (the page, or a partial it includes).
  if (reason.includes(`${source}:`) || /^(Broken links:\s*)?\S+\.mdx?:\d+/.test(reason)) return reason;
  // Some micromark errors carry their position only in the text: "… (7:1-7:6)".
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  const line = e.line ?? e.place?.line ?? e.place?.start?.line ?? frameLine ?? (inText ? Number(inText[1]) : undefined);
  const column = e.column ?? e.place?.column ?? e.place?.start?.column ?? frameColumn ?? (inText ? Number(inText[2]) : undefined);
  return `${source}${line ? `:${line}${column ? `:${column}` : ''}` : ''}: MDX error: ${reason}`;
}
