/**
 * The code blocks a site's swizzles change: under Docusaurus every fenced block of a page renders
 * `@theme/CodeBlock` (MDXComponents/Pre, /Code), whose tree holds `CodeBlock/Content/String`,
 * `CodeBlock/Line`, `CodeBlock/Buttons/CopyButton`, `Icon/Copy`… A site that swizzles `CodeBlock`
 * has its own draw each block; one that swizzles a module in its tree has the installed theme's
 * there, which renders the swizzle (./theme-graph.ts). Any other site keeps the engine's code blocks.
 */
import type { Plugin } from 'esbuild';
import type { ThemeAliases } from './theme-aliases';
import { swizzlesReachedFrom } from './theme-graph';
import { swizzledThemeModule } from './resolve';

export { CODE_BLOCK_MODULE } from '../code-block-element';

/** The site's swizzles a code block renders: `CodeBlock` itself, else those the installed theme's CodeBlock reaches. `live`: the config loads the live code blocks' theme, whose CodeBlock the engine draws (../live-codeblock.ts). */
export function codeBlockSwizzles(siteRoot: string, aliases: ThemeAliases, live: boolean): string[] {
  if (live) return [];
  const isSwizzled = (name: string) => swizzledThemeModule(siteRoot, name) !== undefined;
  if (isSwizzled('CodeBlock')) return ['CodeBlock'];
  return aliases.last.has('CodeBlock') ? swizzlesReachedFrom('CodeBlock', aliases, isSwizzled) : [];
}

/**
 * Resolves `@theme/CodeBlock` to the installed theme's where its tree reaches a swizzle and the site
 * has none of its own (`reached`: codeBlockSwizzles), before the engine's own CodeBlock answers it.
 */
export function installedCodeBlockPlugin(siteRoot: string, aliases: ThemeAliases, reached: readonly string[]): Plugin {
  const file = reached.length && !swizzledThemeModule(siteRoot, 'CodeBlock') ? aliases.last.get('CodeBlock') : undefined;
  return {
    name: 'docusaurus-installed-code-block',
    setup(b) {
      if (file) b.onResolve({ filter: /^@theme\/CodeBlock$/ }, () => ({ path: file }));
    },
  };
}
