/**
 * Source-level rewrites that must happen before MDX parses the text, for Docusaurus syntax that
 * MDX itself would reject. Line count is never changed, so error positions stay true to the file.
 */

const FENCE = /^\s*(```|~~~)/;

/** Applies `fn` to every line outside fenced code blocks. */
function mapProseLines(source: string, fn: (line: string) => string): string {
  let inFence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const m = FENCE.exec(line);
      if (m) {
        if (!inFence) inFence = m[1];
        else if (line.trim().startsWith(inFence)) inFence = null;
        return line;
      }
      return inFence ? line : fn(line);
    })
    .join('\n');
}

/**
 * `## Title {#custom-id}`: MDX would read `{#custom-id}` as a JavaScript expression, so escape the
 * brace; remark-heading-id then turns the literal text into the heading's id.
 */
export function escapeHeadingIds(source: string): string {
  return mapProseLines(source, (line) => line.replace(/^(#{1,6}\s.*?)\s*\{#([^}\s]+)\}\s*$/, '$1 \\{#$2\\}'));
}

/** `:::tip My title` (Docusaurus) → `:::tip[My title]` (remark-directive's label syntax). */
export function normaliseAdmonitionTitles(source: string): string {
  return mapProseLines(source, (line) =>
    line.replace(/^(\s*:::+)([a-z]+)[ \t]+([^\[{\s][^\n]*?)\s*$/, (_all, colons: string, type: string, title: string) => `${colons}${type}[${title}]`),
  );
}

export function preprocess(source: string): string {
  return normaliseAdmonitionTitles(escapeHeadingIds(source));
}
