/**
 * Fast pre-render scan of Docusaurus file links (`](../x.mdx#a)`, `href="./y.md"`) so that every
 * broken one is reported at once, with file:line, before the (slower) render starts. The MDX
 * compile step (lib/mdx/remark-links) resolves the same links and remains the final authority.
 */
import type { Problem } from '../errors';
import { fileLinkTarget } from '../mdx/remark-links';

const MD_LINK = /\]\(\s*<?([^)\s>]+\.mdx?(?:#[^)\s>]*)?)>?(?:\s+"[^"]*")?\s*\)/g;
const JSX_LINK = /\b(?:href|to)=["']([^"']+\.mdx?(?:#[^"']*)?)["']/g;
const FENCE = /^\s*(```|~~~)/;

export function scanFileLinks(
  body: string,
  lineOffset: number,
  source: string,
  versionDir: string,
  exists: (sourcePath: string) => boolean,
  problems: Problem[],
  /** Where else the file exists (e.g. "exists in 0.26.0"), for the hint. */
  elsewhere: (sourcePath: string) => string | undefined = () => undefined,
): void {
  let fence: string | null = null;
  let inComment = false;
  body.split('\n').forEach((line, i) => {
    const f = FENCE.exec(line);
    if (f && !inComment) {
      if (!fence) fence = f[1];
      else if (line.trim().startsWith(fence)) fence = null;
      return;
    }
    if (fence) return;
    // HTML comments (which may span lines) are not rendered, so their links are not checked.
    let prose = line.replace(/`[^`]*`/g, '');
    if (inComment) {
      const end = prose.indexOf('-->');
      if (end < 0) return;
      prose = prose.slice(end + 3);
      inComment = false;
    }
    prose = prose.replace(/<!--[\s\S]*?-->/g, '');
    const open = prose.indexOf('<!--');
    if (open >= 0) {
      prose = prose.slice(0, open);
      inComment = true;
    }
    for (const re of [MD_LINK, JSX_LINK]) {
      for (const m of prose.matchAll(re)) {
        const target = m[1].split('#')[0];
        if (/^\w+:|^\/\//.test(target)) continue;
        const resolved = fileLinkTarget(target, source, versionDir);
        if (!exists(resolved)) {
          const hint = elsewhere(resolved);
          problems.push({
            file: source,
            line: lineOffset + i + 1,
            message: `link to "${m[1]}" matches no doc in this version (looked for ${resolved})${hint ? ` — it ${hint}; link there with an absolute URL, or add the page to this version` : ' — fix the path'}`,
          });
        }
      }
    }
  });
}
