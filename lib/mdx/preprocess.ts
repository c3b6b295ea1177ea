/**
 * Source-level rewrites that must happen before MDX parses the text, for Docusaurus syntax that
 * MDX itself would reject. Line count is never changed, so error positions stay true to the file.
 */

const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * Whether `line` closes the fence opened with `open` (CommonMark: the same character, at least as
 * many, nothing after): a ```` fence holding ``` lines stays open over them.
 */
const closes = (open: string, line: string): boolean => {
  const t = line.trim();
  return t.length >= open.length && t === open[0].repeat(t.length);
};

/** Applies `fn` to every line outside fenced code blocks. */
function mapProseLines(source: string, fn: (line: string) => string): string {
  let inFence: string | null = null;
  return source
    .split('\n')
    .map((line) => {
      const m = FENCE.exec(line);
      if (m) {
        if (!inFence) inFence = m[1];
        else if (closes(inFence, line)) inFence = null;
        return line;
      }
      return inFence ? line : fn(line);
    })
    .join('\n');
}

/**
 * `## Title {#custom-id}`: MDX would read `{#custom-id}` as a JavaScript expression, so the brace is
 * escaped; remark-heading-id then turns the literal text into the heading's id. As Docusaurus escapes
 * it (@docusaurus/utils escapeMarkdownHeadingIds): the first `{#` of any line that opens with one to
 * six `#`, wherever it stands (`### prompts.{#}` is a heading's text, no id), once.
 */
export function escapeHeadingIds(source: string): string {
  if (!source.includes('{#')) return source; // (most pages: no line to change)
  return mapProseLines(source, (line) => (/^#{1,6}(?!#)/.test(line) ? line.replace('{#', '\\{#').replace('\\\\{#', '\\{#') : line));
}

/** `:::tip My title` (Docusaurus) → `:::tip[My title]` (remark-directive's label syntax). */
export function normaliseAdmonitionTitles(source: string): string {
  if (!source.includes(':::')) return source;
  return mapProseLines(source, (line) =>
    line.replace(/^(\s*:::+)([a-z]+)[ \t]+([^\[\s][^\n]*?)\s*$/, (_all, colons: string, type: string, title: string) => `${colons}${type}[${title}]`),
  );
}

/**
 * `<!-- … -->` (which Docusaurus 3 accepts in MDX: markdown.mdx1Compat.comments) → `{/** … *\/}`, an
 * MDX comment, over as many lines as the original. Comments inside fenced code and inline code stay
 * as they are.
 */
export function htmlCommentsToMdx(source: string): string {
  if (!source.includes('<!--')) return source;
  let inFence: string | null = null;
  let inComment = false;
  return source
    .split('\n')
    .map((line) => {
      if (!inComment) {
        const m = FENCE.exec(line);
        if (m) {
          if (!inFence) inFence = m[1];
          else if (closes(inFence, line)) inFence = null;
          return line;
        }
        if (inFence) return line;
        if (!line.includes('<!--')) return line;
      }
      let out = '';
      let i = 0;
      while (i < line.length) {
        if (inComment) {
          const end = line.indexOf('-->', i);
          const body = (end < 0 ? line.slice(i) : line.slice(i, end)).replace(/\*\//g, '*\\/');
          out += body;
          if (end < 0) return out;
          out += '*/}';
          i = end + 3;
          inComment = false;
          continue;
        }
        // Inline code spans are copied as they are.
        const tick = /^`+/.exec(line.slice(i));
        if (tick) {
          const close = line.indexOf(tick[0], i + tick[0].length);
          const stop = close < 0 ? line.length : close + tick[0].length;
          out += line.slice(i, stop);
          i = stop;
          continue;
        }
        if (line.startsWith('<!--', i)) {
          // `/**`: a comment that was HTML, which Docusaurus' remark-comment drops from the tree (a heading's slug leaves it out: remark-heading-slugs.ts).
          out += '{/**';
          i += 4;
          inComment = true;
          continue;
        }
        out += line[i++];
      }
      return out;
    })
    .join('\n');
}

/**
 * A ```mdx-code-block fence (3 or 4 backticks) is MDX written where a Markdown editor shows code:
 * Docusaurus unwraps it before parsing (@docusaurus/utils unwrapMdxCodeBlocks, called by the
 * mdx-loader's preprocessor for every page). Here the fence lines become blank lines, so lines keep
 * their numbers.
 */
export function unwrapMdxCodeBlocks(source: string): string {
  if (!source.includes('mdx-code-block')) return source;
  const block = (ticks: string) => new RegExp(`(^|\\r?\\n)( *)${ticks}( *)mdx-code-block(\\r?\\n)(.*?)(\\r?\\n)( *)${ticks}(?=\\r?\\n|$)`, 'gs');
  const replacer = (_all: string, begin: string, _i: string, _s: string, nl: string, children: string, nl2: string) => `${begin}${nl}${children}${nl2}`;
  return source.replace(block('```'), replacer).replace(block('````'), replacer);
}

export function preprocess(source: string, format: 'md' | 'mdx' = 'mdx'): string {
  source = unwrapMdxCodeBlocks(source);
  // CommonMark (.md under markdown.format "detect") reads HTML comments natively.
  const withComments = format === 'mdx' ? htmlCommentsToMdx(source) : source;
  return normaliseAdmonitionTitles(escapeHeadingIds(withComments));
}
