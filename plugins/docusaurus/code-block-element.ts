/**
 * A fenced code block of a site that draws its code blocks itself (themeParts.CodeBlock:
 * ./site-components/code-block-place.ts): under Docusaurus, MDX hands each block to
 * `@theme/CodeBlock` (MDXComponents/Code) with its language as `className`, its meta string as
 * `metastring`, and its code as children.
 */
import type { CodeBlockElement, FencedCode, SiteComponentsContext } from '../../lib/api/mdx';
import { registryName } from '../../lib/api/build';
import { liveCodeBlockElement } from './live-codeblock';

/** The module each block renders as: the part's, and the bundle's entry for it. */
export const CODE_BLOCK_MODULE = '@theme/CodeBlock';

/** The element a block renders as: a live block the live theme's (./live-codeblock.ts), any other the site's CodeBlock where it draws them; undefined: the engine's. */
export function codeBlockElement(block: FencedCode, ctx: SiteComponentsContext): CodeBlockElement | undefined {
  const live = liveCodeBlockElement(block, ctx);
  if (live) return live;
  if (!ctx.manifest?.themeParts?.includes('CodeBlock')) return undefined;
  const entry = ctx.manifest.modules[CODE_BLOCK_MODULE];
  if (!entry || entry.error || !entry.exports.includes('default')) return undefined;
  return {
    name: registryName(entry.id, 'default'),
    props: { ...(block.lang ? { className: `language-${block.lang}` } : {}), ...(block.meta ? { metastring: block.meta } : {}) },
    withCode: true,
  };
}
