/**
 * Docusaurus' live code blocks (@docusaurus/theme-live-codeblock): with the theme in the config, a
 * fenced block whose meta has the word `live` (```` ```jsx live ````) is an editable playground —
 * react-live's editor over the code and its preview, in the scope of `@theme/ReactLiveScope`.
 * The rules are read from Docusaurus' source: mdx-loader's codeCompatPlugin sets the code's `live`
 * prop (`meta.split(' ').includes('live')`), the theme's CodeBlock renders a `live` block as its
 * Playground (plugins/docusaurus/components/LiveCodeBlock.tsx, plugins/docusaurus/components/Playground.tsx), and its
 * validateThemeConfig gives `themeConfig.liveCodeBlock.playgroundPosition` ('bottom' by default).
 */
import { registryName } from '../../lib/api/build';
import type { FencedCode, SiteComponentsContext } from '../../lib/api/mdx';

export const LIVE_CODEBLOCK_THEME = '@docusaurus/theme-live-codeblock';

/**
 * The theme's packages its playground runs, installed with the site's components (its other code
 * is the engine's port): react-live at the version the site's lock installed, else at the range the
 * theme of the site's Docusaurus major depends on (2.4.3: 2.2.3 and @philpl/buble; 3.x: ^4.1.6). `themeRange`: the
 * site's range of the theme.
 */
export function liveCodeBlockPackages(themeRange: string | undefined): Record<string, string> {
  // (react-live 2 transpiles with buble, which the theme swaps for @philpl/buble: plugins/docusaurus/components/custom-buble.ts.)
  return /^[\^~]?2\./.test(themeRange ?? '') ? { 'react-live': '2.2.3', '@philpl/buble': '^0.19.7' } : { 'react-live': '^4.1.6' };
}

/** The theme components a site may swizzle, which its pages' live blocks then render with. */
export const LIVE_CODEBLOCK_PARTS = ['CodeBlock', 'Playground', 'ReactLiveScope'];

/** The package a config entry names: by name (written out in full at import), or the path require.resolve gave. */
const THEME_ENTRY = /(^|[\\/])@docusaurus[\\/]theme-live-codeblock([\\/]|$)/;

const entryName = (entry: unknown): unknown => (Array.isArray(entry) ? entry[0] : entry);

/** Whether a Docusaurus config (its plain copy, site.config.json `sourceConfig`) loads the theme: in `themes`, or `plugins` (a theme is a plugin). */
export function usesLiveCodeBlock(raw: Record<string, unknown> | undefined): boolean {
  const entries = [...(Array.isArray(raw?.themes) ? raw.themes : []), ...(Array.isArray(raw?.plugins) ? raw.plugins : [])];
  return entries.some((entry) => {
    const name = entryName(entry);
    return typeof name === 'string' && THEME_ENTRY.test(name);
  });
}

/** The theme's options as its validateThemeConfig gives them (DEFAULT_CONFIG: the playground below the editor). */
export function liveCodeBlockConfig(raw: unknown): { playgroundPosition: 'top' | 'bottom' } {
  const given = typeof raw === 'object' && raw !== null ? (raw as { playgroundPosition?: unknown }).playgroundPosition : undefined;
  return { playgroundPosition: given === 'top' ? 'top' : 'bottom' };
}

/** mdx-loader's codeCompatPlugin: a block is live when a word of its meta is `live`. */
export function isLiveMeta(meta: string | null | undefined): boolean {
  return meta?.split(' ').includes('live') ?? false;
}

/**
 * The module the site's bundle compiles for live blocks: `@theme/CodeBlock` as the theme makes it
 * (its wrapper of the classic CodeBlock), or the site's own swizzled CodeBlock, as in Docusaurus.
 */
export const LIVE_CODEBLOCK_ENTRY = '@theme/CodeBlock';

/**
 * The element a live block renders as (the compiled `@theme/CodeBlock` with the props MDX gives
 * Docusaurus' CodeBlock), or undefined: no live meta, or the site's bundle has no live CodeBlock
 * (no theme in the config, or it did not compile; prepare said why), so the block stays code.
 */
export function liveCodeBlockElement(block: FencedCode, ctx: SiteComponentsContext): { name: string; props: Record<string, string | true> } | undefined {
  if (!isLiveMeta(block.meta)) return undefined;
  const entry = ctx.manifest?.modules[LIVE_CODEBLOCK_ENTRY];
  if (!entry || entry.error || !entry.exports.includes('default')) return undefined;
  return {
    name: registryName(entry.id, 'default'),
    props: {
      // (mdast-util-to-hast ends a block's text with a line break; the Playground takes it off again.)
      children: block.value ? `${block.value}\n` : '',
      ...(block.lang ? { className: `language-${block.lang}` } : {}),
      metastring: block.meta ?? '',
      live: true,
    },
  };
}
