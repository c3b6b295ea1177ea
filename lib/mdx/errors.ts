/** MDX compile errors as "file:line:column: reason", the form every author-facing error takes. */
interface PositionedError {
  message?: string;
  reason?: string;
  line?: number;
  column?: number;
  place?: { line?: number; column?: number; start?: { line: number; column: number } };
}

export function formatMdxError(err: unknown, source: string): string {
  const e = err as PositionedError;
  const reason = e.reason ?? e.message ?? String(err);
  // Our plugins already say where (the page, or a partial it includes).
  if (reason.includes(`${source}:`) || /^\S+\.(mdx?|ya?ml):\d+/.test(reason)) return reason;
  // Some micromark errors carry their position only in the text: "… (7:1-7:6)".
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  const line = e.line ?? e.place?.line ?? e.place?.start?.line ?? (inText ? Number(inText[1]) : undefined);
  const column = e.column ?? e.place?.column ?? e.place?.start?.column ?? (inText ? Number(inText[2]) : undefined);
  return `${source}${line ? `:${line}${column ? `:${column}` : ''}` : ''}: MDX error: ${reason}`;
}
