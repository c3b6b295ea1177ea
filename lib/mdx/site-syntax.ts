/**
 * The syntax the site's own remark plugins add to the parser (remark-math's `$$ … $$`, a directive
 * plugin's): their attachers register it in the processor, and Docusaurus parses each page with
 * the processor that holds them, so under it `{…}` inside math is math, not an expression. The page
 * pass parses before the remark stage runs, so it reads that syntax here, once per set of plugins.
 */
import { unified } from 'unified';
import type { SitePlugins } from '../config/markdown-plugins';
import { registeredSyntax, type SyntaxExtensions } from './parser';

const read = new Map<string, SyntaxExtensions | undefined>();

export function siteSyntax(plugins: SitePlugins | undefined): SyntaxExtensions | undefined {
  if (!plugins?.key) return undefined;
  if (!read.has(plugins.key)) {
    const syntax = registeredSyntax(unified().use([...plugins.beforeDefaultRemark, ...plugins.remark]));
    read.set(plugins.key, syntax.micromark.length || syntax.mdast.length ? syntax : undefined);
  }
  return read.get(plugins.key);
}
