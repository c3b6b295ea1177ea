/**
 * Where the statements of a page's `import`/`export` blocks are in their file. remark-imports
 * parses what it keeps of a block again from its text, so after the remark stage the block's
 * positions count from its own first line; each statement is its file's text verbatim, so finding
 * that text in the file gives its place back. A statement not found (a partial's export that an
 * import brought into the page, a data import made into a constant) has no place.
 */
import type { Node } from 'unist';
import type { Program, Position } from 'estree';

/** Maps a position inside the statement to the file's line and (0-based) column. */
export type Locate = (loc: Position) => { line: number; column: number };

export function statementPlaces(node: Node, fileText: string | undefined): (Locate | undefined)[] {
  const n = node as Node & { value?: string; data?: { estree?: Program | null } };
  const base = n.position?.start.offset ?? 0;
  return (n.data?.estree?.body ?? []).map((stmt) => {
    const { start: from, end: to } = stmt as { start?: number; end?: number };
    const start = stmt.loc?.start;
    if (!start || from === undefined || to === undefined || !fileText || n.value === undefined) return undefined;
    const at = fileText.indexOf(n.value.slice(from - base, to - base));
    if (at < 0) return undefined;
    const line = fileText.slice(0, at).split('\n').length;
    const column = at - fileText.lastIndexOf('\n', at - 1) - 1;
    return (loc) =>
      loc.line === start.line ? { line, column: column + loc.column - start.column } : { line: line + loc.line - start.line, column: loc.column };
  });
}
