/**
 * The Markdown syntax every parse of a page shares (the HTML render, the Markdown export and the
 * importer's check), so that a page that renders also exports: GFM tables and task lists, and
 * `:::` directives for admonitions. (HTML comments are rewritten before parsing: lib/mdx/preprocess.)
 */
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import type { PluggableList } from 'unified';
import remarkDirectiveNames from './remark-directive-names';

// (remarkDirectiveNames: the directive names Docusaurus' parser reads, first of the transforms.)
export const syntaxPlugins: PluggableList = [remarkGfm, remarkDirective, remarkDirectiveNames];

/** How one file is parsed: MDX, or CommonMark with raw HTML (Docusaurus' "md" format). */
export type PageFormat = 'md' | 'mdx';

/** The site's markdown.format, as Docusaurus names it. */
export type MarkdownFormat = PageFormat | 'detect';

/**
 * How one file is parsed (@docusaurus/mdx-loader format.js getFormat): its `mdx.format` front
 * matter, else the site's markdown.format; "detect" reads .md files as CommonMark and .mdx files as MDX.
 */
export function pageFormat(format: MarkdownFormat | undefined, file: string, frontMatterFormat?: MarkdownFormat): PageFormat {
  const chosen = frontMatterFormat ?? format;
  if (chosen === 'md') return 'md';
  return chosen === 'detect' && file.endsWith('.md') ? 'md' : 'mdx';
}
