/**
 * Emoji shortcodes (`:tada:` is 🎉), as @docusaurus/mdx-loader's default `emoji` plugin writes them:
 * remark-emoji, the library and major version it runs (4 in Docusaurus 3), with its defaults.
 */
import type { Root } from 'mdast';
import remarkEmoji from 'remark-emoji';

const transform = (remarkEmoji as unknown as () => (tree: Root) => void)();

export function emojiShortcodes(tree: Root): void {
  transform(tree);
}
