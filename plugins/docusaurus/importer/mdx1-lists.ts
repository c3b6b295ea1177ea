/**
 * Two blank lines in a row end a list in MDX 1: its parser, remark-parse 8 outside CommonMark mode,
 * stops a list at the second empty line (lib/tokenize/list.js: `if (previousEmpty && !commonmark)
 * break`). MDX 2+ follows CommonMark, where a list goes on over blank lines and an indented line
 * after them is the last item's: a component's closing tag written so (`  </TabItem>` after a list
 * and two blank lines) then closes inside the item, and the page does not parse. Here the first
 * line after such a gap, when it is indented and starts no list item, is written without its
 * indentation, so that the list ends where MDX 1 ended it.
 */

const LIST_ITEM = /^[ \t]*(?:[-*+]|\d+\.)(?:[ \t]|$)/;
const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})/;

/** The page with each such line dedented; undefined when it has none. */
export function listsEndedAsMdx1(text: string): string | undefined {
  const lines = text.split('\n');
  let at = 0;
  // (Front matter is YAML, not Markdown.)
  if (lines[0] === '---') at = Math.max(lines.indexOf('---', 1) + 1, 0);
  let inList = false;
  let blanks = 0;
  let fence: string | undefined;
  let changed = false;
  for (; at < lines.length; at++) {
    const line = lines[at];
    if (fence) {
      if (line.trim().startsWith(fence)) fence = undefined;
      continue;
    }
    if (!line.trim()) {
      blanks++;
      continue;
    }
    const opens = FENCE_OPEN.exec(line)?.[1];
    const indented = /^[ \t]/.test(line);
    if (inList && blanks >= 2 && indented && !LIST_ITEM.test(line) && !opens) {
      lines[at] = line.replace(/^[ \t]+/, '');
      changed = true;
      inList = false;
    } else if (LIST_ITEM.test(line)) inList = true;
    // (A line at the margin after a blank line ends it in both; one right after an item's line continues it.)
    else if ((!indented && blanks >= 1) || blanks >= 2) inList = false;
    if (opens) fence = opens;
    blanks = 0;
  }
  return changed ? lines.join('\n') : undefined;
}
