/**
 * Remark plugins of Docusaurus' own MDX loader whose changes to a page's tree a site's CSS and code
 * read, run from the site's install (its version's behaviour) ahead of the site's own remark
 * plugins, where mdx-loader's processor runs them: `contentTitle`, which from 3.5 on wraps the
 * page's content title (its first heading when that is an h1 above any thematic break) in a
 * `<header>`, as a site's `.markdown header h1` or `.markdown > *:not(header) + h2` expects. The blog
 * passes `removeContentTitle` instead, and the engine draws a post's title itself: docs and pages only.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { MarkdownPluginEntry } from '../../../lib/api/config';

export const CONTENT_TITLE_PLUGIN = '@docusaurus/mdx-loader/lib/remark/contentTitle/index.js';

/** The entries for the pages of `scopes` (doc set ids, 'pages'); none where the site's install has no such plugin. */
export function mdxLoaderEntries(siteRoot: string, scopes: readonly string[]): MarkdownPluginEntry[] {
  try {
    createRequire(path.resolve(siteRoot, 'package.json')).resolve(CONTENT_TITLE_PLUGIN);
  } catch {
    return [];
  }
  return scopes.length
    ? [{ kind: 'remark', stage: 'default', module: CONTENT_TITLE_PLUGIN, options: { removeContentTitle: false }, appliesTo: [...scopes] }]
    : [];
}
