/**
 * What of the site's Markdown settings depends on the page's scope (its doc set, 'blog' or 'pages'):
 * the site's own remark and rehype plugins and its admonition types. One function for every
 * compile of a page (the page pass, the article's render, the Markdown copy), so they cannot differ.
 */
import { admonitionTypesFor, type AdmonitionTypesEntry } from './admonition-types';
import { siteMarkdownPlugins, type MarkdownPluginEntry, type SitePlugins } from './markdown-plugins';

export interface ScopedMarkdown {
  sitePlugins: SitePlugins;
  /** Absent where the site sets none: the engine's types. */
  admonitionTypes?: readonly string[];
}

/** `source` names the page in its plugins' errors. */
export function scopedMarkdown(
  config: { markdownPlugins?: readonly MarkdownPluginEntry[]; admonitionTypes?: readonly AdmonitionTypesEntry[] },
  contentDir: string,
  scope: string | undefined,
  source: string,
): ScopedMarkdown {
  return {
    sitePlugins: siteMarkdownPlugins(config.markdownPlugins, contentDir, scope, source),
    ...(config.admonitionTypes ? { admonitionTypes: admonitionTypesFor(config.admonitionTypes, scope) } : {}),
  };
}
