/** Collects the page's headings (after ids are assigned) into vfile.data.toc for the TOC sidebar. */
import type { Root, Element } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';

export interface TocEntry {
  id: string;
  text: string;
  level: number;
}

export default function rehypeToc(options: { minLevel: number; maxLevel: number }) {
  return (tree: Root, file: VFile) => {
    const toc: TocEntry[] = [];
    let hasH1 = false;
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'h1') hasH1 = true;
      const m = /^h([2-6])$/.exec(node.tagName);
      if (!m) return;
      const level = Number(m[1]);
      const id = node.properties?.id;
      if (level < options.minLevel || level > options.maxLevel || typeof id !== 'string') return;
      toc.push({ id, text: toString(node).trim(), level });
    });
    file.data.toc = toc;
    // The page renders its frontmatter title as h1 only when the content has none of its own.
    file.data.hasH1 = hasH1;
  };
}
