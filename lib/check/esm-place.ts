/**
 * Where the statements of a page's `import`/`export` blocks are in their file. remark-imports
 * parses what it keeps of a block again from its text, so after the remark stage the block's
 * positions count from its own first line; each statement is its file's text verbatim, so finding
 * that text in the file gives its place back. A statement not found (a partial's export that an
 * import brought into the page, a data import made into a constant) has no place.
 */
import type { Node } from 'unist';
import type { Program, Position } from 'estree';

/** Maps a position inside the statement to the file's line and (0-based) column; undefined when the statement's place is not known. */
export type Locate = (loc: Position) => { line: number; column: number } | undefined;

/** A Locate for each statement of the block; each finds its statement's text when first asked (most never are). */
export function statementPlaces(node: Node, fileText: (node: Node) => string | undefined): Locate[] {
  const n = node as Node & { value?: string; data?: { estree?: Program | null } };
  const base = n.position?.start.offset ?? 0;
  return (n.data?.estree?.body ?? []).map((stmt) => {
    let place: { line: number; column: number; start: Position } | null | undefined;
    const find = () => {
      const { start: from, end: to } = stmt as { start?: number; end?: number };
      const start = stmt.loc?.start;
      const text = fileText(node);
      if (!start || from === undefined || to === undefined || !text || n.value === undefined) return null;
      const at = text.indexOf(n.value.slice(from - base, to - base));
      if (at < 0) return null;
      let line = 1;
      for (let i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) line++;
      return { line, column: at - text.lastIndexOf('\n', at - 1) - 1, start };
    };
    return (loc) => {
      if (place === undefined) place = find();
      if (!place) return undefined;
      const { line, column, start } = place;
      return loc.line === start.line ? { line, column: column + loc.column - start.column } : { line: line + loc.line - start.line, column: loc.column };
    };
  });
}
