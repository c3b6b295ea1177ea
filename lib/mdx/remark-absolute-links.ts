/** Site paths → absolute URLs (the site's `url` in front), so exported Markdown works outside the site. */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

export default function remarkAbsoluteLinks({ siteUrl }: { siteUrl: string }) {
  const base = siteUrl.replace(/\/$/, '');
  return (tree: Root) => {
    visit(tree, (node) => {
      if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && node.url.startsWith('/')) node.url = base + node.url;
    });
  };
}
