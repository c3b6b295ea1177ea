/**
 * Search records of a page read from its compiled Markdown tree instead of its exported HTML, for
 * `npm run dev` (which exports nothing): the intro and one section per h2–h4 heading, with the
 * ids the page's headings get (custom `{#id}`s, else github-slugger as rehype-slug does). Code
 * blocks are left out, as in the built index. Records of plugin components (configuration fields)
 * exist only in the built index.
 */
import type { Root, RootContent } from 'mdast';
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import type { ExtractedPage, ExtractedSection } from './search-index-builder';

export function pageFromMarkdownTree(tree: Root, url: string, title: string, lvl0: string): ExtractedPage {
  const slugger = new GithubSlugger();
  const sections: ExtractedSection[] = [{ id: '', title: '', text: '' }];
  const text = (node: RootContent): string => {
    if (node.type === 'code' || node.type === 'html') return '';
    if ('children' in node && Array.isArray(node.children)) return (node.children as RootContent[]).map(text).join(node.type === 'paragraph' ? '' : ' ');
    return toString(node);
  };
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const heading = toString(node);
      const id = (node.data as { hProperties?: { id?: string } } | undefined)?.hProperties?.id ?? slugger.slug(heading);
      if (node.depth >= 2 && node.depth <= 4) {
        sections.push({ id, title: heading, text: '' });
        continue;
      }
      if (node.depth === 1) continue; // the page title comes from the page's metadata
    }
    sections[sections.length - 1].text += ` ${text(node)}`;
  }
  const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
  return { url, title, lvl0, sections: sections.map((s) => ({ id: s.id, title: clean(s.title), text: clean(s.text) })) };
}
