/** What a page's Markdown says of itself when its frontmatter does not: its title and description. */

/**
 * The page's content title as Docusaurus reads it (utils/src/markdownUtils.ts parseMarkdownContentTitle):
 * an h1 (atx or setext) that opens the content, import blocks aside; a `# line` further down (in a
 * code block, after a paragraph) is not one. Its `{#id}` or closing hashes are dropped and inline
 * code unwrapped.
 */
export function firstHeading(body: string): string | undefined {
  const content = body.trim().replace(/^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/, '').trim();
  const regular = /^#[ \t]+(?<title>[^ \t].*)(?:\r?\n|$)/.exec(content);
  const alternate = regular ? undefined : /^(?<title>.*)\r?\n=+(?:\r?\n|$)/.exec(content);
  const title = regular
    ? regular.groups!.title.trim().replace(/\s*(?:\{#*[\w-]+\}|#+)$/, '')
    : alternate?.groups!.title.trim().replace(/\s*=+$/, '');
  return title === undefined ? undefined : title.replace(/`(?<text>[^`]*)`/g, '$<text>').trim();
}

export function firstParagraph(body: string): string {
  for (const block of body.split(/\n\s*\n/)) {
    const t = block.trim();
    if (!t || /^(#|import |export |:::|```|<|\||-|\*|>|\{)/.test(t)) continue;
    return t.replace(/\s+/g, ' ').replace(/[*_`]|\[([^\]]*)\]\([^)]*\)/g, '$1').slice(0, 200);
  }
  return '';
}
