/** What a page's Markdown says of itself when its frontmatter does not: its title and description. */

export function firstHeading(body: string): string | undefined {
  const m = /^#\s+(.+?)\s*#*\s*$/m.exec(body);
  return m?.[1];
}

export function firstParagraph(body: string): string {
  for (const block of body.split(/\n\s*\n/)) {
    const t = block.trim();
    if (!t || /^(#|import |export |:::|```|<|\||-|\*|>|\{)/.test(t)) continue;
    return t.replace(/\s+/g, ' ').replace(/[*_`]|\[([^\]]*)\]\([^)]*\)/g, '$1').slice(0, 200);
  }
  return '';
}
