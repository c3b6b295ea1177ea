/** What a page's Markdown says of itself when its frontmatter does not: its title and description. */

/**
 * The page's content title as Docusaurus reads it (utils/src/markdownUtils.ts parseMarkdownContentTitle):
 * an h1 (atx or setext) that opens the content, import blocks aside; a `# line` further down (in a
 * code block, after a paragraph) is not one. Its `{#id}` or closing hashes are dropped and inline
 * code unwrapped.
 */
export function firstHeading(body: string): string | undefined {
  const content = body
    .trim()
    .replace(/^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/, '')
    .trim();
  const regular = /^#[ \t]+(?<title>[^ \t].*)(?:\r?\n|$)/.exec(content);
  const alternate = regular ? undefined : /^(?<title>.*)\r?\n=+(?:\r?\n|$)/.exec(content);
  const title = regular ? regular.groups!.title.trim().replace(/\s*(?:\{#*[\w-]+\}|#+)$/, '') : alternate?.groups!.title.trim().replace(/\s*=+$/, '');
  return title === undefined ? undefined : title.replace(/`(?<text>[^`]*)`/g, '$<text>').trim();
}

/**
 * The page's description when its frontmatter has none: Docusaurus' excerpt (utils/src/markdownUtils.ts
 * createExcerpt), the first line of text outside imports, exports and code fences, with its Markdown
 * (headings, emphasis pairs, links, images, inline code, footnotes, admonition fences, emoji names) taken out.
 */
export function excerptOf(body: string): string {
  let inCode = false;
  let inImport = false;
  let lastFence = '';
  for (const line of body
    .trimStart()
    .replace(/^[^\r\n]*\r?\n[=]+/g, '')
    .split(/\r?\n/)) {
    if (!line.trim()) {
      // (An empty line ends an import block.)
      inImport = false;
      continue;
    }
    if ((/^(?:import|export)\s.*/.test(line) || inImport) && !inCode) {
      inImport = true;
      continue;
    }
    if (line.trim().startsWith('```')) {
      const fence = /^`+/.exec(line.trim())![0];
      if (!inCode) [inCode, lastFence] = [true, fence];
      // (In a ````-fenced block, ``` is text.)
      else if (fence.length >= lastFence.length) inCode = false;
      continue;
    }
    if (inCode) continue;
    const cleaned = line
      .replace(/<[^>]*>/g, '')
      .replace(/^#[^#]+#?/gm, '')
      .replace(/^#{1,6}\s*(?<text>[^#]*?)\s*#{0,6}/gm, '$1')
      .replace(/(?<opening>[*_]{1,3})(?<text>.*?)\1/g, '$2')
      .replace(/~~(?<text>\S.*\S)~~/g, '$1')
      .replace(/!\[(?<alt>.*?)\][[(].*?[\])]/g, '$1')
      .replace(/\[\^.+?\](?:: .*$)?/g, '')
      .replace(/\[(?<alt>.*?)\][[(].*?[\])]/g, '$1')
      .replace(/`(?<text>.+?)`/g, '$1')
      .replace(/^\s{0,3}>\s?/g, '')
      .replace(/:::.*/, '')
      .replace(/\s?:(?:::|[^:\n])+:/g, '')
      .replace(/\{#*[\w-]+\}/, '')
      .trim();
    if (cleaned) return cleaned;
  }
  return '';
}
