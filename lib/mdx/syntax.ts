/**
 * The Markdown syntax every parse of a page shares (the HTML render, the Markdown export and the
 * importer's check), so that a page that renders also exports: GFM tables and task lists, and
 * `:::` directives for admonitions. (HTML comments are rewritten before parsing: lib/mdx/preprocess.)
 */
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import type { PluggableList } from 'unified';

export const syntaxPlugins: PluggableList = [remarkGfm, remarkDirective];
